/**
 * Role checks for trusted operations. The role is read from the same documents the rules read (`admin/{uid}`,
 * `students/{uid}`, `companies/{uid}`), with privileged access, so an operation never trusts what the client says
 * it is.
 */
import { BackendError } from '@/services/backend/types';
import type { TrustedContext } from './types';

export type CallerRole = 'admin' | 'talent' | 'company';

const ROLE_COLLECTIONS: Record<CallerRole, string> = { admin: 'admin', talent: 'students', company: 'companies' };

async function callerHasRole(ctx: TrustedContext, role: CallerRole): Promise<boolean> {
  const snap = await ctx.docs.get(`${ROLE_COLLECTIONS[role]}/${ctx.caller.uid}`);
  return snap.exists;
}

/** Throws `permission-denied` unless the caller holds the role. */
export async function assertCallerRole(ctx: TrustedContext, role: CallerRole, message?: string): Promise<void> {
  if (await callerHasRole(ctx, role)) return;
  throw new BackendError(
    'permission-denied',
    message ?? `Only ${role === 'admin' ? 'an administrator' : `a ${role}`} may do this.`,
  );
}

export const assertAdmin = (ctx: TrustedContext, message?: string) => assertCallerRole(ctx, 'admin', message);
