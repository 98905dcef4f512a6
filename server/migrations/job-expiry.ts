/**
 * Gives every open job saved before jobs expired (`expiresAt`) a full listing from the upgrade on: 60 days, so no
 * company's live job vanishes unannounced, and none stays listed for ever unless renewed. Closed jobs are left as
 * they are (reopening one renews it). Their openings and fill-by date are the company's to state: the job form asks
 * for them at its next edit. Privileged, run once; idempotent (a job with an expiry is skipped).
 */
import type { Documents } from '../../services/backend/types';
import { JOBS, expiryFrom, jobPath } from '../../services/converters/job-converter';
import { queryAll } from '../../services/pagination';

const OPEN = new Set(['active', 'awaiting-review']);

export async function backfillJobExpiry(docs: Pick<Documents, 'query' | 'update'>, now = Date.now()): Promise<number> {
  let written = 0;
  for (const snap of await queryAll(docs, { collection: JOBS })) {
    const data = snap.data ?? {};
    if (data.expiresAt !== undefined || !OPEN.has(String(data.status))) continue;
    await docs.update(jobPath(snap.id), { expiresAt: expiryFrom(now) });
    written += 1;
  }
  return written;
}
