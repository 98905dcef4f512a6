import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setBackend } from '@/services/backend/backend';
import { BackendError, type Auth, type AuthUser, type Backend } from '@/services/backend/types';

const services = vi.hoisted(() => ({
  getTalent: vi.fn(),
  createTalent: vi.fn(),
  subscribeTalent: vi.fn(),
  getCompany: vi.fn(),
  createCompany: vi.fn(),
  subscribeCompany: vi.fn(),
  getAdmin: vi.fn(),
  subscribeAdmin: vi.fn(),
  trackSignUp: vi.fn(),
}));

vi.mock('@/services/talents/talents', () => ({
  getTalent: services.getTalent,
  createTalent: services.createTalent,
  subscribeTalent: services.subscribeTalent,
}));
vi.mock('@/services/companies/companies', () => ({
  getCompany: services.getCompany,
  createCompany: services.createCompany,
  subscribeCompany: services.subscribeCompany,
}));
vi.mock('@/services/account/admins', () => ({ getAdmin: services.getAdmin, subscribeAdmin: services.subscribeAdmin }));
vi.mock('@/services/integrations/analytics', () => ({ trackSignUp: services.trackSignUp }));

import { ROLE_ID_KEYS, readRoleId } from '@/services/account/role-ids';
import { WRONG_ROLE, logout, signInAs, signUpCompany, signUpTalent } from '@/services/account/session';

const notFound = () => new BackendError('not-found', 'User does not exist');
const user: AuthUser = { uid: 'u1', email: 'ada@example.com', emailVerified: false };

function fakeAuth(): Auth & { calls: string[] } {
  const calls: string[] = [];
  const record =
    <T>(name: string, value: T) =>
    async () => {
      calls.push(name);
      return value;
    };
  return {
    calls,
    signUp: vi.fn(record('signUp', user)),
    signIn: vi.fn(record('signIn', user)),
    signInWithCode: vi.fn(record('signInWithCode', user)),
    startTotpEnrolment: vi.fn(record('startTotpEnrolment', { secret: 'S', uri: 'otpauth://totp/x' })),
    finishTotpEnrolment: vi.fn(record('finishTotpEnrolment', undefined)),
    removeTotp: vi.fn(record('removeTotp', undefined)),
    secondFactorState: vi.fn(record('secondFactorState', { enrolled: false, signedInWithIt: false })),
    signOut: vi.fn(record('signOut', undefined)),
    sendPasswordReset: vi.fn(record('sendPasswordReset', undefined)),
    sendVerification: vi.fn(record('sendVerification', undefined)),
    applyActionCode: vi.fn(record('applyActionCode', undefined)),
    confirmPasswordReset: vi.fn(record('confirmPasswordReset', undefined)),
    reauthenticate: vi.fn(record('reauthenticate', undefined)),
    updatePassword: vi.fn(record('updatePassword', undefined)),
    verifyBeforeUpdateEmail: vi.fn(record('verifyBeforeUpdateEmail', undefined)),
    currentUser: () => user,
    reload: vi.fn(record('reload', user)),
    onAuthStateChanged: vi.fn(() => () => undefined),
    getIdToken: vi.fn(record('getIdToken', 'token')),
  };
}

/** A minimal localStorage for the node test environment. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

let auth: ReturnType<typeof fakeAuth>;
/** Member documents (`companyMembers/{uid}`) by path; none unless a test adds one. */
let members: Record<string, Record<string, unknown>>;
const docs = {
  get: vi.fn(async (path: string) => ({ id: path.split('/')[1], path, exists: path in members, data: members[path] })),
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.stubGlobal('window', { localStorage: memoryStorage() });
  auth = fakeAuth();
  members = {};
  setBackend({ auth, docs } as unknown as Backend);
  services.trackSignUp.mockResolvedValue(undefined);
});

describe('signInAs', () => {
  it('signs in, checks the role document and stores the role id', async () => {
    members['companyMembers/u1'] = { uid: 'u1', companyId: 'u1', role: 'owner' };
    services.getCompany.mockResolvedValue({ id: 'u1', name: 'Acme' });
    await expect(signInAs('company', ' hr@acme.test ', 'pw')).resolves.toEqual({ id: 'u1', name: 'Acme' });
    expect(auth.signIn).toHaveBeenCalledWith('hr@acme.test', 'pw');
    expect(services.getCompany).toHaveBeenCalledWith('u1');
    expect(readRoleId('company')).toBe('u1');
  });

  it('opens the company a recruiter joined, not one of its own uid', async () => {
    members['companyMembers/u1'] = { uid: 'u1', companyId: 'c9', role: 'recruiter' };
    services.getCompany.mockResolvedValue({ id: 'c9', name: 'Acme' });
    await expect(signInAs('company', 'rae@acme.test', 'pw')).resolves.toEqual({ id: 'c9', name: 'Acme' });
    expect(services.getCompany).toHaveBeenCalledWith('c9');
    expect(readRoleId('company')).toBe('u1');
  });

  it('refuses an account with no member document, even one whose uid is a company id', async () => {
    services.getCompany.mockResolvedValue({ id: 'u1', name: 'Acme' });
    await expect(signInAs('company', 'hr@acme.test', 'pw')).rejects.toMatchObject({ code: WRONG_ROLE });
    expect(services.getCompany).not.toHaveBeenCalled();
  });

  it('refuses a founding account removed from its own company', async () => {
    members['companyMembers/u1'] = { uid: 'u1', companyId: 'u1', role: 'removed' };
    services.getCompany.mockResolvedValue({ id: 'u1', name: 'Acme' });
    await expect(signInAs('company', 'hr@acme.test', 'pw')).rejects.toMatchObject({ code: WRONG_ROLE });
    expect(services.getCompany).not.toHaveBeenCalled();
  });

  it.each([
    ['talent', services.getTalent, 'This account is not a talent account.'],
    ['company', services.getCompany, 'This account is not a company account.'],
    ['admin', services.getAdmin, 'This account is not an administrator account.'],
  ] as const)('signs a non-%s account straight back out with a clear error', async (role, reader, message) => {
    reader.mockRejectedValue(
      role === 'company' ? new BackendError('auth/user-not-found', 'Company does not exists') : notFound(),
    );
    window.localStorage.setItem(ROLE_ID_KEYS.talent, 'stale');
    await expect(signInAs(role, 'x@example.com', 'pw')).rejects.toMatchObject({ code: WRONG_ROLE, message });
    expect(auth.signOut).toHaveBeenCalled();
    expect(readRoleId(role)).toBeNull();
    expect(readRoleId('talent')).toBeNull();
  });

  it('passes provider errors through without checking roles', async () => {
    vi.mocked(auth.signIn).mockRejectedValueOnce(new BackendError('auth/invalid-credential', 'bad'));
    await expect(signInAs('talent', 'x@example.com', 'pw')).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    expect(services.getTalent).not.toHaveBeenCalled();
  });
});

