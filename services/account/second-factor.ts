/**
 * The second factor of the signed-in account (an authenticator app): signing in with its code or with a recovery
 * code, setting it up (with recovery codes shown once), removing it. Administrators need it for the back office;
 * company members may turn it on.
 */
import type { Role } from '@/constants/routes';
import { getBackend } from '../backend/backend';
import { tokenSecondFactor } from '../backend/token-claims';
import { BackendError, type SecondFactorState, type TotpSetup } from '../backend/types';
import type { SecondFactorRecoverInput } from '../schemas/second-factor';
import { enterRole, signInAs, type RoleProfiles } from './session';

const auth = async () => (await getBackend()).auth;

/** The code as the app shows it, some with a space in the middle: the provider takes the six digits alone. */
const digits = (code: string) => code.replace(/\s+/g, '');

/** Completes a sign-in that asked for the app's code (`auth/multi-factor-auth-required`). */
export async function signInWithCode<R extends Role>(role: R, code: string): Promise<RoleProfiles[R]> {
  const provider = await auth();
  return enterRole(role, provider, await provider.signInWithCode(digits(code)));
}

/**
 * Signs in without the app: the password and an unused recovery code remove the app (its codes with it) and end
 * every session; the account then signs in with its password, and sets up an app again.
 */
export async function signInWithRecoveryCode<R extends Role>(
  role: R,
  input: SecondFactorRecoverInput,
): Promise<RoleProfiles[R]> {
  await (await getBackend()).callTrusted('second-factor-recover', input);
  return signInAs(role, input.email, input.password);
}

/**
 * Proves it is the signed-in person again: the password, and the app's code when the account has one (which the
 * provider asks for). Without a code it fails with `auth/multi-factor-auth-required`, for the form to ask for one.
 */
export async function proveIdentity(password: string, code?: string): Promise<void> {
  const provider = await auth();
  try {
    await provider.reauthenticate(password);
  } catch (error) {
    if (!(error instanceof BackendError) || error.code !== 'auth/multi-factor-auth-required' || !code) throw error;
    await provider.signInWithCode(digits(code));
  }
}

export async function startAuthenticatorSetup(password: string): Promise<TotpSetup> {
  await proveIdentity(password);
  return (await auth()).startTotpEnrolment();
}

/** Enrols the app with its first code; answers the recovery codes, shown this once. */
export async function finishAuthenticatorSetup(code: string): Promise<string[]> {
  await (await auth()).finishTotpEnrolment(digits(code));
  return newRecoveryCodes();
}

/** New recovery codes in place of the earlier ones (needs a session signed in with the app). */
export async function newRecoveryCodes(): Promise<string[]> {
  return (await (await getBackend()).callTrusted('second-factor-codes', {})).codes;
}

export async function removeAuthenticator(password: string, code: string): Promise<void> {
  await proveIdentity(password, code);
  await (await auth()).removeTotp();
}

export async function secondFactorState(): Promise<SecondFactorState> {
  return (await auth()).secondFactorState();
}

/** Whether this session signed in with the app (read from its token: what the server will check). */
export async function sessionHasSecondFactor(): Promise<boolean> {
  return tokenSecondFactor(await (await auth()).getIdToken()) !== null;
}

/** The owner requires two-step sign-in of the whole team, or no longer does (needs its own session signed in with it). */
export async function setTeamSecondFactor(required: boolean): Promise<void> {
  await (await getBackend()).callTrusted('company-second-factor', { required });
}
