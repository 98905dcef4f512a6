/** The port's Auth over Firebase Auth (email and password). Errors keep the SDK's `auth/...` codes. */
import {
  applyActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  getIdToken,
  onAuthStateChanged,
  reauthenticateWithCredential,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  verifyBeforeUpdateEmail,
  type Auth as FirebaseAuth,
  type User,
} from 'firebase/auth';
import { BackendError, type Auth, type AuthUser } from '../types';
import { translated } from './errors';

const toAuthUser = (user: User | null): AuthUser | null =>
  user ? { uid: user.uid, email: user.email ?? '', emailVerified: user.emailVerified } : null;

const nullUser = () =>
  new BackendError(
    'auth/null-user',
    'A null user object was provided as the argument for an operation which requires a non-null user object.',
  );

const secondFactor = () => import('./firebase-second-factor');

export function createFirebaseAuth(auth: FirebaseAuth): Auth {
  const signedIn = (): User => {
    if (!auth.currentUser) throw nullUser();
    return auth.currentUser;
  };
  // The SDK's auth/multi-factor-auth-required error: its resolver completes that sign-in with a code.
  let pendingSignIn: unknown = null;
  // The secret of the enrolment under way (the SDK's object, which enrolment needs back).
  let totpSecret: Awaited<ReturnType<Awaited<ReturnType<typeof secondFactor>>['startTotp']>>['secret'] | null = null;
  return {
    signUp: (email, password) =>
      translated(async () => toAuthUser((await createUserWithEmailAndPassword(auth, email, password)).user)!),
    signIn: (email, password) =>
      translated(async () => {
        try {
          const user = toAuthUser((await signInWithEmailAndPassword(auth, email, password)).user)!;
          pendingSignIn = null;
          return user;
        } catch (err) {
          pendingSignIn = (err as { code?: unknown }).code === 'auth/multi-factor-auth-required' ? err : null;
          throw err;
        }
      }),
    signInWithCode: (code) =>
      translated(async () => {
        if (!pendingSignIn) {
          throw new BackendError(
            'auth/missing-multi-factor-session',
            'The request is missing proof of first factor successful sign-in.',
          );
        }
        const user = await (await secondFactor()).signInWithTotp(auth, pendingSignIn, code);
        pendingSignIn = null;
        return toAuthUser(user)!;
      }),
    startTotpEnrolment: () =>
      translated(async () => {
        const { setup, secret } = await (await secondFactor()).startTotp(signedIn());
        totpSecret = secret;
        return setup;
      }),
    finishTotpEnrolment: (code) =>
      translated(async () => {
        if (!totpSecret) {
          throw new BackendError('auth/missing-multi-factor-session', 'Start setting up the authenticator app first.');
        }
        await (await secondFactor()).finishTotp(signedIn(), totpSecret, code);
        totpSecret = null;
      }),
    removeTotp: () => translated(async () => (await secondFactor()).removeTotp(signedIn())),
    secondFactorState: () => translated(async () => (await secondFactor()).totpState(signedIn())),
    signOut: () => translated(() => signOut(auth)),
    sendPasswordReset: (email) => translated(() => sendPasswordResetEmail(auth, email)),
    sendVerification: () => translated(() => sendEmailVerification(signedIn())),
    applyActionCode: (code) => translated(() => applyActionCode(auth, code)),
    confirmPasswordReset: (code, newPassword) => translated(() => confirmPasswordReset(auth, code, newPassword)),
    // An account with a second factor answers auth/multi-factor-auth-required here too: signInWithCode completes it.
    reauthenticate: (password) =>
      translated(async () => {
        const user = signedIn();
        try {
          await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
          pendingSignIn = null;
        } catch (err) {
          pendingSignIn = (err as { code?: unknown }).code === 'auth/multi-factor-auth-required' ? err : null;
          throw err;
        }
      }),
    updatePassword: (newPassword) => translated(() => updatePassword(signedIn(), newPassword)),
    verifyBeforeUpdateEmail: (newEmail) => translated(() => verifyBeforeUpdateEmail(signedIn(), newEmail)),
    currentUser: () => toAuthUser(auth.currentUser),
    reload: () =>
      translated(async () => {
        // Before the persisted session is restored, currentUser is null even for a signed-in user.
        await auth.authStateReady();
        if (!auth.currentUser) return null;
        await reload(auth.currentUser);
        return toAuthUser(auth.currentUser);
      }),
    onAuthStateChanged: (listener) => onAuthStateChanged(auth, (user) => listener(toAuthUser(user))),
    getIdToken: (forceRefresh = false) =>
      translated(async () => {
        await auth.authStateReady();
        return auth.currentUser ? getIdToken(auth.currentUser, forceRefresh) : null;
      }),
  };
}
