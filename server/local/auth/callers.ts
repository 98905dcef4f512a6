/**
 * The one place the local engine decides whether an ID token still names a caller: signed with this data folder's
 * secret and unexpired (tokens.ts), of an account that still exists, and issued since the account's sessions last
 * ended (a password change or reset, an undone email change: `token_generation`). The row comes from memory unless
 * auth_users was written since it was read (account-cache.ts).
 * Every local route verifies through it: /api/local/db (with the live subscriptions it registers) and files
 * (callerOf in http/common.ts), the trusted routes (server/app/local-trusted-services.ts) and the auth actions that
 * need a signed-in caller; firebase-admin's `verifyIdToken(token, true)` does the same in Firebase mode.
 * Firestore rules cannot see an account's deletion or revocation: in Firebase mode a deleted account's unexpired
 * token still passes the rules until it expires (at most an hour), so refusing it is local-engine (and trusted
 * route) behaviour only.
 */
import type { Database } from '../database/types';
import { cachedAccount } from './account-cache';
import type { AuthContext } from './types';
import type { IdClaims, TokenSigner } from './tokens';
import type { UserRow } from './users';

export type CallerCheck =
  | { ok: true; claims: IdClaims; row: UserRow }
  /** Expired, forged or revoked: `auth/user-token-expired`; the account was deleted: `auth/user-not-found`. */
  | { ok: false; code: 'auth/user-token-expired' | 'auth/user-not-found' };

export async function checkCaller(db: Database, tokens: TokenSigner, token: unknown): Promise<CallerCheck> {
  const claims = await tokens.verifyIdClaims(token);
  if (!claims) return { ok: false, code: 'auth/user-token-expired' };
  const row = await cachedAccount(db, claims.uid);
  if (!row) return { ok: false, code: 'auth/user-not-found' };
  if (claims.gen !== row.token_generation) return { ok: false, code: 'auth/user-token-expired' };
  // Suspension also bumps the generation; this covers a token signed in the same instant.
  if (row.disabled) return { ok: false, code: 'auth/user-token-expired' };
  return { ok: true, claims, row };
}

/** The caller as the token names it (its email and verification as when it was issued, as Firebase's claims). */
export const contextOf = (claims: IdClaims): AuthContext => ({
  uid: claims.uid,
  email: claims.email,
  emailVerified: claims.email_verified,
  ...(claims.firebase ? { signInSecondFactor: claims.firebase.sign_in_second_factor } : {}),
  ...(claims.sid ? { sessionId: claims.sid } : {}),
  // Live subscriptions end when the token they were registered with expires (realtime/hub.ts).
  expiresAt: claims.exp * 1000,
});
