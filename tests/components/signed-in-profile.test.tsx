/**
 * The session in one store: the area's guard puts the live profile document in the query cache and only who is
 * signed in (id, name, email) in the role's slice; screens read the document without a request; logging out takes
 * both away.
 */
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLogout } from '@/hooks/use-logout';
import { useRoleSession } from '@/hooks/use-role-session';
import { signedInProfileKey, useSignedInProfile } from '@/hooks/use-signed-in-profile';
import { storeRoleId } from '@/services/account/role-ids';
import type { AuthUser } from '@/services/backend/types';
import type { Talent } from '@/services/talents/talents';
import { renderWithProviders } from './render';

const session = vi.hoisted(() => ({
  watchAuth: vi.fn(),
  readRoleProfile: vi.fn(),
  subscribeRoleProfile: vi.fn(),
  findSuspension: vi.fn(),
  logout: vi.fn(async () => undefined),
}));
vi.mock('@/services/account/session', async (importOriginal) => ({ ...(await importOriginal<object>()), ...session }));
const talents = vi.hoisted(() => ({ getTalent: vi.fn() }));
vi.mock('@/services/talents/talents', async (importOriginal) => ({ ...(await importOriginal<object>()), ...talents }));

vi.setConfig({ testTimeout: 60_000 });

const ada: Talent = {
  id: 't1',
  email: 'ada@example.com',
  name: 'Ada Okafor',
  availability: true,
  timestamp: 1_767_225_600_000,
  new: false,
  role: 'Web Developer',
  skills: [{ skill: 'React' }],
};
const authUser: AuthUser = { uid: 't1', email: 'ada@example.com', emailVerified: true };

function Screen() {
  const profile = useSignedInProfile('talent');
  const { logout } = useLogout('talent');
  return (
    <>
      <p>{profile ? `${profile.name}, ${profile.role}, ${profile.skills?.length ?? 0} skill` : 'no profile'}</p>
      <button type="button" onClick={() => void logout()}>
        Logout
      </button>
    </>
  );
}

function Area() {
  const { status } = useRoleSession('talent');
  return status === 'ready' ? <Screen /> : <p>{status}</p>;
}

beforeEach(() => {
  Object.values(session).forEach((fn) => fn.mockReset());
  talents.getTalent.mockReset();
  localStorage.clear();
});

describe('the signed-in profile', () => {
  it("is kept live in the query cache by the area's guard; the store holds only who is signed in", async () => {
    storeRoleId('talent', 't1');
    let push: ((profile: Talent) => void) | undefined;
    session.watchAuth.mockImplementation((listener: (user: AuthUser | null) => void) => {
      queueMicrotask(() => listener(authUser));
      return () => undefined;
    });
    session.readRoleProfile.mockReturnValue(new Promise(() => undefined));
    session.subscribeRoleProfile.mockImplementation((_role, _uid, onData: (p: Talent) => void) => {
      push = onData;
      queueMicrotask(() => onData(ada));
      return () => undefined;
    });
    const { store, queryClient } = renderWithProviders(<Area />, {
      router: { pathname: '/talent-dashboard', asPath: '/talent-dashboard' },
    });
    expect(await screen.findByText('Ada Okafor, Web Developer, 1 skill')).toBeInTheDocument();
    expect(store.getState().talents).toEqual({
      user: { id: 't1', name: 'Ada Okafor', email: 'ada@example.com' },
      isAuthenticated: true,
    });
    expect(queryClient.getQueryData(signedInProfileKey('talent', 't1'))).toEqual(ada);

    // A snapshot the talent's own save brings: the screen follows it, no read asked for.
    act(() => push?.({ ...ada, role: 'Data Analyst', skills: [{ skill: 'React' }, { skill: 'SQL' }] }));
    expect(await screen.findByText('Ada Okafor, Data Analyst, 2 skill')).toBeInTheDocument();
    expect(talents.getTalent).not.toHaveBeenCalled();
  });

  it('is read from the cache by screens, without a request, and goes with the session on logout', async () => {
    const { user, store, queryClient } = renderWithProviders(<Screen />, {
      preloadedState: { talents: { user: ada, isAuthenticated: true } },
    });
    expect(screen.getByText('Ada Okafor, Web Developer, 1 skill')).toBeInTheDocument();
    expect(talents.getTalent).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(store.getState().talents).toEqual({ user: null, isAuthenticated: false });
    expect(queryClient.getQueryData(signedInProfileKey('talent', 't1'))).toBeUndefined();
    expect(session.logout).toHaveBeenCalled();
  });
});
