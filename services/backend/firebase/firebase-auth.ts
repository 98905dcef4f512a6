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

export function createFirebaseAuth(auth: FirebaseAuth): Auth {
  const signedIn = (): User => {
    if (!auth.currentUser) throw nullUser();
    return auth.currentUser;
  };
  return {
    signUp: (email, password) =>
      translated(async () => toAuthUser((await createUserWithEmailAndPassword(auth, email, password)).user)!),
    signIn: (email, password) =>
      translated(async () => toAuthUser((await signInWithEmailAndPassword(auth, email, password)).user)!),
    signOut: () => translated(() => signOut(auth)),
    sendPasswordReset: (email) => translated(() => sendPasswordResetEmail(auth, email)),
    sendVerification: () => translated(() => sendEmailVerification(signedIn())),
    applyActionCode: (code) => translated(() => applyActionCode(auth, code)),
    confirmPasswordReset: (code, newPassword) => translated(() => confirmPasswordReset(auth, code, newPassword)),
    reauthenticate: (password) =>
      translated(async () => {
        const user = signedIn();
        await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', password));
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
