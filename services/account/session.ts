/**
 * Sign-in, sign-up and sign-out for the three roles, over the backend port and the user services. A role is
 * real only when its document exists (`students/{uid}`, `companies/{uid}`, `admin/{uid}`); signing in on a
 * role's page with an account of another role signs straight back out.
 */
import type { JobSeekerCategory } from '@/constants/enums';
import type { Role } from '@/constants/routes';
import { syncProfileEmail } from './account';
import { getAdmin, subscribeAdmin, type Admin } from './admins';
import { trackSignUp } from '../integrations/analytics';
import { getBackend } from '../backend/backend';
import { BackendError, type Auth, type AuthUser, type Unsubscribe } from '../backend/types';
import { createCompany, type Company } from '../companies/companies';
import { clearRoleIds, storeRoleId } from './role-ids';
import { createTalent, getTalent, subscribeTalent, type Talent } from '../talents/talents';

export interface RoleProfiles {
  talent: Talent;
  company: Company;
  admin: Admin;
}

/** Thrown when the account signed in fine but does not have the role of the page it signed in on. */
export const WRONG_ROLE = 'session/wrong-role';

const ROLE_ARTICLES: Record<Role, string> = { talent: 'a talent', company: 'a company', admin: 'an administrator' };

/**
 * A company account's company is the one its member document names (a recruiter's is not its own uid). Loaded with
 * the company area only: every area's session shares this module, and the talent screens have no room for it.
 */
const memberCompany = () => import('../companies/member-company');

function subscribeMemberCompany(
  uid: string,
  onData: (company: Company) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  let stop: Unsubscribe | undefined;
  let cancelled = false;
  memberCompany().then(
    (m) => {
      if (!cancelled) stop = m.subscribeMemberCompany(uid, onData, onError);
    },
    (error: Error) => !cancelled && onError(error),
  );
  return () => {
    cancelled = true;
    stop?.();
  };
}

const readers: { [R in Role]: (uid: string) => Promise<RoleProfiles[R]> } = {
  talent: getTalent,
  company: (uid) => memberCompany().then((m) => m.getMemberCompany(uid)),
  admin: getAdmin,
};

const subscribers: {
  [R in Role]: (uid: string, onData: (p: RoleProfiles[R]) => void, onError: (e: Error) => void) => Unsubscribe;
} = { talent: subscribeTalent, company: subscribeMemberCompany, admin: subscribeAdmin };

/** A role document that is missing (or unreadable to this account) means the account does not have the role. */
export function isMissingRoleError(error: unknown): boolean {
  return (
    error instanceof BackendError && ['not-found', 'permission-denied', 'auth/user-not-found'].includes(error.code)
  );
}

async function auth(): Promise<Auth> {
  return (await getBackend()).auth;
}

export async function signInAs<R extends Role>(role: R, email: string, password: string): Promise<RoleProfiles[R]> {
  const provider = await auth();
  return enterRole(role, provider, await provider.signIn(email.trim(), password));
}

/** Once the provider signed `user` in: the role's profile, or signed out again when the account lacks the role. */
export async function enterRole<R extends Role>(role: R, provider: Auth, user: AuthUser): Promise<RoleProfiles[R]> {
  try {
    const profile = await readers[role](user.uid);
    storeRoleId(role, user.uid);
    return profile;
  } catch (error) {
    clearRoleIds();
    await provider.signOut().catch(() => undefined);
    if (isMissingRoleError(error))
      throw new BackendError(WRONG_ROLE, `This account is not ${ROLE_ARTICLES[role]} account.`);
    throw error;
  }
}

async function hasAnyRole(uid: string): Promise<boolean> {
  const found = await Promise.all(
    (Object.keys(readers) as Role[]).map((role) =>
      readers[role](uid).then(
        () => true,
        (error: unknown) => (isMissingRoleError(error) ? false : Promise.reject(error)),
      ),
    ),
  );
  return found.some(Boolean);
}

/**
 * Creates the provider account. If an earlier attempt created the account but failed before its role document
 * was written, the same email and password resume that sign-up instead of being stuck on "email in use".
 */
