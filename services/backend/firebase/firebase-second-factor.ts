/**
 * Firebase Authentication's multi-factor sign-in with an authenticator app (TOTP, Identity Platform), loaded only
 * when a sign-in asks for a code or the security settings are open, so no other screen carries it.
 */
import {
  getIdTokenResult,
  getMultiFactorResolver,
  multiFactor,
  TotpMultiFactorGenerator,
  type Auth as FirebaseAuth,
  type MultiFactorError,
  type TotpSecret,
  type User,
} from 'firebase/auth';
import { SECOND_FACTOR } from '@/constants/second-factor';
import { BackendError, type SecondFactorState, type TotpSetup } from '../types';

const isTotp = (factor: { factorId: string }) => factor.factorId === TotpMultiFactorGenerator.FACTOR_ID;

/** Completes the sign-in that `error` (auth/multi-factor-auth-required) interrupted, with the app's current code. */
export async function signInWithTotp(auth: FirebaseAuth, error: unknown, code: string): Promise<User> {
  const resolver = getMultiFactorResolver(auth, error as MultiFactorError);
  const hint = resolver.hints.find(isTotp);
  if (!hint) {
    throw new BackendError(
      'auth/multi-factor-info-not-found',
      'The user does not have a second factor matching the identifier provided.',
    );
  }
  const credential = await resolver.resolveSignIn(TotpMultiFactorGenerator.assertionForSignIn(hint.uid, code));
  return credential.user;
}

export async function startTotp(user: User): Promise<{ setup: TotpSetup; secret: TotpSecret }> {
  const secret = await TotpMultiFactorGenerator.generateSecret(await multiFactor(user).getSession());
  const uri = secret.generateQrCodeUrl(user.email ?? '', SECOND_FACTOR.issuer);
  return { setup: { secret: secret.secretKey, uri }, secret };
}

/** The enrolment answers new tokens that carry `firebase.sign_in_second_factor`, as a sign-in with it does. */
export async function finishTotp(user: User, secret: TotpSecret, code: string): Promise<void> {
  await multiFactor(user).enroll(TotpMultiFactorGenerator.assertionForEnrollment(secret, code), 'Authenticator app');
}

export async function removeTotp(user: User): Promise<void> {
  const factor = multiFactor(user).enrolledFactors.find(isTotp);
  if (factor) await multiFactor(user).unenroll(factor);
}

export async function totpState(user: User): Promise<SecondFactorState> {
  const token = await getIdTokenResult(user);
  return { enrolled: multiFactor(user).enrolledFactors.some(isTotp), signedInWithIt: !!token.signInSecondFactor };
}
