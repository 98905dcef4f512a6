/**
 * The talents' job search on the local engine: every word of a search must match (not only the longest), case and
 * accents do not matter, jobs whose title holds the words come first, and a page keeps to the read budget.
 * The same searches on the Firebase adapter: tests/backend/job-search-firebase.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MIGRATIONS } from '@/server/migrations/list';
import { listActiveJobs } from '@/services/jobs/job-lists';
import { createJob } from '@/services/jobs/jobs';
import { jobInput, signUpCompany, signUpTalent } from './job-fixtures';
import { putDoc, rawDoc, startServer, stopServer, type Actor, type LocalServer } from './service-env';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let server: LocalServer;
let talent: Actor;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await stopServer(server);
});

const titles = async (keyword: string) => (await listActiveJobs({ filters: { keyword } })).items.map((j) => j.title);

describe('job search by several words', () => {
  beforeAll(async () => {
    const company = await signUpCompany(server, 'Quarry Works');
    for (const title of [
      'Junior Data Analyst',
      'Senior Data Analyst',
      'Junior Financial Analyst',
      'Analyst Intern',
      'Data Engineer',
    ])
      await createJob(company.uid, jobInput({ title, skills: ['SQL'] }));
    // "junior" only in the title, "data" and "analyst" in the skills: found, but after the title matches.
    await createJob(company.uid, jobInput({ title: 'Junior Reporting Associate', skills: ['Data', 'Analyst'] }));
    await createJob(company.uid, jobInput({ title: 'Développeur Front-End Junior', skills: ['Vue'] }));
    talent = await signUpTalent(server);
  });

  it('finds only jobs holding every word, title matches first', async () => {
    talent.use();
    expect(await titles('junior data analyst')).toEqual(['Junior Data Analyst', 'Junior Reporting Associate']);
    expect(await titles('analyst junior')).toEqual([
      'Junior Financial Analyst',
      'Junior Data Analyst',
      'Junior Reporting Associate',
    ]);
    expect(await titles('data engineer')).toEqual(['Data Engineer']);
  });

  it('ignores case and accents, in the search and in the job', async () => {
    talent.use();
    expect(await titles('DEVELOPPEUR junior')).toEqual(['Développeur Front-End Junior']);
    expect(await titles('développeur')).toEqual(['Développeur Front-End Junior']);
    expect(await titles('quarry works analyst intern')).toEqual(['Analyst Intern']);
  });

  it('a page of 20 matches costs 21 reads, and the next page goes on from the cursor', async () => {
    const company = await signUpCompany(server, 'Budget Search');
    for (let i = 0; i < 24; i++) await createJob(company.uid, jobInput({ title: `Payroll Clerk ${i}` }));
    talent.use();
    const { result, reads } = await talent.backend.reads.measure(() =>
      listActiveJobs({ filters: { keyword: 'payroll clerk' } }),
    );
    console.log(`read budget: two-word job search page: ${reads} reads`);
    expect(result.items).toHaveLength(20);
    expect(reads).toBeLessThanOrEqual(21);
    const rest = await listActiveJobs({ filters: { keyword: 'payroll clerk' }, cursor: result.nextCursor! });
    expect(rest.items.map((j) => j.title)).toEqual([
      'Payroll Clerk 3',
      'Payroll Clerk 2',
      'Payroll Clerk 1',
      'Payroll Clerk 0',
    ]);
    expect(rest.nextCursor).toBeNull();
  });

  it('jobs that hold only the queried word cost one read each, and a page stops at its read cap without skipping any', async () => {
    const company = await signUpCompany(server, 'Cap Test');
    await createJob(company.uid, jobInput({ title: 'Yard Forklift Operator' }));
    for (let i = 0; i < 110; i++) await createJob(company.uid, jobInput({ title: `Forklift Mechanic ${i}` }));
    talent.use();
    const first = await talent.backend.reads.measure(() => listActiveJobs({ filters: { keyword: 'forklift yard' } }));
    console.log(`read budget: search page past 100 non-matching jobs: ${first.reads} reads`);
    expect(first.result.items).toEqual([]);
    expect(first.reads).toBeLessThanOrEqual(100);
    const second = await listActiveJobs({ filters: { keyword: 'forklift yard' }, cursor: first.result.nextCursor! });
    expect(second.items.map((j) => j.title)).toEqual(['Yard Forklift Operator']);
    expect(second.nextCursor).toBeNull();
  });
});

describe('the one-time upgrade of job keywords', () => {
  it('folds the keywords of jobs stored before, so accented titles are found without accents', async () => {
    const company = await signUpCompany(server, 'Old Maison');
    const job = await createJob(company.uid, jobInput({ title: 'Chargé de Clientèle' }));
    await putDoc(server, `jobs/${job.id}`, {
      ...(await rawDoc(server, `jobs/${job.id}`)),
      keywords: ['chargé', 'de', 'clientèle', 'old', 'maison'],
    });
    talent.use();
    expect(await titles('charge clientele')).toEqual([]);
    const upgrade = MIGRATIONS.find((u) => u.key === 'jobKeywordsFolded')!;
    expect(await upgrade.run(server.engine.serverDocuments)).toBe(1);
    expect(await titles('charge clientele')).toEqual(['Chargé de Clientèle']);
    expect(await upgrade.run(server.engine.serverDocuments)).toBe(0);
  });
});
