import { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { AppProviders } from '@/components/providers/app-providers';
import { makeStore, type RootState } from '@/store/store';

export function createMockRouter(overrides: Partial<NextRouter> = {}): NextRouter {
  return {
    basePath: '',
    pathname: '/',
    route: '/',
    query: {},
    asPath: '/',
    isReady: true,
    isLocaleDomain: false,
    isPreview: false,
    isFallback: false,
    push: vi.fn(async () => true),
    replace: vi.fn(async () => true),
    reload: vi.fn(),
    back: vi.fn(),
    forward: vi.fn(),
    prefetch: vi.fn(async () => undefined),
    beforePopState: vi.fn(),
    events: { on: vi.fn(), off: vi.fn(), emit: vi.fn() },
    ...overrides,
  };
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  router?: Partial<NextRouter>;
}

/**
 * Renders inside the app's real providers (Redux, React Query, tooltips, toasts) with a fresh store and a fresh
 * QueryClient that never retries, under a mock Next router the test can inspect.
 */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, router, ...options }: RenderWithProvidersOptions = {},
) {
  const store = makeStore(preloadedState);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const mockRouter = createMockRouter(router);
  // No artificial delay between keystrokes: the forms are what is tested, not typing speed.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <RouterContext.Provider value={mockRouter}>
      <AppProviders store={store} queryClient={queryClient}>
        {ui}
      </AppProviders>
    </RouterContext.Provider>,
    options,
  );
  return { ...result, store, queryClient, router: mockRouter, user };
}