async function createAccount(provider: Auth, email: string, password: string): Promise<AuthUser> {
  try {
    return await provider.signUp(email, password);
  } catch (error) {
    if (!(error instanceof BackendError) || error.code !== 'auth/email-already-in-use') throw error;
    const existing = await provider.signIn(email, password).catch(() => Promise.reject(error));
    if (await hasAnyRole(existing.uid).catch(() => true)) {
      await provider.signOut().catch(() => undefined);
      throw error;
    }
    return existing;
  }
}

export interface TalentSignUp {
  name: string;
  email: string;
  password: string;
  category: JobSeekerCategory;
}

/** Resolves with whether the verification email went out; a failed send leaves the banner's resend action. */
export async function signUpTalent(input: TalentSignUp): Promise<{ talent: Talent; verificationSent: boolean }> {
  const provider = await auth();
  const user = await createAccount(provider, input.email.trim(), input.password);
  const talent = await createTalent({
    id: user.uid,
    email: user.email,
    name: input.name.trim(),
    role: input.category,
  });
  storeRoleId('talent', user.uid);
  void trackSignUp({ source: 'talent-sign-up', optedOutOfEmail: false });
  const verificationSent = await provider.sendVerification().then(
    () => true,
    () => false,
  );
  return { talent, verificationSent };
}

export interface CompanySignUp {
  companyName: string;
  email: string;
  password: string;
}

export async function signUpCompany(input: CompanySignUp): Promise<Company> {
  const provider = await auth();
  const user = await createAccount(provider, input.email.trim(), input.password);
  const company = await createCompany({ id: user.uid, email: user.email, name: input.companyName.trim() });
  storeRoleId('company', user.uid);
  void trackSignUp({ source: 'company-sign-up', optedOutOfEmail: false });
  // The back office reviews a company once its email is verified; a failed send is retried from the banner.
  await provider.sendVerification().catch(() => undefined);
  return company;
}

export async function logout(): Promise<void> {
  clearRoleIds();
  await (await auth()).signOut();
}

export async function sendPasswordReset(email: string): Promise<void> {
  await (await auth()).sendPasswordReset(email.trim());
}

export async function resendVerification(): Promise<void> {
  await (await auth()).sendVerification();
}

/** Re-reads the user from the provider, e.g. after the email was verified in another tab. */
export async function reloadAuthUser(): Promise<AuthUser | null> {
  return (await auth()).reload();
}

export async function applyEmailVerification(code: string): Promise<void> {
  await (await auth()).applyActionCode(code);
}

export async function confirmNewPassword(code: string, newPassword: string): Promise<void> {
  await (await auth()).confirmPasswordReset(code, newPassword);
}

/** Follows the provider's signed-in user; the first call comes once the state is known. */
export function watchAuth(listener: (user: AuthUser | null) => void, onError: (error: Error) => void): Unsubscribe {
  let stop: Unsubscribe | undefined;
  let stopped = false;
  auth().then(
    (provider) => {
      if (!stopped) stop = provider.onAuthStateChanged(listener);
    },
    (error: Error) => onError(error),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

/**
 * Whether the account behind this session was suspended: called when the role's document stops being readable (the
 * local backend refuses a suspended caller at once, as an expired session) or says it is suspended. Asks the
 * provider for a fresh token, which both backends refuse a suspended account with `auth/user-disabled` (the local
 * one with the reason); answers that refusal, or null when the account is not suspended (or the check could not
 * tell, e.g. offline).
 */
export async function findSuspension(): Promise<BackendError | null> {
  try {
    await (await auth()).getIdToken(true);
    return null;
  } catch (error) {
    return error instanceof BackendError && error.code === 'auth/user-disabled' ? error : null;
  }
}

/** One read of the role's own document (one round trip); errors as `subscribeRoleProfile` does. */
export function readRoleProfile<R extends Role>(role: R, uid: string): Promise<RoleProfiles[R]> {
  return readers[role](uid);
}

/**
 * Follows the role's own document live; errors with a "does not exist" error when the account lacks the role.
 * A document whose email lags behind the account's (after an email change) is brought up to date on the way.
 */
export function subscribeRoleProfile<R extends Role>(
  role: R,
  uid: string,
  onData: (profile: RoleProfiles[R]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return subscribers[role](
    uid,
    (profile) => {
      void syncProfileEmail(role, profile);
      onData(profile);
    },
    onError,
  );
}
