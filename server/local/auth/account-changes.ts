import type { Database } from '../database/types';
import { actionLink, consumeActionCode, issueActionCode } from './action-codes';
import { authError, checkNewPassword, normalizeEmail } from './errors';
import type { createMailbox } from './mailbox';
import { hashPassword, verifyPassword } from './passwords';
import type { createThrottle } from './throttle';
import type { IdClaims, SecondFactorKind } from './tokens';
import { userByEmail, userByUid, type UserRow } from './users';

/** Firebase asks for a sign-in within the last 5 minutes before a password or email change. */
const RECENT_LOGIN_SECONDS = 5 * 60;

interface Deps {
  db: Database;
  /** The signed-in caller of a token, or the auth error refusing it (callers.ts). */
  caller: (token: string | null) => Promise<{ claims: IdClaims; row: UserRow }>;
  throttle: ReturnType<typeof createThrottle>;
  mailbox: ReturnType<typeof createMailbox>;
  appUrl: string;
  now: () => number;
  /** The session answer for a user, keeping `authTime` (epoch seconds) and the second factor it signed in with. */
  /** `sid`: the session these tokens continue (a new one when absent). */
  session: (row: UserRow, authTime: number, mfa?: SecondFactorKind, sid?: string) => unknown;
  /** What a right password of an account with a second factor answers instead of a session. */
  pending: (row: UserRow) => Promise<unknown | null>;
}

const field = (body: unknown, key: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;

/** Signed-in account changes (reauthenticate, new password, new email) and the email-changing action code. */
export function createAccountChanges({ db, caller, throttle, mailbox, appUrl, now, session, pending }: Deps) {
  async function recentCaller(token: string | null) {
    const found = await caller(token);
    if (Math.floor(now() / 1000) - found.claims.auth_time > RECENT_LOGIN_SECONDS)
      throw authError('auth/requires-recent-login');
    return found;
  }

  return {
    /**
     * Checks the password again; the answer is a fresh session whose sign-in time is now, or for an account with a
     * second factor the pending credential its code turns into one.
     */
    async reauthenticate(body: unknown, token: string | null) {
      const { row, claims } = await caller(token);
      const password = field(body, 'password');
      if (typeof password !== 'string' || password.length === 0) throw authError('auth/missing-password');
      throttle.check(row.email);
      if (!(await verifyPassword(password, row.password_hash))) {
        throttle.fail(row.email);
        throw authError('auth/invalid-credential');
      }
      throttle.succeed(row.email);
      // As Firebase: an account with a second factor proves it again too (mfaSignIn completes this).
      return (await pending(row)) ?? session(row, Math.floor(now() / 1000), undefined, claims.sid);
    },

    /** Other sessions end (their refresh tokens are of an older generation); the caller gets new tokens. */
    async updatePassword(body: unknown, token: string | null) {
      const { claims, row } = await recentCaller(token);
      const hash = await hashPassword(checkNewPassword(field(body, 'newPassword')));
      const { rows } = await db.query<UserRow>(
        'update auth_users set password_hash = $2, token_generation = token_generation + 1 where uid = $1 returning *',
        [row.uid, hash],
      );
      return session(rows[0], claims.auth_time, claims.firebase?.sign_in_second_factor, claims.sid);
    },

    /** Mails a link to the new address; the account's email changes only when that link is applied. */
    async verifyBeforeUpdateEmail(body: unknown, token: string | null): Promise<Record<string, never>> {
      const { row } = await recentCaller(token);
      const newEmail = normalizeEmail(field(body, 'newEmail'));
      const owner = await userByEmail(db, newEmail);
      if (owner && owner.uid !== row.uid) throw authError('auth/email-already-in-use');
      const code = await issueActionCode(db, row.uid, 'verifyAndChangeEmail', now(), newEmail);
      const link = actionLink('verifyAndChangeEmail', code);
      await mailbox.send({
        to: newEmail,
        subject: 'Verify your new email',
        text: `Follow this link to verify ${newEmail} and make it the sign-in email of your account (now ${row.email}).\n\n${appUrl}${link}\n\nIf you didn't ask to change your email, you can ignore this email.`,
        link,
      });
      return {};
    },

    /**
     * Applies a verifyEmail, verifyAndChangeEmail or recoverEmail code. Sessions go on; their next refresh carries
     * the new email. As Firebase does, a change mails the old address a link that undoes it (recoverEmail).
     */
    async applyActionCode(body: unknown): Promise<{ email: string }> {
      const result = await db.transaction(async (tx) => {
        const code = await consumeActionCode(
          tx,
          field(body, 'oobCode'),
          ['verifyEmail', 'verifyAndChangeEmail', 'recoverEmail'],
          now(),
        );
        if (code.mode === 'verifyEmail' || code.newEmail === null) {
          const { rows } = await tx.query<{ email: string }>(
            'update auth_users set email_verified = true where uid = $1 returning email',
            [code.uid],
          );
          return { email: rows[0].email, undo: null };
        }
        // Taken by someone else since the link was sent: the unique index would refuse it anyway.
        const owner = await userByEmail(tx, code.newEmail);
        if (owner && owner.uid !== code.uid) throw authError('auth/email-already-in-use');
        const before = await userByUid(tx, code.uid);
        await tx.query('update auth_users set email = $2, email_verified = true where uid = $1', [
          code.uid,
          code.newEmail,
        ]);
        if (code.mode === 'recoverEmail') {
          // Whoever changed it may hold other change links and sessions: both end.
          await tx.query(
            `update auth_action_codes set used_at = $2 where uid = $1 and mode = 'verifyAndChangeEmail' and used_at is null`,
            [code.uid, now()],
          );
          await tx.query('update auth_users set token_generation = token_generation + 1 where uid = $1', [code.uid]);
          return { email: code.newEmail, undo: null };
        }
        if (!before) return { email: code.newEmail, undo: null };
        const undo = await issueActionCode(tx, code.uid, 'recoverEmail', now(), before.email);
        return { email: code.newEmail, undo: { to: before.email, code: undo } };
      });
      if (result.undo) {
        const link = actionLink('recoverEmail', result.undo.code);
        await mailbox.send({
          to: result.undo.to,
          subject: 'Your sign-in email was changed',
          text: `The sign-in email of your account was changed from ${result.undo.to} to ${result.email}.\n\nIf you didn't ask for this, follow this link to restore ${result.undo.to}, then reset your password.\n\n${appUrl}${link}`,
          link,
        });
      }
      return { email: result.email };
    },
  };
}
