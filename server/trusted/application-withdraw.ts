/**
 * Trusted operation `application-withdraw` `{ applicationId }`: the talent withdraws its own application, unless it
 * already has its final answer (hired, rejected, withdrawn). One transaction checks the talent (not suspended, not
 * being deleted) and the application, then writes the stage with its history entry, the company's notice and the
 * audit entry, all or nothing. The job's `applicantCount` stays: it counts applications received, and a withdrawn
 * one stays visible (as withdrawn) in the company's pipeline.
 */
import { applicationFromSnapshot, applicationPath, historyToDoc } from '@/services/converters/application-converter';
import { JOB_MESSAGES, applicationNotFound, notOwner, refused } from '@/services/jobs/job-errors';
import { APPLICATION_LIMITS, FINAL_STAGES } from '@/services/schemas/application';
import { talentActor } from './application-actors';
import { withdrawnNotice } from './application-notices';
import { auditOp } from './audit';
import { planNotice, sendNotices } from './notify';
import { runInTransaction } from './transaction-context';
import type { TrustedOperation } from './types';

export const applicationWithdraw: TrustedOperation<'application-withdraw'> = async (ctx, { applicationId }) => {
  const me = ctx.caller.uid;
  const { app, notice } = await runInTransaction(ctx, async (tx) => {
    const snap = await tx.docs.get(applicationPath(applicationId));
    if (!snap.exists) throw applicationNotFound();
    const before = applicationFromSnapshot(snap);
    if (before.talentId !== me) throw notOwner(JOB_MESSAGES.notYourApplication);
    await talentActor(tx.docs, ctx.caller);
    if (FINAL_STAGES.includes(before.stage)) throw refused(JOB_MESSAGES.finalStage);
    if (before.history.length >= APPLICATION_LIMITS.historyMax) throw refused(JOB_MESSAGES.historyFull);
    const now = new Date();
    const history = [...before.history, { stage: 'withdrawn' as const, at: now.getTime(), by: me }];
    const app = { ...before, stage: 'withdrawn' as const, history, updatedAt: now.getTime() };
    const notice = await planNotice(tx, withdrawnNotice(app), now, { fresh: true });
    await tx.docs.batch([
      {
        type: 'update',
        path: applicationPath(applicationId),
        data: { stage: 'withdrawn', history: historyToDoc(history), updatedAt: now },
      },
      ...notice.writes,
      auditOp(
        { uid: me, name: app.talentName },
        {
          action: 'withdraw-application',
          targetType: 'talent',
          targetId: me,
          targetName: app.talentName,
          detail: `${app.jobTitle} at ${app.companyName}`,
        },
        now.getTime(),
      ),
    ]);
    return { app, notice };
  });
  await sendNotices(ctx, [notice]);
  return app;
};