describe('signUpTalent', () => {
  it('creates the account, then the student, then sends the verification email, and tracks the sign-up', async () => {
    services.createTalent.mockImplementation(async (input) => {
      auth.calls.push('createTalent');
      return { ...input, availability: true, new: true, skills: [], timestamp: 1 };
    });
    const result = await signUpTalent({
      name: ' Ada Okafor ',
      email: 'ada@example.com',
      password: 'long-password',
      category: 'Web Developer',
    });
    expect(auth.calls).toEqual(['signUp', 'createTalent', 'sendVerification']);
    expect(services.createTalent).toHaveBeenCalledWith({
      id: 'u1',
      email: 'ada@example.com',
      name: 'Ada Okafor',
      role: 'Web Developer',
    });
    expect(result.verificationSent).toBe(true);
    expect(readRoleId('talent')).toBe('u1');
    expect(services.trackSignUp).toHaveBeenCalledWith({ source: 'talent-sign-up', optedOutOfEmail: false });
  });

  it('still completes when the verification email could not be sent (the banner can resend it)', async () => {
    services.createTalent.mockResolvedValue({ id: 'u1' });
    vi.mocked(auth.sendVerification).mockRejectedValueOnce(new BackendError('auth/too-many-requests', 'slow down'));
    await expect(
      signUpTalent({ name: 'Ada', email: 'ada@example.com', password: 'long-password', category: 'Writer (Blogger)' }),
    ).resolves.toMatchObject({
      verificationSent: false,
    });
  });

  it('does not track a sign-up that failed', async () => {
    vi.mocked(auth.signUp).mockRejectedValueOnce(new BackendError('auth/weak-password', 'weak'));
    await expect(
      signUpTalent({ name: 'Ada', email: 'ada@example.com', password: 'x', category: 'Writer (Blogger)' }),
    ).rejects.toMatchObject({
      code: 'auth/weak-password',
    });
    expect(services.trackSignUp).not.toHaveBeenCalled();
    expect(readRoleId('talent')).toBeNull();
  });

  it('resumes a sign-up whose account exists without any role document', async () => {
    vi.mocked(auth.signUp).mockRejectedValueOnce(new BackendError('auth/email-already-in-use', 'in use'));
    for (const reader of [services.getTalent, services.getCompany, services.getAdmin])
      reader.mockRejectedValue(notFound());
    services.createTalent.mockResolvedValue({ id: 'u1' });
    await signUpTalent({ name: 'Ada', email: 'ada@example.com', password: 'long-password', category: 'Web Developer' });
    expect(auth.signIn).toHaveBeenCalledWith('ada@example.com', 'long-password');
    expect(services.createTalent).toHaveBeenCalled();
  });

  it('reports "email in use" when the existing account already has a role', async () => {
    vi.mocked(auth.signUp).mockRejectedValueOnce(new BackendError('auth/email-already-in-use', 'in use'));
    services.getTalent.mockRejectedValue(notFound());
    members['companyMembers/u1'] = { uid: 'u1', companyId: 'u1', role: 'owner' };
    services.getCompany.mockResolvedValue({ id: 'u1' });
    services.getAdmin.mockRejectedValue(notFound());
    await expect(
      signUpTalent({ name: 'Ada', email: 'ada@example.com', password: 'long-password', category: 'Web Developer' }),
    ).rejects.toMatchObject({
      code: 'auth/email-already-in-use',
    });
    expect(services.createTalent).not.toHaveBeenCalled();
    expect(auth.signOut).toHaveBeenCalled();
  });
});

describe('signUpCompany and logout', () => {
  it('creates the account and the company document, stores the id, sends the verification email and tracks the sign-up', async () => {
    services.createCompany.mockResolvedValue({ id: 'u1', name: 'Acme' });
    await signUpCompany({ companyName: ' Acme ', email: 'hr@acme.test', password: 'long-password' });
    expect(services.createCompany).toHaveBeenCalledWith({ id: 'u1', email: 'ada@example.com', name: 'Acme' });
    expect(readRoleId('company')).toBe('u1');
    // The back office reviews a company once its email is verified, so the company is sent the link at once.
    expect(auth.sendVerification).toHaveBeenCalledTimes(1);
    expect(services.trackSignUp).toHaveBeenCalledWith({ source: 'company-sign-up', optedOutOfEmail: false });
  });

  it('logout signs out and forgets every stored role id', async () => {
    window.localStorage.setItem(ROLE_ID_KEYS.admin, 'u1');
    await logout();
    expect(auth.signOut).toHaveBeenCalled();
    expect(readRoleId('admin')).toBeNull();
  });
});
