import { randomBytes } from 'node:crypto';
import type { Transaction } from '@electric-sql/pglite';
import { authError } from './errors';

export type ActionMode = 'verifyEmail' | 'resetPassword';

/** Firebase's lifetimes: a reset link lasts one hour, a verification link three days. */
export const CODE_LIFETIME_MS: Record<ActionMode, number> = {
  resetPassword: 60 * 60_000,
  verifyEmail: 3 * 24 * 60 * 60_000,
};

type Queryable = Pick<Transaction, 'query'>;

export async function issueActionCode(db: Queryable, uid: string, mode: ActionMode, now: number): Promise<string> {
  const code = randomBytes(24).toString('base64url');
  await db.query('insert into auth_action_codes (code, uid, mode, expires_at) values ($1, $2, $3, $4)', [
    code,
    uid,
    mode,
    now + CODE_LIFETIME_MS[mode],
  ]);
  return code;
}

/** Marks the code used and returns its user, inside the caller's transaction so the effect and the use are one. */
export async function consumeActionCode(tx: Queryable, code: unknown, mode: ActionMode, now: number): Promise<string> {
  if (typeof code !== 'string' || code.length === 0 || code.length > 200) throw authError('auth/invalid-action-code');
  const { rows } = await tx.query<{ uid: string; mode: string; expires_at: number; used_at: number | null }>(
    'select uid, mode, expires_at, used_at from auth_action_codes where code = $1 for update',
    [code],
  );
  const row = rows[0];
  if (!row || row.mode !== mode || row.used_at !== null) throw authError('auth/invalid-action-code');
  if (Number(row.expires_at) <= now) throw authError('auth/expired-action-code');
  await tx.query('update auth_action_codes set used_at = $2 where code = $1', [code, now]);
  return row.uid;
}

export function actionLink(mode: ActionMode, code: string): string {
  return `/auth/action?mode=${mode}&oobCode=${encodeURIComponent(code)}`;
}
