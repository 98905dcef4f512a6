/**
 * The second factor end to end on the local engine, through the port and the services as a browser uses them: an
 * authenticator app enrolled with its first code, sign-in asking for a code, codes good once, recovery codes kept as
 * hashes and used once (with the password), and the back office refused to an administrator's session that signed
 * in with a password alone (its documents by the policy, its operations by the trusted routes).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tokenSecondFactor } from '@/services/backend/token-claims';
import { setBackend } from '@/services/backend/backend';
import {
  finishAuthenticatorSetup,
  newRecoveryCodes,
  removeAuthenticator,
  secondFactorState,
  signInWithCode,
  signInWithRecoveryCode,
  startAuthenticatorSetup,
} from '@/services/account/second-factor';
import { signInAs } from '@/services/account/session';
import { companyMemberPath, founderMemberDoc } from '@/services/converters/company-member-doc';
import { createTestBackend, startLocalServer, type LocalServer } from '../helpers/local-server';
import { totpCode } from '../helpers/totp';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 300_000 });

let server: LocalServer;
let n = 0;
const PASSWORD = 'password-123';

beforeAll(async () => {
  server = await startLocalServer();
});
afterAll(async () => {
  await server?.stop();
});

/** A browser tab pointed at the server, the services using it. */
function tab() {
  const backend = createTestBackend(server.url);
  setBackend(backend);
  return backend;
}

/** A verified account with a role document, signed in (password only) in a tab of its own. */
async function account(role: 'admin' | 'company' = 'admin') {
  const email = `${role}-${++n}-${process.pid}@second-factor.test`;
  const { uid } = await server.engine.auth.createUser({ email, password: PASSWORD, emailVerified: true });
  if (role === 'admin') await server.engine.serverDocuments.set(`admin/${uid}`, { id: uid, email, name: 'Root' });
  else {
    await server.engine.serverDocuments.set(`companies/${uid}`, { id: uid, name: 'Acme', timestamp: new Date() });
    await server.engine.serverDocuments.set(companyMemberPath(uid), founderMemberDoc(uid, 'Acme', email, new Date()));
  }
  const backend = tab();
  await backend.auth.signIn(email, PASSWORD);
  return { uid, email, backend };
}

/** Sets up the app for the signed-in tab; answers its secret and the recovery codes. */
async function enrol() {
  const { secret } = await startAuthenticatorSetup(PASSWORD);
  const codes = await finishAuthenticatorSetup(totpCode(secret));
  return { secret, codes };
}

describe('setting up the authenticator app', () => {
  it('enrols with the first code; the session then carries the second factor, and refreshes keep it', async () => {
    const { backend } = await account();
    expect(tokenSecondFactor(await backend.auth.getIdToken())).toBeNull();
    const { codes } = await enrol();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(tokenSecondFactor(await backend.auth.getIdToken())).toBe('totp');
    expect(tokenSecondFactor(await backend.auth.getIdToken(true))).toBe('totp');
    expect(await secondFactorState()).toEqual({ enrolled: true, signedInWithIt: true });
  });

  it('refuses a wrong first code, and an account whose email is not verified', async () => {
    await account();
    const { secret } = await startAuthenticatorSetup(PASSWORD);
    const wrong = totpCode(secret) === '000000' ? '111111' : '000000';
    await expect(finishAuthenticatorSetup(wrong)).rejects.toMatchObject({ code: 'auth/invalid-verification-code' });
    // The setup stays: the right code still enrols it.
    await expect(finishAuthenticatorSetup(totpCode(secret))).resolves.toHaveLength(10);

    const backend = tab();
    await backend.auth.signUp(`unverified-${++n}@second-factor.test`, PASSWORD);
    await expect(startAuthenticatorSetup(PASSWORD)).rejects.toMatchObject({ code: 'auth/unverified-email' });
  });

  it('keeps only the hashes of the recovery codes', async () => {
    const { uid } = await account();
    const { codes } = await enrol();
    const stored = (await server.engine.serverDocuments.get(`secondFactorRecovery/${uid}`)).data!;
    expect(stored.codes).toHaveLength(10);
    const text = JSON.stringify(stored);
    for (const code of codes) expect(text).not.toContain(code.replace('-', ''));
    for (const code of codes) expect(text).not.toContain(code);
  });
});

