import { QueryClient } from '@tanstack/react-query';
import { QUERY_SETTINGS, retryDelay } from '@/constants/settings';

/** SPEC section 4: queries retry 3 times (1 s doubling, capped at 30 s), mutations never, cache kept 5 minutes. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: QUERY_SETTINGS.retries, retryDelay, gcTime: QUERY_SETTINGS.gcTimeMs },
      mutations: { retry: 0 },
    },
  });
}
