/**
 * The back office's audit trail: every administrative operation checks its caller is an administrator
 * (reading `admin/{uid}` with privileged access, as assertAdmin does) and writes one `auditLog` entry in the same
 * batch as its first change, so an action without its entry cannot happen. The steps of an application (applying,
 * withdrawing, moves, interview steps) write theirs in their transaction too, naming the talent or member who acted.
 */
import { BackendError, type WriteOp } from '@/services/backend/types';
import { auditEntryPath, type AuditEntry } from '@/services/schemas/audit';
import { assertSecondFactor } from './caller-roles';
import type { TrustedContext } from './types';

/** Who acted: the uid, and the name the back office shows. */
export interface AuditActor {
  uid: string;
  name: string;
}

/** The calling administrator signed in with a second factor, or `permission-denied`. One read. */
export async function adminActor(ctx: TrustedContext): Promise<AuditActor> {
  const snap = await ctx.docs.get(`admin/${ctx.caller.uid}`);
  if (!snap.exists) throw new BackendError('permission-denied', 'Only an administrator may do this.');
  assertSecondFactor(ctx);
  const name = typeof snap.data?.name === 'string' && snap.data.name ? snap.data.name : ctx.caller.email;
  return { uid: ctx.caller.uid, name };
}

export type AuditInput = Omit<AuditEntry, 'id' | 'actorId' | 'actorName' | 'at'>;

/**
 * The write that records one action; ids sort by time so two entries of one instant keep their order. An action
 * that must be recorded once however often it is repeated passes its own `id` (the same for every repeat).
 */
export function auditOp(
  actor: AuditActor,
  input: AuditInput,
  now = Date.now(),
  id = `${now.toString(36).padStart(9, '0')}-${crypto.randomUUID().slice(0, 8)}`,
): WriteOp {
  return {
    type: 'set',
    path: auditEntryPath(id),
    data: {
      id,
      actorId: actor.uid,
      actorName: actor.name,
      action: input.action,
      targetType: input.targetType,
      targetId: input.targetId,
      targetName: input.targetName,
      ...(input.reason !== undefined ? { reason: input.reason } : {}),
      ...(input.detail !== undefined ? { detail: input.detail } : {}),
      at: new Date(now),
    },
  };
}
