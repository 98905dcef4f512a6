/**
 * The port's Auth before the SDK has loaded: the persisted session answers who is signed in and with which ID
 * token; everything else (signing in or out, account changes, a forced token refresh) waits for the SDK, and
 * auth-state listeners move to the SDK's once it has loaded (it restores the same session, or reports the user
 * signed out if the session was revoked meanwhile).
 */
import type { Auth, Backend, SecondFactorState, Unsubscribe } from '../types';
import type { PersistedSession } from './persisted-session';
import type { SdkLoader } from './sdk-loader';

export function createBootAuth(
  sdk: SdkLoader,
  session: () => PersistedSession | null,
  lookupSecondFactor?: (idToken: string) => Promise<SecondFactorState>,
): Auth {
  const viaSdk = <T>(fn: (auth: Auth) => Promise<T>) => sdk.start().then((backend: Backend) => fn(backend.auth));
  return {
    signUp: (email, password) => viaSdk((a) => a.signUp(email, password)),
    signIn: (email, password) => viaSdk((a) => a.signIn(email, password)),
    signInWithCode: (code) => viaSdk((a) => a.signInWithCode(code)),
    startTotpEnrolment: () => viaSdk((a) => a.startTotpEnrolment()),
    finishTotpEnrolment: (code) => viaSdk((a) => a.finishTotpEnrolment(code)),
    removeTotp: () => viaSdk((a) => a.removeTotp()),
    // Read over REST with the persisted session while the SDK is not there (settings show it with their first data);
    // the SDK answers once loaded, or when the lookup fails.
    secondFactorState: () => {
      const known = sdk.loaded() ? null : session();
      const viaLoadedSdk = () => viaSdk((a) => a.secondFactorState());
      return known && lookupSecondFactor ? lookupSecondFactor(known.token).catch(viaLoadedSdk) : viaLoadedSdk();
    },
    signOut: () => viaSdk((a) => a.signOut()),
    sendPasswordReset: (email) => viaSdk((a) => a.sendPasswordReset(email)),
    sendVerification: () => viaSdk((a) => a.sendVerification()),
    applyActionCode: (code) => viaSdk((a) => a.applyActionCode(code)),
    confirmPasswordReset: (code, newPassword) => viaSdk((a) => a.confirmPasswordReset(code, newPassword)),
    reauthenticate: (password) => viaSdk((a) => a.reauthenticate(password)),
    updatePassword: (newPassword) => viaSdk((a) => a.updatePassword(newPassword)),
    verifyBeforeUpdateEmail: (newEmail) => viaSdk((a) => a.verifyBeforeUpdateEmail(newEmail)),
    reload: () => viaSdk((a) => a.reload()),
    currentUser: () => sdk.loaded()?.auth.currentUser() ?? session()?.user ?? null,
    getIdToken: (forceRefresh = false) => {
      const known = sdk.loaded() || forceRefresh ? null : session();
      return known ? Promise.resolve(known.token) : viaSdk((a) => a.getIdToken(forceRefresh));
    },
    onAuthStateChanged(listener) {
      const loaded = sdk.loaded();
      if (loaded) return loaded.auth.onAuthStateChanged(listener);
      let stopped = false;
      let stop: Unsubscribe | undefined;
      const known = session();
      if (known) queueMicrotask(() => !stopped && !stop && listener(known.user));
      else void sdk.start().catch(() => undefined);
      void sdk.ready.then((backend) => {
        if (!stopped) stop = backend.auth.onAuthStateChanged(listener);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
  };
}
