import { describe, expect, it } from 'vitest';
import {
  decideAreaAccess,
  decideAuthPageRedirect,
  loginRedirect,
  safeNextPath,
  type AreaGuardInput,
} from '@/hooks/guard-decision';
import type { AuthUser } from '@/services/backend/types';

const user = (uid: string, emailVerified = true): AuthUser => ({ uid, email: `${uid}@example.com`, emailVerified });
const input = (patch: Partial<AreaGuardInput>): AreaGuardInput => ({
  storedId: 'u1',
  auth: user('u1'),
  profile: 'found',
  ...patch,
});

describe('decideAreaAccess', () => {
  it.each([
    ['talent', '/auth/login'],
    ['company', '/company/auth/login'],
    ['admin', '/backoffice/auth/login'],
  ] as const)('sends a %s area visitor without a stored id to %s', (role, login) => {
    expect(decideAreaAccess(role, input({ storedId: null, auth: undefined }))).toEqual({
      kind: 'redirect',
      to: login,
      forgetStoredId: false,
    });
  });

  it('waits for the provider before deciding', () => {
    expect(decideAreaAccess('talent', input({ auth: undefined, profile: 'unknown' }))).toEqual({ kind: 'wait' });
  });

  it('redirects and forgets the id when nobody is signed in', () => {
    expect(decideAreaAccess('company', input({ auth: null }))).toEqual({
      kind: 'redirect',
      to: '/company/auth/login',
      forgetStoredId: true,
    });
  });

  it('redirects when the stored id is not the signed-in account (edited local storage)', () => {
    expect(decideAreaAccess('talent', input({ storedId: 'company-uid', auth: user('u1') }))).toMatchObject({
      kind: 'redirect',
      forgetStoredId: true,
    });
  });

  it('waits for the role document, then allows when it exists', () => {
    expect(decideAreaAccess('admin', input({ profile: 'unknown' }))).toEqual({ kind: 'wait' });
    expect(decideAreaAccess('admin', input({ profile: 'found' }))).toEqual({ kind: 'allow' });
  });

  it('redirects an account that lacks the role (a company opening the talent area)', () => {
    expect(decideAreaAccess('talent', input({ profile: 'missing' }))).toEqual({
      kind: 'redirect',
      to: '/auth/login',
      forgetStoredId: true,
    });
  });

  it('offers a retry instead of signing out when the profile could not be read', () => {
    expect(decideAreaAccess('company', input({ profile: 'error' }))).toEqual({ kind: 'error' });
  });

  it('says a suspended account is suspended, even once the suspension has signed it out', () => {
    expect(decideAreaAccess('company', input({ profile: 'suspended' }))).toEqual({ kind: 'suspended' });
    expect(decideAreaAccess('company', input({ auth: null, profile: 'suspended' }))).toEqual({ kind: 'suspended' });
  });

  it('lets an unverified talent in (the layout shows the verification banner)', () => {
    expect(decideAreaAccess('talent', input({ auth: user('u1', false) }))).toEqual({ kind: 'allow' });
  });

  it('remembers a deep link in the area as ?next=', () => {
    expect(decideAreaAccess('company', input({ storedId: null }), '/company/jobs/create')).toMatchObject({
      to: '/company/auth/login?next=%2Fcompany%2Fjobs%2Fcreate',
    });
  });
});

describe('loginRedirect and safeNextPath', () => {
  it('does not add next for the area home or paths outside the area', () => {
    expect(loginRedirect('talent', '/talent-dashboard')).toBe('/auth/login');
    expect(loginRedirect('talent', '/company/jobs')).toBe('/auth/login');
    expect(loginRedirect('admin')).toBe('/backoffice/auth/login');
  });

  it('only accepts same-site paths inside the role area', () => {
    expect(safeNextPath('talent', '/talent-dashboard/jobs?x=1')).toBe('/talent-dashboard/jobs?x=1');
    expect(safeNextPath('company', '/company')).toBe('/company');
    expect(safeNextPath('company', '//evil.test/company')).toBeNull();
    expect(safeNextPath('company', 'https://evil.test/company')).toBeNull();
    expect(safeNextPath('company', '/\\evil.test')).toBeNull();
    expect(safeNextPath('company', '/companyx')).toBeNull();
    expect(safeNextPath('company', '/company/auth/login')).toBeNull();
    expect(safeNextPath('admin', '/talent-dashboard')).toBeNull();
    expect(safeNextPath('talent', ['/talent-dashboard'])).toBeNull();
    expect(safeNextPath('talent', undefined)).toBeNull();
  });
});

describe('decideAuthPageRedirect', () => {
  it('sends a verified, signed-in talent to the talent dashboard', () => {
    expect(decideAuthPageRedirect('talent', 'u1', user('u1'))).toBe('/talent-dashboard');
  });

  it('keeps an unverified talent on the auth page', () => {
    expect(decideAuthPageRedirect('talent', 'u1', user('u1', false))).toBeNull();
  });

  it('sends a signed-in company to /company and an admin to /backoffice', () => {
    expect(decideAuthPageRedirect('company', 'u1', user('u1', false))).toBe('/company');
    expect(decideAuthPageRedirect('admin', 'u1', user('u1'))).toBe('/backoffice');
  });

  it('does nothing without a stored id, without a user, or for another account', () => {
    expect(decideAuthPageRedirect('admin', null, user('u1'))).toBeNull();
    expect(decideAuthPageRedirect('admin', 'u1', null)).toBeNull();
    expect(decideAuthPageRedirect('company', 'u2', user('u1'))).toBeNull();
  });
});
