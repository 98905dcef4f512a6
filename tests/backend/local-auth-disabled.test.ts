/**
 * Suspension in the local identity provider: a disabled account's tokens stop working at once, refresh
 * and sign-in are refused, and only a caller with the right password learns the reason.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocalEngine } from '@/server/local/engine';
import { clientAccess } from '@/server/local/policy/types';
import { openTestEngine } from '../helpers/local-server';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let engine: LocalEngine;
beforeAll(async () => {
  engine = await openTestEngine();
});
afterAll(async () => {
  await engine.close();
});

const signIn = (email: string, password: string) =>
  engine.auth.handle('signIn', { email, password }, null) as Promise<{
    user: { uid: string };
    idToken: string;
    refreshToken: string;
  }>;
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { code: string; message: string }) => error,
  );

describe('setUserDisabled', () => {
  it('ends the sessions, refuses refresh and sign-in (the reason only after the right password), and re-enables', async () => {
    const email = 'suspended@auth.test';
    const { uid } = await engine.auth.createUser({ email, password: 'password-123' });
    const session = await signIn(email, 'password-123');
    expect(await engine.auth.verifyToken(session.idToken)).toMatchObject({ uid });

    await engine.auth.setUserDisabled(uid, true, 'Fake job offers');
    expect(await engine.auth.verifyToken(session.idToken)).toBeNull();
    // The session's holder is told why it ended (as Firebase answers a disabled account's refresh), with the reason.
    expect(await failure(engine.auth.handle('refresh', { refreshToken: session.refreshToken }, null))).toMatchObject({
      code: 'auth/user-disabled',
      message: 'This account is suspended. Reason: Fake job offers',
    });
    expect(await failure(signIn(email, 'wrong-password'))).toMatchObject({ code: 'auth/invalid-credential' });
    const refused = await failure(signIn(email, 'password-123'));
    expect(refused).toMatchObject({ code: 'auth/user-disabled' });
    expect(refused!.message).toBe('This account is suspended. Reason: Fake job offers');

    await engine.auth.setUserDisabled(uid, false);
    const again = await signIn(email, 'password-123');
    expect(await engine.auth.verifyToken(again.idToken)).toMatchObject({ uid });
    // The old session stays ended: re-enabling does not revive tokens issued before the suspension.
    expect(await engine.auth.verifyToken(session.idToken)).toBeNull();
    expect(await failure(engine.auth.handle('refresh', { refreshToken: session.refreshToken }, null))).toMatchObject({
      code: 'auth/user-token-expired',
    });
  });

  it('takes effect at once when the change is written through the engine’s database by any module, not only this one', async () => {
    const email = 'written-elsewhere@auth.test';
    const { uid } = await engine.auth.createUser({ email, password: 'password-123' });
    const session = await signIn(email, 'password-123');
    // Twice: the second answer comes from the account rows kept in memory.
    expect(await engine.auth.verifyToken(session.idToken)).toMatchObject({ uid });
    expect(await engine.auth.verifyToken(session.idToken)).toMatchObject({ uid });
    await engine.db.transaction((tx) => tx.query('update auth_users set disabled = true where uid = $1', [uid]));
    expect(await engine.auth.verifyToken(session.idToken)).toBeNull();
  });
});

describe('endSessions (signing out everywhere)', () => {
  it("refuses every token issued until then, ends the account's live subscriptions, and leaves new sign-ins working", async () => {
    const email = 'everywhere@auth.test';
    const { uid } = await engine.auth.createUser({ email, password: 'password-123' });
    const [laptop, phone] = [await signIn(email, 'password-123'), await signIn(email, 'password-123')];
    const auth = (await engine.auth.verifyToken(phone.idToken))!;
    await engine.serverDocuments.set(`devices/${uid}_phone-0000000000000`, { uid, lastActive: new Date() });
    const errors: string[] = [];
    await engine.realtime.hub.subscribe(
      clientAccess(auth),
      { doc: `devices/${uid}_phone-0000000000000` },
      { next: () => undefined, error: (error) => errors.push(error.code) },
    );

    await engine.auth.endSessions(uid);
    expect(errors).toEqual(['permission-denied']);
    for (const session of [laptop, phone]) {
      expect(await engine.auth.verifyToken(session.idToken)).toBeNull();
      expect(await failure(engine.auth.handle('refresh', { refreshToken: session.refreshToken }, null))).toMatchObject({
        code: 'auth/user-token-expired',
      });
    }
    const again = await signIn(email, 'password-123');
    expect(await engine.auth.verifyToken(again.idToken)).toMatchObject({ uid });
  });
});

describe('endSession (signing one device out)', () => {
  it("refuses that session's tokens and refreshes and ends its subscriptions, while the account's others go on", async () => {
    const email = 'one-device@auth.test';
    const { uid } = await engine.auth.createUser({ email, password: 'password-123' });
    const [laptop, phone] = [await signIn(email, 'password-123'), await signIn(email, 'password-123')];
    const [onLaptop, onPhone] = [
      (await engine.auth.verifyToken(laptop.idToken))!,
      (await engine.auth.verifyToken(phone.idToken))!,
    ];
    expect(onPhone.sessionId).toEqual(expect.any(String));
    expect(onPhone.sessionId).not.toBe(onLaptop.sessionId);
    await engine.serverDocuments.set(`devices/${uid}_phone-0000000000000`, { uid, lastActive: new Date() });
    const errors: Record<string, string[]> = { laptop: [], phone: [] };
    for (const [name, auth] of [
      ['laptop', onLaptop],
      ['phone', onPhone],
    ] as const)
      await engine.realtime.hub.subscribe(
        clientAccess(auth),
        { doc: `devices/${uid}_phone-0000000000000` },
        { next: () => undefined, error: (error) => errors[name].push(error.code) },
      );

    await engine.auth.endSession(uid, onPhone.sessionId!);
    expect(errors).toEqual({ laptop: [], phone: ['permission-denied'] });
    expect(await engine.auth.verifyToken(phone.idToken)).toBeNull();
    expect(await failure(engine.auth.handle('refresh', { refreshToken: phone.refreshToken }, null))).toMatchObject({
      code: 'auth/user-token-expired',
    });
    expect(await engine.auth.verifyToken(laptop.idToken)).toMatchObject({ uid });
    // The laptop's refresh keeps its session: still one of its own, still accepted.
    const refreshed = (await engine.auth.handle('refresh', { refreshToken: laptop.refreshToken }, null)) as {
      idToken: string;
    };
    expect(await engine.auth.verifyToken(refreshed.idToken)).toMatchObject({ uid, sessionId: onLaptop.sessionId });
  });
});
