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

/** What an administrator signed in with a password alone is told by every back-office operation. */
export const SECOND_FACTOR_NEEDED =
  'Administrators sign in with a second factor: set up your authenticator app, then sign in again with its code.';

/**
 * Throws `permission-denied` unless the caller's session signed in with a second factor: the back office is out of
 * reach of a password alone, as `isAdmin()` of the rules and the local policy.
 */
export function assertSecondFactor(ctx: TrustedContext): void {
  if (!ctx.caller.secondFactor) throw new BackendError('permission-denied', SECOND_FACTOR_NEEDED);
}

/** Throws `permission-denied` unless the caller holds the role (an administrator: signed in with a second factor). */
export async function assertCallerRole(ctx: TrustedContext, role: CallerRole, message?: string): Promise<void> {
  if (await callerHasRole(ctx, role)) {
    if (role === 'admin') assertSecondFactor(ctx);
    return;
  }
  throw new BackendError(
    'permission-denied',
    message ?? `Only ${role === 'admin' ? 'an administrator' : `a ${role}`} may do this.`,
  );
}

export const assertAdmin = (ctx: TrustedContext, message?: string) => assertCallerRole(ctx, 'admin', message);
