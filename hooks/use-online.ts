import { useSyncExternalStore } from 'react';
import { isOnline, subscribeConnection } from '@/services/backend/connection';
import { copiesShownAsOf, subscribeCopiesShown } from '@/services/backend/offline/as-of';

/**
 * Whether the app can reach its servers: the browser's own `navigator.onLine`, and offline too after a request
 * failed for want of a network (services/backend/connection.ts). The server's render assumes it can.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnection, isOnline, () => true);
}

/** The reason a button that needs the server gives while the device is offline (null when online). */
const OFFLINE_REASON = 'offline: needs a connection';

export function useOfflineReason(): string | null {
  return useOnline() ? null : OFFLINE_REASON;
}

/** Offline, the time of the oldest data on screen that was kept on the device (epoch ms); otherwise null. */
export function useOfflineAsOf(): number | null {
  return useSyncExternalStore(subscribeCopiesShown, copiesShownAsOf, () => null);
}
