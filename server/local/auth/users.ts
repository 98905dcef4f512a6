import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../database/types';
import { authError, checkNewPassword, normalizeEmail } from './errors';
import { hashPassword } from './passwords';
import type { AuthContext } from './types';

export interface UserRow {
  uid: string;
  email: string;
  password_hash: string;
  email_verified: boolean;
  token_generation: number;
  /** Suspended by an administrator (absent on rows read before the column existed). */
  disabled?: boolean;
  disabled_reason?: string | null;
}

const UID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 28 characters, the shape of a Firebase Auth uid. */
function newUid(): string {
  return Array.from(randomBytes(28), (b) => UID_ALPHABET[b % UID_ALPHABET.length]).join('');
}

export const toContext = (row: UserRow): AuthContext => ({
  uid: row.uid,
  email: row.email,
  emailVerified: row.email_verified,
});

export async function userByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>('select * from auth_users where email = $1', [email]);
  return rows[0] ?? null;
}

export async function userByUid(db: Queryable, uid: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>('select * from auth_users where uid = $1', [uid]);
  return rows[0] ?? null;
}

export async function insertUser(
  db: Database,
  input: { email: unknown; password: unknown; emailVerified?: boolean; uid?: string },
  now: number,
): Promise<UserRow> {
  const email = normalizeEmail(input.email);
  const password = checkNewPassword(input.password);
  if (await userByEmail(db, email)) throw authError('auth/email-already-in-use');
  const uid = input.uid ?? newUid();
  if (input.uid !== undefined && (typeof uid !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(uid))) {
    throw authError('auth/invalid-uid');
  }
  if (input.uid !== undefined && (await userByUid(db, uid))) throw authError('auth/uid-already-exists');
  const hash = await hashPassword(password);
  try {
    const { rows } = await db.query<UserRow>(
      'insert into auth_users (uid, email, password_hash, email_verified, created_at) values ($1, $2, $3, $4, $5) returning *',
      [uid, email, hash, input.emailVerified === true, now],
    );
    return rows[0];
  } catch (err) {
    // Two sign-ups racing for one email: the unique index decides.
    if ((err as { code?: string }).code === '23505') throw authError('auth/email-already-in-use');
    throw err;
  }
}
