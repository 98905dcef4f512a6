import type { CallTrusted } from './trusted-ops';
import type { Backend } from './types';

/** The app's backend: the port with its trusted calls typed by the operations' contract. */
export type AppBackend = Backend<CallTrusted>;

let current: Promise<AppBackend> | undefined;

export type BackendMode = 'local' | 'firebase';

export function backendMode(): BackendMode {
  return process.env.NEXT_PUBLIC_BACKEND === 'firebase' ? 'firebase' : 'local';
}

/**
 * The one backend of this app, created on first use. Loaded with a dynamic import so that pages which never touch
 * data do not download an adapter, and the local adapter never pulls in the Firebase SDK.
 */
export function getBackend(): Promise<AppBackend> {
  if (typeof window === 'undefined') {
    current ??=
      backendMode() === 'firebase'
        ? import('./firebase/firebase-backend').then((m) => m.createFirebaseBackend())
        : import('./local/local-backend').then((m) => m.createLocalBackend({ baseUrl: '' }));
    return current;
  }
  // In the browser, reads are kept for offline use (offline/offline-documents.ts); both chunks load at once.
  current ??= Promise.all([
    backendMode() === 'firebase'
      ? import('./firebase/browser-backend').then((m) => m.createBrowserBackend())
      : import('./local/local-backend').then((m) => m.createLocalBackend({ baseUrl: '' })),
    import('./offline/offline-backend'),
  ]).then(([backend, offline]) => offline.withOfflineReads(backend as AppBackend));
  return current;
}

/**
 * Tests and scripts point the services at a backend of their choosing: an adapter's (its trusted calls untyped,
 * answered by the same routes) or one already typed.
 */
export function setBackend(backend: Backend): void {
  current = Promise.resolve(backend as AppBackend);
}
