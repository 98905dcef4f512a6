// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalAuth } from '../../services/backend/local/local-auth';
import { SESSION_KEY } from '../../services/backend/local/local-session';
import type { AuthUser } from '../../services/backend/types';

/**
 * The browser side of the local session: localStorage persistence, tabs kept in step by the `storage` event, and
 * the proactive token refresh. The server is stood in for by a fetch stub that speaks the auth protocol.
 */
const user: AuthUser = { uid: 'tab-user', email: 'tab@auth.test', emailVerified: false };
let issued = 0;
let calls: string[] = [];

function session(lifetimeMs = 60 * 60_000) {
  issued += 1;
  return { user, idToken: `id-${issued}`, refreshToken: `refresh-${issued}`, expiresAt: Date.now() + lifetimeMs };
}

/** Another tab wrote the session: the browser fires `storage` in every other tab. */
const otherTabWrote = () => window.dispatchEvent(new StorageEvent('storage', { key: SESSION_KEY }));

beforeEach(() => {
  calls = [];
  window.localStorage.clear();
  vi.stubGlobal('fetch', async (url: string) => {
    const action = url.split('/').pop() as string;
    calls.push(action);
    const body = action === 'signIn' || action === 'refresh' ? session() : {};
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('local auth in the browser', () => {
  it('persists the session in localStorage by default', async () => {
    await createLocalAuth({ baseUrl: '' }).signIn(user.email, 'secret-1');
    expect(JSON.parse(window.localStorage.getItem(SESSION_KEY) as string).user).toEqual(user);
    expect(createLocalAuth({ baseUrl: '' }).currentUser()).toEqual(user);
  });

  it('keeps tabs signed in and out together through the storage event', async () => {
    const tabA = createLocalAuth({ baseUrl: '' });
    const tabB = createLocalAuth({ baseUrl: '' });
    const seenByB: (AuthUser | null)[] = [];
    tabB.onAuthStateChanged((u) => seenByB.push(u));
    await Promise.resolve();

    await tabA.signIn(user.email, 'secret-1');
    otherTabWrote();
    expect(tabB.currentUser()).toEqual(user);
    expect(await tabB.getIdToken()).toBe(JSON.parse(window.localStorage.getItem(SESSION_KEY) as string).idToken);

    await tabA.signOut();
    otherTabWrote();
    expect(tabB.currentUser()).toBeNull();
    expect(seenByB).toEqual([null, user, null]);
  });

  it('refreshes the ID token on its own a few minutes before it expires', async () => {
    vi.useFakeTimers();
    window.localStorage.setItem(SESSION_KEY, JSON.stringify(session(6 * 60_000)));
    const auth = createLocalAuth({ baseUrl: '' });
    const before = JSON.parse(window.localStorage.getItem(SESSION_KEY) as string).idToken;
    await vi.advanceTimersByTimeAsync(59_000);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toEqual(['refresh']);
    const after = JSON.parse(window.localStorage.getItem(SESSION_KEY) as string);
    expect(after.idToken).not.toBe(before);
    expect(await auth.getIdToken()).toBe(after.idToken);
  });
});
