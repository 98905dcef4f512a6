/**
 * The dates of a vacancy as firestore.rules checks them (`isJobFields`, `isJobEdit`, `isOpenJob`), for the local policy of jobs (./jobs.ts):
 * a fill-by date ahead when written, an expiry within 60 days of the write that posts or renews the job, and what
 * anyone may read: a job open for applications.
 */
import { isWireTimestamp } from '@/services/backend/wire/wire';
import { latestExpiry } from '@/services/schemas/job-constants';
import { has } from '../helpers';
import type { WireData } from '@/services/backend/wire/wire';
import type { ReadRequest, WriteRequest } from '../types';

/** A fill-by date is ahead when it is written. */
const futureFillBy = (r: WriteRequest) => isWireTimestamp(r.data.fillBy) && r.data.fillBy.$ts > r.time;
/** A job is listed at most 60 days after the write that posts or renews it, and never expires in the past. */
const expiryInWindow = (r: WriteRequest) =>
  isWireTimestamp(r.data.expiresAt) && r.data.expiresAt.$ts > r.time && r.data.expiresAt.$ts <= latestExpiry(r.time);

/**
 * The vacancy lines of `isJobFields` in the rules, for the keys a write touches: openings kept (their bounds are the
 * field check's), a fill-by date ahead, an expiry in its window; none of them removed once set.
 */
export const vacancyOk = (r: WriteRequest, touched: ReadonlySet<string>) =>
  (!touched.has('openings') || has(r.data, 'openings')) &&
  (!touched.has('fillBy') || futureFillBy(r)) &&
  (!touched.has('expiresAt') || expiryInWindow(r));
/** An open status needs an expiry still ahead: reopening an expired job renews it in the same write. */
export const expiryAhead = (r: WriteRequest) =>
  !has(r.data, 'expiresAt') || (isWireTimestamp(r.data.expiresAt) && r.data.expiresAt.$ts > r.time);

/** `isOpenJob` in firestore.rules: live and before its deadline and expiry, what anyone may read (the public job page). */
export const isOpenJob = (r: ReadRequest, job: WireData) =>
  job.status === 'active' &&
  (!has(job, 'deadline') || (isWireTimestamp(job.deadline) && job.deadline.$ts > r.time)) &&
  (!has(job, 'expiresAt') || (isWireTimestamp(job.expiresAt) && job.expiresAt.$ts > r.time));
