/**
 * A trusted operation's context for tests: the caller (by uid, its email made up on `domain`) over the given
 * documents, with account effects that do nothing (no files or sign-in removed, every email counted as verified)
 * and mail dropped, unless the test passes its own.
 */
import type { TrustedContext, TrustedServices } from '@/server/trusted/types';

export function trustedContext(
  uid: string,
  services: Pick<TrustedServices, 'docs'> & Partial<TrustedServices>,
  domain = 'x.test',
): TrustedContext {
  return {
    deleteFiles: async () => 0,
    copyFile: async () => null,
    listFiles: async () => [],
    readFile: async () => null,
    saveFile: async () => undefined,
    listAccounts: async () => ({ accounts: [], next: null }),
    deleteUser: async () => undefined,
    passwordOwner: async () => uid,
    removeSecondFactor: async () => undefined,
    setUserDisabled: async () => undefined,
    endSessions: async () => undefined,
    endSession: async () => undefined,
    accountEmailVerified: async () => true,
    accountEmails: async () => new Map(),
    sendMail: async () => undefined,
    ...services,
    // Signed in with a second factor, as the back office's operations require of an administrator.
    caller: { uid, email: `${uid}@${domain}`, secondFactor: 'totp' },
  };
}
