/** One live document through the port, with the collection's own not-found error. */
import { getBackend } from './backend/backend';
import type { BackendError, DocSnapshot, Unsubscribe } from './backend/types';

/**
 * Calls `onData` with each version of the document at `path`, or `onError(notFound())` while it is missing
 * (also when `path` is null: an invalid id names no document). Safe to unsubscribe before the backend is loaded.
 */
export function subscribeDoc<T>(
  path: string | null,
  convert: (snap: DocSnapshot) => T,
  notFound: () => BackendError,
  onData: (value: T) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  let unsubscribe: Unsubscribe | undefined;
  let cancelled = false;
  if (path === null) {
    queueMicrotask(() => !cancelled && onError(notFound()));
  } else {
    getBackend().then(
      (backend) => {
        if (cancelled) return;
        unsubscribe = backend.docs.onDoc(
          path,
          (snap) => (snap.exists ? onData(convert(snap)) : onError(notFound())),
          onError,
        );
      },
      (error: Error) => !cancelled && onError(error),
    );
  }
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}
