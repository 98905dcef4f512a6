/**
 * Trusted operation `job-fill` `{ jobId }`: the company says a job is filled. One transaction closes the job as
 * filled (`closedReason`, `filledAt`), counts it once on the company's record (`companies/{id}.jobsFilled`, which no
 * client writes), answers the job's applicants still in the pipeline (rejected with the reason "position filled",
 * each told kindly in a notice and, by their settings, an email) and writes one audit entry.
 *
 * A transaction holds at most 500 writes, so one call answers at most FILL_PAGE applicants (each takes its update,
 * its notice's writes); the answer says whether more are waiting, and the next call (the service repeats it) answers
 * the next ones. Repeating the call on a filled job only answers whoever is still open: the job and the record are
 * written by the first call alone. Those the company hired should be moved to Hired first: every open stage,
 * `offered` included, is answered.
 */
import { BackendError, increment, type WriteOp } from '@/services/backend/types';
import { APPLICATIONS, applicationFromSnapshot, applicationPath } from '@/services/converters/application-converter';
import { historyToDoc } from '@/services/converters/application-converter';
import { companyPath } from '@/services/converters/company-converter';
import { jobFromSnapshot, jobPath } from '@/services/converters/job-converter';
import { talentPath } from '@/services/converters/talent-converter';
import { APPLICATION_LIMITS, FINAL_STAGES, APPLICATION_STAGES, type Application } from '@/services/schemas/application';
import { companyActor } from './application-actors';
import { filledNotice } from './application-notices';
import { auditOp } from './audit';
import { planNotice, sendNotices, type PlannedNotice } from './notify';
import { runInTransaction } from './transaction-context';
import type { TrustedContext, TrustedOperation } from './types';

/** Applicants answered per call: with their notices and the job's own writes, well under a transaction's 500. */
export const FILL_PAGE = 50;
const OPEN_STAGES = APPLICATION_STAGES.filter((s) => !FINAL_STAGES.includes(s));

/** The application closed as "position filled", its timeline naming the member; a full timeline keeps its bound. */
function answerWrite(app: Application, me: string, now: Date): WriteOp {
  const entry = { stage: 'rejected' as const, at: now.getTime(), by: me };
  const history = [...app.history, entry].slice(-APPLICATION_LIMITS.historyMax);
  return {
    type: 'update',
    path: applicationPath(app.id),
    data: {
      stage: 'rejected',
      rejectionReason: 'position filled',
      history: historyToDoc(history),
      updatedAt: now,
      ...(app.firstResponseAt === null ? { firstResponseAt: now } : {}),
    },
  };
}

async function fillPage(ctx: TrustedContext, jobId: string) {
  return runInTransaction(ctx, async (tx) => {
    const { companyId, actor } = await companyActor(tx.docs, ctx.caller);
    const jobSnap = await tx.docs.get(jobPath(jobId));
    if (!jobSnap.exists) throw new BackendError('not-found', 'This job no longer exists.');
    const job = jobFromSnapshot(jobSnap);
    if (job.companyId !== companyId)
      throw new BackendError('permission-denied', 'This job belongs to another company.');
    const open = await tx.docs.query({
      collection: APPLICATIONS,
      where: [
        { field: 'jobId', op: '==', value: jobId },
        { field: 'stage', op: 'in', value: OPEN_STAGES },
      ],
      limit: FILL_PAGE + 1,
    });
    const apps = open.slice(0, FILL_PAGE).map(applicationFromSnapshot);
    const now = new Date();
    const firstFill = job.filledAt === undefined;
    if (!firstFill && apps.length === 0) return { answered: 0, remaining: false, notices: [] };
    const talents = await Promise.all(apps.map((app) => tx.docs.get(talentPath(app.talentId))));
    const notices: PlannedNotice[] = [];
    const writes: WriteOp[] = [];
    for (const [i, app] of apps.entries()) {
      const email = talents[i].data?.email;
      const notice = await planNotice(tx, filledNotice(app, app.history.length + 1), now, {
        recipient: { email: typeof email === 'string' ? email : '', talent: true },
        fresh: true,
      });
      notices.push(notice);
      writes.push(answerWrite(app, ctx.caller.uid, now), ...notice.writes);
    }
    if (firstFill) {
      writes.push(
        {
          type: 'update',
          path: jobPath(jobId),
          data: { status: 'closed', closedReason: 'filled', filledAt: now, updatedAt: now },
        },
        { type: 'update', path: companyPath(companyId), data: { jobsFilled: increment(1) } },
      );
    }
    writes.push(
      auditOp(
        actor,
        {
          action: 'fill-job',
          targetType: 'company',
          targetId: companyId,
          targetName: job.companyName,
          detail: `${job.title}: filled, ${apps.length} open application${apps.length === 1 ? '' : 's'} answered`,
        },
        now.getTime(),
      ),
    );
    await tx.docs.batch(writes);
    return { answered: apps.length, remaining: open.length > FILL_PAGE, notices };
  });
}

export const jobFill: TrustedOperation<'job-fill'> = async (ctx, input) => {
  const { answered, remaining, notices } = await fillPage(ctx, input.jobId);
  await sendNotices(ctx, notices);
  return { answered, remaining };
};
