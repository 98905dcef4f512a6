/**
 * Closes the jobs whose application deadline has passed: they leave the talents' list and refuse applications, as
 * a job its company closed. Reopening one asks the company for a new, future deadline (service, rules and policy).
 * Safe to run as often as wanted: a closed job no longer matches the query.
 */
import { JOBS } from '@/services/converters/job-converter';
import type { NotifyServices } from '../trusted/notify';

/** Open statuses a deadline can end: live jobs and jobs still waiting for the back office's review. */
const OPEN_STATUSES = ['active', 'awaiting-review'] as const;
const PAGE = 100;
/** A bound on one run; the next run continues where this one stopped. */
const MAX_PAGES = 50;

export async function closeExpiredJobs(
  ctx: Pick<NotifyServices, 'docs'>,
  now = Date.now(),
): Promise<{ closed: number }> {
  let closed = 0;
  for (const status of OPEN_STATUSES) {
    for (let page = 0; page < MAX_PAGES; page++) {
      const due = await ctx.docs.query({
        collection: JOBS,
        where: [
          { field: 'status', op: '==', value: status },
          { field: 'deadline', op: '<=', value: new Date(now) },
        ],
        orderBy: [{ field: 'deadline', direction: 'asc' }],
        limit: PAGE,
      });
      if (due.length === 0) break;
      await ctx.docs.batch(
        due.map((job) => ({
          type: 'update' as const,
          path: job.path,
          data: { status: 'closed', updatedAt: new Date() },
        })),
      );
      closed += due.length;
      if (due.length < PAGE) break;
    }
  }
  return { closed };
}
