/**
 * Route guards as pure decisions (SPEC section 2 plus a real role check), so every branch is unit-tested and the
 * hooks only wire them to the provider and the router.
 */
import { AREA_ROUTES, type Role } from '@/constants/routes';
import type { AuthUser } from '@/services/backend/types';
import { isSitePath } from '@/services/site-path';

export interface AreaGuardInput {
  /** The role's id from local storage. */
  storedId: string | null;
  /** The provider's signed-in user; `undefined` until the provider has told us. */
  auth: AuthUser | null | undefined;
  /**
   * Whether the role's own document was found for that user; `suspended` when reading it failed because an
   * administrator suspended the account (which also ends its session with the provider).
   */
  profile: 'unknown' | 'found' | 'missing' | 'error' | 'suspended';
}

export type AreaGuardDecision =
  | { kind: 'wait' }
  | { kind: 'allow' }
  /** The profile could not be read for another reason (network): offer a retry, do not sign anyone out. */
  | { kind: 'error' }
  /** The account was suspended: say so where the area was, rather than a bare sign-in page or a network error. */
  | { kind: 'suspended' }
  | { kind: 'redirect'; to: string; forgetStoredId: boolean };

/** Only paths inside the role's own area (and not its auth pages) may be returned to after signing in. */
export function safeNextPath(role: Role, next: unknown): string | null {
  if (!isSitePath(next) || next.includes('\\')) return null;
  const home = AREA_ROUTES[role].home;
  const path = next.split(/[?#]/)[0];
  const inArea = path === home || path.startsWith(`${home}/`);
  return inArea && !path.startsWith(`${home}/auth`) ? next : null;
}

/** The role's login page, remembering where the visitor was heading when that was deeper than the area's home. */
export function loginRedirect(role: Role, from?: string): string {
  const { login, home } = AREA_ROUTES[role];
  const next = safeNextPath(role, from);
  return next && next !== home ? `${login}?next=${encodeURIComponent(next)}` : login;
}

export function decideAreaAccess(role: Role, input: AreaGuardInput, from?: string): AreaGuardDecision {
  const redirect = (forgetStoredId: boolean): AreaGuardDecision => ({
    kind: 'redirect',
    to: loginRedirect(role, from),
    forgetStoredId,
  });
  if (!input.storedId) return redirect(false);
  // Before the signed-out check: a suspension signs the account out, and the visitor must still read why.
  if (input.profile === 'suspended') return { kind: 'suspended' };
  if (input.auth === undefined) return { kind: 'wait' };
  // Signed out, or the stored id belongs to someone other than the signed-in account (edited by hand, stale).
  if (input.auth === null || input.auth.uid !== input.storedId) return redirect(true);
  switch (input.profile) {
    case 'unknown':
      return { kind: 'wait' };
    case 'found':
      return { kind: 'allow' };
    case 'missing':
      return redirect(true);
    case 'error':
      return { kind: 'error' };
  }
}

/**
 * A signed-in user opening its own role's sign-in or sign-up page goes to its area; a talent only once verified
 * (an unverified talent may want to sign in with another account).
 */
export function decideAuthPageRedirect(role: Role, storedId: string | null, auth: AuthUser | null): string | null {
  if (!storedId || !auth || auth.uid !== storedId) return null;
  if (role === 'talent' && !auth.emailVerified) return null;
  return AREA_ROUTES[role].home;
}
