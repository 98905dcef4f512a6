/**
 * `npm run create-admin`: its arguments and mode choice always; the Firebase path against the Auth emulator (the
 * account part) and the Firestore emulator (the admin document), each gated on its emulator.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CREATE_ADMIN_USAGE, DEFAULT_ADMIN_NAME, parseCreateAdminArgs, UsageError } from '@/scripts/create-admin';
import { getAdminAuth, getAdminFirestore } from '@/server/firebase-admin';
import { checkEmulatorPair, createFirebaseAdmin, ensureAuthUser, operatorMode } from '@/server/firebase-operator';
import { disposeEmulatorBackends, emulatorBackend, requireEmulator } from '../helpers/firebase-emulators';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const root = path.resolve(__dirname, '../..');
/** Only what a process needs to run: no Firebase or emulator settings leak in from this one. */
const bareEnv = (extra: Record<string, string> = {}) =>
  ({ PATH: process.env.PATH, HOME: process.env.HOME, ...extra }) as unknown as NodeJS.ProcessEnv;

function usageError(argv: string[]): string {
  try {
    parseCreateAdminArgs(argv);
  } catch (err) {
    expect(err).toBeInstanceOf(UsageError);
    return (err as Error).message;
  }
  throw new Error(`expected a usage error for ${argv.join(' ')}`);
}

describe('create-admin arguments', () => {
  it('takes email, password and name; lower-cases the email', () => {
    expect(
      parseCreateAdminArgs(['--email', 'Boss@Example.test', '--password', 'secret-1', '--name', 'The Boss']),
    ).toEqual({
      email: 'boss@example.test',
      password: 'secret-1',
      name: 'The Boss',
    });
  });

  it('names the admin "Administrator" when no name is given, and accepts --key=value', () => {
    expect(parseCreateAdminArgs(['--email=a@b.test', '--password=secret-1'])).toEqual({
      email: 'a@b.test',
      password: 'secret-1',
      name: DEFAULT_ADMIN_NAME,
    });
  });

  it('answers help', () => {
    expect(parseCreateAdminArgs(['--help'])).toBe('help');
    expect(parseCreateAdminArgs(['-h'])).toBe('help');
  });

  it.each([
    [[], '--email is required.'],
    [['--password', 'secret-1'], '--email is required.'],
    [['--email', 'not-an-email', '--password', 'secret-1'], 'is not an email address'],
    [['--email', 'a@b.test'], '--password is required.'],
    [['--email', 'a@b.test', '--password', '12345'], 'at least 6 characters'],
    [['--email', 'a@b.test', '--password', 'secret-1', '--name', '  '], '--name must be 1 to 100 characters.'],
    [
      ['--email', 'a@b.test', '--password', 'secret-1', '--name', 'x'.repeat(101)],
      '--name must be 1 to 100 characters.',
    ],
    [['--email', 'a@b.test', '--password', 'secret-1', '--role', 'x'], "Unknown option '--role'"],
    [['a@b.test', 'secret-1'], 'Unexpected argument'],
    [['--email'], "Option '--email <value>' argument missing"],
  ])('refuses %j', (argv, message) => {
    expect(usageError(argv)).toContain(message);
  });

  it('exits 2 with the reason and the usage line on bad arguments, touching nothing', () => {
    const run = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/create-admin.ts'), '--email', 'nope'],
      {
        cwd: os.tmpdir(),
        encoding: 'utf8',
        env: bareEnv(),
      },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('create-admin: --email "nope" is not an email address.');
    expect(run.stderr).toContain(CREATE_ADMIN_USAGE);
  });
});

