import { BackendError, type Auth, type AuthUser, type TotpSetup, type Unsubscribe } from '../types';
import { tokenSecondFactor } from '../token-claims';
import { createSessionStore, type SessionStorageLike, type StoredSession } from './local-session';

export interface LocalAuthOptions {
  /** Origin of the app serving /api/local/*; '' in the browser (same origin). */
  baseUrl: string;
  /** Where the session persists: window.localStorage in the browser by default, memory elsewhere. */
  storage?: SessionStorageLike;
}

// Refresh a little before expiry so a request never leaves with a token that dies in flight.
const REFRESH_MARGIN_MS = 5 * 60_000;
const SIGNED_OUT_CODES = new Set(['auth/user-token-expired', 'auth/user-not-found', 'auth/user-disabled']);

async function post<T>(baseUrl: string, action: string, body: unknown, token?: string | null): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${baseUrl}/api/local/auth/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    throw new BackendError(
      'auth/network-request-failed',
      'A network AuthError (such as timeout, interrupted connection or unreachable host) has occurred.',
    );
  }
  const json = (await res.json().catch(() => null)) as { error?: { code: string; message: string } } | null;
  if (!res.ok)
    throw new BackendError(
      json?.error?.code ?? 'auth/internal-error',
      json?.error?.message ?? `Auth request failed (HTTP ${res.status}).`,
    );
  return json as T;
}

