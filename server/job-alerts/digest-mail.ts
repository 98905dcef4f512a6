/**
 * A talent's job-alert email for one run: one digest however many saved searches found new jobs, a section per
 * search (its name, its newest jobs with links, a link to see them all on the job list), one link that stops the
 * job alerts of every saved search (and the one-click List-Unsubscribe headers for mail programs), and a subject
 * that says how many new jobs there are.
 */
import { PUBLIC_ROUTES, TALENT_ROUTES } from '@/constants/routes';
import { jobSearchHref } from '@/services/format/job-search-link';
import type { Job } from '@/services/schemas/job';
import type { SavedSearch } from '@/services/schemas/saved-search';
import type { MailSection, OutgoingMail } from '../mail/types';

/** The jobs a section names; the rest are behind its "see all" link. */
const DIGEST_JOBS_PER_SEARCH = 5;

export interface SearchNews {
  search: SavedSearch;
  /** Newest first, as the alert's query read them. */
  jobs: Job[];
}

const newJobs = (n: number) => (n === 1 ? '1 new job' : `${n} new jobs`);

function section({ search, jobs }: SearchNews): MailSection {
  return {
    heading: `${search.name}: ${newJobs(jobs.length)}`,
    lines: jobs
      .slice(0, DIGEST_JOBS_PER_SEARCH)
      .map((job) => ({ label: `${job.title} at ${job.companyName}`, path: TALENT_ROUTES.job(job.id) })),
    more: { label: `See all jobs for "${search.name}"`, path: jobSearchHref(search.filters) },
  };
}

function subject(news: readonly SearchNews[]): string {
  const total = news.reduce((sum, { jobs }) => sum + jobs.length, 0);
  return news.length === 1
    ? `${newJobs(total)} for "${news[0].search.name}"`
    : `${newJobs(total)} for your ${news.length} saved searches`;
}

/** The digest for one talent; `unsubscribeToken` names the talent, so its link turns all its job alerts off. */
export function jobAlertDigest(to: string, news: readonly SearchNews[], unsubscribeToken: string): OutgoingMail {
  return {
    to,
    subject: subject(news),
    text:
      news.length === 1 ? 'New jobs match your saved search.' : `New jobs match ${news.length} of your saved searches.`,
    sections: news.map(section),
    link: TALENT_ROUTES.savedSearches,
    unsubscribe: {
      page: PUBLIC_ROUTES.jobAlertUnsubscribe(unsubscribeToken),
      oneClick: PUBLIC_ROUTES.jobAlertOneClick(unsubscribeToken),
    },
  };
}
