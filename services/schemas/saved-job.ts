/**
 * A job a talent bookmarked: `savedJobs/<talentId>_<jobId>`, owned by the talent. It carries the job's title and
 * company name as they were when saved, so the Saved tab is one query; the job page shows the job as it is now.
 */
import { z } from 'zod/mini';
import { JOB_LIMITS } from './job';
import { LIMITS, idSchema, timestampMsSchema } from './common';

export const SAVED_JOB_LIMITS = { jobTitleMax: JOB_LIMITS.titleMax, companyNameMax: LIMITS.nameMax } as const;

export const savedJobId = (talentId: string, jobId: string) => `${talentId}_${jobId}`;

export const savedJobSchema = z.object({
  id: idSchema,
  talentId: idSchema,
  jobId: idSchema,
  jobTitle: z.string().check(z.maxLength(SAVED_JOB_LIMITS.jobTitleMax)),
  companyName: z.string().check(z.maxLength(SAVED_JOB_LIMITS.companyNameMax)),
  savedAt: timestampMsSchema,
});
export type SavedJob = z.infer<typeof savedJobSchema>;
