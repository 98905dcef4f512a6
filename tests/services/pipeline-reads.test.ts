/**
 * The pipeline of a job with 500 applicants on the local backend over HTTP (access policy, declared indexes, the
 * trusted route), counted by the port's read meter: each shown application is read once (pages of 50, plus the
 * one read that tells whether another page follows), each shown applicant's card once; then 50 of them move in one
 * action, and a batch with one applicant who cannot move changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { listJobPipelinePage } from '@/services/applications/application-lists';
import { moveApplications } from '@/services/applications/applications';
import type { Job } from '@/services/jobs/jobs';
import { getTalentCard } from '@/services/talents/talent-cards';
import type { WriteOp } from '@/services/backend/types';
import type { ApplicationStage } from '@/services/schemas/application';
import { companyWithJob } from './job-fixtures';
import { startServer, stopServer, type Actor, type LocalServer } from './service-env';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const APPLICANTS = 500;
let server: LocalServer;
let company: Actor;
let job: Job;

beforeAll(async () => {
  server = await startServer();
  ({ company, job } = await companyWithJob(server, { title: 'Popular Internship' }));
  const at = Date.now() - 30 * 86_400_000;
  const ops: WriteOp[] = [];
  for (let i = 0; i < APPLICANTS; i++) {
    const talentId = `pipeline-talent-${i}`;
    const id = `${job.id}_${talentId}`;
    ops.push({
      type: 'set',
      path: `applications/${id}`,
      data: {
        id,
        jobId: job.id,
        talentId,
        companyId: company.uid,
        jobTitle: job.title,
        companyName: job.companyName,
        talentName: `Talent ${i}`,
        talentCategory: 'Web Developer',
        stage: 'applied',
        history: [{ stage: 'applied', at: new Date(at), by: talentId }],
        createdAt: new Date(at + i * 60_000),
        updatedAt: new Date(at),
      },
    });
    ops.push({
      type: 'set',
      path: `talentCards/${talentId}`,
      data: {
        id: talentId,
        name: `Talent ${i}`,
        availability: true,
        role: 'Web Developer',
        skills: [{ skill: 'SQL', verified: i % 3 === 0 }],
        updatedAt: new Date(at),
      },
    });
  }
  for (let i = 0; i < ops.length; i += 100) await server.engine.serverDocuments.batch(ops.slice(i, i + 100));
});

afterAll(async () => {
  await stopServer(server);
});

const page = (cursor?: string, stage?: ApplicationStage) =>
  listJobPipelinePage({
    companyId: company.uid,
    jobId: job.id,
    order: 'newest',
    ...(stage ? { stage } : {}),
    ...(cursor ? { cursor } : {}),
  });

describe(`the pipeline of a job with ${APPLICANTS} applicants (local backend)`, () => {
  it('reads each shown application once: 50 a page, every applicant on exactly one page', async () => {
    company.use();
    const first = await company.backend.reads.measure(() => page());
    expect(first.result.items).toHaveLength(50);
    const cards = await company.backend.reads.measure(() =>
      Promise.all(first.result.items.map((a) => getTalentCard(a.talentId))),
    );
    const all = await company.backend.reads.measure(async () => {
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const next = await page(cursor);
        seen.push(...next.items.map((a) => a.id));
        cursor = next.nextCursor ?? undefined;
      } while (cursor);
      return seen;
    });
    console.info(
      `[reads] pipeline of ${APPLICANTS} applicants: first page ${first.reads} reads (50 applications + 1 look-ahead), ` +
        `its 50 cards ${cards.reads} reads, all ${all.result.length} applicants in 10 pages ${all.reads} reads`,
    );
    expect(first.reads).toBe(51);
    expect(cards.reads).toBe(50);
    expect(new Set(all.result).size).toBe(APPLICANTS);
    expect(all.reads).toBeLessThanOrEqual(APPLICANTS + 10);
  });

  it('moves 50 applicants in one action; a batch with one that cannot move changes none of them', async () => {
    company.use();
    const first = (await page()).items;
    const fifty = first.map((a) => a.id);
    const moved = await company.backend.reads.measure(() =>
      moveApplications({ jobId: job.id, applicationIds: fifty, stage: 'reviewing' }),
    );
    expect(moved.result).toEqual({ moved: fifty, unchanged: [] });
    console.info(
      `[reads] bulk move of 50 over the trusted route: ${moved.reads} client reads (the server's are counted in trusted-concurrency-local.test.ts)`,
    );
    expect((await page(undefined, 'reviewing')).items).toHaveLength(50);

    const second = (await page(undefined, 'applied')).items.map((a) => a.id);
    await server.engine.serverDocuments.update(`applications/${second[25]}`, { stage: 'withdrawn' });
    await expect(
      moveApplications({ jobId: job.id, applicationIds: second, stage: 'shortlisted' }),
    ).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringMatching(/^Nothing was moved: Talent \d+ withdrew the application\.$/),
    });
    expect((await page(undefined, 'shortlisted')).items).toHaveLength(0);
    const stillApplied = new Set((await page(undefined, 'applied')).items.map((a) => a.id));
    expect(second.filter((id) => !stillApplied.has(id))).toEqual([second[25]]);
  });
});
