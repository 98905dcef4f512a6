import type { Database } from '../database/types';
import { actionLink, consumeActionCode, issueActionCode } from './action-codes';
import { checkNewPassword, normalizeEmail } from './errors';
import type { createMailbox } from './mailbox';
import { hashPassword } from './passwords';
import type { createClientThrottles, createThrottle } from './throttle';
import type { IdClaims } from './tokens';
import { userByEmail, type UserRow } from './users';

interface Deps {
  db: Database;
  mailbox: ReturnType<typeof createMailbox>;
  appUrl: string;
  now: () => number;
  throttle: ReturnType<typeof createThrottle>;
  perClient: ReturnType<typeof createClientThrottles>;
  caller: (token: string | null) => Promise<{ claims: IdClaims; row: UserRow }>;
}

const field = (body: unknown, key: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;

/** The mailed links of an account: a password reset (sent and followed) and an email verification. */
export function createMailedLinks({ db, mailbox, appUrl, now, throttle, perClient, caller }: Deps) {
  return {
    async sendPasswordReset(body: unknown, client: string): Promise<Record<string, never>> {
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
    },

    async sendVerification(token: string | null): Promise<Record<string, never>> {
      const { row } = await caller(token);
      const code = await issueActionCode(db, row.uid, 'verifyEmail', now());
      const link = actionLink('verifyEmail', code);
      await mailbox.send({
        to: row.email,
        subject: 'Verify your email',
        text: `Follow this link to verify your email address ${row.email}.\n\n${appUrl}${link}\n\nIf you didn't ask to verify this address, you can ignore this email.`,
        link,
      });
      return {};
    },

    async confirmPasswordReset(body: unknown): Promise<{ email: string }> {
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
    },
  };
}
