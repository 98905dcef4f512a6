/**
 * Joining a company through an invitation link: create the recruiter's account or sign in to an existing one, then
 * accept the invitation with the link's token (the trusted `company-invite-accept`, which checks the account's email
 * is the invited one). The company area then opens on the company the account joined.
 */
import { storeRoleId } from '../account/role-ids';
import { getBackend } from '../backend/backend';
import { BackendError } from '../backend/types';
import type { RecruiterSignUpInput, SignInInput } from '../schemas/auth';
import { validateLazily } from '../schemas/validate-lazily';

const authSchemas = () => import('../schemas/auth');

export interface Joined {
  companyId: string;
  companyName: string;
}

async function accept(token: string, name?: string): Promise<Joined> {
  const backend = await getBackend();
  const uid = backend.auth.currentUser()?.uid;
  if (!uid) throw new BackendError('unauthenticated', 'Sign in first.');
  const joined = await backend.callTrusted('company-invite-accept', { token, ...(name ? { name } : {}) });
  storeRoleId('company', uid);
  return joined;
}

/** A new account for the invited email; its verification email goes out too (a failed send is not an error). */
export async function joinWithNewAccount(token: string, input: RecruiterSignUpInput): Promise<Joined> {
  const valid = await validateLazily(
    authSchemas().then((m) => m.recruiterSignUpSchema),
    input,
  );
  const { auth } = await getBackend();
  await auth.signUp(valid.email, valid.password);
  const joined = await accept(token, valid.name);
  void auth.sendVerification().catch(() => undefined);
  return joined;
}

export async function joinWithSignIn(token: string, input: SignInInput): Promise<Joined> {
  const valid = await validateLazily(
    authSchemas().then((m) => m.signInSchema),
    input,
  );
  const { auth } = await getBackend();
  await auth.signIn(valid.email, valid.password);
  return accept(token);
}
