/** `npm run seed -- --jobs N`: its arguments, the jobs it writes, and its refusal while a server holds the folder. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseSeedArgs, UsageError } from '@/scripts/seed';
import { bulkJob, parseJobCount, runSeedJobs, writeBulkJobs } from '@/scripts/seed-jobs';
import { listActiveJobs } from '@/services/jobs/job-lists';
import { jobInputSchema } from '@/services/schemas/job';
import { jobPlaceKeys, type Place } from '@/services/schemas/place';
import { DEMO_COMPANIES } from '@/server/seed/demo-companies';
import { signUpActor, startServer, stopServer, type LocalServer } from '../services/service-env';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

describe('seed --jobs arguments', () => {
  it('takes a whole count for the local backend only', () => {
    expect(parseSeedArgs(['--jobs', '10000'])).toEqual({ production: false, jobs: '10000' });
    expect(() => parseSeedArgs(['--jobs', '10', '--yes-really-production'])).toThrow(UsageError);
    expect(parseJobCount('10000')).toBe(10_000);
    for (const bad of [undefined, '0', '-5', '2.5', 'many', '100001'])
      expect(() => parseJobCount(bad)).toThrow(RangeError);
  });

  it('makes jobs the job form would accept, each placed and found by its place keys', () => {
    for (let i = 0; i < 320; i += 5) {
      const job = bulkJob(i, { id: 'c', name: 'Acme' }, Date.now());
      const {
        title,
        description,
        category,
        level,
        workMode,
        employmentType,
        experience,
        degree,
        degreeRequirement,
        salary,
        location,
        place,
        remoteCountries,
        skills,
        openings,
        fillBy,
      } = job;
      const parsed = jobInputSchema(0).safeParse({
        title,
        description,
        category,
        level,
        workMode,
        employmentType,
        experience,
        degree,
        degreeRequirement,
        salary,
        location,
        place,
        remoteCountries,
        skills,
        openings,
        fillBy: (fillBy as Date).getTime(),
      });
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(job.placeKeys).toEqual(jobPlaceKeys(place as Place | undefined, remoteCountries as string[] | undefined));
      expect(job.placeKeys).not.toEqual([]);
    }
  });
});

describe('writing bulk jobs into the local backend', () => {
  let server: LocalServer;
  beforeAll(async () => {
    server = await startServer();
    for (const [i, company] of DEMO_COMPANIES.entries()) {
      await server.engine.serverDocuments.set(`companies/demo-${i}`, {
        id: `demo-${i}`,
        name: company.name,
        location: company.location,
        new: false,
        timestamp: new Date(),
      });
      // The demo companies are found by their account email, in their private records.
      await server.engine.serverDocuments.set(`companyAccounts/demo-${i}`, { id: `demo-${i}`, email: company.email });
    }
  });
  afterAll(async () => {
    await stopServer(server);
  });

  it('writes N active jobs that the talent job list pages and filters', async () => {
    expect(await writeBulkJobs(server.engine.serverDocuments, 600)).toBe(600);
    (await signUpActor(server, 'talent')).use();
    const first = await listActiveJobs();
    expect(first.items).toHaveLength(20);
    expect(first.items[0].id).toBe('bulk-job-00001');
    const filtered = await listActiveJobs({ filters: { category: 'Designer', workMode: 'remote', minSalary: 1000 } });
    expect(filtered.items.length).toBeGreaterThan(0);
    for (const job of filtered.items)
      expect(job).toMatchObject({ category: 'Designer', workMode: 'remote', status: 'active' });
    // A place: the jobs in Nairobi and the remote ones open to Kenya.
    const inKenya = await listActiveJobs({ filters: { place: 'KE' } });
    expect(inKenya.items).toHaveLength(20);
    for (const job of inKenya.items)
      expect(job.place?.country === 'KE' || job.remoteCountries?.includes('KE')).toBe(true);
    // With a category too (the perf spec times both): one query the merged indexes serve.
    const designInLagos = await listActiveJobs({ filters: { category: 'Designer', place: 'NG/Lagos' } });
    expect(designInLagos.items.length).toBeGreaterThan(0);
    for (const job of designInLagos.items)
      expect(job).toMatchObject({ category: 'Designer', place: { country: 'NG', region: 'Lagos' } });
    expect(await server.engine.serverDocuments.count({ collection: 'jobs' })).toBe(600);
    // Re-running rewrites the same ids.
    await writeBulkJobs(server.engine.serverDocuments, 10);
    expect(await server.engine.serverDocuments.count({ collection: 'jobs' })).toBe(600);
  });

  it('refuses while the data folder is held by a running engine', async () => {
    const previous = process.env.LOCAL_DATA_DIR;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    process.env.LOCAL_DATA_DIR = server.engine.dataDir;
    try {
      expect(await runSeedJobs(['5'])).toBe(1);
      expect(String(errors.mock.calls[0]?.[0])).toMatch(/already open|in use/);
    } finally {
      errors.mockRestore();
      if (previous === undefined) delete process.env.LOCAL_DATA_DIR;
      else process.env.LOCAL_DATA_DIR = previous;
    }
  });
});
