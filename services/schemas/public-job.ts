import type { Job } from './job';

/** What the server reads for a job's public page (`/jobs/<id>`), rendered by the public job screen. */
export interface PublicJobPage {
  job: Job;
  /** The page's absolute address (canonical link, Open Graph). */
  url: string;
  /** When the server read the job: whether it is still open is decided for that instant, on both sides. */
  now: number;
  /** The JobPosting structured data, serialised for a script element; null for a job that no longer takes applications. */
  jsonLd: string | null;
}
