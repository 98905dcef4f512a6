/**
 * Trusted operations `suspend-account` and `restore-account`, for administrators only, each recorded in
 * the audit log. Suspending a talent: its account cannot sign in and its sessions end, its public card leaves
 * discovery (deleted; rebuilt from the student document on restore), its open applications are withdrawn, and it
 * is told why by email. Suspending a company: no member of its team can sign in (their sessions end), its open jobs
 * close, and every member is told why. Restoring lifts the flags and re-enables sign-in (every member of a company,
 * each told); a company's closed jobs stay closed (it reopens what it wants).
 * `suspended` / `suspendedReason` / `suspendedAt` are written here only (no client may write them). A company's
 * reason is kept in its private account record (companyAccounts/{uid}), not on the profile everyone reads.
 */
import { BackendError, deleteField, type DocumentData, type WriteOp } from '@/services/backend/types';
import type { AuditTarget } from '@/services/schemas/audit';
import { APPLICATIONS, applicationPath } from '@/services/converters/application-converter';
import { companyPath } from '@/services/converters/company-converter';
import { jobPath } from '@/services/converters/job-converter';
import { talentPath } from '@/services/converters/talent-converter';
import { cardFromTalentData, talentCardPath } from '@/services/converters/talent-card-converter';
import { queryAll } from '@/services/pagination';
import { FINAL_STAGES } from '@/services/schemas/application';
import { commitInChunks, WRITE_CHUNK } from '@/services/write-chunks';
import { adminActor, auditOp, type AuditActor } from './audit';
import { companyJobs } from './company-review';
import { companyAccountMerge } from './company-standing';
import { everyMemberEmail, memberUids } from './recipients';
import { runInTransaction } from './transaction-context';
import type { TrustedContext, TrustedOperation } from './types';

const SUSPENSION_FIELDS = ['suspended', 'suspendedReason', 'suspendedAt'] as const;
const FINAL: readonly unknown[] = FINAL_STAGES;

interface Target {
  path: string;
  data: DocumentData;
  name: string;
}

async function readTarget(ctx: TrustedContext, type: AuditTarget, id: string): Promise<Target> {
  const path = type === 'talent' ? talentPath(id) : companyPath(id);
  const snap = await ctx.docs.get(path);
  if (!snap.exists || !snap.data) throw new BackendError('not-found', `This ${type} does not exist.`);
  return { path, data: snap.data, name: String(snap.data.name ?? '') };
}

/** The sign-in accounts a suspension is about: the talent's, or every current member of the company. */
const accountsOf = async (ctx: TrustedContext, type: AuditTarget, id: string) =>
  type === 'talent' ? [id] : memberUids(ctx.docs, id);

/** Who is told: the talent at its profile's address, or every member of the company at its own. */
async function addressesOf(ctx: TrustedContext, type: AuditTarget, id: string, target: Target): Promise<string[]> {
  if (type === 'company') return everyMemberEmail(ctx, id);
  return typeof target.data.email === 'string' && target.data.email ? [target.data.email] : [];
}

/** The suspension's own writes: a company's reason goes to its private record, a talent's stays on its document. */
function suspensionWrites(type: AuditTarget, target: Target, id: string, reason: string, now: Date): WriteOp[] {
  if (type === 'talent')
    return [
      { type: 'update', path: target.path, data: { suspended: true, suspendedReason: reason, suspendedAt: now } },
    ];
  return [
    { type: 'update', path: target.path, data: { suspended: true, suspendedAt: now, suspendedReason: deleteField() } },
    companyAccountMerge(id, { suspendedReason: reason }),
  ];
}

