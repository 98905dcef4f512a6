/**
 * A talent's saved jobs (bookmarks): save, unsave, the Saved tab page by page, and the ids of every saved job so
 * each job card shows its bookmark's state from one cached query. The rules let a talent read and write only its
 * own (`talentId == uid`), so every query pins it.
 */
import { getBackend } from '../backend/backend';
import { serverTimestamp } from '../backend/types';
import { SAVED_JOBS, savedJobFromSnapshot, savedJobPath } from '../converters/saved-job-converter';
import { ValidationError } from '../errors';
import { queryAll, queryPage, type Page } from '../pagination';
import { isDocId } from '../schemas/doc-id';
import type { Job } from '../schemas/job';
import { SAVED_JOB_LIMITS, savedJobId, type SavedJob } from '../schemas/saved-job';

export const SAVED_JOB_PAGE_SIZE = 20;
const NEWEST_FIRST = [{ field: 'savedAt', direction: 'desc' as const }];

function requireIds(talentId: unknown, jobId?: unknown): void {
  if (!isDocId(talentId)) throw new ValidationError([{ field: 'talentId', message: 'Required' }]);
  if (jobId !== undefined && !isDocId(jobId)) throw new ValidationError([{ field: 'jobId', message: 'Required' }]);
}

export async function saveJob(talentId: string, job: Pick<Job, 'id' | 'title' | 'companyName'>): Promise<void> {
  requireIds(talentId, job.id);
  const backend = await getBackend();
  await backend.docs.set(savedJobPath(savedJobId(talentId, job.id)), {
    talentId,
    jobId: job.id,
    jobTitle: job.title.slice(0, SAVED_JOB_LIMITS.jobTitleMax),
    companyName: job.companyName.slice(0, SAVED_JOB_LIMITS.companyNameMax),
    savedAt: serverTimestamp(),
  });
}

export async function unsaveJob(talentId: string, jobId: string): Promise<void> {
  requireIds(talentId, jobId);
  const backend = await getBackend();
  await backend.docs.delete(savedJobPath(savedJobId(talentId, jobId)));
}

/** The Saved tab: newest saved first, a page at a time. */
export async function listSavedJobs(talentId: string, cursor?: string): Promise<Page<SavedJob>> {
  requireIds(talentId);
  const backend = await getBackend();
  const { snaps, nextCursor } = await queryPage(
    backend.docs,
    { collection: SAVED_JOBS, where: [{ field: 'talentId', op: '==', value: talentId }], orderBy: NEWEST_FIRST },
    SAVED_JOB_PAGE_SIZE,
    cursor,
  );
  return { items: snaps.map(savedJobFromSnapshot), nextCursor };
}

/** The ids of every job the talent saved: one read per saved job, shared by every job card and job page. */
export async function listSavedJobIds(talentId: string): Promise<string[]> {
  requireIds(talentId);
  const backend = await getBackend();
  const snaps = await queryAll(backend.docs, {
    collection: SAVED_JOBS,
    where: [{ field: 'talentId', op: '==', value: talentId }],
    orderBy: NEWEST_FIRST,
  });
  return snaps.map((snap) => savedJobFromSnapshot(snap).jobId);
}
