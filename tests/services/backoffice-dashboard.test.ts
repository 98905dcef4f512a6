/**
 * The back-office dashboard over the seeded demo data: every figure and chart series from count
 * queries on the server, checked against the demo data itself; refused to non-administrators.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '@/server/seed/demo-data';
import { DEMO_APPLICATIONS, DEMO_JOBS } from '@/server/seed/demo-jobs';
import { DEMO_TALENTS } from '@/server/seed/demo-talents';
import { listAuditLog } from '@/services/backoffice/audit-log';
import { monthStart } from '@/server/trusted/admin-dashboard';
import { getDashboard } from '@/services/backoffice/dashboard';
import type { DashboardData } from '@/services/schemas/dashboard';
import { demoAdmin, signInActor, startServer, stopServer, type LocalServer } from './service-env';

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
    (await demoAdmin(server)).use();
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
    for (const { stage, count } of data.funnel)
      expect(count).toBe(DEMO_APPLICATIONS.filter((a) => stageOf(a.steps) === stage).length);
    expect(data.attention.pendingCompanies.map((c) => c.name)).toEqual(['Quickhire Ventures']);
    expect(data.attention.overdueJobs.map((j) => j.title)).toEqual(['Technical Writer']);
    expect(data.attention.overdueCount).toBe(1);
    // The demo messaging data has one open report, shown as a figure and under "needs attention".
    expect(data.extraFigures.find((f) => f.label === 'Open reports')?.value).toBe(1);
    expect(data.attention.reportCount).toBe(1);
    expect(data.attention.reportedConversations).toEqual([
      expect.objectContaining({ id: 'demo-r1', reporterName: 'Daniel Mensah', reportedName: 'Helix Genomics' }),
    ]);
    // Priority applications against the others, reaching an interview being any step to Interview or further.
    const invited = (a: (typeof DEMO_APPLICATIONS)[number]) =>
      a.steps.some(([stage]) => ['interview', 'offered', 'hired'].includes(stage));
    const side = (apps: typeof DEMO_APPLICATIONS) => ({
      applications: apps.length,
      interviewed: apps.filter(invited).length,
    });
    const signalled = DEMO_APPLICATIONS.filter((a) => a.signalled);
    expect(signalled.length).toBeGreaterThan(0);
    expect(data.signalReport).toEqual({
      signalled: side(signalled),
      others: side(DEMO_APPLICATIONS.filter((a) => !a.signalled)),
    });
    expect(data.signalReport.others.interviewed).toBeGreaterThan(0);
  });

  it('counts assessments passed since the start of this month and open reports only', async () => {
    (await demoAdmin(server)).use();
    const figure = (data: DashboardData, label: string) => data.extraFigures.find((f) => f.label === label)?.value;
    const before = await getDashboard();
    const now = Date.now();
    const attempt = (id: string, passed: boolean, submittedAt: number) =>
      server.engine.serverDocuments.set(`assessmentAttempts/${id}`, {
        id,
        talentId: 'seeded-talent',
        assessmentId: 'a1',
        status: 'submitted',
        startedAt: new Date(submittedAt - 60_000),
        submittedAt: new Date(submittedAt),
        passed,
        score: passed ? 90 : 20,
      });
    await attempt('dash-passed-now', true, now);
    await attempt('dash-failed-now', false, now);
    await attempt('dash-passed-last-month', true, monthStart(now) - 60_000);
    const report = (id: string, status: string) =>
      server.engine.serverDocuments.set(`reports/${id}`, {
        id,
        conversationId: 'x_y',
        reporter: 'x',
        reporterName: 'Rita Reporter',
        reported: 'y',
        reportedName: 'Sam Spam',
        reason: 'Spam links',
        messages: [],
        status,
        createdAt: new Date(now),
      });
    await report('dash-open', 'open');
    await report('dash-dismissed', 'dismissed');

    const after = await getDashboard();
    expect(figure(after, 'Assessments passed this month')).toBe(figure(before, 'Assessments passed this month')! + 1);
    expect(figure(after, 'Open reports')).toBe(2);
    expect(after.attention.reportCount).toBe(2);
    // Newest first: the report just made comes before the demo one.
    expect(after.attention.reportedConversations.map((r) => r.id)).toEqual(['dash-open', 'demo-r1']);
    expect(after.attention.reportedConversations[0]).toMatchObject({
      reporterName: 'Rita Reporter',
      reportedName: 'Sam Spam',
      reason: 'Spam links',
    });
  });

  it("opens the demo companies' pages with their verification in the audit log", async () => {
    const admin = (await demoAdmin(server)).use();
    const company = await signInActor(server, DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password);
    admin.use();
    expect((await listAuditLog(company.uid)).items).toEqual([
      expect.objectContaining({
        action: 'verify-company',
        actorId: admin.uid,
        actorName: 'Demo Admin',
        targetName: 'Brightpath Labs',
      }),
    ]);
  });

  it('is refused to a company and a talent', async () => {
    (await signInActor(server, DEMO_ACCOUNTS.company.email, DEMO_ACCOUNTS.company.password)).use();
    await expect(getDashboard()).rejects.toMatchObject({ code: 'permission-denied' });
    (await signInActor(server, DEMO_ACCOUNTS.talent.email, DEMO_ACCOUNTS.talent.password)).use();
    await expect(getDashboard()).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
