/**
 * The read budgets of jobs, counted by the port's ReadMeter: a job list page of 20 jobs at most 21 reads, the job
 * detail (job, own application status, company card) at most 3, a company job detail with 20 applicants at most 22
 * (the job, the applications, and one read for the averages of their ratings however many are rated).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getOwnApplication } from '@/services/applications/applications';
import { listJobPipelinePage } from '@/services/applications/application-lists';
import { getJobRatings } from '@/services/applications/applicant-ratings';
import { getCompany } from '@/services/companies/companies';
import { listActiveJobs } from '@/services/jobs/job-lists';
import { createJob, getJob } from '@/services/jobs/jobs';
import { companyWithJob, jobInput, signUpTalent } from './job-fixtures';
import { putDoc, startServer, stopServer, type LocalServer } from './service-env';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let server: LocalServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await stopServer(server);
});

const report = (screen: string, reads: number) => console.log(`read budget: ${screen}: ${reads} reads`);

describe('read budgets', () => {
  it('job list page of 20 jobs: at most 21 reads', async () => {
    const { company } = await companyWithJob(server);
    for (let i = 0; i < 24; i++) await createJob(company.uid, jobInput({ title: `Budget ${i}` }));
    const talent = await signUpTalent(server);
    const { result, reads } = await talent.backend.reads.measure(() => listActiveJobs());
    report('job list page', reads);
    expect(result.items).toHaveLength(20);
    expect(result.nextCursor).not.toBeNull();
    expect(reads).toBeLessThanOrEqual(21);
  });

  it('job detail with own application status and company card: at most 3 reads', async () => {
    const { job } = await companyWithJob(server);
    const talent = await signUpTalent(server);
    const { result, reads } = await talent.backend.reads.measure(async () => {
      const shown = await getJob(job.id);
      return Promise.all([getOwnApplication(shown.id, talent.uid), getCompany(shown.companyId)]);
    });
    report('job detail', reads);
    expect(result[0]).toBeNull();
    expect(result[1].id).toBe(job.companyId);
    expect(reads).toBeLessThanOrEqual(3);
  });

  it('company job detail with 20 applicants and their average ratings: at most 22 reads', async () => {
    const { company, job } = await companyWithJob(server);
    const at = new Date();
    for (let i = 0; i < 20; i++) {
      const talentId = `budget-talent-${i}`;
      await putDoc(server, `applications/${job.id}_${talentId}`, {
        id: `${job.id}_${talentId}`,
        jobId: job.id,
        talentId,
        companyId: company.uid,
        jobTitle: job.title,
        companyName: job.companyName,
        talentName: `Talent ${i}`,
        talentCategory: 'Web Developer',
        stage: 'applied',
        history: [{ stage: 'applied', at, by: talentId }],
        createdAt: new Date(at.getTime() + i),
        updatedAt: at,
      });
    }
    company.use();
    const { result, reads } = await company.backend.reads.measure(async () => {
      const shown = await getJob(job.id);
      const [page] = await Promise.all([
        listJobPipelinePage({ companyId: company.uid, jobId: shown.id, order: 'newest' }),
        getJobRatings(shown.id),
      ]);
      return page.items;
    });
    report('company job detail', reads);
    expect(result).toHaveLength(20);
    expect(reads).toBeLessThanOrEqual(22);
  });
});
