/**
 * A job search as the job list's address (`/talent-dashboard/jobs?q=...`): the job list keeps its filters in the
 * URL, the Saved searches tab runs a search with it, and a job-alert email's "see all" link opens it. Server and
 * screens build it here so the three agree.
 */
import { TALENT_ROUTES } from '@/constants/routes';
import type { JobFilters } from '@/services/schemas/job';

/** The filters that are one choice from a list, in the order the job list shows them. */
const CHOICE_KEYS = ['category', 'level', 'workMode', 'employmentType', 'experience'] as const;

export function queryFromFilters(filters: JobFilters): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of CHOICE_KEYS) {
    const value = filters[key];
    if (value) query[key] = value;
  }
  if (filters.minSalary) {
    query.minSalary = String(filters.minSalary);
    if (filters.salaryCurrency) query.salaryCurrency = filters.salaryCurrency;
    if (filters.salaryPeriod) query.salaryPeriod = filters.salaryPeriod;
  }
  if (filters.keyword) query.q = filters.keyword;
  if (filters.place) query.place = filters.place;
  return query;
}

/** The job list showing these filters' jobs. */
export function jobSearchHref(filters: JobFilters): string {
  const query = new URLSearchParams(queryFromFilters(filters)).toString();
  return query ? `${TALENT_ROUTES.jobs}?${query}` : TALENT_ROUTES.jobs;
}
