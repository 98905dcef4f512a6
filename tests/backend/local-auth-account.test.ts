import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalAuth } from '../../services/backend/local/local-auth';
import { createMemoryStorage, SESSION_KEY, type SessionStorageLike } from '../../services/backend/local/local-session';
import { startAuthFilesServer, type AuthFilesServer } from './local-auth-files-harness';

// The node project does not inherit the root config's timeouts; opening PGlite takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 300_000 });

let server: AuthFilesServer;
let n = 0;
const email = (name: string) => `${name}-${++n}@account.test`;
const client = (storage: SessionStorageLike = createMemoryStorage()) =>
  createLocalAuth({ baseUrl: server.url, storage });
const MINUTE = 60_000;

/** Moves the server clock for the duration of `fn` (the client keeps real time, so its ID token stays unexpired). */
async function later<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  server.clock.offsetMs += ms;
  try {
    return await fn();
  } finally {
    server.clock.offsetMs -= ms;
  }
}

async function changeEmailCode(to: string, mode = 'verifyAndChangeEmail'): Promise<string> {
  const mail = (await server.mailbox()).find((m) => m.to === to && m.link.includes(`mode=${mode}`));
  if (!mail) throw new Error(`no ${mode} mail to ${to}`);
  return new URL(mail.link, 'http://app.test').searchParams.get('oobCode') ?? '';
}

