import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isOverdue, medianFirstResponseMs } from '@/services/format/application-metrics';
import {
  listJobPipelinePage,
  listCompanyApplications,
  listTalentApplications,
} from '@/services/applications/application-lists';
import { listActiveJobs, listCompanyJobs } from '@/services/jobs/job-lists';
import { DEMO_ACCOUNTS } from '@/server/seed/demo-data';
import { signInActor, startServer, stopServer, type LocalServer } from './service-env';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 180_000 });

let server: LocalServer;
beforeAll(async () => {
  server = await startServer(true);
});
afterAll(async () => {
  await stopServer(server);
});

describe('demo jobs in the local backend, through the services (policy enforced)', () => {
  it('the demo talent finds active jobs by filter and keyword, and sees its own applications', async () => {
    const talent = (await signInActor(server, DEMO_ACCOUNTS.talent.email, DEMO_ACCOUNTS.talent.password)).use();
    const jobs = await listActiveJobs();
    expect(jobs.items.length).toBeGreaterThanOrEqual(12);
    expect(jobs.items.every((j) => j.status === 'active')).toBe(true);
    expect((await listActiveJobs({ filters: { category: 'Designer' } })).items.map((j) => j.title).sort()).toEqual([
      'Brand Designer',
      'Product Design Intern',
      'UI Designer',
    ]);
    expect((await listActiveJobs({ filters: { keyword: 'Ledgerly' } })).items).toHaveLength(4);
    const mine = await listTalentApplications(talent.uid);
    expect(mine.map((a) => a.jobTitle)).toEqual(['UI Designer', 'Junior Frontend Developer']);
    expect(mine[1].history.map((h) => h.stage)).toEqual(['applied', 'reviewing', 'shortlisted', 'interview']);
  });

  it('the demo company sees its jobs, its pipeline, an overdue applicant and its median first response', async () => {
    const company = (await signInActor(server, DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password)).use();
    const own = await listCompanyJobs({ companyId: company.uid });
    expect(own.items).toHaveLength(6);
    const frontend = own.items.find((j) => j.title === 'Junior Frontend Developer')!;
    expect(frontend.applicantCount).toBe(4);
    const pipeline = (await listJobPipelinePage({ companyId: company.uid, jobId: frontend.id, order: 'newest' })).items;
    expect(pipeline.map((a) => a.stage).sort()).toEqual(['applied', 'interview', 'rejected', 'reviewing']);
    expect(pipeline.filter((a) => isOverdue(a, Date.now())).map((a) => a.talentName)).toEqual(['Tomás Rivera']);
    const all = await listCompanyApplications({ companyId: company.uid });
    expect(medianFirstResponseMs(all.items)).toEqual(expect.any(Number));
  });
});
