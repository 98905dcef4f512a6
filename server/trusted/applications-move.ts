/**
 * Trusted operation `applications-move`: `{ jobId, applicationIds (1 to 50), stage, reason?, message? }`. The job's
 * company (any member of its team) moves several applicants at once, all or nothing: one transaction reads the company, the job and every
 * application, checks them all (the caller's account, the job is its own, each application is this job's, not
 * withdrawn, its history not full) before it writes anything, then writes every move with its "stage changed"
 * notification and one audit entry per move, naming the member who moved. A refusal names the applicant and why, and nothing is written.
 *
 * The move itself is the single move's (services/applications/applications.ts `moveApplication`): same stages,
 * same history entry, same `firstResponseAt` stamp, same notification id as `application-notify` gives it (so
 * announcing it again writes nothing). The optional message travels in each applicant's notification and email.
 * A closed job's applicants still move: closing stops applications, not the decisions on them. Emails go after
 * the transaction (they are not transactional); a failed email never undoes the moves.
 */
import { teamSecondFactorNeeded } from './company-membership';
import { TALENT_ROUTES } from '@/constants/routes';
import { BackendError, deleteField, type WriteOp } from '@/services/backend/types';
import { applicationFromSnapshot, applicationPath, historyToDoc } from '@/services/converters/application-converter';
import { companyPath } from '@/services/converters/company-converter';
import { companyMemberPath, memberCompanyId } from '@/services/converters/company-member-doc';
import { jobFromSnapshot, jobPath } from '@/services/converters/job-converter';
import { stageLabel } from '@/services/format/labels';
import { APPLICATION_LIMITS, type Application } from '@/services/schemas/application';
import { auditOp } from './audit';
import { assertCompanyReviewed } from './company-standing';
import { notificationWrites } from './notify';
import { runInTransaction } from './transaction-context';
import type { TrustedContext, TrustedOperation } from './types';

type Input = Parameters<TrustedOperation<'applications-move'>>[1];

const refuse = (code: 'permission-denied' | 'not-found' | 'failed-precondition', why: string) =>
  new BackendError(code, `Nothing was moved: ${why}`);

/**
 * The caller is a member of a company that still exists and is not suspended; with a message, one that may reach
 * talents. Answers the company and the member's name, which the audit shows.
 */
async function assertCallerMayMove(
  ctx: TrustedContext,
  withMessage: boolean,
): Promise<{ companyId: string; actorName: string }> {
  const me = ctx.caller.uid;
  const [member, deleted] = await Promise.all([
    ctx.docs.get(companyMemberPath(me)),
    ctx.docs.get(`deletedAccounts/${me}`),
  ]);
  const companyId = memberCompanyId(member);
  const company = companyId === null ? null : await ctx.docs.get(companyPath(companyId));
  if (companyId === null || !company?.exists || deleted.exists)
    throw refuse('permission-denied', "only the job's company may move its applicants.");
  if (company.data?.suspended === true) throw refuse('permission-denied', 'your company is suspended.');
  if (member.data?.secondFactorRequired === true && !ctx.caller.secondFactor) throw teamSecondFactorNeeded();
  if (withMessage)
    await assertCompanyReviewed(ctx.docs, companyId).catch((error: Error) =>
      Promise.reject(refuse('permission-denied', error.message)),
    );
  const name = [member.data?.name, company.data?.name].find((n): n is string => typeof n === 'string' && n !== '');
  return { companyId, actorName: name ?? '' };
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

function moveWrites(app: Application, input: Input, ctx: TrustedContext, actorName: string, now: Date): WriteOp[] {
  const me = ctx.caller.uid;
  const history = [...app.history, { stage: input.stage, at: now.getTime(), by: me }];
  const label = stageLabel(input.stage);
  const note = input.message ? `\n\nMessage from ${app.companyName}:\n${input.message}` : '';
  return [
    {
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
      },
    },
    ...notificationWrites(
      `stage_${app.id}_${history.length}`,
      {
        userId: app.talentId,
        kind: 'stage-changed',
        title: `${app.companyName}: ${label}`,
        body: `Your application for ${app.jobTitle} moved to "${label}".${note}`,
        link: TALENT_ROUTES.appliedJobs,
      },
      now,
    ),
    auditOp(
      { uid: me, name: actorName || ctx.caller.email },
      {
        action: 'move-application',
        targetType: 'talent',
        targetId: app.talentId,
        targetName: app.talentName,
        detail: `${app.talentName}: ${stageLabel(app.stage)} to ${label} (${app.jobTitle})`,
        ...(input.reason ? { reason: input.reason } : {}),
      },
      now.getTime(),
    ),
  ];
}

/** Emails each moved applicant its notification, as notify() would, unless it opted out; failures are logged. */
async function emailApplicants(ctx: TrustedContext, moved: Application[], input: Input): Promise<void> {
  const label = stageLabel(input.stage);
  await Promise.all(
    moved.map(async (app) => {
      try {
        const talent = (await ctx.docs.get(`students/${app.talentId}`)).data;
        if (!talent || talent.optedOutOfEmail === true || typeof talent.email !== 'string' || !talent.email) return;
        const note = input.message ? `\n\nMessage from ${app.companyName}:\n${input.message}` : '';
        await ctx.sendMail({
          to: talent.email,
          subject: `${app.companyName}: ${label}`,
          text: `Your application for ${app.jobTitle} moved to "${label}".${note}`,
          link: TALENT_ROUTES.appliedJobs,
        });
      } catch (error) {
        console.warn('[applications-move] could not email', app.talentId, error);
      }
    }),
  );
}

export const applicationsMove: TrustedOperation<'applications-move'> = async (ctx, input) => {
  const { moved, unchanged } = await runInTransaction(ctx, async (tx) => {
    const { companyId, actorName } = await assertCallerMayMove(tx, Boolean(input.message));
    const jobSnap = await tx.docs.get(jobPath(input.jobId));
    if (!jobSnap.exists) throw refuse('not-found', 'this job no longer exists.');
    if (jobFromSnapshot(jobSnap).companyId !== companyId)
      throw refuse('permission-denied', 'this job belongs to another company.');
    const snaps = await Promise.all(input.applicationIds.map((id) => tx.docs.get(applicationPath(id))));
    const toMove: Application[] = [];
    const same: string[] = [];
    snaps.forEach((snap, i) => {
      const app = snap.exists ? applicationFromSnapshot(snap) : null;
      if (checkApplication(app, input.applicationIds[i], input, companyId)) toMove.push(app!);
      else same.push(app!.id);
    });
    const now = new Date();
    const writes = toMove.flatMap((app) => moveWrites(app, input, ctx, actorName, now));
    if (writes.length) await tx.docs.batch(writes);
    return { moved: toMove, unchanged: same };
  });
  await emailApplicants(ctx, moved, input);
  return { moved: moved.map((app) => app.id), unchanged };
};
