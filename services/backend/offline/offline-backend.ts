/** The browser's backend with its reads kept for offline use (./offline-documents.ts), per signed-in account. */
import { isOnline, noteUnreachable, subscribeConnection } from '../connection';
import type { Backend } from '../types';
import { indexedDbCopyStore } from './copy-store';
import { withOfflineCopies } from './offline-documents';

export function withOfflineReads<B extends Backend>(backend: B): B {
  const docs = withOfflineCopies({
    inner: backend.docs,
    store: indexedDbCopyStore(),
    uid: () => backend.auth.currentUser()?.uid ?? null,
    connection: {
      online: isOnline,
      unreachable: noteUnreachable,
      subscribe: subscribeConnection,
    },
  });
  return { ...backend, docs };
}
