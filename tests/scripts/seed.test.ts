/**
 * `npm run seed`: its arguments and its refusal to write anywhere but the emulators unless told so, always; the
 * seeding itself against the Auth and Firestore emulators when both run.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '@/server/seed/demo-data';
import { getAdminAuth, getAdminFirestore } from '@/server/firebase-admin';
import { firebaseSeedTarget } from '@/server/firebase-operator';
import { parseSeedArgs, seedDestination, UsageError } from '@/scripts/seed';
import { disposeEmulatorBackends, emulatorBackend, requireEmulator } from '../helpers/firebase-emulators';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

function refusal(env: Record<string, string>, production: boolean): string {
  try {
    seedDestination(env, production);
  } catch (err) {
    expect(err).toBeInstanceOf(UsageError);
    return (err as Error).message;
  }
  throw new Error('expected seed to refuse');
}

describe('seed arguments', () => {
  it('takes only --yes-really-production and --help', () => {
    expect(parseSeedArgs([])).toEqual({ production: false });
    expect(parseSeedArgs(['--yes-really-production'])).toEqual({ production: true });
    expect(parseSeedArgs(['--help'])).toBe('help');
    expect(() => parseSeedArgs(['--yes'])).toThrow(UsageError);
    expect(() => parseSeedArgs(['now'])).toThrow(UsageError);
  });
});

describe('seed destination', () => {
  const emulators = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' };

  it('seeds the emulators when both run, even with a real project id configured', () => {
    expect(seedDestination(emulators, false)).toEqual({ kind: 'emulators' });
    expect(seedDestination({ ...emulators, NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'acme-prod' }, false)).toEqual({
      kind: 'emulators',
    });
  });

  it('refuses one emulator without the other', () => {
    expect(refusal({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, true)).toContain(
      'Only FIREBASE_AUTH_EMULATOR_HOST is set',
    );
    expect(refusal({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' }, true)).toContain(
      'Only FIRESTORE_EMULATOR_HOST is set',
    );
  });

  it('refuses a hosted project without --yes-really-production, naming it', () => {
    expect(refusal({ NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'acme-prod' }, false)).toContain('hosted project acme-prod');
    expect(refusal({ FIREBASE_SERVICE_ACCOUNT: '/keys/acme.json' }, false)).toContain('--yes-really-production');
  });

  it('writes to a hosted project only with --yes-really-production', () => {
    expect(seedDestination({ NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'acme-prod' }, true)).toEqual({
      kind: 'production',
      projectId: 'acme-prod',
    });
  });

  it('explains that the local backend seeds itself when nothing Firebase is configured', () => {
    expect(refusal({}, true)).toContain('The local backend seeds itself on the first start of npm run dev');
  });
});

const canSeed =
  requireEmulator('seed emulator tests', 'FIRESTORE_EMULATOR_HOST', 'needs the Firestore emulator, Java 21') &&
  requireEmulator(
    'seed emulator tests',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'needs the Auth emulator too: wrap the command in node scripts/with-auth-emulator.mjs',
  );

describe.skipIf(!canSeed)('seed into the emulators', () => {
  afterAll(async () => {
    await disposeEmulatorBackends();
  });

  it('creates the demo sign-ins and documents, and a second run changes nothing but the data', async () => {
    const services = { auth: getAdminAuth(), db: getAdminFirestore() };
    const first = await seedDemoData(firebaseSeedTarget(services));
    const second = await seedDemoData(firebaseSeedTarget(services));
    expect(second.talentUids).toEqual(first.talentUids);
    expect(second.adminUid).toBe(first.adminUid);

    const talents = await services.db
      .collection('students')
      .where('id', 'in', Object.values(first.talentUids).slice(0, 30))
      .get();
    expect(talents.size).toBe(Object.keys(first.talentUids).length);
    expect((await services.db.doc(`admin/${first.adminUid}`).get()).data()).toMatchObject({
      id: first.adminUid,
      email: DEMO_ACCOUNTS.admin.email,
    });

    // The demo talent signs in through the app's adapter and reads its own profile, timestamps as Dates.
    const client = emulatorBackend();
    const talent = await client.auth.signIn(DEMO_ACCOUNTS.talent.email, DEMO_PASSWORD);
    expect(talent.emailVerified).toBe(true);
    const mine = await client.docs.get(`students/${talent.uid}`);
    expect(mine.data).toMatchObject({ id: talent.uid, email: DEMO_ACCOUNTS.talent.email, timestamp: expect.any(Date) });
  });
});
