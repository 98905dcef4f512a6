/**
 * What anyone may read of a job by its link, on the server (the public job page and the sitemap), through the
 * privileged documents of either backend (public-docs.ts). A job still awaiting the back office's review is not
 * public; a closed or expired one is, so a shared link still says what happened to the job.
 */
import type { Documents } from '@/services/backend/types';
import { JOBS, jobFromSnapshot, jobPath } from '@/services/converters/job-converter';
import type { Job } from '@/services/schemas/job';

export type PublicDocs = Pick<Documents, 'get' | 'query'>;

/** Document ids the app writes (random ids, demo ids); anything else (a path, `..`) is not looked up at all. */
const JOB_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * A job takes applications: live, and its deadline and expiry (if any) still ahead. A job past either leaves the
 * sitemap and its JobPosting data at once, before the schedule closes it.
 */
export const isOpenJob = (job: Pick<Job, 'status' | 'deadline' | 'expiresAt'>, now: number): boolean =>
  job.status === 'active' &&
  (job.deadline === null || job.deadline > now) &&
  (job.expiresAt === null || job.expiresAt > now);

export async function loadPublicJob(docs: PublicDocs, id: string): Promise<Job | null> {
  if (!JOB_ID.test(id)) return null;
  const snap = await docs.get(jobPath(id));
  if (!snap.exists) return null;
  const job = jobFromSnapshot(snap);
  return job.status === 'awaiting-review' ? null : job;
}

const PAGE = 500;
/** A sitemap file holds at most 50,000 addresses; the landing page takes one. */
export const SITEMAP_JOBS_MAX = 49_999;

/** The open jobs, newest first (the talents' list index: status, then createdAt), for the sitemap. */
export async function openJobs(docs: PublicDocs, now: number, max = SITEMAP_JOBS_MAX): Promise<Job[]> {
  const open: Job[] = [];
  let cursor: Awaited<ReturnType<PublicDocs['query']>>[number] | undefined;
  while (open.length < max) {
    const page = await docs.query({
      collection: JOBS,
      where: [{ field: 'status', op: '==', value: 'active' }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: PAGE,
      ...(cursor ? { startAfter: cursor } : {}),
    });
    for (const snap of page) {
      const job = jobFromSnapshot(snap);
      if (isOpenJob(job, now) && open.length < max) open.push(job);
    }
    if (page.length < PAGE) break;
    cursor = page[page.length - 1];
  }
  return open;
}
