/**
 * The trusted services in Firebase mode: admin Firestore as the port's Documents (Firestore emulator), ID-token
 * checks and account removal (Auth emulator), and the delete-account operation over both. Each part runs when its
 * emulator is reachable and says so in one line when it is not.
 */
import { deleteAccount } from '@/server/trusted/delete-account';
import { adminDocuments } from '@/server/trusted/firebase-documents';
import { firebaseTrustedBackend, firebaseTrustedServices } from '@/server/trusted/firebase-services';
import { getAdminAuth, getAdminBucket, getAdminFirestore } from '@/server/firebase-admin';
import { deleteField, serverTimestamp } from '@/services/backend/types';
import { disposeEmulatorBackends, emulatorBackend, requireEmulator } from '../helpers/firebase-emulators';
import { founderMemberDoc } from '@/services/converters/company-member-doc';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const RUN = `${process.pid}-${Date.now()}`;
const withFirestore = requireEmulator(
  'trusted services on admin Firestore',
  'FIRESTORE_EMULATOR_HOST',
  'start the Firestore emulator and set FIRESTORE_EMULATOR_HOST=127.0.0.1:<port>',
);
const withBoth =
  withFirestore &&
  requireEmulator(
    'trusted operations on the Auth emulator',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'also run under node scripts/with-auth-emulator.mjs',
  );

const withStorage =
  withFirestore &&
  requireEmulator(
    'file removal on the Storage emulator',
    'FIREBASE_STORAGE_EMULATOR_HOST',
    'start the Storage emulator and set FIREBASE_STORAGE_EMULATOR_HOST',
  );

afterAll(async () => {
  await disposeEmulatorBackends();
});

describe.skipIf(!withFirestore)('adminDocuments (Firestore emulator)', () => {
  const docs = () => adminDocuments(getAdminFirestore());
  const col = `trusted-test-${RUN}`;

  it('reads timestamps as Dates and writes the port sentinels', async () => {
    await docs().set(`${col}/a`, { n: 1, at: serverTimestamp(), gone: 'x', nested: { when: new Date(5000) } });
    await docs().update(`${col}/a`, { gone: deleteField(), 'nested.flag': true });
    const snap = await docs().get(`${col}/a`);
    expect(snap).toMatchObject({ id: 'a', path: `${col}/a`, exists: true });
    expect(snap.data!.at).toBeInstanceOf(Date);
    expect(snap.data).toMatchObject({ n: 1, nested: { when: new Date(5000), flag: true } });
    expect(snap.data).not.toHaveProperty('gone');
    expect(await docs().get(`${col}/missing`)).toMatchObject({ exists: false, data: undefined });
  });

  it('queries with filters, order, limit and cursors, counts, and commits batches', async () => {
    await docs().batch(
      Array.from({ length: 5 }, (_, i) => ({ type: 'set' as const, path: `${col}-q/d${i}`, data: { k: 'same', i } })),
    );
    const spec = { collection: `${col}-q`, where: [{ field: 'k', op: '==' as const, value: 'same' }], limit: 2 };
    const first = await docs().query(spec);
    const second = await docs().query({ ...spec, startAfter: first[1] });
    const rest = await docs().query({ ...spec, limit: 10, startAfter: second[1] });
    expect([...first, ...second, ...rest].map((d) => d.id)).toEqual(['d0', 'd1', 'd2', 'd3', 'd4']);
    const ordered = await docs().query({
      collection: `${col}-q`,
      orderBy: [{ field: 'i', direction: 'desc' }],
      limit: 2,
    });
    expect(ordered.map((d) => d.data!.i)).toEqual([4, 3]);
    expect(await docs().count({ collection: `${col}-q`, where: [{ field: 'i', op: '>=', value: 3 }] })).toBe(2);
  });

  it('answers errors with Firestore codes', async () => {
    await expect(docs().update(`${col}/nope`, { n: 2 })).rejects.toMatchObject({
      name: 'BackendError',
      code: 'not-found',
    });
  });
});

