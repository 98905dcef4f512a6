/**
 * Tells each talent who saved a job that it is about to close, once its application deadline is at most three
 * days away: a notice in the bell (by email too for a talent whose saved-jobs setting asks for email). Safe to run
 * as often as wanted: the notice's id is derived from the job and the talent, so each saved job is announced once;
 * a talent who already applied is not told.
 */
import { TALENT_ROUTES } from '@/constants/routes';
import type { DocSnapshot } from '@/services/backend/types';
import { applicationPath } from '@/services/converters/application-converter';
import { JOBS, jobFromSnapshot } from '@/services/converters/job-converter';
import { SAVED_JOBS, savedJobFromSnapshot } from '@/services/converters/saved-job-converter';
import { formatCalendarDate } from '@/services/format/dates';
import { applicationId } from '@/services/schemas/application';
import { queryAll } from '@/services/pagination';
import { notify, type NotifyServices } from '../trusted/notify';

/** How long before its deadline a saved job is announced. */
export const SAVED_JOB_NOTICE_MS = 3 * 24 * 3_600_000;
const PAGE = 100;
/** A bound on one run; the next run continues where this one stopped. */
const MAX_PAGES = 20;

export async function sendSavedJobDeadlineNotices(
  ctx: NotifyServices,
  now = Date.now(),
): Promise<{ jobs: number; notified: number }> {
  let jobs = 0;
  let notified = 0;
  let after: DocSnapshot | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const closing = await ctx.docs.query({
      collection: JOBS,
      where: [
        { field: 'status', op: '==', value: 'active' },
        { field: 'deadline', op: '>', value: new Date(now) },
        { field: 'deadline', op: '<=', value: new Date(now + SAVED_JOB_NOTICE_MS) },
      ],
      orderBy: [{ field: 'deadline', direction: 'asc' }],
      limit: PAGE,
      ...(after ? { startAfter: after } : {}),
    });
    for (const snap of closing) {
      const job = jobFromSnapshot(snap);
      jobs += 1;
      const savers = (
        await queryAll(ctx.docs, { collection: SAVED_JOBS, where: [{ field: 'jobId', op: '==', value: job.id }] })
      ).map(savedJobFromSnapshot);
      for (const { talentId } of savers) {
        if ((await ctx.docs.get(applicationPath(applicationId(job.id, talentId)))).exists) continue;
        const { created } = await notify(ctx, {
          id: `saved-job-closing-${job.id}-${talentId}`,
          userId: talentId,
          kind: 'saved-job-closing',
          title: `Closing soon: ${job.title}`,
          body: `${job.title} at ${job.companyName}, which you saved, takes applications until ${formatCalendarDate(job.deadline)}.`,
          link: TALENT_ROUTES.job(job.id),
        });
        if (created) notified += 1;
      }
    }
    if (closing.length < PAGE) break;
    after = closing[closing.length - 1];
  }
  return { jobs, notified };
}
