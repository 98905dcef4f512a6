import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useRoleSession } from '@/hooks/use-role-session';
import { storeRoleId } from '@/services/account/role-ids';
import { BackendError, type AuthUser } from '@/services/backend/types';
import { renderWithProviders } from './render';

const session = vi.hoisted(() => ({
  watchAuth: vi.fn(),
  readRoleProfile: vi.fn(),
  subscribeRoleProfile: vi.fn(),
  findSuspension: vi.fn(),
}));
vi.mock('@/services/account/session', async (importOriginal) => ({ ...(await importOriginal<object>()), ...session }));

vi.setConfig({ testTimeout: 60_000 });

const acme: AuthUser = { uid: 'c1', email: 'hr@acme.test', emailVerified: true };
let signedIn: ((user: AuthUser | null) => void) | undefined;

function Probe() {
  const state = useRoleSession('company');
  return <p>{`${state.status}${state.suspension ? `: ${state.suspension.message}` : ''}`}</p>;
}

beforeEach(() => {
  Object.values(session).forEach((fn) => fn.mockReset());
  localStorage.clear();
  storeRoleId('company', 'c1');
  session.watchAuth.mockImplementation((listener: (user: AuthUser | null) => void) => {
    signedIn = listener;
    queueMicrotask(() => listener(acme));
    return () => undefined;
  });
  session.readRoleProfile.mockReturnValue(new Promise(() => undefined));
});

describe('a session whose account an administrator suspended', () => {
  it('ends as "suspended" with the reason, even though the suspension also signed it out, not as a network error', async () => {
    // The local backend refuses a suspended caller as an ended session; asking for a fresh token says why.
    session.subscribeRoleProfile.mockImplementation((_role, _uid, _onData, onError: (e: Error) => void) => {
      queueMicrotask(() =>
        onError(new BackendError('auth/user-token-expired', "The user's credential is no longer valid.")),
      );
      return () => undefined;
    });
    session.findSuspension.mockImplementation(async () => {
      signedIn?.(null);
      return new BackendError('auth/user-disabled', 'This account is suspended. Reason: Spam.');
    });
    const { router } = renderWithProviders(<Probe />, { router: { pathname: '/company', asPath: '/company' } });
    expect(await screen.findByText('suspended: This account is suspended. Reason: Spam.')).toBeInTheDocument();
    expect(router.replace).not.toHaveBeenCalled();
    expect(localStorage.getItem('companyId')).toBeNull();
  });

  it('stays a retryable error when the account is not suspended (offline)', async () => {
    session.subscribeRoleProfile.mockImplementation((_role, _uid, _onData, onError: (e: Error) => void) => {
      queueMicrotask(() => onError(new BackendError('unavailable', 'Could not reach the local backend.')));
      return () => undefined;
    });
    session.findSuspension.mockResolvedValue(null);
    renderWithProviders(<Probe />, { router: { pathname: '/company', asPath: '/company' } });
    expect(await screen.findByText('error')).toBeInTheDocument();
  });

  it('is noticed from the live document in Firebase mode, where the old token still reads it', async () => {
    session.subscribeRoleProfile.mockImplementation((_role, _uid, onData: (p: unknown) => void) => {
      queueMicrotask(() =>
        onData({ id: 'c1', name: 'Acme', timestamp: 1, new: false, verification: 'verified', suspended: true }),
      );
      return () => undefined;
    });
    session.findSuspension.mockResolvedValue(
      new BackendError('auth/user-disabled', 'Firebase: Error (auth/user-disabled).'),
    );
    renderWithProviders(<Probe />, { router: { pathname: '/company', asPath: '/company' } });
    expect(await screen.findByText('suspended: Firebase: Error (auth/user-disabled).')).toBeInTheDocument();
  });
});