beforeAll(async () => {
  server = await startAuthFilesServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('reauthenticate', () => {
  it('accepts the right password and refuses a wrong one with auth/invalid-credential', async () => {
    const auth = client();
    const user = await auth.signUp(email('reauth'), 'secret-1');
    await expect(auth.reauthenticate('not-it')).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    await expect(auth.reauthenticate('secret-1')).resolves.toBeUndefined();
    expect(auth.currentUser()).toEqual(user);
  });

  it('needs a signed-in user', async () => {
    await expect(client().reauthenticate('secret-1')).rejects.toMatchObject({ code: 'auth/null-user' });
  });
});

describe('updatePassword', () => {
  it('changes the password: the old one stops working, the new one signs in, other sessions end', async () => {
    const address = email('newpass');
    const auth = client();
    await auth.signUp(address, 'secret-1');
    const otherStorage = createMemoryStorage();
    const other = client(otherStorage);
    await other.signIn(address, 'secret-1');

    await auth.updatePassword('secret-2-longer');
    // The caller keeps a working session with new tokens.
    expect(await server.engine.auth.verifyToken(await auth.getIdToken())).toMatchObject({ email: address });
    expect(await auth.reload()).toMatchObject({ email: address });

    await expect(client().signIn(address, 'secret-1')).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    await expect(client().signIn(address, 'secret-2-longer')).resolves.toMatchObject({ email: address });
    // The other browser's refresh token is of the older generation.
    await expect(other.reload()).rejects.toMatchObject({ code: 'auth/user-token-expired' });
    expect(other.currentUser()).toBeNull();
    expect(otherStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('refuses a weak password, and needs a sign-in within 5 minutes until reauthenticated', async () => {
    const address = email('recent');
    const auth = client();
    await auth.signUp(address, 'secret-1');
    await expect(auth.updatePassword('1234567')).rejects.toMatchObject({ code: 'auth/weak-password' });
    await later(6 * MINUTE, async () => {
      await expect(auth.updatePassword('secret-2')).rejects.toMatchObject({ code: 'auth/requires-recent-login' });
      await auth.reauthenticate('secret-1');
      await auth.updatePassword('secret-2');
    });
    await expect(client().signIn(address, 'secret-2')).resolves.toMatchObject({ email: address });
  });

  it('keeps the sign-in time across refreshes, so a refreshed token is not "recent"', async () => {
    const storage = createMemoryStorage();
    const auth = client(storage);
    await auth.signUp(email('authtime'), 'secret-1');
    const signedInAt = (await server.engine.auth.verifyTokenClaims(await auth.getIdToken()))?.authTime ?? 0;
    await later(30 * MINUTE, async () => {
      const refreshed = await auth.getIdToken(true);
      expect((await server.engine.auth.verifyTokenClaims(refreshed))?.authTime).toBe(signedInAt);
      await expect(auth.updatePassword('secret-2')).rejects.toMatchObject({ code: 'auth/requires-recent-login' });
    });
  });
});

describe('verifyBeforeUpdateEmail', () => {
  it('mails a link to the new address; the email changes only when the link is applied', async () => {
    const oldAddress = email('old');
    const newAddress = email('New');
    const auth = client();
    const user = await auth.signUp(oldAddress, 'secret-1');
    await auth.verifyBeforeUpdateEmail(newAddress);

    const mail = (await server.mailbox()).find((m) => m.to === newAddress.toLowerCase());
    expect(mail).toMatchObject({ subject: 'Verify your new email' });
    expect(mail?.link).toMatch(/^\/auth\/action\?mode=verifyAndChangeEmail&oobCode=/);
    expect(await server.engine.auth.findUserByEmail(oldAddress)).toMatchObject({ uid: user.uid });
    expect(await server.engine.auth.findUserByEmail(newAddress)).toBeNull();

    const code = await changeEmailCode(newAddress.toLowerCase());
    await client().applyActionCode(code);
    expect(await server.engine.auth.findUserByEmail(newAddress)).toEqual({
      uid: user.uid,
      email: newAddress.toLowerCase(),
      emailVerified: true,
    });
    expect(await server.engine.auth.findUserByEmail(oldAddress)).toBeNull();

    // The open session refreshes with the new email; the old address no longer signs in.
    expect(await auth.reload()).toEqual({ uid: user.uid, email: newAddress.toLowerCase(), emailVerified: true });
    expect(await server.engine.auth.verifyToken(await auth.getIdToken())).toMatchObject({
      email: newAddress.toLowerCase(),
    });
    await expect(client().signIn(oldAddress, 'secret-1')).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    await expect(client().signIn(newAddress, 'secret-1')).resolves.toMatchObject({ uid: user.uid });
    // A code works once.
    await expect(client().applyActionCode(code)).rejects.toMatchObject({ code: 'auth/invalid-action-code' });
  });

  it('mails the old address a link that undoes the change and ends every session', async () => {
    const oldAddress = email('victim');
    const auth = client();
    const user = await auth.signUp(oldAddress, 'secret-1');
    const [first, second] = [email('hijack'), email('hijack')];
    await auth.verifyBeforeUpdateEmail(first);
    await auth.verifyBeforeUpdateEmail(second);
    await client().applyActionCode(await changeEmailCode(first));

    const notice = (await server.mailbox()).find((m) => m.to === oldAddress && m.link.includes('mode=recoverEmail'));
    expect(notice?.subject).toBe('Your sign-in email was changed');
    expect(notice?.text).toContain(`from ${oldAddress} to ${first}`);
    await client().applyActionCode(await changeEmailCode(oldAddress, 'recoverEmail'));

    expect(await server.engine.auth.findUserByEmail(oldAddress)).toMatchObject({ uid: user.uid });
    await expect(auth.reload()).rejects.toMatchObject({ code: 'auth/user-token-expired' });
    // The other pending change link no longer works.
    await expect(client().applyActionCode(await changeEmailCode(second))).rejects.toMatchObject({
      code: 'auth/invalid-action-code',
    });
    await expect(client().signIn(oldAddress, 'secret-1')).resolves.toMatchObject({ uid: user.uid });
  });

  it('refuses a taken or malformed address, and needs a recent sign-in', async () => {
    const taken = email('taken');
    await client().signUp(taken, 'secret-1');
    const auth = client();
    await auth.signUp(email('mover'), 'secret-1');
    await expect(auth.verifyBeforeUpdateEmail(taken.toUpperCase())).rejects.toMatchObject({
      code: 'auth/email-already-in-use',
    });
    await expect(auth.verifyBeforeUpdateEmail('not-an-email')).rejects.toMatchObject({ code: 'auth/invalid-email' });
    await later(6 * MINUTE, async () => {
      await expect(auth.verifyBeforeUpdateEmail(email('late'))).rejects.toMatchObject({
        code: 'auth/requires-recent-login',
      });
    });
  });

  it('refuses the link when the address was taken after it was sent', async () => {
    const wanted = email('wanted');
    const auth = client();
    const user = await auth.signUp(email('slow'), 'secret-1');
    await auth.verifyBeforeUpdateEmail(wanted);
    await client().signUp(wanted, 'secret-1');
    await expect(client().applyActionCode(await changeEmailCode(wanted))).rejects.toMatchObject({
      code: 'auth/email-already-in-use',
    });
    expect((await auth.reload())?.email).not.toBe(wanted);
    expect(auth.currentUser()?.uid).toBe(user.uid);
  });
});

describe('deleteUser', () => {
  it('removes the account: it cannot sign in and its session ends', async () => {
    const address = email('gone');
    const auth = client();
    const user = await auth.signUp(address, 'secret-1');
    await server.engine.auth.deleteUser(user.uid);
    await server.engine.auth.deleteUser(user.uid);
    expect(await server.engine.auth.findUserByEmail(address)).toBeNull();
    await expect(client().signIn(address, 'secret-1')).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    await expect(auth.reload()).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(auth.currentUser()).toBeNull();
  });
});
