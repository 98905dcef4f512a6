/**
 * Trusted operation `applications-move` `{ jobId, applicationIds (1 to 50), stage, reason?, message? }`: the one way
 * an applicant moves, whether one (the Move dialog) or many (drag and drop, the selection bar). The move rule lives
 * here and in its input schema (`moveInputSchema`: which stages, a reason exactly when rejecting, the note's size),
 * and nowhere else: who may move (an active member of the job's company, not suspended, not being deleted; with a
 * message, a company the back office verified), which applications (this job's, not withdrawn, their history not
 * full). Screens show its refusal; the rules refuse a browser's write of an application.
 *
 * All or nothing: one transaction reads the company, the job and every application, checks them all before it
 * writes anything, then writes every move (stage, history entry naming the member, `firstResponseAt` on the first
 * move away from `applied`, `reachedInterview` on a move to an interview or later; the message, its fields filled
 * for each applicant (move-templates.ts), kept in the history entry) with its "stage changed" notice
 * and one audit entry per move. A refusal names the applicant and why, and nothing is written. An applicant already
 * in that stage (and reason) is left as it is and answered as unchanged. A closed job's applicants still move:
 * closing stops applications, not the decisions on them. Emails go after the transaction; a failed email never
 * undoes the moves.
 */
import { BackendError, deleteField, type WriteOp } from '@/services/backend/types';
import { applicationFromSnapshot, applicationPath, historyToDoc } from '@/services/converters/application-converter';
import { jobFromSnapshot, jobPath } from '@/services/converters/job-converter';
import { talentPath } from '@/services/converters/talent-converter';
import { stageLabel } from '@/services/format/labels';
import { APPLICATION_LIMITS, type Application } from '@/services/schemas/application';
import { INTERVIEW_OR_LATER } from '@/services/schemas/application-constants';
import { fillTemplate, firstName } from '@/services/schemas/move-templates';
import { companyActor } from './application-actors';
import { stageNotice } from './application-notices';
import { auditOp } from './audit';
import { assertCompanyReviewed } from './company-standing';
import { planNotice, sendNotices, type PlannedNotice } from './notify';
import { runInTransaction } from './transaction-context';
import type { TrustedContext, TrustedOperation } from './types';

type Input = Parameters<TrustedOperation<'applications-move'>>[1];
type Code = 'permission-denied' | 'not-found' | 'failed-precondition';

const refuse = (code: Code, why: string) => new BackendError(code, `Nothing was moved: ${why}`);

/** A refusal of the caller's standing, said as the move's: "Nothing was moved: your company is suspended." */
function asMoveRefusal(error: unknown): never {
  if (!(error instanceof BackendError)) throw error;
  throw refuse(error.code as Code, `${error.message.charAt(0).toLowerCase()}${error.message.slice(1)}`);
}

/** Every check of one application; answers whether it needs a write (false: already in that stage). */
function checkApplication(app: Application | null, id: string, input: Input, companyId: string): boolean {
  if (!app) throw refuse('not-found', `one of the selected applications no longer exists (${id}).`);
  if (app.jobId !== input.jobId || app.companyId !== companyId)
    throw refuse('permission-denied', `${app.talentName}'s application is not for this job.`);
  if (app.stage === 'withdrawn') throw refuse('failed-precondition', `${app.talentName} withdrew the application.`);
  if (app.stage === input.stage && app.rejectionReason === input.reason) return false;
  if (app.history.length >= APPLICATION_LIMITS.historyMax)
    throw refuse(
      'failed-precondition',
      `${app.talentName}'s application has reached ${APPLICATION_LIMITS.historyMax} moves.`,
    );
  return true;
}

function moveWrite(app: Application, input: Input, me: string, now: Date, message?: string): WriteOp {
  const history = [...app.history, { stage: input.stage, at: now.getTime(), by: me, ...(message ? { message } : {}) }];
  return {
    type: 'update',
    path: applicationPath(app.id),
    data: {
      stage: input.stage,
      history: historyToDoc(history),
      updatedAt: now,
      ...(input.reason
        ? { rejectionReason: input.reason }
        : app.rejectionReason
          ? { rejectionReason: deleteField() }
          : {}),
      ...(app.firstResponseAt === null && input.stage !== 'applied' ? { firstResponseAt: now } : {}),
      // Kept after a later rejection, so the back office's interview rate counts every applicant ever invited.
      ...(INTERVIEW_OR_LATER.includes(input.stage) ? { reachedInterview: true } : {}),
    },
  };
}

/** The moves, their notices and audit entries, checked and written in one transaction. */
async function moveAll(ctx: TrustedContext, input: Input) {
  return runInTransaction(ctx, async (tx) => {
    const { companyId, actor } = await companyActor(tx.docs, ctx.caller).catch(asMoveRefusal);
    if (input.message) await assertCompanyReviewed(tx.docs, companyId).catch(asMoveRefusal);
    const jobSnap = await tx.docs.get(jobPath(input.jobId));
    if (!jobSnap.exists) throw refuse('not-found', 'this job no longer exists.');
    if (jobFromSnapshot(jobSnap).companyId !== companyId)
      throw refuse('permission-denied', 'this job belongs to another company.');
    const snaps = await Promise.all(input.applicationIds.map((id) => tx.docs.get(applicationPath(id))));
    const toMove: Application[] = [];
    const unchanged: string[] = [];
    snaps.forEach((snap, i) => {
      const app = snap.exists ? applicationFromSnapshot(snap) : null;
      if (checkApplication(app, input.applicationIds[i], input, companyId)) toMove.push(app!);
      else unchanged.push(app!.id);
    });
    const now = new Date();
    // Each applicant's address, read now: its notice is planned without looking it up again.
    const talents = await Promise.all(toMove.map((app) => tx.docs.get(talentPath(app.talentId))));
    const notices: PlannedNotice[] = [];
    const writes: WriteOp[] = [];
    for (const [i, app] of toMove.entries()) {
      const email = talents[i].data?.email;
      // Each applicant's own copy of the message: its first name, the job and the company filled in.
      const message = input.message
        ? fillTemplate(input.message, {
            'first name': firstName(app.talentName),
            job: app.jobTitle,
            company: app.companyName,
          })
        : undefined;
      const notice = await planNotice(tx, stageNotice(app, input.stage, app.history.length + 1, message), now, {
        recipient: { email: typeof email === 'string' ? email : '', talent: true },
        fresh: true,
      });
      notices.push(notice);
      writes.push(
        moveWrite(app, input, ctx.caller.uid, now, message),
        ...notice.writes,
        auditOp(
          actor,
          {
            action: 'move-application',
            targetType: 'talent',
            targetId: app.talentId,
            targetName: app.talentName,
            detail: `${app.talentName}: ${stageLabel(app.stage)} to ${stageLabel(input.stage)} (${app.jobTitle})`,
            ...(input.reason ? { reason: input.reason } : {}),
          },
          now.getTime(),
        ),
      );
    }
    if (writes.length) await tx.docs.batch(writes);
    return { moved: toMove.map((app) => app.id), unchanged, notices };
  });
}

export const applicationsMove: TrustedOperation<'applications-move'> = async (ctx, input) => {
  const { moved, unchanged, notices } = await moveAll(ctx, input);
  await sendNotices(ctx, notices);
  return { moved, unchanged };
};
