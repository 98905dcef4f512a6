/**
 * A job a talent bookmarked: `savedJobs/<talentId>_<jobId>`, owned by the talent. It carries the job's title and
 * company name as they were when saved, so the Saved tab is one query; the job page shows the job as it is now.
 * The access rules bound the copied title and name (SAVED_JOB_LIMITS).
 */
import { JOB_LIMITS } from './job-constants';
import { LIMITS } from './limits';

export const SAVED_JOB_LIMITS = { jobTitleMax: JOB_LIMITS.titleMax, companyNameMax: LIMITS.nameMax } as const;

export const savedJobId = (talentId: string, jobId: string) => `${talentId}_${jobId}`;

export interface SavedJob {
  id: string;
  talentId: string;
  jobId: string;
  jobTitle: string;
  companyName: string;
  /** Epoch ms; null while the server timestamp is pending. */
  savedAt: number | null;
}
