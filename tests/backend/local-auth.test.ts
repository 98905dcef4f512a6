import { stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAuthEngine } from '../../server/local/auth/auth-engine';
import { createLocalAuth } from '../../services/backend/local/local-auth';
import { createMemoryStorage, SESSION_KEY, type SessionStorageLike } from '../../services/backend/local/local-session';
import type { AuthUser } from '../../services/backend/types';
import { latestCode, startAuthFilesServer, type AuthFilesServer } from './local-auth-files-harness';

// The node project does not inherit the root config's timeouts; opening PGlite takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 300_000 });

let server: AuthFilesServer;
let n = 0;
const email = (name: string) => `${name}-${++n}@auth.test`;
const client = (storage: SessionStorageLike = createMemoryStorage()) =>
  createLocalAuth({ baseUrl: server.url, storage });
const HOUR = 60 * 60_000;

beforeAll(async () => {
  server = await startAuthFilesServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('sign up, sign in, sign out', () => {
  it('signs up with a lowercased email, unverified, and reports the user to listeners', async () => {
    const auth = client();
    const seen: (AuthUser | null)[] = [];
    auth.onAuthStateChanged((u) => seen.push(u));
    await Promise.resolve();
    const address = email('New');
    const user = await auth.signUp(address, 'secret-1');
    expect(user).toMatchObject({ email: address.toLowerCase(), emailVerified: false });
    expect(user.uid).toMatch(/^[A-Za-z0-9]{28}$/);
    expect(auth.currentUser()).toEqual(user);
    expect(seen).toEqual([null, user]);
    const token = await auth.getIdToken();
    expect(await server.engine.auth.verifyToken(token)).toMatchObject(user);
  });

  it('signs in case-insensitively and signs out', async () => {
    const address = email('in');
    await client().signUp(address, 'secret-1');
    const auth = client();
    const user = await auth.signIn(address.toUpperCase(), 'secret-1');
    expect(user.email).toBe(address);
    const seen: (AuthUser | null)[] = [];
    auth.onAuthStateChanged((u) => seen.push(u));
    await Promise.resolve();
    await auth.signOut();
    expect(seen).toEqual([user, null]);
    expect(auth.currentUser()).toBeNull();
    expect(await auth.getIdToken()).toBeNull();
  });

  it('answers every bad input with the Firebase code and message', async () => {
    const taken = email('taken');
    await client().signUp(taken, 'secret-1');
    const auth = client();
    await expect(auth.signUp('not-an-email', 'secret-1')).rejects.toMatchObject({
      code: 'auth/invalid-email',
      message: 'The email address is badly formatted.',
    });
    await expect(auth.signUp(email('np'), '')).rejects.toMatchObject({
      code: 'auth/missing-password',
      message: 'A non-empty password must be provided',
    });
    await expect(auth.signUp(email('weak'), '1234567')).rejects.toMatchObject({
      code: 'auth/weak-password',
      message: 'The password must be 8 characters long or more.',
    });
    await expect(auth.signUp(taken.toUpperCase(), 'secret-2')).rejects.toMatchObject({
      code: 'auth/email-already-in-use',
      message: 'The email address is already in use by another account.',
    });
    // An unknown email and a wrong password get one answer (email-enumeration protection, as Firebase).
    const credential = {
      code: 'auth/invalid-credential',
      message: 'The supplied auth credential is incorrect, malformed or has expired.',
    };
    await expect(auth.signIn(email('nobody'), 'secret-1')).rejects.toMatchObject(credential);
    await expect(auth.signIn(taken, 'wrong-pass')).rejects.toMatchObject(credential);
    await expect(auth.signIn(taken, '')).rejects.toMatchObject({ code: 'auth/missing-password' });
    expect(auth.currentUser()).toBeNull();
  });

  it('refuses an email after 5 failures within 5 minutes, even with the right password, then lets it in again', async () => {
    const address = email('throttled');
    await client().signUp(address, 'secret-1');
    const auth = client();
    for (let i = 0; i < 5; i++)
      await expect(auth.signIn(address, 'wrong-pass')).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    await expect(auth.signIn(address, 'secret-1')).rejects.toMatchObject({
      code: 'auth/too-many-requests',
      message: 'We have blocked all requests from this device due to unusual activity. Try again later.',
    });
    server.clock.offsetMs += 6 * 60_000;
    try {
      await expect(auth.signIn(address, 'secret-1')).resolves.toMatchObject({ email: address });
    } finally {
      server.clock.offsetMs -= 6 * 60_000;
    }
  });
});

describe('session tokens', () => {
  it('rejects tampered, foreign, expired and refresh tokens', async () => {
    const auth = client();
    await auth.signUp(email('tokens'), 'secret-1');
    const token = (await auth.getIdToken()) as string;
    const verify = server.engine.auth.verifyToken;
    expect(await verify(token)).not.toBeNull();

    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(3600);
    const forged = Buffer.from(JSON.stringify({ ...claims, email_verified: true })).toString('base64url');
    expect(await verify(`${header}.${forged}.${signature}`)).toBeNull();
    expect(await verify(`${token.slice(0, -2)}xx`)).toBeNull();
    expect(await verify('garbage')).toBeNull();
    expect(await verify(null)).toBeNull();

    const session = JSON.parse(createMemoryStorage().getItem(SESSION_KEY) ?? 'null');
    expect(session).toBeNull();

    server.clock.offsetMs += HOUR + 1000;
    try {
      expect(await verify(token)).toBeNull();
    } finally {
      server.clock.offsetMs -= HOUR + 1000;
    }
  });

  it('does not accept a refresh token as an ID token, nor tokens signed with another data folder secret', async () => {
    const storage = createMemoryStorage();
    await client(storage).signUp(email('refresh-as-id'), 'secret-1');
    const stored = JSON.parse(storage.getItem(SESSION_KEY) as string);
    expect(await server.engine.auth.verifyToken(stored.refreshToken)).toBeNull();
    const other = await createAuthEngine(server.db, {
      dataDir: path.join(server.dataDir, 'elsewhere'),
      log: () => undefined,
    });
    expect(await other.verifyToken(stored.idToken)).toBeNull();
  });

  it('keeps the session secret in the data folder, owner-only, and reuses it on the next open', async () => {
    const info = await stat(path.join(server.dataDir, 'session-secret'));
    expect(info.mode & 0o777).toBe(0o600);
    const auth = client();
    await auth.signUp(email('reopen'), 'secret-1');
    const reopened = await createAuthEngine(server.db, { dataDir: server.dataDir, log: () => undefined });
    expect(await reopened.verifyToken(await auth.getIdToken())).toMatchObject(auth.currentUser()!);
  });

  it('refreshes an expired ID token with the refresh token, also after the server clock moved on a day', async () => {
    const storage = createMemoryStorage();
    await client(storage).signUp(email('refresh'), 'secret-1');
    const stale = JSON.parse(storage.getItem(SESSION_KEY) as string);
    storage.setItem(SESSION_KEY, JSON.stringify({ ...stale, expiresAt: Date.now() - 1000 }));
    server.clock.offsetMs += 24 * HOUR;
    try {
      const auth = client(storage);
      const token = await auth.getIdToken();
      expect(token).not.toBe(stale.idToken);
      expect(await server.engine.auth.verifyToken(token)).toMatchObject(stale.user);
      expect(await server.engine.auth.verifyToken(stale.idToken)).toBeNull();
      expect(JSON.parse(storage.getItem(SESSION_KEY) as string).idToken).toBe(token);
    } finally {
      server.clock.offsetMs -= 24 * HOUR;
    }
  });

  it('persists the session: a new client on the same storage is signed in and says so once', async () => {
    const storage = createMemoryStorage();
    const first = client(storage);
    const user = await first.signUp(email('persist'), 'secret-1');
    const second = client(storage);
    expect(second.currentUser()).toEqual(user);
    const seen: (AuthUser | null)[] = [];
    second.onAuthStateChanged((u) => seen.push(u));
    await second.reload();
    expect(await server.engine.auth.verifyToken(await second.getIdToken())).toMatchObject(user);
    // Signing out is told to the listener: the user was told once before it, not again on reload.
    await second.signOut();
    await vi.waitFor(() => expect(seen.at(-1)).toBeNull());
    expect(seen).toEqual([user, null]);
    expect(client(storage).currentUser()).toBeNull();
  });
});

describe('emails', () => {
  it('password reset end to end: mail with link in the log, weak password refused, old password and sessions retired', async () => {
    const address = email('reset');
    const storage = createMemoryStorage();
    const oldSession = client(storage);
    await oldSession.signUp(address, 'old-secret');
    const logged = server.log.length;

    await client().sendPasswordReset(address.toUpperCase());
    const mail = (await server.mailbox())[0];
    expect(mail).toMatchObject({ to: address, subject: 'Reset your password' });
    expect(mail.link).toMatch(/^\/auth\/action\?mode=resetPassword&oobCode=[\w-]+$/);
    expect(server.log.slice(logged)).toEqual([
      `[local mail] to ${address}: Reset your password -> http://app.test${mail.link}`,
    ]);

    const code = await latestCode(server, address, 'resetPassword');
    const auth = client();
    await expect(auth.confirmPasswordReset(code, '123')).rejects.toMatchObject({ code: 'auth/weak-password' });
    await auth.confirmPasswordReset(code, 'new-secret');
    await expect(auth.confirmPasswordReset(code, 'newer-secret')).rejects.toMatchObject({
      code: 'auth/invalid-action-code',
      message:
        'The action code is invalid. This can happen if the code is malformed, expired, or has already been used.',
    });
    await expect(auth.signIn(address, 'old-secret')).rejects.toMatchObject({ code: 'auth/invalid-credential' });
    expect(await auth.signIn(address, 'new-secret')).toMatchObject({ email: address, emailVerified: true });

    // The session from before the reset can no longer refresh: it ends, as Firebase's does.
    const seen: (AuthUser | null)[] = [];
    oldSession.onAuthStateChanged((u) => seen.push(u));
    await expect(oldSession.getIdToken(true)).rejects.toMatchObject({ code: 'auth/user-token-expired' });
    expect(oldSession.currentUser()).toBeNull();
    expect(seen.at(-1)).toBeNull();
  });

  it('answers a reset for an unknown address without sending anything', async () => {
    const before = (await server.mailbox()).length;
    await expect(client().sendPasswordReset(email('ghost'))).resolves.toBeUndefined();
    expect((await server.mailbox()).length).toBe(before);
    await expect(client().sendPasswordReset('bad address')).rejects.toMatchObject({ code: 'auth/invalid-email' });
  });

  it('expires a reset code after one hour', async () => {
    const address = email('late');
    await client().signUp(address, 'secret-1');
    await client().sendPasswordReset(address);
    const code = await latestCode(server, address, 'resetPassword');
    server.clock.offsetMs += HOUR + 1000;
    try {
      await expect(client().confirmPasswordReset(code, 'new-secret')).rejects.toMatchObject({
        code: 'auth/expired-action-code',
        message: 'The action code has expired.',
      });
    } finally {
      server.clock.offsetMs -= HOUR + 1000;
    }
  });

  it('verifies the email: the link flips emailVerified, seen on reload and in the next token', async () => {
    const address = email('verify');
    const auth = client();
    await auth.signUp(address, 'secret-1');
    await auth.sendVerification();
    const mail = (await server.mailbox())[0];
    expect(mail).toMatchObject({ to: address, subject: 'Verify your email' });
    expect(server.log.at(-1)).toBe(`[local mail] to ${address}: Verify your email -> http://app.test${mail.link}`);
    const code = await latestCode(server, address, 'verifyEmail');

    await expect(client().confirmPasswordReset(code, 'new-secret')).rejects.toMatchObject({
      code: 'auth/invalid-action-code',
    });
    await client().applyActionCode(code);
    expect(auth.currentUser()?.emailVerified).toBe(false);
    expect(await auth.reload()).toMatchObject({ email: address, emailVerified: true });
    expect(auth.currentUser()?.emailVerified).toBe(true);
    expect(await server.engine.auth.verifyToken(await auth.getIdToken())).toMatchObject({ emailVerified: true });
    await expect(client().applyActionCode(code)).rejects.toMatchObject({ code: 'auth/invalid-action-code' });
    await expect(client().applyActionCode('made-up')).rejects.toMatchObject({ code: 'auth/invalid-action-code' });
  });

  it('expires a verification code after three days and needs a signed-in user to send one', async () => {
    const address = email('slow');
    const auth = client();
    await auth.signUp(address, 'secret-1');
    await auth.sendVerification();
    const code = await latestCode(server, address, 'verifyEmail');
    server.clock.offsetMs += 3 * 24 * HOUR + 1000;
    try {
      await expect(client().applyActionCode(code)).rejects.toMatchObject({ code: 'auth/expired-action-code' });
    } finally {
      server.clock.offsetMs -= 3 * 24 * HOUR + 1000;
    }
    await expect(client().sendVerification()).rejects.toMatchObject({ code: 'auth/null-user' });
  });
});

describe('engine API for seeding and operators', () => {
  it('creates users with a chosen uid and finds them by email in any case', async () => {
    const address = email('Seeded');
    const created = await server.engine.auth.createUser({
      email: address,
      password: 'demo-password',
      emailVerified: true,
      uid: 'seed-user-1',
    });
    expect(created).toEqual({ uid: 'seed-user-1', email: address.toLowerCase(), emailVerified: true });
    expect(await server.engine.auth.findUserByEmail(address.toUpperCase())).toEqual(created);
    await expect(server.engine.auth.createUser({ email: address, password: 'demo-password' })).rejects.toMatchObject({
      code: 'auth/email-already-in-use',
    });
    expect(await client().signIn(address, 'demo-password')).toEqual(created);
  });
});
