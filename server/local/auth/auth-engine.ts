import { randomBytes } from 'node:crypto';
import type { Database } from '../database/types';
import { BackendError } from '../../../services/backend/types';
import { createAccountChanges } from './account-changes';
import { watchAccountWrites } from './account-cache';
import { checkCaller, contextOf, type CallerCheck } from './callers';
import { authError, normalizeEmail } from './errors';
import { createMailbox } from './mailbox';
import { createMailedLinks } from './mailed-links';
import { hashPassword, verifyPassword } from './passwords';
import { readOrCreateSecret } from './secrets';
import {
  clientLimitsFrom,
  createClientThrottles,
  createThrottle,
  DEFAULT_THROTTLE,
  type ClientLimits,
  type ThrottleOptions,
} from './throttle';
import { createSecondFactor, factorOf } from './second-factor';
import { createTokenSigner, REFRESH_TOKEN_SECONDS, type SecondFactorKind } from './tokens';
import type { AuthEngine } from './types';
import { insertUser, toContext, userByEmail, userByUid, type UserRow } from './users';

export { AUTH_SCHEMA_SQL } from './schema';

export interface AuthEngineOptions {
  dataDir: string;
  /** Origin printed in front of mailed links in the server log. */
  appUrl?: string;
  /** Clock in epoch ms; tests move it to expire tokens and codes. */
  now?: () => number;
  /** Failed sign-ins per email. */
  throttle?: ThrottleOptions;
  /** Per-client limits; by default DEFAULT_CLIENT_LIMITS with the counts LOCAL_AUTH_CLIENT_LIMITS sets. */
  clientLimits?: ClientLimits;
  log?: (line: string) => void;
}

/**
 * What signUp, signIn and refresh answer. A sign-in whose account has a second factor answers `PendingResponse`
 * instead, as Identity Toolkit's signInWithPassword does.
 */
interface SessionResponse {
  user: { uid: string; email: string; emailVerified: boolean };
  idToken: string;
  refreshToken: string;
  /** Epoch ms when idToken expires. */
  expiresAt: number;
}

interface PendingResponse {
  mfaPendingCredential: string;
  mfaInfo: { factorId: SecondFactorKind }[];
}

/** The prefix the sign-in screen recognises to show the suspension reason (components/ui/form/auth-errors.ts). */
const SUSPENDED_PREFIX = 'This account is suspended.';

const disabledError = (row: UserRow) =>
  new BackendError(
    'auth/user-disabled',
    row.disabled_reason ? `${SUSPENDED_PREFIX} Reason: ${row.disabled_reason}` : SUSPENDED_PREFIX,
  );

