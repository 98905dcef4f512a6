/**
 * The second factor in Firebase mode, on the Auth and Firestore emulators: the trusted routes read
 * `firebase.sign_in_second_factor` from verified ID tokens and refuse the back office without it; recovery codes are
 * made for a session with it and used, with the password, to remove the account's second factor.
 *
 * The Auth emulator has no TOTP: tokens that carry the claim are made here the way the emulator's own are (unsigned,
 * which firebase-admin accepts from the emulator only), for accounts that exist; an account "with a second factor"
 * is one with a phone factor, which the emulator does have, so its password sign-in answers a pending credential
 * as TOTP's would.
 */
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getAdminAuth, getAdminFirestore } from '@/server/firebase-admin';
import { adminDocuments } from '@/server/trusted/firebase-documents';
import { firebaseTrustedBackend } from '@/server/trusted/firebase-services';
import { createTrustedHandler } from '@/server/trusted/handler';
import { recoveryCodeHash } from '@/server/trusted/second-factor';
import { disposeEmulatorBackends, emulatorBackend, requireEmulator } from '../helpers/firebase-emulators';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const withBoth =
  requireEmulator('second factor on admin Firestore', 'FIRESTORE_EMULATOR_HOST', 'run under with-auth-emulator.mjs') &&
  requireEmulator('second factor on the Auth emulator', 'FIREBASE_AUTH_EMULATOR_HOST', 'run under with-auth-emulator');

const RUN = `${process.pid}${Date.now().toString(36)}`;
let n = 0;
const PASSWORD = 'password-123';
let server: Server;
let url = '';

/** An ID token as the emulator signs them (not at all), with or without the second factor's claim. */
function emulatorToken(uid: string, email: string, secondFactor: boolean): string {
  const projectId = getAdminAuth().app.options.projectId ?? process.env.GCLOUD_PROJECT ?? 'demo-marketplace';
  const now = Math.floor(Date.now() / 1000);
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: uid,
    user_id: uid,
    email,
    email_verified: true,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    firebase: { sign_in_provider: 'password', ...(secondFactor ? { sign_in_second_factor: 'totp' } : {}) },
  })}.`;
}

const post = (name: string, body: unknown, token?: string) =>
  fetch(`${url}/api/trusted/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

async function account(withAdminDoc: boolean) {
  const email = `second-factor-${RUN}-${++n}@firebase.test`;
  const { uid } = await getAdminAuth().createUser({ email, password: PASSWORD, emailVerified: true });
  if (withAdminDoc) await adminDocuments(getAdminFirestore()).set(`admin/${uid}`, { id: uid, email, name: 'Root' });
  return { uid, email };
}

beforeAll(async () => {
  if (!withBoth) return;
  const handler = createTrustedHandler(async () => firebaseTrustedBackend());
  server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await disposeEmulatorBackends();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
});