describe('create-admin mode', () => {
  it('uses Firebase when a project or the emulators are configured, else the local backend', () => {
    expect(operatorMode({})).toBe('local');
    expect(operatorMode({ NEXT_PUBLIC_FIREBASE_PROJECT_ID: '  ' })).toBe('local');
    expect(operatorMode({ NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'acme-prod' })).toBe('firebase');
    expect(operatorMode({ NEXT_PUBLIC_FIREBASE_USE_EMULATORS: 'true' })).toBe('firebase');
    expect(operatorMode({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toBe('firebase');
    expect(operatorMode({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toBe('firebase');
    expect(operatorMode({ NEXT_PUBLIC_BACKEND: 'firebase' })).toBe('firebase');
  });

  it('refuses one emulator without the other', () => {
    expect(() => checkEmulatorPair({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /FIRESTORE_EMULATOR_HOST is not/,
    );
    expect(() => checkEmulatorPair({ FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST is not/,
    );
    expect(() => checkEmulatorPair({})).not.toThrow();
    expect(() =>
      checkEmulatorPair({ FIREBASE_AUTH_EMULATOR_HOST: 'a:1', FIRESTORE_EMULATOR_HOST: 'b:2' }),
    ).not.toThrow();
  });
});

const withAuth = requireEmulator(
  'create-admin Auth emulator tests',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'run them with: node scripts/with-auth-emulator.mjs npx vitest run --project node tests/scripts/create-admin.test.ts',
);

describe.skipIf(!withAuth)('create-admin in Firebase mode: the account (Auth emulator)', () => {
  afterAll(async () => {
    await disposeEmulatorBackends();
  });

  it('creates a verified account that signs in, then finds it again without touching its password', async () => {
    const auth = getAdminAuth();
    const email = `admin-${Date.now()}@ops.test`;
    const first = await ensureAuthUser(auth, {
      email,
      password: 'first-secret',
      emailVerified: true,
      displayName: 'Ops',
    });
    expect(first).toEqual({ uid: expect.any(String), email, created: true });

    const again = await ensureAuthUser(auth, { email, password: 'other-secret', emailVerified: true });
    expect(again).toEqual({ uid: first.uid, email, created: false });

    const client = emulatorBackend();
    expect(await client.auth.signIn(email, 'first-secret')).toEqual({ uid: first.uid, email, emailVerified: true });
    // The Auth emulator runs without email-enumeration protection, so it still names the wrong password.
    await expect(client.auth.signIn(email, 'other-secret')).rejects.toMatchObject({
      code: expect.stringMatching(/^auth\/(invalid-credential|wrong-password)$/),
    });
  });

  it('ends with one account when two runs ask for it at the same time', async () => {
    const auth = getAdminAuth();
    const input = { email: `twice-${Date.now()}@ops.test`, password: 'twice-secret', emailVerified: true };
    const [a, b] = await Promise.all([ensureAuthUser(auth, input), ensureAuthUser(auth, input)]);
    expect(b.uid).toBe(a.uid);
    expect([a.created, b.created].sort()).toEqual([false, true]);
  });
});

const withFirestore =
  withAuth &&
  requireEmulator(
    'create-admin admin-document tests',
    'FIRESTORE_EMULATOR_HOST',
    'needs the Firestore emulator, Java 21',
  );

describe.skipIf(!withFirestore)(
  'create-admin in Firebase mode: the admin document (Auth + Firestore emulators)',
  () => {
    it('writes admin/{uid} = { id, email, name, timestamp }; a second run renames and keeps the creation time', async () => {
      const services = { auth: getAdminAuth(), db: getAdminFirestore() };
      const email = `boss-${Date.now()}@ops.test`;
      const created = await createFirebaseAdmin(services, { email, password: 'boss-secret', name: 'The Boss' });
      expect(created).toMatchObject({ email, name: 'The Boss', createdUser: true });
      const first = (await services.db.doc(`admin/${created.uid}`).get()).data()!;
      expect(first).toMatchObject({ id: created.uid, email, name: 'The Boss' });
      expect(first.timestamp.toDate()).toBeInstanceOf(Date);

      const again = await createFirebaseAdmin(services, { email, password: 'ignored-secret', name: 'Chief' });
      expect(again).toMatchObject({ uid: created.uid, createdUser: false, name: 'Chief' });
      const second = (await services.db.doc(`admin/${created.uid}`).get()).data()!;
      expect(second).toMatchObject({ id: created.uid, email, name: 'Chief' });
      expect(second.timestamp.isEqual(first.timestamp)).toBe(true);
    });
  },
);

describe('create-admin in local mode', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'create-admin-local-'));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates the administrator in the local data folder when no Firebase is configured', { timeout: 240_000 }, () => {
    const run = spawnSync(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        path.join(root, 'scripts/create-admin.ts'),
        '--email',
        'Local@Ops.test',
        '--password',
        'local-secret',
        '--name',
        'Local Boss',
      ],
      // A folder without .env files, and an environment without Firebase settings (tsx told where the @/ alias is).
      {
        cwd: dataDir,
        encoding: 'utf8',
        env: bareEnv({
          LOCAL_DATA_DIR: path.join(dataDir, 'data'),
          TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json'),
        }),
      },
    );
    expect(run.stderr).not.toMatch(/failed/);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /Administrator ready in the local backend \(.*data, data folder\): local@ops\.test \(uid \S+, new account\), name "Local Boss"\./,
    );
  });
});
