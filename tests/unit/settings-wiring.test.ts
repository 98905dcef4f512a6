import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import {
  PROGRESS_BAR_SETTINGS,
  QUERY_SETTINGS,
  TOAST_SETTINGS,
  TOOLTIP_DELAY_MS,
  retryDelay,
} from '@/constants/settings';
import { BackendError } from '@/services/backend/types';
import { makeQueryClient, shouldRetryQuery } from '@/hooks/query-client';
import { bindRouteProgress, progressOptions } from '@/hooks/use-route-progress';
import { syncProfileEmail } from '@/services/account/account';
import { setBackend } from '@/services/backend/backend';
import type { AuthUser, Backend } from '@/services/backend/types';

const profiles = vi.hoisted(() => ({
  updateTalent: vi.fn(),
  updateCompany: vi.fn(),
  getCompanyAccount: vi.fn(),
  syncCompanyAccount: vi.fn(),
}));
vi.mock('@/services/talents/talents', () => ({ updateTalent: profiles.updateTalent }));
vi.mock('@/services/companies/companies', () => ({ updateCompany: profiles.updateCompany }));
vi.mock('@/services/companies/company-accounts', () => ({
  getCompanyAccount: profiles.getCompanyAccount,
  syncCompanyAccount: profiles.syncCompanyAccount,
}));