/** The port's Auth over the local backend's /api/local/auth routes, with a Firebase-like persisted session. */
export function createLocalAuth(options: LocalAuthOptions): Auth {
  const { baseUrl } = options;
  // Per listener, the uid it was last told about; undefined until its first (asynchronous) call.
  const listeners = new Map<(user: AuthUser | null) => void, string | null | undefined>();
  const store = createSessionStore(options.storage, () => {
    // Another tab signed in, out, or refreshed.
    applySession(store.read(), false);
  });
  let session: StoredSession | null = store.read();
  let refreshing: Promise<StoredSession | null> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const copy = (s: StoredSession | null): AuthUser | null => (s ? { ...s.user } : null);

  function schedule() {
    clearTimeout(timer);
    if (!session) return;
    timer = setTimeout(
      () => void refresh().catch(() => undefined),
      Math.max(0, session.expiresAt - Date.now() - REFRESH_MARGIN_MS),
    );
    // In Node a pending refresh must not keep the process alive.
    (timer as { unref?: () => void }).unref?.();
  }

  /** Firebase notifies auth-state listeners when the signed-in uid changes, not on token refresh or reload. */
  function applySession(next: StoredSession | null, persist: boolean) {
    session = next;
    if (persist) store.write(next);
    schedule();
    const uid = next?.user.uid ?? null;
    for (const [listener, told] of [...listeners]) {
      if (told === undefined || told === uid || !listeners.has(listener)) continue;
      listeners.set(listener, uid);
      listener(copy(next));
    }
  }

  async function refresh(): Promise<StoredSession | null> {
    refreshing ??= (async () => {
      const current = session;
      if (!current) return null;
      try {
        const next = await post<StoredSession>(baseUrl, 'refresh', { refreshToken: current.refreshToken });
        // Signed out or switched user meanwhile (another tab): keep that newer state.
        if (session?.user.uid === current.user.uid) applySession(next, true);
        return session;
      } catch (err) {
        if (err instanceof BackendError && SIGNED_OUT_CODES.has(err.code) && session === current)
          applySession(null, true);
        throw err;
      }
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  // A right password of an account with an authenticator app: what its code completes (mfaSignIn).
  let pendingCredential: string | null = null;

  /** A session, or (an account with a second factor) the pending credential kept for signInWithCode. */
  function sessionOrPending(next: StoredSession | { mfaPendingCredential: string }): StoredSession {
    if ('mfaPendingCredential' in next) {
      pendingCredential = next.mfaPendingCredential;
      throw new BackendError(
        'auth/multi-factor-auth-required',
        'Proof of ownership of a second factor is required to complete sign-in.',
      );
    }
    pendingCredential = null;
    return next;
  }

  async function signInWith(action: 'signUp' | 'signIn', email: string, password: string): Promise<AuthUser> {
    const next = sessionOrPending(await post(baseUrl, action, { email, password }));
    applySession(next, true);
    return { ...next.user };
  }

  /** An action of the signed-in user that answers new tokens for this session (kept unless it changed meanwhile). */
  async function renewingAction(action: string, body: unknown): Promise<void> {
    const current = session;
    const next = sessionOrPending(await post(baseUrl, action, body, await signedInToken()));
    if (session?.user.uid === current?.user.uid) applySession(next, true);
  }

  async function getIdToken(forceRefresh = false): Promise<string | null> {
    if (!session) return null;
    // Another tab may have refreshed already.
    const stored = store.read();
    if (stored && stored.user.uid === session.user.uid && stored.expiresAt > session.expiresAt)
      applySession(stored, false);
    if (forceRefresh || session.expiresAt - Date.now() < REFRESH_MARGIN_MS) return (await refresh())?.idToken ?? null;
    return session.idToken;
  }

  async function signedInToken(): Promise<string> {
    const token = await getIdToken();
    if (!token) {
      throw new BackendError(
        'auth/null-user',
        'A null user object was provided as the argument for an operation which requires a non-null user object.',
      );
    }
    return token;
  }

  schedule();

  return {
    signUp: (email, password) => signInWith('signUp', email, password),
    signIn: (email, password) => signInWith('signIn', email, password),
    async signOut() {
      applySession(null, true);
    },
    async sendPasswordReset(email) {
      await post(baseUrl, 'sendPasswordReset', { email });
    },
    async sendVerification() {
      await post(baseUrl, 'sendVerification', {}, await signedInToken());
    },
    async applyActionCode(code) {
      await post(baseUrl, 'applyActionCode', { oobCode: code });
    },
    async confirmPasswordReset(code, newPassword) {
      await post(baseUrl, 'confirmPasswordReset', { oobCode: code, newPassword });
    },
    reauthenticate: (password) => renewingAction('reauthenticate', { password }),
    // The server ends the other sessions and answers with new tokens for this one.
    updatePassword: (newPassword) => renewingAction('updatePassword', { newPassword }),
    async signInWithCode(code) {
      if (!pendingCredential) {
        throw new BackendError(
          'auth/missing-multi-factor-session',
          'The request is missing proof of first factor successful sign-in.',
        );
      }
      const next = await post<StoredSession>(baseUrl, 'mfaSignIn', { mfaPendingCredential: pendingCredential, code });
      pendingCredential = null;
      applySession(next, true);
      return { ...next.user };
    },
    startTotpEnrolment: async () => post<TotpSetup>(baseUrl, 'mfaEnrollStart', {}, await signedInToken()),
    finishTotpEnrolment: (code) => renewingAction('mfaEnrollFinish', { code }),
    removeTotp: () => renewingAction('mfaUnenroll', {}),
    async secondFactorState() {
      const token = await signedInToken();
      const { enrolled } = await post<{ enrolled: boolean }>(baseUrl, 'mfaStatus', {}, token);
      return { enrolled, signedInWithIt: tokenSecondFactor(token) !== null };
    },
    async verifyBeforeUpdateEmail(newEmail) {
      await post(baseUrl, 'verifyBeforeUpdateEmail', { newEmail }, await signedInToken());
    },
    currentUser: () => copy(session),
    async reload() {
      if (!session) return null;
      return copy(await refresh());
    },
    onAuthStateChanged(listener): Unsubscribe {
      listeners.set(listener, undefined);
      // Like Firebase: the restored state arrives asynchronously, once, then only changes.
      queueMicrotask(() => {
        if (!listeners.has(listener) || listeners.get(listener) !== undefined) return;
        listeners.set(listener, session?.user.uid ?? null);
        listener(copy(session));
      });
      return () => listeners.delete(listener);
    },
    getIdToken,
  };
}
