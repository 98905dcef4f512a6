import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isOnline, subscribeConnection } from '@/services/backend/connection';
import { QUERY_SETTINGS, retryDelay } from '@/constants/settings';

/** Answers that another attempt cannot change: retrying them only keeps the user waiting (7 s for 3 retries). */
const FINAL_ERROR_CODES = new Set([
  'not-found',
  'permission-denied',
  'invalid-argument',
  'failed-precondition',
  'unauthenticated',
  'already-exists',
  'auth/user-not-found',
]);

/** SPEC section 4: failed queries retry up to 3 times; a definitive answer is not retried. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  return failureCount < QUERY_SETTINGS.retries && !FINAL_ERROR_CODES.has(code);
}

/** SPEC section 4: queries retry 3 times (1 s doubling, capped at 30 s), mutations never, cache kept 5 minutes. */
export function makeQueryClient(): QueryClient {
  // Offline means the servers cannot be reached, not only what the browser reports (services/backend/connection.ts):
  // mutations wait for it, and queries refetch when it comes back.
  if (typeof window !== 'undefined')
    onlineManager.setEventListener((setOnline) => {
      setOnline(isOnline());
      return subscribeConnection(() => setOnline(isOnline()));
    });
  return new QueryClient({
    defaultOptions: {
      // A query runs offline too: the backend answers it from the copy kept on the device when it has one
      // (services/backend/offline/); without one it fails, and its retries wait for the connection.
      queries: { retry: shouldRetryQuery, retryDelay, gcTime: QUERY_SETTINGS.gcTimeMs, networkMode: 'offlineFirst' },
      mutations: { retry: 0 },
    },
  });
}