describe('signing in with the app', () => {
  it('asks for the code after the right password, refuses a wrong one, and a code is good once', async () => {
    const { email, backend } = await account('company');
    const { secret } = await enrol();
    await backend.auth.signOut();

    await expect(signInAs('company', email, PASSWORD)).rejects.toMatchObject({
      code: 'auth/multi-factor-auth-required',
    });
    expect(backend.auth.currentUser()).toBeNull();
    const right = totpCode(secret, 1);
    const wrong = right === '123456' ? '654321' : '123456';
    await expect(signInWithCode('company', wrong)).rejects.toMatchObject({ code: 'auth/invalid-verification-code' });
    // As some apps show it, with a space in the middle.
    await signInWithCode('company', `${right.slice(0, 3)} ${right.slice(3)}`);
    expect(backend.auth.currentUser()?.email).toBe(email);
    expect(tokenSecondFactor(await backend.auth.getIdToken())).toBe('totp');

    // The same code again, in another tab: refused (its step was used).
    const other = tab();
    await expect(other.auth.signIn(email, PASSWORD)).rejects.toMatchObject({ code: 'auth/multi-factor-auth-required' });
    await expect(other.auth.signInWithCode(right)).rejects.toMatchObject({ code: 'auth/invalid-verification-code' });
  });

  it('a code without a password first is refused', async () => {
    const fresh = tab();
    await expect(fresh.auth.signInWithCode('123456')).rejects.toMatchObject({
      code: 'auth/missing-multi-factor-session',
    });
  });
});

describe('recovery codes', () => {
  it('sign in once with the password: the app goes, every session ends, a mail says so', async () => {
    const { uid, email, backend } = await account();
    const { codes } = await enrol();
    const elsewhere = tab();
    await expect(elsewhere.auth.signIn(email, PASSWORD)).rejects.toMatchObject({
      code: 'auth/multi-factor-auth-required',
    });

    const signedOut = tab();
    await expect(
      signInWithRecoveryCode('admin', { email, password: 'wrong-password', code: codes[0] }),
    ).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    await expect(
      signInWithRecoveryCode('admin', { email, password: PASSWORD, code: 'aaaaa-bbbbb' }),
    ).rejects.toMatchObject({ code: 'auth/invalid-recovery-code' });

    await signInWithRecoveryCode('admin', { email, password: PASSWORD, code: codes[3].toUpperCase() });
    expect(signedOut.auth.currentUser()?.uid).toBe(uid);
    expect(tokenSecondFactor(await signedOut.auth.getIdToken())).toBeNull();
    expect(await secondFactorState()).toEqual({ enrolled: false, signedInWithIt: false });
    // The session that enrolled the app has ended.
    await expect(backend.auth.getIdToken(true)).rejects.toMatchObject({ code: 'auth/user-token-expired' });
    expect((await server.engine.serverDocuments.get(`secondFactorRecovery/${uid}`)).exists).toBe(false);
    const mail = (await server.engine.auth.listMail()).find((m) => m.to === email);
    expect(mail?.subject).toBe('Your authenticator app was removed');

    // Used, and gone with the app: neither that code nor another works again.
    tab();
    await expect(signInWithRecoveryCode('admin', { email, password: PASSWORD, code: codes[3] })).rejects.toMatchObject({
      code: 'auth/invalid-recovery-code',
    });
    await expect(signInWithRecoveryCode('admin', { email, password: PASSWORD, code: codes[4] })).rejects.toMatchObject({
      code: 'auth/invalid-recovery-code',
    });
  });

  it('new codes need a session signed in with the app', async () => {
    await account();
    await expect(newRecoveryCodes()).rejects.toMatchObject({ code: 'permission-denied' });
    const { codes } = await enrol();
    const again = await newRecoveryCodes();
    expect(again).toHaveLength(10);
    expect(again).not.toContain(codes[0]);
  });
});

describe('removing the app', () => {
  it('takes the password and a code; the account then signs in with its password alone', async () => {
    const { email, backend } = await account('company');
    const { secret } = await enrol();
    await expect(removeAuthenticator(PASSWORD, '')).rejects.toMatchObject({ code: 'auth/multi-factor-auth-required' });
    await removeAuthenticator(PASSWORD, totpCode(secret, 1));
    expect(await secondFactorState()).toEqual({ enrolled: false, signedInWithIt: false });
    await backend.auth.signOut();
    await expect(signInAs('company', email, PASSWORD)).resolves.toBeTruthy();
  });
});

describe('the back office needs the second factor', () => {
  it('refuses an administrator signed in with a password alone, then serves it once signed in with the app', async () => {
    const { backend } = await account();
    await expect(backend.docs.query({ collection: 'students', limit: 5 })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(backend.callTrusted('admin-dashboard', {})).rejects.toMatchObject({
      code: 'permission-denied',
      message: expect.stringContaining('second factor'),
    });
    await enrol();
    await expect(backend.docs.query({ collection: 'students', limit: 5 })).resolves.toEqual([]);
    await expect(backend.callTrusted('admin-dashboard', {})).resolves.toBeTruthy();
  });
});
