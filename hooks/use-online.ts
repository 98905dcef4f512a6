import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a connection (its own `navigator.onLine`); the server's render assumes it has. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** The reason a button that needs the server gives while the device is offline (null when online). */
const OFFLINE_REASON = 'offline: needs a connection';

export function useOfflineReason(): string | null {
  return useOnline() ? null : OFFLINE_REASON;
}
