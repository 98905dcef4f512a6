import { QueryClient } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { AppProviders } from '@/components/providers/app-providers';
import type { Role } from '@/constants/routes';
import { primeSignedInProfile } from '@/hooks/use-signed-in-profile';
import type { RoleProfiles } from '@/services/account/session';
import { makeStore, type RootState } from '@/store/store';
import { sessionUserOf } from '@/store/user-slice';

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

type SignedIn<P> = { user: P | null; isAuthenticated: boolean };

/** The store's slices as a test states them: a slice's user is the signed-in profile document. */
export interface TestState {
  talents?: SignedIn<RoleProfiles['talent']>;
  companies?: SignedIn<RoleProfiles['company']>;
  admins?: SignedIn<RoleProfiles['admin']>;
  resources?: RootState['resources'];
}

const SLICES = { talent: 'talents', company: 'companies', admin: 'admins' } as const satisfies Record<Role, string>;

/**
 * Signs the test's profiles in as the area's guard does: who is signed in in the store, the document in the query
 * cache.
 */
function signIn(state: TestState | undefined, queryClient: QueryClient): Partial<RootState> | undefined {
  if (!state) return undefined;
  const { resources, ...slices } = state;
  const stored: Partial<RootState> = resources ? { resources } : {};
  for (const [role, name] of Object.entries(SLICES) as [Role, (typeof SLICES)[Role]][]) {
    const slice = slices[name];
    if (!slice) continue;
    if (slice.user) primeSignedInProfile(queryClient, role, slice.user);
    stored[name] = { user: slice.user && sessionUserOf(slice.user), isAuthenticated: slice.isAuthenticated };
  }
  return stored;
}

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: TestState;
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
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const store = makeStore(signIn(preloadedState, queryClient));
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
