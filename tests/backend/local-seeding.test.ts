/**
 * Seeding is all or nothing, and only where the demo is wanted: a first start killed halfway through the demo
 * seed leaves a folder that opens and seeds fully; a production start seeds nothing and says how to make the first
 * administrator, who can then be made with `npm run create-admin` on the local data folder.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { upgradeJobPay } from '@/server/migrations/job-pay';
import { MIGRATIONS } from '@/server/migrations/list';
import { appEngineOptions, appInitTemplate, demoSeedWanted, describeAppEngine } from '@/server/app/local-engine';
import { openLocalEngine, type EngineUpgrade, type LocalEngine } from '@/server/local/engine';
import { createDemoHandler } from '@/server/local/http/demo-handler';
import { createLocalAdmin } from '@/server/local/operator';
import { DEMO_COMPANIES } from '@/server/seed/demo-companies';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/server/seed/demo-data';
import { DEMO_TALENTS } from '@/server/seed/demo-talents';
import { demoSeeder } from '@/server/seed/local-demo-seeder';
import { copySeededDemo, pgliteInitTemplate } from '../helpers/local-server';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

const folders: string[] = [];
const open: LocalEngine[] = [];

async function freshFolder() {
  const dir = await mkdtemp(path.join(tmpdir(), 'local-seeding-test-'));
  folders.push(dir);
  return dir;
}

async function openAt(dataDir: string, seeded: boolean) {
  const engine = await openLocalEngine({
    dataDir,
    initTemplate: pgliteInitTemplate(),
    ...(seeded ? { seeder: demoSeeder } : {}),
  });
  open.push(engine);
  return engine;
}

afterEach(async () => {
  for (const engine of open.splice(0)) await engine.close();
});
afterAll(async () => {
  for (const dir of folders) await rm(dir, { recursive: true, force: true });
});

/** Runs the seeding child and SIGKILLs it once it printed `users <killAfterUsers>`; resolves with what it printed. */
function seedAndKill(dataDir: string, killAfterUsers: number): Promise<{ output: string; killed: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      // tsx as a loader, not its CLI: the CLI runs the script in a second process that a SIGKILL would not reach.
      ['--import', 'tsx', path.join('tests', 'helpers', 'seed-child.ts'), dataDir, pgliteInitTemplate()],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    let killed = false;
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!killed && output.includes(`users ${killAfterUsers}\n`)) {
        killed = true;
        child.kill('SIGKILL');
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', () => resolve({ output, killed }));
  });
}