describe('query settings (SPEC section 4)', () => {
  it('waits 1 s before the first retry, doubling, capped at 30 s', () => {
    // TanStack Query passes the number of failures so far, starting at 0 for the first retry.
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => retryDelay(attempt))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('wires queries to retry 3 times with that delay, mutations to never retry, and a 5 minute cache', () => {
    const defaults = makeQueryClient().getDefaultOptions();
    expect(defaults.queries?.retry).toBe(shouldRetryQuery);
    expect(defaults.queries?.retryDelay).toBe(retryDelay);
    expect(defaults.queries?.gcTime).toBe(5 * 60 * 1000);
    expect(defaults.mutations?.retry).toBe(0);
    expect(QUERY_SETTINGS.retries).toBe(3);
  });

  it('retries a failed query up to 3 times, but never an answer another attempt cannot change', () => {
    const offline = new BackendError('unavailable', 'Failed to fetch');
    expect([0, 1, 2, 3].map((failures) => shouldRetryQuery(failures, offline))).toEqual([true, true, true, false]);
    expect(shouldRetryQuery(0, new Error('network down'))).toBe(true);
    expect(shouldRetryQuery(0, new BackendError('not-found', 'Job does not exist'))).toBe(false);
    expect(shouldRetryQuery(0, new BackendError('permission-denied', 'Missing or insufficient permissions.'))).toBe(
      false,
    );
    expect(shouldRetryQuery(0, new BackendError('auth/user-not-found', 'Company does not exists'))).toBe(false);
  });

  it('creates a separate client (and cache) each time', () => {
    expect(makeQueryClient()).not.toBe(makeQueryClient());
  });

  it('keeps the toast and tooltip numbers of SPEC section 9', () => {
    expect(TOAST_SETTINGS).toEqual({ position: 'top-right', autoCloseMs: 4000, limit: 3 });
    expect(TOOLTIP_DELAY_MS).toBe(0);
  });
});

describe('route progress bar', () => {
  const fakeProgress = () => ({ start: vi.fn(), done: vi.fn(), configure: vi.fn() });

  it('is configured with SPEC section 9 numbers and no spinner', () => {
    const progress = fakeProgress();
    bindRouteProgress(new EventEmitter() as never, progress as never);
    expect(progress.configure).toHaveBeenCalledWith(progressOptions());
    expect(progressOptions()).toMatchObject({
      minimum: 0.08,
      speed: 200,
      trickleRate: 0.02,
      trickleSpeed: 800,
      showSpinner: false,
    });
  });

  it('draws a bar without the invalid role="bar" of nprogress\'s own template (a critical axe finding mid-navigation)', () => {
    const template = progressOptions().template!;
    expect(template).not.toMatch(/\brole=/);
    // nprogress finds its parts by these selectors; the bar stays decoration only.
    expect(template).toMatch(/^<div class="bar" aria-hidden="true"><div class="peg"><\/div><\/div>$/);
    expect(PROGRESS_BAR_SETTINGS.showSpinner).toBe(false);
  });

  it('starts on a route change and ends on completion and on error', () => {
    const events = new EventEmitter();
    const progress = fakeProgress();
    const unbind = bindRouteProgress(events as never, progress as never);
    events.emit('routeChangeStart', '/company');
    expect(progress.start).toHaveBeenCalledTimes(1);
    events.emit('routeChangeComplete', '/company');
    expect(progress.done).toHaveBeenCalledTimes(1);
    events.emit('routeChangeStart', '/company/jobs');
    events.emit('routeChangeError', new Error('Route Cancelled'), '/company/jobs');
    expect(progress.start).toHaveBeenCalledTimes(2);
    expect(progress.done).toHaveBeenCalledTimes(2);
    unbind();
    events.emit('routeChangeStart', '/x');
    expect(progress.start).toHaveBeenCalledTimes(2);
  });

  it('ignores shallow changes', () => {
    const events = new EventEmitter();
    const progress = fakeProgress();
    bindRouteProgress(events as never, progress as never);
    events.emit('routeChangeStart', '/company?tab=2', { shallow: true });
    expect(progress.start).not.toHaveBeenCalled();
  });
});

describe('profile email follows the account email (after an email change)', () => {
  function signedInAs(user: AuthUser | null, refreshedEmail?: string) {
    let current = user;
    const auth = {
      currentUser: () => current,
      getIdToken: vi.fn(async () => {
        if (current && refreshedEmail) current = { ...current, email: refreshedEmail };
        return 'token';
      }),
    };
    setBackend({ auth } as unknown as Backend);
    return auth;
  }

  it("writes the account's email, from a refreshed token, to the talent's document or the company's private record", async () => {
    profiles.updateTalent.mockReset().mockResolvedValue(undefined);
    profiles.updateCompany.mockReset().mockResolvedValue(undefined);
    profiles.getCompanyAccount.mockReset().mockResolvedValue({ id: 'u1', email: 'old@b.test', emailVerified: false });
    profiles.syncCompanyAccount.mockReset().mockResolvedValue(undefined);
    const auth = signedInAs({ uid: 'u1', email: 'new@b.test', emailVerified: true });
    await expect(syncProfileEmail('talent', { id: 'u1', email: 'old@b.test' })).resolves.toBe(true);
    expect(auth.getIdToken).toHaveBeenCalledWith(true);
    expect(profiles.updateTalent).toHaveBeenCalledWith('u1', { email: 'new@b.test' });
    // The public company profile holds no email: the private record gets it, and learns it is verified.
    await expect(syncProfileEmail('company', { id: 'u1' })).resolves.toBe(true);
    expect(profiles.syncCompanyAccount).toHaveBeenCalledWith('u1', { email: 'new@b.test', emailVerified: true });
    expect(profiles.updateCompany).not.toHaveBeenCalled();
  });

  it('writes nothing when they agree, for another user, for administrators, or when signed out', async () => {
    profiles.updateTalent.mockReset();
    signedInAs({ uid: 'u1', email: 'same@b.test', emailVerified: true });
    await expect(syncProfileEmail('talent', { id: 'u1', email: 'same@b.test' })).resolves.toBe(false);
    await expect(syncProfileEmail('talent', { id: 'someone-else', email: 'other@b.test' })).resolves.toBe(false);
    await expect(syncProfileEmail('admin', { id: 'u1', email: 'old@b.test' })).resolves.toBe(false);
    signedInAs(null);
    await expect(syncProfileEmail('talent', { id: 'u1', email: 'old@b.test' })).resolves.toBe(false);
    expect(profiles.updateTalent).not.toHaveBeenCalled();
  });

  it('gives up quietly when the write is refused, to try again on the next load', async () => {
    profiles.updateTalent
      .mockReset()
      .mockRejectedValueOnce(new BackendError('permission-denied', 'Missing or insufficient permissions.'));
    signedInAs({ uid: 'u1', email: 'new@b.test', emailVerified: true });
    await expect(syncProfileEmail('talent', { id: 'u1', email: 'old@b.test' })).resolves.toBe(false);
    profiles.updateTalent.mockResolvedValue(undefined);
    await expect(syncProfileEmail('talent', { id: 'u1', email: 'old@b.test' })).resolves.toBe(true);
  });
});