describe.skipIf(!withBoth)('Firebase trusted backend (Auth + Firestore emulators)', () => {
  async function signedInTalent() {
    const email = `leaver-${RUN}-${Math.random().toString(36).slice(2, 8)}@trusted.test`;
    const user = await getAdminAuth().createUser({ email, password: 'password-123' });
    const backend = emulatorBackend();
    await backend.auth.signIn(email, 'password-123');
    return { uid: user.uid, email, token: (await backend.auth.getIdToken())! };
  }

  it('verifies ID tokens with their sign-in time, and refuses forged ones', async () => {
    const { uid, token } = await signedInTalent();
    const caller = await firebaseTrustedBackend().verifyToken(token);
    expect(caller).toMatchObject({ uid });
    expect(Math.abs(caller!.authTime! - Date.now())).toBeLessThan(60_000);
    expect(await firebaseTrustedBackend().verifyToken('forged.token.value')).toBeNull();
    await getAdminAuth().deleteUser(uid);
    // The token itself has not expired, but its account is gone.
    expect(await firebaseTrustedBackend().verifyToken(token)).toBeNull();
  });

  it("refuses a token issued before the account's sessions were revoked, as a password change revokes them", async () => {
    const { uid, token } = await signedInTalent();
    expect(await firebaseTrustedBackend().verifyToken(token)).toMatchObject({ uid });
    // Firebase compares the token's sign-in time with the revocation time in whole seconds.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await getAdminAuth().revokeRefreshTokens(uid);
    expect(await firebaseTrustedBackend().verifyToken(token)).toBeNull();
  });

  it('suspends an account: its token is refused and it cannot sign in until re-enabled', async () => {
    const { uid, email, token } = await signedInTalent();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await firebaseTrustedServices().setUserDisabled(uid, true, 'Spam');
    expect(await firebaseTrustedBackend().verifyToken(token)).toBeNull();
    expect((await getAdminAuth().getUser(uid)).disabled).toBe(true);
    await expect(emulatorBackend().auth.signIn(email, 'password-123')).rejects.toMatchObject({
      code: 'auth/user-disabled',
    });
    await firebaseTrustedServices().setUserDisabled(uid, false);
    await expect(emulatorBackend().auth.signIn(email, 'password-123')).resolves.toMatchObject({ uid });
  });

  it('deletes a talent: application withdrawn, documents and account gone; a re-run is harmless', async () => {
    const { uid, email } = await signedInTalent();
    const db = adminDocuments(getAdminFirestore());
    const appPath = `applications/job-${RUN}_${uid}`;
    await db.set(`students/${uid}`, { id: uid, email, name: 'Leaver' });
    await db.set(`talentCards/${uid}`, { id: uid, name: 'Leaver' });
    await db.set(appPath, { talentId: uid, companyId: 'c1', stage: 'applied', cvUrl: 'https://x/cv.pdf', history: [] });
    // Storage is its own emulator: counted here, exercised by the local suite.
    const services = { ...firebaseTrustedServices(), deleteFiles: async () => 0 };
    const ctx = { ...services, caller: { uid, email, authTime: Date.now() } };
    expect(await deleteAccount(ctx, { confirm: 'DELETE' })).toMatchObject({ role: 'talent', applicationsUpdated: 1 });
    const app = (await db.get(appPath)).data!;
    expect(app.stage).toBe('withdrawn');
    expect(app).not.toHaveProperty('cvUrl');
    expect((await db.get(`students/${uid}`)).exists).toBe(false);
    expect((await db.get(`talentCards/${uid}`)).exists).toBe(false);
    await expect(getAdminAuth().getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await deleteAccount(ctx, { confirm: 'DELETE' })).toMatchObject({ role: 'none', applicationsUpdated: 0 });
  });
});

