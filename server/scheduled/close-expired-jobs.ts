/**
 * Closes the jobs whose application deadline has passed, and the jobs whose listing expired (`expiresAt`, at most 60
 * days after the company posted or last renewed them: a vacancy nobody confirms is still open leaves the lists).
 * Either way they leave the talents' list and refuse applications, as a job its company closed; an expired one is
 * marked `closedReason: 'expired'`, so its company sees why and can renew it (reopening asks for a new expiry and,
 * past its deadline, a new deadline: service, rules and policy). Safe to run as often as wanted: a closed job no
 * longer matches the queries.
 */
import { JOBS } from '@/services/converters/job-converter';
import type { NotifyServices } from '../trusted/notify';

/** Open statuses a deadline or an expiry can end: live jobs and jobs still waiting for the back office's review. */
const OPEN_STATUSES = ['active', 'awaiting-review'] as const;
const PAGE = 100;
/** A bound on one run; the next run continues where this one stopped. */
const MAX_PAGES = 50;

type Docs = Pick<NotifyServices, 'docs'>['docs'];

/** Closes the open jobs whose `field` is at or before `now`, writing `extra` with the status. */
async function closeDue(docs: Docs, field: 'deadline' | 'expiresAt', now: number, extra: Record<string, unknown>) {
  let closed = 0;
  for (const status of OPEN_STATUSES) {
    for (let page = 0; page < MAX_PAGES; page++) {
      const due = await docs.query({
        collection: JOBS,
        where: [
          { field: 'status', op: '==', value: status },
          { field, op: '<=', value: new Date(now) },
        ],
        orderBy: [{ field, direction: 'asc' }],
        limit: PAGE,
      });
      if (due.length === 0) break;
      await docs.batch(
        due.map((job) => ({
          type: 'update' as const,
          path: job.path,
          data: { status: 'closed', updatedAt: new Date(), ...extra },
        })),
      );
      closed += due.length;
      if (due.length < PAGE) break;
    }
  }
  return closed;
}

export async function closeExpiredJobs(
  ctx: Pick<NotifyServices, 'docs'>,
  now = Date.now(),
): Promise<{ closed: number; expired: number }> {
  const closed = await closeDue(ctx.docs, 'deadline', now, {});
  const expired = await closeDue(ctx.docs, 'expiresAt', now, { closedReason: 'expired' });
  return { closed, expired };
}
