/**
 * Trusted operation `application-apply` `{ jobId, coverNote?, cvUrl?, signal? }`: a talent applies to a job. One transaction
 * reads the talent, the job and the application's id (`<jobId>_<talentId>`: one per pair), checks the job takes
 * applications (active, its deadline ahead) and the talent may apply (a talent, not suspended, not being deleted),
 * then writes the application (stage `applied`, its first history entry, what the talent's profile says:
 * applicant-copy.ts), one more on the job's `applicantCount`, the company's "new applicant" notice and the audit
 * entry, all or nothing. Applying again answers the application already sent and writes nothing, also when two
 * arrive at once; after withdrawing, the pair's one application is spent. With `signal` the application is one of
 * the talent's priority applications: the month's count (priority-signals.ts) goes up in the same transaction, and a
 * signal beyond the month's allowance is refused with nothing written. The email to the company's members goes
 * after the transaction.
 */
import { increment, type DocumentData } from '@/services/backend/types';
import { applicationFromSnapshot, applicationPath, historyToDoc } from '@/services/converters/application-converter';
import { jobFromSnapshot, jobPath } from '@/services/converters/job-converter';
import { JOB_MESSAGES, alreadyApplied, jobNotFound, refused } from '@/services/jobs/job-errors';
import { applicationId, type Application } from '@/services/schemas/application';
import { talentActor } from './application-actors';
import { appliedNotice } from './application-notices';
import { applicantCopy } from './applicant-copy';
import { auditOp } from './audit';
import { monthSignals } from './priority-signals';
import { planNotice, sendNotices, type PlannedNotice } from './notify';
import { runInTransaction } from './transaction-context';
import type { TrustedContext, TrustedOperation } from './types';

/** The account's email once it is verified (read from the account, not the token, which may predate it). */
async function verifiedEmail(ctx: TrustedContext): Promise<string | undefined> {
  const uid = ctx.caller.uid;
  if (!(await ctx.accountEmailVerified(uid))) return undefined;
  return (await ctx.accountEmails([uid])).get(uid) ?? ctx.caller.email;
}

const asApplication = (id: string, data: DocumentData): Application =>
  applicationFromSnapshot({ id, path: applicationPath(id), exists: true, data });

export const applicationApply: TrustedOperation<'application-apply'> = async (ctx, input) => {
  const me = ctx.caller.uid;
  const id = applicationId(input.jobId, me);
  const email = await verifiedEmail(ctx);
  const { app, notices } = await runInTransaction(
    ctx,
    async (tx): Promise<{ app: Application; notices: PlannedNotice[] }> => {
      const now = new Date();
      const [before, jobSnap, signal] = await Promise.all([
        tx.docs.get(applicationPath(id)),
        tx.docs.get(jobPath(input.jobId)),
        input.signal ? monthSignals(tx.docs, me, now.getTime()) : undefined,
      ]);
      if (before.exists) {
        const sent = applicationFromSnapshot(before);
        if (sent.stage === 'withdrawn') throw alreadyApplied();
        return { app: sent, notices: [] };
      }
      const talent = await talentActor(tx.docs, ctx.caller);
      if (!jobSnap.exists) throw jobNotFound();
      const job = jobFromSnapshot(jobSnap);
      if (job.status !== 'active') throw refused(JOB_MESSAGES.jobClosed);
      if (job.deadline !== null && job.deadline <= now.getTime()) throw refused(JOB_MESSAGES.deadlinePassed);
      const signalWrite = signal?.spend(id);
      const doc: DocumentData = {
        id,
        jobId: job.id,
        talentId: me,
        companyId: job.companyId,
        jobTitle: job.title,
        companyName: job.companyName,
        ...applicantCopy(talent, me, job.id, input.cvUrl, email),
        ...(input.coverNote ? { coverNote: input.coverNote } : {}),
        stage: 'applied',
        ...(signalWrite ? { signalled: true } : {}),
        history: historyToDoc([{ stage: 'applied', at: now.getTime(), by: me }]),
        createdAt: now,
        updatedAt: now,
      };
      const app = asApplication(id, doc);
      const notice = await planNotice(tx, appliedNotice(app), now, { fresh: true });
      await tx.docs.batch([
        { type: 'set', path: applicationPath(id), data: doc },
        { type: 'update', path: jobPath(job.id), data: { applicantCount: increment(1) } },
        ...(signalWrite ? [signalWrite] : []),
        ...notice.writes,
        auditOp(
          { uid: me, name: app.talentName },
          {
            action: 'apply',
            targetType: 'talent',
            targetId: me,
            targetName: app.talentName,
            detail: `${job.title} at ${job.companyName}`,
          },
          now.getTime(),
        ),
      ]);
      return { app, notices: [notice] };
    },
  );
  await sendNotices(ctx, notices);
  return app;
};
