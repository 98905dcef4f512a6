import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { ToastHost } from '@/components/ui/toast-host';
import { makeQueryClient } from '@/hooks/query-client';
import { makeStore, type AppStore } from '@/store/store';

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests inject their own; the app creates one of each per app instance. */
  store?: AppStore;
  queryClient?: QueryClient;
}

/**
 * Redux, React Query and the toast host (top-right, 4 s, at most 3; its library loads with the first toast).
 * Brought by the signed-in pages and kept mounted by `_app` once an area has been opened, so public pages never
 * download them.
 */
export function AppProviders({ children, store: givenStore, queryClient: givenClient }: AppProvidersProps) {
  const [store] = useState(() => givenStore ?? makeStore());
  const [queryClient] = useState(() => givenClient ?? makeQueryClient());
  return (
    <ReduxProvider store={store}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastHost />
      </QueryClientProvider>
    </ReduxProvider>
  );
}
