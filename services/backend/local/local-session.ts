import type { AuthUser } from '../types';

export interface SessionStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StoredSession {
  user: AuthUser;
  idToken: string;
  refreshToken: string;
  /** Epoch ms when idToken expires. */
  expiresAt: number;
}

export const SESSION_KEY = 'local-backend:session';

export function createMemoryStorage(): SessionStorageLike {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function isSession(value: unknown): value is StoredSession {
  const s = value as StoredSession | null;
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.idToken === 'string' &&
    typeof s.refreshToken === 'string' &&
    typeof s.expiresAt === 'number' &&
    typeof s.user?.uid === 'string' &&
    typeof s.user.email === 'string'
  );
}

/**
 * The persisted session. With the browser's localStorage, `onExternalChange` fires when another tab writes it
 * (the `storage` event), which is how tabs stay signed in and out together.
 */
export function createSessionStore(storage: SessionStorageLike | undefined, onExternalChange: () => void) {
  const browser = typeof window !== 'undefined' && typeof window.localStorage !== 'undefined';
  const target = storage ?? (browser ? window.localStorage : createMemoryStorage());
  if (browser && target === window.localStorage) {
    window.addEventListener('storage', (event) => {
      if (event.key === SESSION_KEY || event.key === null) onExternalChange();
    });
  }
  return {
    read(): StoredSession | null {
      try {
        const parsed: unknown = JSON.parse(target.getItem(SESSION_KEY) ?? 'null');
        return isSession(parsed)
          ? { ...parsed, user: { ...parsed.user, emailVerified: parsed.user.emailVerified === true } }
          : null;
      } catch {
        return null;
      }
    },
    write(session: StoredSession | null): void {
      try {
        if (session) target.setItem(SESSION_KEY, JSON.stringify(session));
        else target.removeItem(SESSION_KEY);
      } catch {
        // Storage full or disabled (private mode): the session still lives in memory for this tab.
      }
    },
  };
}
