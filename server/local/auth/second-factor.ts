/**
 * The local engine's second factor: an authenticator app's time-based codes (TOTP) with the maintained `otpauth`
 * library, answering as Firebase's multi-factor sign-in does. A password alone then gives a pending credential
 * (`mfaPendingCredential`), which a code turns into a session whose ID token carries
 * `firebase.sign_in_second_factor`. Recovery codes are not the auth engine's: they are documents of the trusted
 * operations, as in Firebase mode.
 */
import { Secret, TOTP } from 'otpauth';
import { SECOND_FACTOR } from '../../../constants/second-factor';
import type { Database, Queryable } from '../database/types';
import { authError } from './errors';
import type { createThrottle } from './throttle';
import type { IdClaims, SecondFactorKind, TokenSigner } from './tokens';
import { userByUid, type UserRow } from './users';

/** Firebase asks for a sign-in within the last 5 minutes before a factor is enrolled or removed. */
const RECENT_LOGIN_SECONDS = 5 * 60;

interface Deps {
  db: Database;
  tokens: TokenSigner;
  caller: (token: string | null) => Promise<{ claims: IdClaims; row: UserRow }>;
  throttle: ReturnType<typeof createThrottle>;
  now: () => number;
  /** `sid`: the session these tokens continue (a new one when absent). */
  session: (row: UserRow, authTime?: number, mfa?: SecondFactorKind, sid?: string) => unknown;
}

const field = (body: unknown, key: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: SECOND_FACTOR.issuer,
    label,
    digits: SECOND_FACTOR.digits,
    period: SECOND_FACTOR.periodSeconds,
    secret: Secret.fromBase32(secret),
  });

/** The time step a code belongs to (within the window around now), or null for a wrong code. */
function stepOf(secret: string, code: unknown, now: number): number | null {
  if (typeof code !== 'string' || !/^\d{6}$/.test(code.trim())) return null;
  const delta = totpOf(secret).validate({ token: code.trim(), timestamp: now, window: SECOND_FACTOR.window });
  return delta === null ? null : TOTP.counter({ period: SECOND_FACTOR.periodSeconds, timestamp: now }) + delta;
}

interface FactorRow {
  secret: string;
  enrolled_at: number;
  last_step: number;
}

export async function factorOf(db: Queryable, uid: string): Promise<FactorRow | null> {
  const { rows } = await db.query<FactorRow>(
    'select secret, enrolled_at::float8 as enrolled_at, last_step::float8 as last_step from auth_second_factors where uid = $1',
    [uid],
  );
  return rows[0] ?? null;
}

export function createSecondFactor({ db, tokens, caller, throttle, now, session }: Deps) {
  async function recentCaller(token: string | null) {
    const found = await caller(token);
    if (Math.floor(now() / 1000) - found.claims.auth_time > RECENT_LOGIN_SECONDS)
      throw authError('auth/requires-recent-login');
    return found;
  }

  /** A code is good once: the step it belongs to must be later than the last one accepted. */
  async function acceptCode(tx: Queryable, uid: string, factor: FactorRow, code: unknown) {
    const step = stepOf(factor.secret, code, now());
    if (step === null || step <= factor.last_step) throw authError('auth/invalid-verification-code');
    await tx.query('update auth_second_factors set last_step = $2 where uid = $1', [uid, step]);
  }

  return {
    /** A new secret for the caller's authenticator app; the factor counts only once a code from it is entered. */
    async enrolStart(token: string | null): Promise<{ secret: string; uri: string }> {
      const { row } = await recentCaller(token);
      // As Firebase: only an address the person proved to own gets a second factor.
      if (!row.email_verified) throw authError('auth/unverified-email');
      if (await factorOf(db, row.uid)) throw authError('auth/second-factor-already-in-use');
      const secret = new Secret({ size: 20 }).base32;
      await db.query(
        `insert into auth_second_factor_setups (uid, secret, expires_at) values ($1, $2, $3)
         on conflict (uid) do update set secret = excluded.secret, expires_at = excluded.expires_at`,
        [row.uid, secret, now() + SECOND_FACTOR.setupMinutes * 60_000],
      );
      return { secret, uri: totpOf(secret, row.email).toString() };
    },

    /** The first code from the app enrols it; the answer is a session signed in with it, as Firebase's is. */
    async enrolFinish(body: unknown, token: string | null) {
      const { claims, row } = await caller(token);
      const code = field(body, 'code');
      const key = `second-factor:${row.uid}`;
      throttle.check(key);
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ secret: string }>(
          'select secret from auth_second_factor_setups where uid = $1 and expires_at > $2',
          [row.uid, now()],
        );
        if (!rows[0]) throw authError('auth/missing-multi-factor-session');
        const step = stepOf(rows[0].secret, code, now());
        // A wrong code leaves the setup as it was, for another try.
        if (step === null) {
          throttle.fail(key);
          throw authError('auth/invalid-verification-code');
        }
        const { affectedRows } = await tx.query(
          `insert into auth_second_factors (uid, secret, enrolled_at, last_step) values ($1, $2, $3, $4)
           on conflict (uid) do nothing`,
          [row.uid, rows[0].secret, now(), step],
        );
        if (!affectedRows) throw authError('auth/second-factor-already-in-use');
        await tx.query('delete from auth_second_factor_setups where uid = $1', [row.uid]);
      });
      throttle.succeed(key);
      return session(row, claims.auth_time, 'totp', claims.sid);
    },

    /** Removes the caller's authenticator; its session goes on without the second factor. */
    async unenrol(token: string | null) {
      const { claims, row } = await recentCaller(token);
      await db.query('delete from auth_second_factors where uid = $1', [row.uid]);
      return session(row, claims.auth_time, undefined, claims.sid);
    },

    /** Whether the caller has an authenticator, and since when (epoch ms). */
    async status(token: string | null): Promise<{ enrolled: boolean; enrolledAt: number | null }> {
      const { row } = await caller(token);
      const factor = await factorOf(db, row.uid);
      return { enrolled: factor !== null, enrolledAt: factor?.enrolled_at ?? null };
    },

    /** The code that completes a sign-in whose password was right (the pending credential proves it). */
    async signIn(body: unknown) {
      const pending = await tokens.verifyPending(field(body, 'mfaPendingCredential'));
      if (!pending) throw authError('auth/invalid-multi-factor-session');
      const row = await userByUid(db, pending.uid);
      // A password reset or a suspension since the password was checked ends the pending sign-in too.
      if (!row || row.disabled || row.token_generation !== pending.gen)
        throw authError('auth/invalid-multi-factor-session');
      const key = `second-factor:${row.uid}`;
      throttle.check(key);
      try {
        await db.transaction(async (tx) => {
          const factor = await factorOf(tx, row.uid);
          if (!factor) throw authError('auth/multi-factor-info-not-found');
          await acceptCode(tx, row.uid, factor, field(body, 'code'));
        });
      } catch (err) {
        if ((err as { code?: string }).code === 'auth/invalid-verification-code') throttle.fail(key);
        throw err;
      }
      throttle.succeed(key);
      return session(row, undefined, 'totp');
    },
  };
}
