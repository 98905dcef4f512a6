import { randomBytes } from 'node:crypto';
import type { Database } from '../database/types';
import { BackendError } from '../../../services/backend/types';
import { createAccountChanges } from './account-changes';
import { actionLink, consumeActionCode, issueActionCode } from './action-codes';
import { watchAccountWrites } from './account-cache';
import { checkCaller, contextOf } from './callers';
import { authError, checkNewPassword, normalizeEmail } from './errors';
import { createMailbox } from './mailbox';
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
import { createTokenSigner } from './tokens';
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

/** What signUp, signIn and refresh answer. */
interface SessionResponse {
  user: { uid: string; email: string; emailVerified: boolean };
  idToken: string;
  refreshToken: string;
  /** Epoch ms when idToken expires. */
  expiresAt: number;
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

  /** `authTime` (epoch seconds) is when this session signed in: now for a sign-in, kept by refreshes. */
  const session = async (row: UserRow, authTime?: number): Promise<SessionResponse> => {
    const [id, refreshToken] = await Promise.all([
      tokens.signId(toContext(row), row.token_generation, authTime),
      tokens.signRefresh(row.uid, row.token_generation, authTime),
    ]);
    return { user: toContext(row), idToken: id.token, refreshToken, expiresAt: id.expiresAt };
  };
  /** The signed-in caller of an auth action, or its auth error. */
  const signedInCaller = async (token: string | null) => {
    const found = await checkCaller(db, tokens, token);
    if (!found.ok) throw authError(found.code);
    return found;
  };
  // Checked against when the email is unknown, so that answer takes as long as a wrong password's.
  let unknownHash: Promise<string> | undefined;
  const unknownUserHash = () => (unknownHash ??= hashPassword(randomBytes(16).toString('hex')));
  const changes = createAccountChanges({ db, caller: signedInCaller, throttle, mailbox, appUrl, now, session });

  /**
   * An unknown email and a wrong password get the same answer, after the same work (a hash is checked either way),
   * so sign-in cannot tell which accounts exist. Failures count per email and per client.
   */
  async function signIn(body: unknown, client: string): Promise<SessionResponse> {
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
    return session(row!);
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
    return session(row, claims.at ?? 0);
  }

  async function sendPasswordReset(body: unknown, client: string): Promise<Record<string, never>> {
    const email = normalizeEmail(field(body, 'email'));
    perClient.passwordResets.take(client);
    const row = await userByEmail(db, email);
    // Email enumeration protection, as Firebase: an unknown address succeeds without sending anything.
    if (!row) return {};
    const code = await issueActionCode(db, row.uid, 'resetPassword', now());
    const link = actionLink('resetPassword', code);
    await mailbox.send({
      to: row.email,
      subject: 'Reset your password',
      text: `Follow this link to reset the password of your account ${row.email}.\n\n${appUrl}${link}\n\nIf you didn't ask to reset your password, you can ignore this email.`,
      link,
    });
    return {};
  }

  async function sendVerification(token: string | null): Promise<Record<string, never>> {
    const { row } = await signedInCaller(token);
    const code = await issueActionCode(db, row.uid, 'verifyEmail', now());
    const link = actionLink('verifyEmail', code);
    await mailbox.send({
      to: row.email,
      subject: 'Verify your email',
      text: `Follow this link to verify your email address ${row.email}.\n\n${appUrl}${link}\n\nIf you didn't ask to verify this address, you can ignore this email.`,
      link,
    });
    return {};
  }

  async function confirmPasswordReset(body: unknown): Promise<{ email: string }> {
    const password = checkNewPassword(field(body, 'newPassword'));
    const hash = await hashPassword(password);
    return db.transaction(async (tx) => {
      const { uid } = await consumeActionCode(tx, field(body, 'oobCode'), ['resetPassword'], now());
      // Following the mailed link proves the address, so it also counts as verified. Older sessions end.
      const { rows } = await tx.query<{ email: string }>(
        `update auth_users set password_hash = $2, email_verified = true, token_generation = token_generation + 1
         where uid = $1 returning email`,
        [uid, hash],
      );
      await tx.query(
        `update auth_action_codes set used_at = $2 where uid = $1 and mode = 'resetPassword' and used_at is null`,
        [uid, now()],
      );
      throttle.succeed(rows[0].email);
      return { email: rows[0].email };
    });
  }

  return {
    async verifyToken(token) {
      const found = await checkCaller(db, tokens, token);
      return found.ok ? contextOf(found.claims) : null;
    },
    async verifyTokenClaims(token) {
      const found = await checkCaller(db, tokens, token);
      return found.ok ? { ...contextOf(found.claims), authTime: found.claims.auth_time } : null;
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
          return sendPasswordReset(body, client);
        case 'sendVerification':
          return sendVerification(token);
        case 'applyActionCode':
          return changes.applyActionCode(body);
        case 'reauthenticate':
          return changes.reauthenticate(body, token);
        case 'updatePassword':
          return changes.updatePassword(body, token);
        case 'verifyBeforeUpdateEmail':
          return changes.verifyBeforeUpdateEmail(body, token);
        case 'confirmPasswordReset':
          return confirmPasswordReset(body);
        default:
          throw new BackendError('not-found', `Unknown auth action "${action}".`);
      }
    },
    listMail: () => mailbox.list(),
    sendMail: (mail) => mailbox.send(mail),
  };
}
