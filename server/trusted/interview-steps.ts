/**
 * Trusted operations of an interview (`interviews/<applicationId>`), each one transaction with its notice and audit
 * entry; the rules refuse a browser's write of an interview.
 *
 * - `interview-propose` `{ applicationId, slots, timeZone, details? }`: an active member of the job's company (not
 *   suspended) proposes one to five future times while the application is in the Interview stage; on an existing
 *   interview, new times replace the old ones as a new round (how a company reschedules), the pick cleared.
 * - `interview-choose` `{ applicationId, round, index }`: the talent (not suspended) picks one of the proposed times,
 *   still ahead, of the round it saw, while its application has no final answer; both sides are told, each email
 *   with the calendar file.
 * - `interview-cancel` `{ applicationId, reason? }`: the company cancels (proposed or scheduled); the talent is told.
 */
import { BackendError, deleteField, type DocumentData, type WriteOp } from '@/services/backend/types';
import { applicationFromSnapshot, applicationPath } from '@/services/converters/application-converter';
import { interviewFromSnapshot, interviewPath, slotsToDoc } from '@/services/converters/interview-converter';
import { formatTimeRange } from '@/services/format/dates';
import { applicationNotFound, notOwner, refused } from '@/services/jobs/job-errors';
import { FINAL_STAGES } from '@/services/schemas/application-constants';
import { INTERVIEW_MESSAGES, type Interview } from '@/services/schemas/interview-constants';
import { companyActor, talentActor } from './application-actors';
import { auditOp, type AuditActor, type AuditInput } from './audit';
import { cancelledNotice, proposedNotice, scheduledNotices } from './interview-notices';
import { planNotice, sendNotices, type NotifyInput, type PlannedNotice } from './notify';
import { runInTransaction } from './transaction-context';
import type { TrustedContext, TrustedDocs, TrustedOperation } from './types';

const asInterview = (id: string, data: DocumentData): Interview =>
  interviewFromSnapshot({ id, path: interviewPath(id), exists: true, data });

async function readInterview(docs: Pick<TrustedDocs, 'get'>, id: string): Promise<Interview | null> {
  const snap = await docs.get(interviewPath(id));
  return snap.exists ? interviewFromSnapshot(snap) : null;
}

/** What one step writes: the interview, its state after, its notices and its audit entry (about the talent). */
interface Step {
  write: WriteOp;
  after: Interview;
  notices: NotifyInput[];
  actor: AuditActor;
  audit: Pick<AuditInput, 'action' | 'detail' | 'reason'>;
}

/** Runs `step` in a transaction: its checks, then its writes with their notices and audit entry; emails after. */
async function runStep(
  ctx: TrustedContext,
  step: (tx: TrustedContext, now: Date) => Promise<Step>,
): Promise<Interview> {
  const { after, planned } = await runInTransaction(ctx, async (tx) => {
    const now = new Date();
    const { write, after, notices, actor, audit } = await step(tx, now);
    const planned: PlannedNotice[] = [];
    for (const notice of notices) planned.push(await planNotice(tx, notice, now, { fresh: true }));
    await tx.docs.batch([
      write,
      ...planned.flatMap((p) => p.writes),
      auditOp(
        actor,
        { ...audit, targetType: 'talent', targetId: after.talentId, targetName: after.talentName },
        now.getTime(),
      ),
    ]);
    return { after, planned };
  });
  await sendNotices(ctx, planned);
  return after;
}

