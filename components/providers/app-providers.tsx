import * as Tooltip from '@radix-ui/react-tooltip';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { TOAST_SETTINGS, TOOLTIP_DELAY_MS } from '@/constants/settings';
import { makeQueryClient } from '@/hooks/query-client';
import { makeStore, type AppStore } from '@/store/store';

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests inject their own; the app creates one of each per app instance. */
  store?: AppStore;
  queryClient?: QueryClient;
}

/**
 * Redux, React Query, tooltips (0 ms delay) and toasts (top-right, 4 s, at most 3). Mounted by `_app` the first
 * time a signed-in area opens and kept from then on, so public pages never download them.
 */
export function AppProviders({ children, store: givenStore, queryClient: givenClient }: AppProvidersProps) {
  const [store] = useState(() => givenStore ?? makeStore());
  const [queryClient] = useState(() => givenClient ?? makeQueryClient());
  return (
    <ReduxProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
          {children}
          <ToastContainer position={TOAST_SETTINGS.position} autoClose={TOAST_SETTINGS.autoCloseMs} limit={TOAST_SETTINGS.limit} />
        </Tooltip.Provider>
      </QueryClientProvider>
    </ReduxProvider>
  );
}