describe.skipIf(!withBoth)('trusted routes and the second factor (Firebase mode)', () => {
  it('read the claim from a verified token', async () => {
    const { uid, email } = await account(false);
    const backend = firebaseTrustedBackend();
    expect((await backend.verifyToken(emulatorToken(uid, email, true)))?.secondFactor).toBe('totp');
    expect((await backend.verifyToken(emulatorToken(uid, email, false)))?.secondFactor).toBeUndefined();
  });

  it('refuse back-office operations to an administrator signed in with a password alone', async () => {
    const { uid, email } = await account(true);
    const refused = await post('admin-dashboard', {}, emulatorToken(uid, email, false));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'permission-denied' } });
    const served = await post('admin-dashboard', {}, emulatorToken(uid, email, true));
    expect(served.status).toBe(200);
  });

  it('make recovery codes only for a session signed in with the second factor, and keep their hashes', async () => {
    const { uid, email } = await account(false);
    expect((await post('second-factor-codes', {}, emulatorToken(uid, email, false))).status).toBe(403);
    const res = await post('second-factor-codes', {}, emulatorToken(uid, email, true));
    const { codes } = (await res.json()) as { codes: string[] };
    expect(codes).toHaveLength(10);
    const stored = (await adminDocuments(getAdminFirestore()).get(`secondFactorRecovery/${uid}`)).data!;
    expect(stored.codes).toEqual(codes.map(recoveryCodeHash));
  });

  it('remove the second factor for the password and an unused recovery code, without a token', async () => {
    const { uid, email } = await account(false);
    await getAdminAuth().updateUser(uid, {
      multiFactor: { enrolledFactors: [{ uid: 'phone-1', phoneNumber: '+15555550100', factorId: 'phone' }] },
    });
    const codes = ['abcde-fghjk', 'mnpqr-stuvw'];
    await adminDocuments(getAdminFirestore()).set(`secondFactorRecovery/${uid}`, {
      codes: codes.map(recoveryCodeHash),
      createdAt: new Date(),
    });
    // The password alone no longer signs in: the provider asks for the second factor.
    const before = emulatorBackend();
    await expect(before.auth.signIn(email, PASSWORD)).rejects.toMatchObject({
      code: 'auth/multi-factor-auth-required',
    });

    const wrongPassword = await post('second-factor-recover', { email, password: 'not-it-at-all', code: codes[0] });
    expect(await wrongPassword.json()).toMatchObject({ error: { code: 'auth/invalid-credential' } });
    const wrongCode = await post('second-factor-recover', { email, password: PASSWORD, code: 'zzzzz-zzzzz' });
    expect(await wrongCode.json()).toMatchObject({ error: { code: 'auth/invalid-recovery-code' } });

    const used = await post('second-factor-recover', { email, password: PASSWORD, code: codes[1].toUpperCase() });
    expect(used.status).toBe(200);
    expect((await getAdminAuth().getUser(uid)).multiFactor?.enrolledFactors ?? []).toEqual([]);
    expect((await adminDocuments(getAdminFirestore()).get(`secondFactorRecovery/${uid}`)).exists).toBe(false);
    await expect(emulatorBackend().auth.signIn(email, PASSWORD)).resolves.toMatchObject({ uid });
    const again = await post('second-factor-recover', { email, password: PASSWORD, code: codes[1] });
    expect(await again.json()).toMatchObject({ error: { code: 'auth/invalid-recovery-code' } });
  });

  it('let an owner signed in with its app require it of the team, and refuse a member without it', async () => {
    const owner = await account(false);
    const recruiter = await account(false);
    const docs = adminDocuments(getAdminFirestore());
    const joinedAt = new Date();
    await docs.set(`companies/${owner.uid}`, { id: owner.uid, name: 'Careful Co', timestamp: joinedAt, new: false });
    await docs.set(`companyMembers/${owner.uid}`, {
      uid: owner.uid,
      companyId: owner.uid,
      role: 'owner',
      name: 'Olu',
      email: owner.email,
      joinedAt,
    });
    await docs.set(`companyMembers/${recruiter.uid}`, {
      uid: recruiter.uid,
      companyId: owner.uid,
      role: 'recruiter',
      name: 'Rae',
      email: recruiter.email,
      joinedAt,
    });
    const require = (token: string) => post('company-second-factor', { required: true }, token);
    expect(await (await require(emulatorToken(owner.uid, owner.email, false))).json()).toMatchObject({
      error: { code: 'failed-precondition' },
    });
    expect(await (await require(emulatorToken(owner.uid, owner.email, true))).json()).toEqual({ members: 2 });
    expect((await docs.get(`companyMembers/${recruiter.uid}`)).data?.secondFactorRequired).toBe(true);

    const read = (secondFactor: boolean) =>
      post('notifications-read', { all: true }, emulatorToken(recruiter.uid, recruiter.email, secondFactor));
    expect((await read(false)).status).toBe(403);
    expect((await read(true)).status).toBe(200);
  });
});
