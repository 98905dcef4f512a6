import { describe, expect, it } from 'vitest';
import { JOB_CATEGORIES } from '@/constants/enums';
import type { DocumentData } from '@/services/backend/types';
import { jobInputSchema } from '@/services/schemas/job';
import { APPLICATION_STAGES } from '@/services/schemas/application';
import { seedDemoData } from '@/server/seed/demo-data';
import type { SeedTarget } from '@/server/seed/seed-target';

const now = new Date('2026-06-15T09:00:00Z');

async function seeded() {
  const docs = new Map<string, DocumentData>();
  let n = 0;
  const target: SeedTarget = {
    createUser: async () => ({ uid: `uid${++n}` }),
    setDoc: async (path, data) => void docs.set(path, data),
  };
  const seed = await seedDemoData(target, { now });
  const of = (c: string) => [...docs].filter(([p]) => p.startsWith(`${c}/`)).map(([, d]) => d);
  return { seed, docs, jobs: of('jobs'), apps: of('applications') };
}

describe('demo jobs and applications', () => {
  it('seeds at least 12 jobs across all four categories from the three demo companies, returned by id', async () => {
    const { seed, jobs } = await seeded();
    expect(jobs.length).toBeGreaterThanOrEqual(12);
    expect(seed.jobIds).toEqual(jobs.map((j) => j.id));
    expect(new Set(jobs.map((j) => j.category))).toEqual(new Set(JOB_CATEGORIES));
    expect(new Set(jobs.map((j) => j.companyId))).toEqual(new Set(Object.values(seed.companyUids)));
    expect(jobs.some((j) => j.status === 'closed')).toBe(true);
  });

  it('writes jobs the job form would accept, with the company name denormalized', async () => {
    const { docs, jobs } = await seeded();
    for (const job of jobs) {
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
        skills,
        openings,
        fillBy: (fillBy as Date).getTime(),
      });
      expect(parsed.error?.issues ?? [], String(title)).toEqual([]);
      expect(job.companyName).toBe(docs.get(`companies/${job.companyId}`)!.name);
      expect(String(job.id)).not.toContain('_');
    }
  });

  it('has applications at many stages with histories, counted on their jobs', async () => {
    const { seed, jobs, apps } = await seeded();
    expect(seed.applicationIds).toEqual(apps.map((a) => a.id));
    expect(new Set(apps.map((a) => a.stage)).size).toBeGreaterThanOrEqual(6);
    for (const stage of apps.map((a) => a.stage)) expect(APPLICATION_STAGES).toContain(stage);
    for (const app of apps) {
      expect(app.id).toBe(`${app.jobId}_${app.talentId}`);
      const history = app.history as { stage: string; at: Date }[];
      expect(history[0].stage).toBe('applied');
      expect(history.at(-1)!.stage).toBe(app.stage);
      expect(app.rejectionReason !== undefined).toBe(app.stage === 'rejected');
      const job = jobs.find((j) => j.id === app.jobId)!;
      expect((app.createdAt as Date) >= (job.createdAt as Date)).toBe(true);
    }
    for (const job of jobs) expect(job.applicantCount).toBe(apps.filter((a) => a.jobId === job.id).length);
  });
});
