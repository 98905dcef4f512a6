/**
 * The reply-time figure and the homes' data end to end on the local backend over HTTP: real users, the access
 * policy, the declared indexes, the trusted route, and the read meter for the figures the homes cost.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { applyToJob } from '@/services/applications/applications';
import { getCompany } from '@/services/companies/companies';
import { companyHomeCounts, countApplicationsByStage, listLatestApplicants, recommendJobs } from '@/services/home/home';
import { createJob, getJob, type Job } from '@/services/jobs/jobs';
import { refreshResponseStats } from '@/services/companies/response-stats';
import { applicationId } from '@/services/schemas/application';
import { listTalentCardsByRole } from '@/services/talents/talent-cards';
import { companyWithJob, jobInput, moveTo, signUpTalent } from './job-fixtures';
import { startServer, stopServer, type Actor, type LocalServer } from './service-env';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let server: LocalServer;
let company: Actor;
let reactJob: Job;
let otherReactJob: Job;
let designJob: Job;
const talents: Actor[] = [];

beforeAll(async () => {
  server = await startServer();
  ({ company, job: reactJob } = await companyWithJob(server, { title: 'React Developer', skills: ['React', 'CSS'] }));
  otherReactJob = await createJob(company.uid, jobInput({ title: 'Frontend Intern', skills: ['React'] }));
  designJob = await createJob(
    company.uid,
    jobInput({ title: 'Brand Designer', category: 'Designer', skills: ['Figma'] }),
  );
  for (const name of ['Ada', 'Grace', 'Alan']) {
    const talent = await signUpTalent(server, name);
    await applyToJob({ jobId: reactJob.id });
    talents.push(talent);
  }
  company.use();
  await moveTo(applicationId(reactJob.id, talents[0].uid), 'reviewing');
  await moveTo(applicationId(reactJob.id, talents[1].uid), 'rejected', 'skills');
});

afterAll(async () => {
  await stopServer(server);
});

describe('response-stats over the trusted route', () => {
  it('the company refreshes its figure; talents then read it on the company and on its active jobs', async () => {
    company.use();
    await refreshResponseStats(company.uid);
    const stats = (await getCompany(company.uid)).responseStats;
    expect(stats).toMatchObject({ applications: 3, responded: 2 });
    expect(stats?.medianMs).toEqual(expect.any(Number));
    talents[2].use();
    expect((await getJob(reactJob.id)).companyResponseMs).toBe(stats?.medianMs);
    expect((await getJob(designJob.id)).companyResponseMs).toBe(stats?.medianMs);
  });

  it('an applicant may ask for a refresh; a talent with no application to the company may not', async () => {
    talents[2].use();
    await expect(refreshResponseStats(company.uid)).resolves.toBeUndefined();
    const stranger = await signUpTalent(server, 'Stranger');
    stranger.use();
    await expect(refreshResponseStats(company.uid)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('a company cannot write the figures itself', async () => {
    company.use();
    await expect(
      company.backend.docs.update(`companies/${company.uid}`, {
        responseStats: { medianMs: 1, applications: 99, responded: 99, updatedAt: new Date() },
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(company.backend.docs.update(`jobs/${reactJob.id}`, { companyResponseMs: 1 })).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('the homes on the local backend (read costs)', () => {
  it('company home: counts, latest applicants', async () => {
    company.use();
    const counts = await company.backend.reads.measure(() => companyHomeCounts(company.uid));
    expect(counts.result).toEqual({
      activeJobs: 3,
      topCategory: 'Web & Mobile Dev',
      teaserRole: 'Web Developer',
      newApplicants: 3,
    });
    // Four category counts and the new-applicants count, one read each.
    expect(counts.reads).toBe(5);
    const latest = await company.backend.reads.measure(() => listLatestApplicants(company.uid));
    expect(latest.result.map((a) => a.talentName)).toEqual(['Alan', 'Grace', 'Ada']);
    expect(latest.reads).toBe(3);
    const teaser = await company.backend.reads.measure(() => listTalentCardsByRole(counts.result.teaserRole!));
    expect(teaser.result.map((c) => c.name)).toEqual(expect.arrayContaining(['Ada', 'Grace', 'Alan']));
    expect(teaser.reads).toBe(teaser.result.length);
    expect(teaser.reads).toBeLessThanOrEqual(5);
    console.info(
      `[reads] company home: counts ${counts.reads}, latest applicants ${latest.reads} (at most 5), talent teaser ${teaser.reads} (at most 5)`,
    );
  });

  it('talent home: applications by stage and recommended jobs, minus those it applied to', async () => {
    const ada = talents[0].use();
    const stages = await ada.backend.reads.measure(() => countApplicationsByStage(ada.uid));
    expect(stages.result).toMatchObject({ applied: 0, reviewing: 1, rejected: 0 });
    expect(stages.reads).toBe(8);
    const recommended = await ada.backend.reads.measure(() =>
      recommendJobs({ id: ada.uid, role: 'Web Developer', skills: [{ skill: 'react' }] }),
    );
    expect(recommended.result.category).toBe('Web & Mobile Dev');
    expect(recommended.result.jobs.map((r) => [r.job.id, r.matchedSkills])).toEqual([[otherReactJob.id, ['React']]]);
    // Skill query (2 jobs), then the newest of the category (2 jobs: fewer than 6 matched), then which were applied to (1).
    expect(recommended.reads).toBe(2 + 2 + 1);
    console.info(`[reads] talent home: stages ${stages.reads}, recommended ${recommended.reads}`);
  });

  it('a stranger company cannot count or list another company’s applicants', async () => {
    const { company: other } = await companyWithJob(server, {}, 'Other Co');
    other.use();
    await expect(listLatestApplicants(company.uid)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(companyHomeCounts(company.uid)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