/** What `GET /api/local/demo` answers for this engine (the sign-in pages offer the demo accounts only on true). */
async function demoAnswer(engine: LocalEngine): Promise<unknown> {
  const handler = createDemoHandler(async () => engine);
  const server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/local/demo`);
    return await res.json();
  } finally {
    server.close();
  }
}

async function signIn(engine: LocalEngine, email: string, password: string) {
  return (await engine.auth.handle('signIn', { email, password }, null, 'seeding-test')) as {
    user?: { uid: string };
    idToken?: string;
  };
}

describe('all-or-nothing seeding', () => {
  // Killed among the sign-ins, and once every sign-in exists while jobs, messages and assessments are written.
  const allUsers = 1 + DEMO_COMPANIES.length + DEMO_TALENTS.length;
  it.each([8, allUsers])(
    'a first start killed after %i demo sign-ins reopens, seeds fully, and the demo accounts sign in',
    async (killAfter) => {
      const dir = await freshFolder();
      const { output, killed } = await seedAndKill(dir, killAfter);
      expect(killed, output).toBe(true);
      expect(output).not.toContain('seeded');

      const engine = await openAt(dir, true);
      expect(await engine.serverDocuments.count({ collection: 'students' })).toBe(DEMO_TALENTS.length);
      expect(await engine.serverDocuments.count({ collection: 'talentCards' })).toBe(DEMO_TALENTS.length);
      expect(await engine.serverDocuments.count({ collection: 'admin' })).toBe(1);
      expect(await engine.serverDocuments.count({ collection: 'assessments' })).toBeGreaterThan(0);
      for (const account of Object.values(DEMO_ACCOUNTS)) {
        expect((await signIn(engine, account.email, account.password)).idToken).toEqual(expect.any(String));
      }
      await engine.close();

      // And it stays whole: a later open neither seeds again nor finds anything to roll back.
      const again = await openAt(dir, true);
      expect(await again.serverDocuments.count({ collection: 'students' })).toBe(DEMO_TALENTS.length);
    },
  );

  it('a folder an older version left half seeded (demo accounts, no mark) is rolled back and seeded fully', async () => {
    const dir = await freshFolder();
    const plain = await openAt(dir, false);
    await plain.auth.createUser({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_PASSWORD, emailVerified: true });
    await plain.auth.createUser({ email: DEMO_ACCOUNTS.company.email, password: DEMO_PASSWORD, emailVerified: true });
    await plain.close();
    const engine = await openAt(dir, true);
    expect(await engine.serverDocuments.count({ collection: 'students' })).toBe(DEMO_TALENTS.length);
    expect((await signIn(engine, DEMO_ACCOUNTS.company.email, DEMO_PASSWORD)).idToken).toEqual(expect.any(String));
  });

  it('a demo is never added to a folder that already holds accounts', async () => {
    const dir = await freshFolder();
    const plain = await openAt(dir, false);
    await plain.auth.createUser({ email: 'owner@real.test', password: 'password-1' });
    await plain.close();
    const engine = await openAt(dir, true);
    expect(await engine.auth.findUserByEmail(DEMO_ACCOUNTS.admin.email)).toBeNull();
    expect(await engine.serverDocuments.count({ collection: 'assessments' })).toBe(0);
  });
});

describe('where the demo is seeded', () => {
  it('under next dev, the tests and LOCAL_SEED=true only', () => {
    expect(demoSeedWanted({ NODE_ENV: 'development' })).toBe(true);
    expect(demoSeedWanted({ NODE_ENV: 'production' })).toBe(false);
    expect(demoSeedWanted({})).toBe(false);
    expect(demoSeedWanted({ NODE_ENV: 'production', LOCAL_SEED: 'true' })).toBe(true);
    expect(demoSeedWanted({ NODE_ENV: 'development', LOCAL_SEED: 'false' })).toBe(false);
    expect(appEngineOptions({ NODE_ENV: 'production', LOCAL_DATA_DIR: '/x' })).toEqual({
      dataDir: '/x',
      upgrades: MIGRATIONS,
      initTemplate: appInitTemplate(),
    });
    expect(appEngineOptions({ NODE_ENV: 'development' }).seeder).toBe(demoSeeder);
  });

  it('a production start on an empty folder starts empty, says how to make the first admin, and create-admin makes one', async () => {
    const dir = await freshFolder();
    const env = { NODE_ENV: 'production', LOCAL_DATA_DIR: dir };
    const engine = await openLocalEngine({ ...appEngineOptions(env), initTemplate: pgliteInitTemplate() });
    open.push(engine);
    expect(await engine.auth.findUserByEmail(DEMO_ACCOUNTS.admin.email)).toBeNull();
    await expect(signIn(engine, DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD)).rejects.toMatchObject({
      code: 'auth/invalid-credential',
    });
    // No demo assessments, so no badge can be earned with the answer keys in the public source.
    expect(await engine.serverDocuments.count({ collection: 'assessments' })).toBe(0);
    expect((await describeAppEngine(engine, env)).join('\n')).toMatch(/no administrator yet.*npm run create-admin/);
    expect(await demoAnswer(engine)).toEqual({ demo: false });
    await engine.close();

    const made = await createLocalAdmin({
      dataDir: dir,
      email: 'first@ops.test',
      password: 'first-password',
      name: 'First Admin',
    });
    expect(made).toMatchObject({ createdUser: true, via: 'data-folder' });
    const reopened = await openLocalEngine({ ...appEngineOptions(env), initTemplate: pgliteInitTemplate() });
    open.push(reopened);
    expect((await signIn(reopened, 'first@ops.test', 'first-password')).user?.uid).toBe(made.uid);
    expect((await reopened.serverDocuments.get(`admin/${made.uid}`)).exists).toBe(true);
    expect(await describeAppEngine(reopened, env)).toEqual([]);
  });

  it('a production start on a demo folder warns that the demo administrator is there', async () => {
    const dir = await freshFolder();
    await copySeededDemo(dir);
    const engine = await openAt(dir, true);
    expect((await describeAppEngine(engine, { NODE_ENV: 'production' })).join('\n')).toMatch(
      /WARNING.*admin@demo\.test/,
    );
    expect(await describeAppEngine(engine, { NODE_ENV: 'production', LOCAL_SEED: 'true' })).toEqual([]);
    expect(await demoAnswer(engine)).toEqual({ demo: true });
  });
});

describe('one-time upgrades of older data folders', () => {
  it("the app brings talent cards, company reviews, search fields, jobs' yearly pay, events' join links, email opt-outs, company owners, interview marks and job expiries up to date", () => {
    expect(MIGRATIONS.map((u) => u.key)).toEqual([
      'talentCardsBackfilled',
      'companiesUpgraded',
      'jobKeywordsFolded',
      'nameTermsWritten',
      'jobPayYearly',
      'eventJoinLinksMoved',
      'emailOptOutToSettings',
      'companyOwnersWritten',
      'reachedInterviewMarked',
      'jobExpiriesSet',
    ]);
    expect(MIGRATIONS.find((u) => u.key === 'jobPayYearly')?.run).toBe(upgradeJobPay);
    // The local engine runs the same list `npm run rebuild-derived` runs in Firebase mode.
    expect(appEngineOptions({}).upgrades).toBe(MIGRATIONS);
  });

  it('runs each upgrade the caller passes once per folder, however often it is opened', async () => {
    const dir = await freshFolder();
    const runs: string[] = [];
    const upgrade = (key: string): EngineUpgrade => ({ key, run: async () => runs.push(key) });
    const first = await openLocalEngine({ dataDir: dir, initTemplate: pgliteInitTemplate(), upgrades: [upgrade('a')] });
    await first.close();
    const second = await openLocalEngine({
      dataDir: dir,
      initTemplate: pgliteInitTemplate(),
      upgrades: [upgrade('a'), upgrade('b')],
    });
    open.push(second);
    expect(runs).toEqual(['a', 'b']);
  });
});
