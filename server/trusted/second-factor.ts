/**
 * Recovery codes of the second factor, the same in both modes: made when an authenticator app is enrolled (shown
 * once; only their SHA-256 hashes are kept, in `secondFactorRecovery/{uid}`, which no client reads), and used to
 * sign in without the app: the password and one unused code remove the app, end every session and leave the
 * account to sign in with its password and set up a new app.
 */
import { createHash, randomBytes } from 'node:crypto';
import { SECOND_FACTOR } from '@/constants/second-factor';
import { AREA_ROUTES } from '@/constants/routes';
import { BackendError } from '@/services/backend/types';
import { assertSecondFactor } from './caller-roles';
import { loadParty } from './parties';
import type { OpenOperation, TrustedOperation } from './types';

export const recoveryPath = (uid: string) => `secondFactorRecovery/${uid}`;

// Letters and digits without the ones read alike (0/o, 1/l/i): ten of them are 49 bits a code.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A code as shown, `abcde-fghij`. */
function newCode(): string {
  const chars = Array.from(randomBytes(10), (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Codes are random and long, so a fast hash keeps them as safe as a slow one would. */
export const recoveryCodeHash = (code: string) =>
  createHash('sha256')
    .update(code.replace(/[\s-]+/g, '').toLowerCase())
    .digest('hex');

export const secondFactorCodes: TrustedOperation<'second-factor-codes'> = async (ctx) => {
  // Only a session that proved the app (a sign-in with it, or its enrolment) gets codes that stand in for it.
  assertSecondFactor(ctx);
  const codes = Array.from({ length: SECOND_FACTOR.recoveryCodes }, newCode);
  await ctx.docs.set(recoveryPath(ctx.caller.uid), { codes: codes.map(recoveryCodeHash), createdAt: new Date() });
  return { codes };
};

export const secondFactorRecover: OpenOperation<'second-factor-recover'> = async (ctx, input) => {
  const uid = await ctx.passwordOwner(input.email, input.password, ctx.client);
  const hash = recoveryCodeHash(input.code);
  // One transaction: two sign-ins racing with one code, only one uses it. The app goes, and its codes with it.
  const used = await ctx.docs.runTransaction(async (tx) => {
    const snap = await tx.get(recoveryPath(uid));
    const hashes = snap.exists && Array.isArray(snap.data?.codes) ? snap.data.codes : [];
    if (!hashes.includes(hash)) return false;
    tx.delete(recoveryPath(uid));
    return true;
  });
  if (!used) {
    throw new BackendError('auth/invalid-recovery-code', 'This is not one of your recovery codes, or it was used.');
  }
  await ctx.removeSecondFactor(uid);
  const [party, emails] = await Promise.all([loadParty(ctx.docs, uid), ctx.accountEmails([uid])]);
  const role = party?.role === 'talent' || party?.role === 'company' || party?.role === 'admin' ? party.role : null;
  await ctx.sendMail({
    to: emails.get(uid) ?? input.email,
    subject: 'Your authenticator app was removed',
    text:
      'A recovery code was used to sign in to your account, which removed its authenticator app and signed out ' +
      'every device. Set up your authenticator app again in your settings; it gives you new recovery codes.\n\n' +
      "If this wasn't you, reset your password now.",
    link: role ? AREA_ROUTES[role].settings : '/',
  });
  return { recovered: true };
};