/** The talent's applications still waiting for an answer, withdrawn by the administrator. */
async function withdrawOpenApplications(
  ctx: TrustedContext,
  talentId: string,
  by: string,
  now: Date,
): Promise<WriteOp[]> {
  const apps = await queryAll(
    ctx.docs,
    {
      collection: APPLICATIONS,
      where: [{ field: 'talentId', op: '==', value: talentId }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    WRITE_CHUNK,
  );
  return apps
    .filter((snap) => !FINAL.includes(snap.data?.stage))
    .map((snap) => {
      const history = Array.isArray(snap.data?.history) ? snap.data.history : [];
      return {
        type: 'update',
        path: applicationPath(snap.id),
        data: { stage: 'withdrawn', history: [...history, { stage: 'withdrawn', at: now, by }], updatedAt: now },
      } satisfies WriteOp;
    });
}

/** The company's jobs still open to talents or waiting for review, closed. */
async function closeOpenJobs(ctx: TrustedContext, companyId: string, now: Date): Promise<WriteOp[]> {
  return (await companyJobs(ctx, companyId))
    .filter((snap) => snap.data?.status !== 'closed')
    .map(
      (snap) =>
        ({ type: 'update', path: jobPath(snap.id), data: { status: 'closed', updatedAt: now } }) satisfies WriteOp,
    );
}

/** Writes another operation adds to the suspension's transaction (its reads run inside it, before any write). */
export type SuspensionExtra = (txCtx: TrustedContext, now: Date) => Promise<WriteOp[]>;

/** Payload `{ targetType: 'talent' | 'company', id, reason }`. */
export const suspendAccount: TrustedOperation<'suspend-account'> = (ctx, input) => suspend(ctx, input);

/** The suspension, with `extra` writes committed in its transaction (trust-suspend's notices to talents). */
export async function suspend(
  ctx: TrustedContext,
  { targetType, id, reason }: { targetType: AuditTarget; id: string; reason: string },
  extra?: SuspensionExtra,
): Promise<{ closed: number }> {
  const actor = await adminActor(ctx);
  if (id === actor.uid) throw new BackendError('failed-precondition', 'You cannot suspend your own account.');
  const alreadySuspended = new BackendError('failed-precondition', `This ${targetType} is already suspended.`);
  if ((await readTarget(ctx, targetType, id)).data.suspended === true) throw alreadySuspended;
  // Sign-in first: from here on the accounts can do nothing while the rest is written (disabling twice is harmless).
  const disabled = await accountsOf(ctx, targetType, id);
  for (const uid of disabled) await ctx.setUserDisabled(uid, true, reason);
  // Checked again and written in one transaction: of two administrators suspending at once, one suspends (one
  // audit entry, one email) and the other is told it is already done.
  const { target, follow } = await runInTransaction(ctx, async (txCtx) => {
    const now = new Date();
    const current = await readTarget(txCtx, targetType, id);
    if (current.data.suspended === true) throw alreadySuspended;
    const closing =
      targetType === 'talent'
        ? [
            { type: 'delete', path: talentCardPath(id) } satisfies WriteOp,
            ...(await withdrawOpenApplications(txCtx, id, actor.uid, now)),
          ]
        : await closeOpenJobs(txCtx, id, now);
    const more = extra ? await extra(txCtx, now) : [];
    await commitInChunks(txCtx.docs, [
      ...suspensionWrites(targetType, current, id, reason, now),
      auditOp(actor, { action: 'suspend', targetType, targetId: id, targetName: current.name, reason }, now.getTime()),
      ...closing,
      ...more,
    ]);
    return { target: current, follow: closing };
  });
  // Someone who joined the team while the first accounts were being disabled is disabled too.
  for (const uid of await accountsOf(ctx, targetType, id))
    if (!disabled.includes(uid)) await ctx.setUserDisabled(uid, true, reason);
  for (const to of await addressesOf(ctx, targetType, id, target)) await tellSuspended(ctx, to, reason);
  return { closed: targetType === 'talent' ? follow.length - 1 : follow.length };
}

function tellSuspended(ctx: TrustedContext, to: string, reason: string) {
  return ctx.sendMail({
    to,
    subject: 'Your account is suspended',
    text: `An administrator suspended your account, so you can no longer sign in.\n\nReason: ${reason}\n\nIf you think this is a mistake, reply to this email or contact support.`,
    link: '/',
  });
}

/** Payload `{ targetType, id, reason? }`. A talent's card is rebuilt from its student document. */
export const restoreAccount: TrustedOperation<'restore-account'> = async (ctx, { targetType, id, reason }) => {
  const actor: AuditActor = await adminActor(ctx);
  const target = await runInTransaction(ctx, async (txCtx) => {
    const current = await readTarget(txCtx, targetType, id);
    if (current.data.suspended !== true)
      throw new BackendError('failed-precondition', `This ${targetType} is not suspended.`);
    const now = new Date();
    const lifted = Object.fromEntries(SUSPENSION_FIELDS.map((key) => [key, deleteField()]));
    const ops: WriteOp[] = [
      { type: 'update', path: current.path, data: lifted },
      auditOp(actor, { action: 'restore', targetType, targetId: id, targetName: current.name, reason }, now.getTime()),
    ];
    if (targetType === 'company') ops.push(companyAccountMerge(id, { suspendedReason: deleteField() }));
    if (targetType === 'talent') {
      const talent = Object.fromEntries(
        Object.entries(current.data).filter(([key]) => !(SUSPENSION_FIELDS as readonly string[]).includes(key)),
      );
      ops.push({ type: 'set', path: talentCardPath(id), data: { ...cardFromTalentData(talent), updatedAt: now } });
    }
    await txCtx.docs.batch(ops);
    return current;
  });
  for (const uid of await accountsOf(ctx, targetType, id)) await ctx.setUserDisabled(uid, false);
  for (const to of await addressesOf(ctx, targetType, id, target)) {
    await ctx.sendMail({
      to,
      subject: 'Your account is restored',
      text: 'An administrator restored your account: you can sign in again.',
      link: '/',
    });
  }
  return { ok: true };
};