const field = (body: unknown, key: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;

export async function createAuthEngine(database: Database, options: AuthEngineOptions): Promise<AuthEngine> {
  // Every write to auth_users goes through this one, so the callers' cached rows never outlive a change.
  const db = watchAccountWrites(database);
  const now = options.now ?? Date.now;
  const appUrl = options.appUrl ?? process.env.LOCAL_APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  const tokens = createTokenSigner(await readOrCreateSecret(options.dataDir, 'session-secret'), now);
  const throttle = createThrottle(now, options.throttle ?? DEFAULT_THROTTLE);
  const perClient = createClientThrottles(
    now,
    options.clientLimits ?? clientLimitsFrom(process.env.LOCAL_AUTH_CLIENT_LIMITS),
  );
  const mailbox = createMailbox(db, { appUrl, now, log: options.log });

  /**
   * `authTime` (epoch seconds) is when this session signed in: now for a sign-in, kept by refreshes; `mfa` the second
   * factor it signed in with, kept by refreshes too.
   */
  const session = async (
    row: UserRow,
    authTime?: number,
    mfa?: SecondFactorKind,
    sid = randomBytes(12).toString('base64url'),
  ): Promise<SessionResponse> => {
    const [id, refreshToken] = await Promise.all([
      tokens.signId(toContext(row), row.token_generation, authTime, mfa, sid),
      tokens.signRefresh(row.uid, row.token_generation, authTime, mfa, sid),
    ]);
    return { user: toContext(row), idToken: id.token, refreshToken, expiresAt: id.expiresAt };
  };
  /**
   * Sessions ended one by one, kept in memory (every request checks its token against them): those of the last
   * refresh token lifetime, after which none of their tokens is accepted anyway.
   */
  const endedSessions = new Set(
    (
      await db.query<{ sid: string }>('select sid from auth_ended_sessions where ended_at > $1', [
        now() - REFRESH_TOKEN_SECONDS * 1000,
      ])
    ).rows.map((r) => r.sid),
  );
  /** checkCaller, and the token's session not ended on its own. */
  const liveCaller = async (token: unknown): Promise<CallerCheck> => {
    const found = await checkCaller(db, tokens, token);
    return found.ok && found.claims.sid && endedSessions.has(found.claims.sid)
      ? { ok: false, code: 'auth/user-token-expired' }
      : found;
  };
  /** The signed-in caller of an auth action, or its auth error. */
  const signedInCaller = async (token: string | null) => {
    const found = await liveCaller(token);
    if (!found.ok) throw authError(found.code);
    return found;
  };
  // Checked against when the email is unknown, so that answer takes as long as a wrong password's.
  let unknownHash: Promise<string> | undefined;
  const unknownUserHash = () => (unknownHash ??= hashPassword(randomBytes(16).toString('hex')));
  /** For an account with a second factor, the pending credential its code completes; null for a password alone. */
  const pending = async (row: UserRow): Promise<PendingResponse | null> =>
    (await factorOf(db, row.uid))
      ? {
          mfaPendingCredential: await tokens.signPending(row.uid, row.token_generation),
          mfaInfo: [{ factorId: 'totp' }],
        }
      : null;
  const changes = createAccountChanges({
    db,
    caller: signedInCaller,
    throttle,
    mailbox,
    appUrl,
    now,
    session,
    pending,
  });
  const links = createMailedLinks({ db, mailbox, appUrl, now, throttle, caller: signedInCaller, perClient });
  const secondFactor = createSecondFactor({ db, tokens, caller: signedInCaller, throttle, now, session });

  /**
   * An unknown email and a wrong password get the same answer, after the same work (a hash is checked either way),
   * so sign-in cannot tell which accounts exist. Failures count per email and per client.
   */
  async function passwordOwner(body: unknown, client: string): Promise<UserRow> {
    const email = normalizeEmail(field(body, 'email'));
    const password = field(body, 'password');
    if (typeof password !== 'string' || password.length === 0) throw authError('auth/missing-password');
    perClient.signInFailures.check(client);
    throttle.check(email);
    const row = await userByEmail(db, email);
    if (!(await verifyPassword(password, row?.password_hash ?? (await unknownUserHash())))) {
      perClient.signInFailures.fail(client);
      throttle.fail(email);
      throw authError('auth/invalid-credential');
    }
    throttle.succeed(email);
    // Only after the password checks out, so the reason is told to the account holder, not to whoever knows the email.
    if (row!.disabled) throw disabledError(row!);
    return row!;
  }

  async function signIn(body: unknown, client: string): Promise<SessionResponse | PendingResponse> {
    const row = await passwordOwner(body, client);
    return (await pending(row)) ?? session(row);
  }

  async function refresh(body: unknown): Promise<SessionResponse> {
    const claims = await tokens.verifyRefresh(field(body, 'refreshToken'));
    if (!claims) throw authError('auth/user-token-expired');
    const row = await userByUid(db, claims.uid);
    if (!row) throw authError('auth/user-not-found');
    // Before the generation check, which a suspension also bumps: the session's holder learns it was suspended
    // (and why), as Firebase answers a disabled account's refresh with auth/user-disabled, not as an expired session.
    if (row.disabled) throw disabledError(row);
    if (row.token_generation !== claims.gen) throw authError('auth/user-token-expired');
    if (claims.sid && endedSessions.has(claims.sid)) throw authError('auth/user-token-expired');
    return session(row, claims.at ?? 0, claims.mfa, claims.sid);
  }

  return {
    async verifyToken(token) {
      const found = await liveCaller(token);
      return found.ok ? contextOf(found.claims) : null;
    },
    async verifyTokenClaims(token) {
      const found = await liveCaller(token);
      return found.ok ? { ...contextOf(found.claims), authTime: found.claims.auth_time } : null;
    },
    async passwordOwner(email, password, client) {
      return (await passwordOwner({ email, password }, client ?? 'unknown')).uid;
    },
    async removeSecondFactor(uid) {
      // Whoever holds the lost authenticator may be signed in with it: every session ends.
      await db.transaction(async (tx) => {
        await tx.query('delete from auth_second_factors where uid = $1', [uid]);
        await tx.query('update auth_users set token_generation = token_generation + 1 where uid = $1', [uid]);
      });
    },
    async endSessions(uid) {
      await db.query('update auth_users set token_generation = token_generation + 1 where uid = $1', [uid]);
    },
    async endSession(uid, sessionId) {
      await db.query(
        'insert into auth_ended_sessions (sid, uid, ended_at) values ($1, $2, $3) on conflict (sid) do nothing',
        [sessionId, uid, now()],
      );
      endedSessions.add(sessionId);
    },
    async deleteUser(uid) {
      // Action codes go with it (on delete cascade); outstanding tokens are refused from then on (callers.ts).
      await db.query('delete from auth_users where uid = $1', [uid]);
    },
    async setUserDisabled(uid, disabled, reason) {
      await db.query(
        `update auth_users set disabled = $2, disabled_reason = $3,
           token_generation = token_generation + (case when $2 then 1 else 0 end) where uid = $1`,
        [uid, disabled, disabled ? (reason ?? null) : null],
      );
    },
    async createUser(input) {
      return toContext(await insertUser(db, input, now()));
    },
    async findUserByEmail(email) {
      const row = await userByEmail(db, normalizeEmail(email));
      return row ? toContext(row) : null;
    },
    async handle(action, body, token, client = 'unknown') {
      switch (action) {
        case 'signUp':
          perClient.signUps.take(client);
          return session(
            await insertUser(db, { email: field(body, 'email'), password: field(body, 'password') }, now()),
          );
        case 'signIn':
          return signIn(body, client);
        case 'refresh':
          return refresh(body);
        case 'sendPasswordReset':
          return links.sendPasswordReset(body, client);
        case 'sendVerification':
          return links.sendVerification(token);
        case 'applyActionCode':
          return changes.applyActionCode(body);
        case 'reauthenticate':
          return changes.reauthenticate(body, token);
        case 'updatePassword':
          return changes.updatePassword(body, token);
        case 'verifyBeforeUpdateEmail':
          return changes.verifyBeforeUpdateEmail(body, token);
        case 'confirmPasswordReset':
          return links.confirmPasswordReset(body);
        case 'mfaSignIn':
          return secondFactor.signIn(body);
        case 'mfaEnrollStart':
          return secondFactor.enrolStart(token);
        case 'mfaEnrollFinish':
          return secondFactor.enrolFinish(body, token);
        case 'mfaUnenroll':
          return secondFactor.unenrol(token);
        case 'mfaStatus':
          return secondFactor.status(token);
        default:
          throw new BackendError('not-found', `Unknown auth action "${action}".`);
      }
    },
    listMail: () => mailbox.list(),
    sendMail: (mail) => mailbox.send(mail),
  };
}