export const interviewPropose: TrustedOperation<'interview-propose'> = (ctx, { applicationId, ...input }) =>
  runStep(ctx, async (tx, now) => {
    const { companyId, actor } = await companyActor(tx.docs, ctx.caller);
    const [appSnap, before] = await Promise.all([
      tx.docs.get(applicationPath(applicationId)),
      readInterview(tx.docs, applicationId),
    ]);
    if (!appSnap.exists) throw applicationNotFound();
    const app = applicationFromSnapshot(appSnap);
    if (app.companyId !== companyId) throw notOwner('Only the company that posted this job can invite its applicants.');
    if (app.stage !== 'interview') throw refused(INTERVIEW_MESSAGES.notInterviewStage);
    const data: DocumentData = {
      applicationId,
      jobId: app.jobId,
      companyId,
      talentId: app.talentId,
      jobTitle: app.jobTitle,
      companyName: app.companyName,
      talentName: app.talentName,
      slots: slotsToDoc(input.slots),
      timeZone: input.timeZone,
      ...(input.details ? { details: input.details } : {}),
      status: 'proposed',
      round: (before?.round ?? 0) + 1,
      createdAt: before?.createdAt ? new Date(before.createdAt) : now,
      updatedAt: now,
    };
    const after = asInterview(applicationId, data);
    return {
      // A new round replaces the whole proposal: the pick, the old details and a cancellation note go.
      write: { type: 'set', path: interviewPath(applicationId), data },
      after,
      notices: [proposedNotice(after)],
      actor,
      audit: {
        action: 'propose-interview',
        detail: `${input.slots.length} time${input.slots.length === 1 ? '' : 's'} for ${app.jobTitle} (round ${after.round})`,
      },
    };
  });

export const interviewChoose: TrustedOperation<'interview-choose'> = (ctx, { applicationId, round, index }) =>
  runStep(ctx, async (tx, now) => {
    const before = await readInterview(tx.docs, applicationId);
    if (!before) throw new BackendError('not-found', INTERVIEW_MESSAGES.notFound);
    if (before.talentId !== ctx.caller.uid) throw notOwner('Only the applicant picks the interview time.');
    const [talent, appSnap] = await Promise.all([
      talentActor(tx.docs, ctx.caller),
      tx.docs.get(applicationPath(applicationId)),
    ]);
    // A proposal left over on an application that has its answer (or was withdrawn) takes no pick.
    const stage = appSnap.exists ? applicationFromSnapshot(appSnap).stage : 'withdrawn';
    if (FINAL_STAGES.includes(stage)) throw refused(INTERVIEW_MESSAGES.applicationClosed);
    if (before.status !== 'proposed' || before.round !== round) throw refused(INTERVIEW_MESSAGES.notProposed);
    const slot = before.slots[index];
    if (!slot || slot.startsAt <= now.getTime()) throw refused(INTERVIEW_MESSAGES.slotGone);
    const changes = {
      status: 'scheduled',
      chosenIndex: index,
      startsAt: new Date(slot.startsAt),
      endsAt: new Date(slot.endsAt),
      updatedAt: now,
    };
    const after = { ...before, ...slot, status: 'scheduled' as const, chosenIndex: index, updatedAt: now.getTime() };
    const name = typeof talent.name === 'string' && talent.name ? talent.name : before.talentName;
    return {
      write: { type: 'update', path: interviewPath(applicationId), data: changes },
      after,
      notices: scheduledNotices(after, now.getTime()),
      actor: { uid: ctx.caller.uid, name },
      audit: {
        action: 'choose-interview-time',
        detail: `${formatTimeRange(slot.startsAt, slot.endsAt, 'UTC')} for ${before.jobTitle}`,
      },
    };
  });

export const interviewCancel: TrustedOperation<'interview-cancel'> = (ctx, { applicationId, reason }) =>
  runStep(ctx, async (tx, now) => {
    const { companyId, actor } = await companyActor(tx.docs, ctx.caller);
    const before = await readInterview(tx.docs, applicationId);
    if (!before) throw new BackendError('not-found', INTERVIEW_MESSAGES.notFound);
    if (before.companyId !== companyId) throw notOwner('Only the company that proposed the interview can cancel it.');
    if (before.status === 'cancelled') throw refused(INTERVIEW_MESSAGES.notCancellable);
    const after: Interview = {
      ...before,
      status: 'cancelled',
      ...(reason ? { cancelReason: reason } : {}),
      updatedAt: now.getTime(),
    };
    return {
      write: {
        type: 'update',
        path: interviewPath(applicationId),
        data: { status: 'cancelled', cancelReason: reason ? reason : deleteField(), updatedAt: now },
      },
      after,
      notices: [cancelledNotice(after, now.getTime())],
      actor,
      audit: { action: 'cancel-interview', detail: before.jobTitle, ...(reason ? { reason } : {}) },
    };
  });
