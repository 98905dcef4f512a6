/**
 * The session the Auth SDK keeps in localStorage (browserLocalPersistence, app.ts), read without the SDK: who is
 * signed in and an ID token still valid for a while. It lets a signed-in screen make its first reads before the
 * SDK has loaded; the SDK, once loaded, restores the same session and takes over (refreshing the token).
 */
import type { AuthUser } from '../types';

export interface PersistedSession {
  user: AuthUser;
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

/** A token this close to its expiry is left to the SDK to refresh. */
const MARGIN_MS = 5 * 60_000;

interface StoredUser {
  uid?: unknown;
  email?: unknown;
  emailVerified?: unknown;
  stsTokenManager?: { accessToken?: unknown; expirationTime?: unknown };
}

export function readPersistedSession(
  apiKey: string,
  storage: Pick<Storage, 'getItem'>,
  now = Date.now(),
): PersistedSession | null {
  let stored: StoredUser | null;
  try {
    stored = JSON.parse(storage.getItem(`firebase:authUser:${apiKey}:[DEFAULT]`) ?? 'null') as StoredUser | null;
  } catch {
    return null;
  }
  const token = stored?.stsTokenManager?.accessToken;
  const expiresAt = stored?.stsTokenManager?.expirationTime;
  if (!stored || typeof stored.uid !== 'string' || typeof token !== 'string' || typeof expiresAt !== 'number')
    return null;
  if (expiresAt - now < MARGIN_MS) return null;
  const user = {
    uid: stored.uid,
    email: typeof stored.email === 'string' ? stored.email : '',
    emailVerified: stored.emailVerified === true,
  };
  return { user, token, expiresAt };
}
