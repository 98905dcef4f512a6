/**
 * Account settings of the signed-in user: password and email changes (each proven with the current password),
 * availability, and keeping the role document's `email` equal to the
 * account's email after a change.
 */
import type { Role } from '@/constants/routes';
import { getBackend } from '../backend/backend';
import type { Auth, AuthUser } from '../backend/types';
import { getCompanyAccount, syncCompanyAccount } from '../companies/company-accounts';
import { updateTalent } from '../talents/talents';

async function auth(): Promise<Auth> {
  return (await getBackend()).auth;
}

/** Checks the current password first (a recent sign-in is required), then sets the new one. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const provider = await auth();
  await provider.reauthenticate(currentPassword);
  await provider.updatePassword(newPassword);
}

/** Sends the verification link to `newEmail`; the account's email changes only when that link is opened. */
export async function requestEmailChange(currentPassword: string, newEmail: string): Promise<void> {
  const provider = await auth();
  await provider.reauthenticate(currentPassword);
  await provider.verifyBeforeUpdateEmail(newEmail.trim());
}

/**
 * Applies the link's code, then re-reads the signed-in user so this browser's session carries the new email.
 * Resolves with that user, or null when nobody is signed in here (or the provider ended the session, as Firebase
 * may after an email change: the user signs in again with the new email).
 */
export async function applyEmailChange(code: string): Promise<AuthUser | null> {
  const provider = await auth();
  await provider.applyActionCode(code);
  return provider.reload().catch(() => null);
}

/** A talent open to offers is listed in company discovery (`availability`). */
export async function setAvailability(talentId: string, available: boolean): Promise<void> {
  await updateTalent(talentId, { availability: available });
}

const syncing = new Set<string>();

/** Company records already seen in step with their account (`uid:email:verified`): no second read for them. */
const companyRecordsInStep = new Set<string>();

/**
 * A company's private record follows its account: the email after a change, and `emailVerified` once the email is
 * verified (the back office reviews the company then). The rules accept only what the caller's token says, so the
 * token is refreshed before writing.
 */
async function syncCompanyRecord(provider: Auth, user: AuthUser): Promise<boolean> {
  const key = `${user.uid}:${user.email}:${user.emailVerified}`;
  if (companyRecordsInStep.has(key) || syncing.has(key)) return false;
  const account = await getCompanyAccount(user.uid);
  const stale = account.email !== user.email || (user.emailVerified && !account.emailVerified);
  if (!stale) {
    companyRecordsInStep.add(key);
    return false;
  }
  syncing.add(key);
  try {
    await provider.getIdToken(true);
    const now = provider.currentUser();
    if (!now?.email) return false;
    await syncCompanyAccount(user.uid, { email: now.email, ...(now.emailVerified ? { emailVerified: true } : {}) });
    return true;
  } finally {
    syncing.delete(key);
  }
}

/**
 * After an email change the role's record still has the old address: when the signed-in user's profile loads
 * with an email that differs from the account's, write the account's email to it (a company's private account
 * record also learns that its email is verified). The access rules accept only the caller's own token email, so the token is refreshed first.
 * Best effort: a failure leaves it for next time.
 */
export async function syncProfileEmail(role: Role, profile: { id: string; email?: string }): Promise<boolean> {
  if (role === 'admin') return false;
  try {
    const provider = await auth();
    const user = provider.currentUser();
    if (!user || user.uid !== profile.id || !user.email) return false;
    if (role === 'company') return await syncCompanyRecord(provider, user);
    if (user.email === profile.email) return false;
    const key = `${role}:${user.uid}:${user.email}`;
    if (syncing.has(key)) return false;
    syncing.add(key);
    try {
      await provider.getIdToken(true);
      const email = provider.currentUser()?.email;
      if (!email || email === profile.email) return false;
      await updateTalent(profile.id, { email });
      return true;
    } finally {
      syncing.delete(key);
    }
  } catch {
    return false;
  }
}
