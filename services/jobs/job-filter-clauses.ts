/**
 * The talents' job search as query clauses, without the backend: the job list (./job-lists.ts) and the server's job
 * alerts (server/scheduled/job-alerts.ts) build the same query from the same filters.
 */
import {
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  JOB_CATEGORIES,
  JOB_LEVELS,
  SALARY_PERIODS,
  WORK_MODES,
} from '../../constants/enums';
import type { WhereClause } from '../backend/types';
import type { JobFilters } from '../schemas/job';
import { JOB_LIMITS, jobSearchWords } from '../schemas/job-constants';
import { PLACE_KEY_PATTERN } from '../schemas/place-constants';
import { validateFilters, type PlainChecks } from '../schemas/validate-lazily';
import { mostSelectiveWord } from '../search/search-words';

const inList = (list: readonly string[]) => (value: unknown) => list.includes(value as string);
const matches = (pattern: RegExp) => (value: unknown) => typeof value === 'string' && pattern.test(value);

/** What jobFiltersSchema (services/schemas/job.ts) passes unchanged, checked without loading it. */
const PLAIN_JOB_FILTERS: PlainChecks = {
  category: inList(JOB_CATEGORIES),
  level: inList(JOB_LEVELS),
  workMode: inList(WORK_MODES),
  employmentType: inList(EMPLOYMENT_TYPES),
  experience: inList(EXPERIENCE_LEVELS),
  minSalary: (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= JOB_LIMITS.salaryMax,
  salaryCurrency: matches(/^[A-Z]{3}$/),
  salaryPeriod: inList(SALARY_PERIODS),
  keyword: (v) => typeof v === 'string' && v.length <= JOB_LIMITS.titleMax,
  place: matches(PLACE_KEY_PATTERN),
};

/** The job list's filters as jobFiltersSchema validates them; the schema (and zod) load only for filters out of the ordinary. */
export const validJobFilters = (filters: JobFilters): Promise<JobFilters> =>
  validateFilters(PLAIN_JOB_FILTERS, () => import('../schemas/job').then((m) => m.jobFiltersSchema), filters);

/**
 * The talents' job search as one query: `status == 'active'`, then each filter given (in a fixed order). Firestore
 * allows one `array-contains` a query: a keyword takes it, and a place filter given with a keyword is checked on each
 * job read instead (`jobIsAt`); alone, the place is the query's `array-contains` on the jobs' place keys. The filters
 * are validated ones (validJobFilters, or jobFiltersSchema on the server).
 */
export function activeJobsWhere(valid: JobFilters): WhereClause[] {
  const where: WhereClause[] = [{ field: 'status', op: '==', value: 'active' }];
  for (const field of ['category', 'level', 'workMode', 'employmentType', 'experience'] as const) {
    if (valid[field] !== undefined) where.push({ field, op: '==', value: valid[field] });
  }
  const word = valid.keyword !== undefined ? mostSelectiveWord(jobSearchWords(valid.keyword)) : null;
  if (word) where.push({ field: 'keywords', op: 'array-contains', value: word });
  else if (valid.place !== undefined) where.push({ field: 'placeKeys', op: 'array-contains', value: valid.place });
  return where;
}
