/**
 * The talents' job search on the Firebase adapter (Firestore emulator, with the deployed rules): every word must
 * match, case and accents do not matter, title matches come first, a page of 20 matches costs 21 reads, and
 * rebuild-derived refolds the keywords of jobs stored before. The same on the local engine:
 * tests/services/job-search.test.ts.
 */
import { rebuildDerivedData } from '@/server/migrations/rebuild-derived';
import { adminDocuments } from '@/server/trusted/firebase-documents';
import { getAdminFirestore } from '@/server/firebase-admin';
import { setBackend } from '@/services/backend/backend';
import type { Backend } from '@/services/backend/types';
import { listActiveJobs } from '@/services/jobs/job-lists';
import { jobKeywords } from '@/services/schemas/job';
import { disposeEmulatorBackends, emulatorBackend, requireEmulator } from '../helpers/firebase-emulators';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const withEmulators =
  requireEmulator(
    'job search on the Firebase adapter',
    'FIRESTORE_EMULATOR_HOST',
    'run it through node scripts/with-auth-emulator.mjs',
  ) &&
  requireEmulator(
    'job search on the Firebase adapter',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'run it through node scripts/with-auth-emulator.mjs',
  );

const RUN = `${process.pid}x${Date.now().toString(36)}`;
const docs = () => adminDocuments(getAdminFirestore());
let talent: Backend;
let created = 0;

/** A job as createJob stores it, written with privileged access (the search is what is tested, not posting). */
async function putJob(title: string, opts: { skills?: string[]; companyName?: string; keywords?: string[] } = {}) {
  const id = `search-${RUN}-${++created}`;
  const companyName = opts.companyName ?? 'Emulator Labs';
  const skills = opts.skills ?? ['SQL'];
  await docs().set(`jobs/${id}`, {
    id,
    companyId: `co-${RUN}`,
    companyName,
    title,
    description: 'A job of the search tests.',
    category: 'Data',
    level: 'Entry Level',
    workMode: 'remote',
    employmentType: 'Full time',
    experience: 'No experience',
    salary: { min: 100, max: 200, currency: 'USD', period: 'Monthly' },
    skills,
    deadline: null,
    status: 'active',
    applicantCount: 0,
    keywords: opts.keywords ?? jobKeywords(title, companyName, skills),
    salaryYearlyUsd: 2400,
    createdAt: new Date(Date.UTC(2026, 0, 1) + created * 60_000),
    updatedAt: new Date(),
  });
  return id;
}

const titles = async (keyword: string) => (await listActiveJobs({ filters: { keyword } })).items.map((j) => j.title);

afterAll(async () => {
  await disposeEmulatorBackends();
});

describe.skipIf(!withEmulators)('job search (Firestore emulator)', () => {
  beforeAll(async () => {
    talent = emulatorBackend();
    await talent.auth.signUp(`search-${RUN}@x.test`, 'search-password');
    setBackend(talent);
    for (const title of ['Quokka Data Wrangler', 'Senior Quokka Wrangler', 'Quokka Data Keeper']) await putJob(title);
    await putJob('Quokka Reporting Wrangler', { skills: ['Data'] });
    await putJob('Ingénieur Quokka Réseau');
  });

  it('finds only jobs holding every word, title matches first', async () => {
    expect(await titles('quokka data wrangler')).toEqual(['Quokka Data Wrangler', 'Quokka Reporting Wrangler']);
    expect(await titles('wrangler senior')).toEqual(['Senior Quokka Wrangler']);
  });

  it('ignores case and accents', async () => {
    expect(await titles('INGENIEUR réseau quokka')).toEqual(['Ingénieur Quokka Réseau']);
  });

  it('a page of 20 matches costs 21 reads, and the next page goes on from the cursor', async () => {
    for (let i = 0; i < 22; i++) await putJob(`Wombat Ledger Clerk ${i}`);
    const { result, reads } = await talent.reads.measure(() =>
      listActiveJobs({ filters: { keyword: 'wombat ledger' } }),
    );
    console.log(`read budget (Firebase adapter): two-word job search page: ${reads} reads`);
    expect(result.items).toHaveLength(20);
    expect(reads).toBeLessThanOrEqual(21);
    const rest = await listActiveJobs({ filters: { keyword: 'wombat ledger' }, cursor: result.nextCursor! });
    expect(rest.items.map((j) => j.title)).toEqual(['Wombat Ledger Clerk 1', 'Wombat Ledger Clerk 0']);
    expect(rest.nextCursor).toBeNull();
  });

  it('rebuild-derived refolds the keywords of jobs stored before', async () => {
    const id = await putJob('Chargée de Numbat', { keywords: ['chargée', 'de', 'numbat'] });
    expect(await titles('chargee numbat')).toEqual([]);
    const report = await rebuildDerivedData(docs());
    expect(report.jobKeywordsRewritten).toBeGreaterThanOrEqual(1);
    expect((await docs().get(`jobs/${id}`)).data?.keywords).toEqual(
      jobKeywords('Chargée de Numbat', 'Emulator Labs', ['SQL']),
    );
    expect(await titles('chargee numbat')).toEqual(['Chargée de Numbat']);
  });
});
