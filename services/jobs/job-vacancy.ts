/**
 * A job as a real vacancy, after it is posted: the company renews its listing (confirming it is still open) or marks
 * it filled. Openings and the fill-by date are form fields (./jobs.ts); the expiry is the schedule's to enforce.
 */
import { getBackend } from '../backend/backend';
import { serverTimestamp } from '../backend/types';
import { expiryFrom, jobPath } from '../converters/job-converter';
import { ValidationError } from '../errors';
import { ownJob } from './jobs';

/** Calls of `job-fill` one Mark as filled makes at most: 40 pages of 50 applicants. */
const FILL_ROUNDS_MAX = 40;

/**
 * The company says its job is still open: it stays listed 60 days from now. A closed job is reopened instead (which
 * renews it too, ./jobs.ts `reopenJob`).
 */
export async function renewJob(companyId: string, jobId: string): Promise<void> {
  const job = await ownJob(companyId, jobId);
  if (job.status === 'closed') {
    throw new ValidationError([{ field: 'status', message: 'This job is closed: reopen it to list it again' }]);
  }
  const backend = await getBackend();
  await backend.docs.update(jobPath(jobId), { expiresAt: expiryFrom(Date.now()), updatedAt: serverTimestamp() });
}

/**
 * Marks the job filled: the trusted `job-fill` closes it, counts it on the company's record and answers the
 * applicants still in the pipeline, a page per call, so it is called until none is left. Answers how many were told
 * and whether some are still waiting (a pipeline over 2,000: pressing the button again answers the rest).
 */
export async function markJobFilled(jobId: string): Promise<{ answered: number; remaining: boolean }> {
  const backend = await getBackend();
  let answered = 0;
  for (let round = 0; round < FILL_ROUNDS_MAX; round++) {
    const page = await backend.callTrusted('job-fill', { jobId });
    answered += page.answered;
    if (!page.remaining) return { answered, remaining: false };
  }
  return { answered, remaining: true };
}
