/** The port's Auth over Firebase Auth (email and password). Errors keep the SDK's `auth/...` codes. */
import {
  applyActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  getIdToken,
  onAuthStateChanged,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  type Auth as FirebaseAuth,
  type User,
} from 'firebase/auth';
import { BackendError, type Auth, type AuthUser } from '../types';
import { translated } from './errors';

const toAuthUser = (user: User | null): AuthUser | null =>
  user ? { uid: user.uid, email: user.email ?? '', emailVerified: user.emailVerified } : null;

const nullUser = () =>
  new BackendError('auth/null-user', 'A null user object was provided as the argument for an operation which requires a non-null user object.');

export function createFirebaseAuth(auth: FirebaseAuth): Auth {
  return {
    signUp: (email, password) =>
      translated(async () => toAuthUser((await createUserWithEmailAndPassword(auth, email, password)).user)!),
    signIn: (email, password) =>
      translated(async () => toAuthUser((await signInWithEmailAndPassword(auth, email, password)).user)!),
    signOut: () => translated(() => signOut(auth)),
    sendPasswordReset: (email) => translated(() => sendPasswordResetEmail(auth, email)),
    sendVerification: () =>
      translated(async () => {
        if (!auth.currentUser) throw nullUser();
        await sendEmailVerification(auth.currentUser);
      }),
    applyActionCode: (code) => translated(() => applyActionCode(auth, code)),
    confirmPasswordReset: (code, newPassword) => translated(() => confirmPasswordReset(auth, code, newPassword)),
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