describe.skipIf(!withBoth)('Firebase delete-account for a company (Auth + Firestore emulators)', () => {
  it('closes its jobs without the logo and rejects their open applications', async () => {
    const email = `closing-${RUN}@trusted.test`;
    const { uid } = await getAdminAuth().createUser({ email, password: 'password-123' });
    const db = adminDocuments(getAdminFirestore());
    const jobPath = `jobs/job-${RUN}`;
    const appPath = `applications/job-${RUN}_t1`;
    await db.set(`companies/${uid}`, { id: uid, name: 'Closing' });
    await db.set(`companyAccounts/${uid}`, { id: uid, email });
    await db.set(`companyMembers/${uid}`, founderMemberDoc(uid, 'Closing', email, new Date()));
    await db.set(jobPath, { companyId: uid, status: 'active', companyLogo: 'https://x/logo.png' });
    await db.set(appPath, { talentId: 't1', companyId: uid, stage: 'reviewing', history: [] });
    const ctx = {
      ...firebaseTrustedServices(),
      deleteFiles: async () => 0,
      copyFile: async () => null,
      listFiles: async () => [],
      readFile: async () => null,
      saveFile: async () => undefined,
      listAccounts: async () => ({ accounts: [], next: null }),
      caller: { uid, email, authTime: Date.now() },
    };
    expect(await deleteAccount(ctx, { confirm: 'DELETE' })).toMatchObject({
      role: 'company',
      applicationsUpdated: 1,
      jobsClosed: 1,
    });
    const job = (await db.get(jobPath)).data!;
    expect(job.status).toBe('closed');
    expect(job).not.toHaveProperty('companyLogo');
    expect((await db.get(appPath)).data).toMatchObject({
      stage: 'rejected',
      rejectionReason: 'other',
      history: [{ stage: 'rejected', by: uid }],
    });
    expect((await db.get(`companies/${uid}`)).exists).toBe(false);
    // Its private account record (the email) goes too.
    expect((await db.get(`companyAccounts/${uid}`)).exists).toBe(false);
  });
});

describe.skipIf(!withStorage)('deleteFiles (Storage emulator)', () => {
  it('removes every file under the folder and nothing else', async () => {
    const bucket = getAdminBucket();
    const uid = `files-${RUN}`;
    const pdf = { contentType: 'application/pdf' };
    await bucket.file(`talents/${uid}/profile/cv.pdf`).save(Buffer.from('%PDF-1.4'), pdf);
    await bucket.file(`talents/${uid}/applications/job-1/cv.pdf`).save(Buffer.from('%PDF-1.4'), pdf);
    await bucket.file(`talents/${uid}-other/profile/keep.pdf`).save(Buffer.from('%PDF-1.4'), pdf);
    expect(await firebaseTrustedServices().deleteFiles(`talents/${uid}`)).toBe(2);
    expect((await bucket.getFiles({ prefix: `talents/${uid}/` }))[0]).toHaveLength(0);
    expect((await bucket.file(`talents/${uid}-other/profile/keep.pdf`).exists())[0]).toBe(true);
    expect(await firebaseTrustedServices().deleteFiles(`talents/${uid}`)).toBe(0);
  });
});

describe.skipIf(!withStorage)('copyFile (Storage emulator)', () => {
  it("copies a file with a token of its own, once, and answers the copy's download URL", async () => {
    const bucket = getAdminBucket();
    const source = `uploadedFiles/sender-${RUN}/1700000000000-brief.pdf`;
    await bucket.file(source).save(Buffer.from('%PDF-1.4'), {
      contentType: 'application/pdf',
      metadata: { metadata: { firebaseStorageDownloadTokens: 'original' } },
    });
    const url = `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST}/v0/b/${bucket.name}/o/${encodeURIComponent(source)}?alt=media&token=original`;
    const target = `conversations/a${RUN}_b${RUN}/a${RUN}/1700000000000-brief.pdf`;
    const copied = await firebaseTrustedServices().copyFile(source, target, url);
    const link = new URL(copied!);
    expect(decodeURIComponent(link.pathname)).toBe(`/v0/b/${bucket.name}/o/${target}`);
    expect(link.searchParams.get('token')).toMatch(/^[\w-]+$/);
    expect(link.searchParams.get('token')).not.toBe('original');
    const [meta] = await bucket.file(target).getMetadata();
    expect(meta.contentType).toBe('application/pdf');
    expect(await firebaseTrustedServices().copyFile(source, target, url)).toBe(copied);
    expect(await firebaseTrustedServices().copyFile(`${source}-gone`, `${target}-2`, url)).toBeNull();
  });
});
