import { randomBytes } from 'node:crypto';
import type { Queryable } from '../database/types';
import { authError } from './errors';

export type ActionMode = 'verifyEmail' | 'resetPassword' | 'verifyAndChangeEmail' | 'recoverEmail';

/** Firebase's lifetimes: a reset link lasts one hour, a verification link (also for a new address) three days. */
const CODE_LIFETIME_MS: Record<ActionMode, number> = {
  resetPassword: 60 * 60_000,
  verifyEmail: 3 * 24 * 60 * 60_000,
  verifyAndChangeEmail: 3 * 24 * 60 * 60_000,
  recoverEmail: 3 * 24 * 60 * 60_000,
};

export interface ConsumedCode {
  uid: string;
  mode: ActionMode;
  /** verifyAndChangeEmail: the address to move to; recoverEmail: the address to restore. */
  newEmail: string | null;
}

export async function issueActionCode(
  db: Queryable,
  uid: string,
  mode: ActionMode,
  now: number,
  newEmail?: string,
): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await db.query('insert into auth_action_codes (code, uid, mode, expires_at, new_email) values ($1, $2, $3, $4, $5)', [
    code,
    uid,
    mode,
    now + CODE_LIFETIME_MS[mode],
    newEmail ?? null,
  ]);
  return code;
}

/**
 * Marks the code used and returns what it was issued for, inside the caller's transaction so the effect and the
 * use are one. A code of another mode than `modes` is invalid.
 */
export async function consumeActionCode(
  tx: Queryable,
  code: unknown,
  modes: readonly ActionMode[],
  now: number,
): Promise<ConsumedCode> {
  if (typeof code !== 'string' || code.length === 0 || code.length > 200) throw authError('auth/invalid-action-code');
  const { rows } = await tx.query<{
    uid: string;
    mode: ActionMode;
    expires_at: number;
    used_at: number | null;
    new_email: string | null;
  }>('select uid, mode, expires_at, used_at, new_email from auth_action_codes where code = $1 for update', [code]);
  const row = rows[0];
  if (!row || !modes.includes(row.mode) || row.used_at !== null) throw authError('auth/invalid-action-code');
  if (Number(row.expires_at) <= now) throw authError('auth/expired-action-code');
  await tx.query('update auth_action_codes set used_at = $2 where code = $1', [code, now]);
  return { uid: row.uid, mode: row.mode, newEmail: row.new_email };
}

export function actionLink(mode: ActionMode, code: string): string {
  return `/auth/action?mode=${mode}&oobCode=${encodeURIComponent(code)}`;
}
