/**
 * The back-office dashboard (issue 14) over the seeded demo data: every figure and chart series from count
 * queries on the server, checked against the demo data itself; refused to non-administrators.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '@/server/seed/demo-data';
import { DEMO_APPLICATIONS, DEMO_JOBS } from '@/server/seed/demo-jobs';
import { DEMO_TALENTS } from '@/server/seed/demo-talents';
import { listAuditLog } from '@/services/backoffice/audit-log';
import { getDashboard } from '@/services/backoffice/dashboard';
import { signInActor, startServer, stopServer, type LocalServer } from './service-env';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

let server: LocalServer;
beforeAll(async () => {
  server = await startServer(true);
});
afterAll(async () => {
  await stopServer(server);
});

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('admin-dashboard', () => {
  it('counts the demo marketplace: figures, weekly series, the funnel and what needs attention', async () => {
    (await signInActor(server, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).use();
    const data = await getDashboard();
    expect(data.figures).toMatchObject({
      talents: DEMO_TALENTS.length,
      companiesVerified: 3,
      companiesAwaitingReview: 1,
      activeJobs: DEMO_JOBS.filter((j) => (j.status ?? 'active') === 'active').length,
    });
    expect(data.weeks).toHaveLength(12);
    // Every demo account and job is from the last six weeks, so each series adds up to the whole collection.
    expect(sum(data.signups.talents)).toBe(DEMO_TALENTS.length);
    expect(sum(data.signups.companies)).toBe(4);
    expect(sum(data.jobsByCategory.flatMap((c) => c.counts))).toBe(DEMO_JOBS.length);
    expect(data.jobsByCategory.find((c) => c.category === 'Writing')!.counts.at(-1)).toBeGreaterThan(0);
    expect(sum(data.funnel.map((f) => f.count))).toBe(DEMO_APPLICATIONS.length);
    const stageOf = (steps: (typeof DEMO_APPLICATIONS)[number]['steps']) => steps.at(-1)![0];
    for (const { stage, count } of data.funnel) expect(count).toBe(DEMO_APPLICATIONS.filter((a) => stageOf(a.steps) === stage).length);
    expect(data.attention.pendingCompanies.map((c) => c.name)).toEqual(['Quickhire Ventures']);
    expect(data.attention.overdueJobs.map((j) => j.title)).toEqual(['Technical Writer']);
    expect(data.attention.overdueCount).toBe(1);
    expect(data.extraFigures).toEqual([]);
  });

  it("opens the demo companies' pages with their verification in the audit log", async () => {
    const admin = (await signInActor(server, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).use();
    const company = await signInActor(server, DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    admin.use();
    expect((await listAuditLog(company.uid)).items).toEqual([
      expect.objectContaining({ action: 'verify-company', actorId: admin.uid, actorName: 'Demo Admin', targetName: 'Brightpath Labs' }),
    ]);
  });

  it('is refused to a company and a talent', async () => {
    (await signInActor(server, DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password)).use();
    await expect(getDashboard()).rejects.toMatchObject({ code: 'permission-denied' });
    (await signInActor(server, DEMO_ACCOUNTS.talent.email, DEMO_ACCOUNTS.talent.password)).use();
    await expect(getDashboard()).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
