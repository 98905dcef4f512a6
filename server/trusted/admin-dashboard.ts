/**
 * Trusted operation `admin-dashboard`: the back-office figures, chart series and "needs attention"
 * lists, from count queries and a few bounded reads, for administrators only. On the server because the charts
 * need about 90 count queries (12 weeks x 2 sign-up series, 12 weeks x 4 job categories, 8 stages), too many round
 * trips for a browser.
 */
import { JOB_CATEGORIES } from '@/constants/enums';
import type { QuerySpec, WhereClause } from '@/services/backend/types';
import type { DashboardData, ExtraFigure } from '@/services/schemas/dashboard';
import { DASHBOARD_WEEKS } from '@/services/backoffice/dashboard';
import { APPLICATIONS } from '@/services/converters/application-converter';
import { COMPANIES } from '@/services/converters/company-converter';
import { upgradeLegacyCompanies } from '../migrations/legacy-companies';
import { JOBS } from '@/services/converters/job-converter';
import { toMillis } from '@/services/converters/lenient';
import { REPORTS } from '@/services/converters/messaging-converter';
import { STUDENTS } from '@/services/converters/talent-converter';
import { ASSESSMENT_ATTEMPTS } from '@/services/schemas/assessment';
import { APPLICATION_STAGES } from '@/services/schemas/application';
import { assertAdmin } from './caller-roles';
import { prioritySignalReport } from './priority-report';
import type { TrustedContext, TrustedOperation } from './types';

const DAY = 24 * 60 * 60 * 1000;
const WEEK = 7 * DAY;
/** How many companies' reply times the median covers (those with a figure, fastest first): a bounded read. */
const REPLY_MEDIAN_WINDOW = 500;
const ATTENTION_ROWS = 5;

/**
 * Hook for figures of other features (the lead wires them after merging): each adds one count to the dashboard,
 * e.g. `{ label: 'Assessments passed this month', count: (ctx, now) => ctx.docs.count({...}) }`.
 */
interface FigureSource {
  label: string;
  count(ctx: TrustedContext, now: number): Promise<number>;
}
/** Midnight UTC on the first day of `now`'s month (the server's month, the same for every administrator). */
export const monthStart = (now: number) => {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};

/** Reports nobody has handled yet: `conversation-report` writes them `open`, `report-resolve` closes them. */
const openReports: WhereClause[] = [{ field: 'status', op: '==', value: 'open' }];

const EXTRA_FIGURES: FigureSource[] = [
  {
    // `finishAttempt` writes `passed` and `submittedAt` on the graded attempt (index passed + submittedAt).
    label: 'Assessments passed this month',
    count: (ctx, now) =>
      ctx.docs.count({
        collection: ASSESSMENT_ATTEMPTS,
        where: [
          { field: 'passed', op: '==', value: true },
          { field: 'submittedAt', op: '>=', value: new Date(monthStart(now)) },
        ],
      }),
  },
  { label: 'Open reports', count: (ctx) => ctx.docs.count({ collection: REPORTS, where: openReports }) },
];

const inRange = (field: string, from: number, to: number): WhereClause[] => [
  { field, op: '>=', value: new Date(from) },
  { field, op: '<', value: new Date(to) },
];

function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

async function medianReplyMs(ctx: TrustedContext): Promise<number | null> {
  const field = 'responseStats.medianMs';
  const snaps = await ctx.docs.query({
    collection: COMPANIES,
    where: [{ field, op: '>=', value: 0 }],
    orderBy: [{ field, direction: 'asc' }],
    limit: REPLY_MEDIAN_WINDOW,
  });
  const values = snaps
    .map((s) => (s.data?.responseStats as { medianMs?: unknown } | undefined)?.medianMs)
    .filter((v): v is number => typeof v === 'number');
  return median(values);
}

/** Payload `{}`; `now` may be given by tests. */
/**
 * Companies awaiting review: every company neither verified nor declined, so one written before the review existed
 * (no `verification`) counts too; such documents are then marked 'pending' so the queue below lists them.
 */
async function awaitingReview(ctx: TrustedContext): Promise<number> {
  const byStatus = (value: string) =>
    ctx.docs.count({ collection: COMPANIES, where: [{ field: 'verification', op: '==', value }] });
  const [all, verified, declined, pending] = await Promise.all([
    ctx.docs.count({ collection: COMPANIES }),
    byStatus('verified'),
    byStatus('declined'),
    byStatus('pending'),
  ]);
  const awaiting = all - verified - declined;
  if (awaiting > pending) await upgradeLegacyCompanies(ctx.docs);
  return awaiting;
}

async function computeDashboard(ctx: TrustedContext, now = Date.now()): Promise<DashboardData> {
  const count = (spec: QuerySpec) => ctx.docs.count(spec);
  const firstWeek = now - DASHBOARD_WEEKS * WEEK;
  const weeks = Array.from({ length: DASHBOARD_WEEKS }, (_, i) => firstWeek + i * WEEK);
  const perWeek = (collection: string, field: string, where: WhereClause[] = []) =>
    Promise.all(weeks.map((start) => count({ collection, where: [...where, ...inRange(field, start, start + WEEK)] })));

  const [talents, companiesVerified, companiesAwaitingReview, activeJobs, applicationsLast7Days, reply] =
    await Promise.all([
      count({ collection: STUDENTS }),
      count({ collection: COMPANIES, where: [{ field: 'verification', op: '==', value: 'verified' }] }),
      awaitingReview(ctx),
      count({ collection: JOBS, where: [{ field: 'status', op: '==', value: 'active' }] }),
      count({ collection: APPLICATIONS, where: [{ field: 'createdAt', op: '>=', value: new Date(now - 7 * DAY) }] }),
      medianReplyMs(ctx),
    ]);
  const [talentSignups, companySignups, funnel, jobsByCategory, extraFigures, signalReport] = await Promise.all([
    perWeek(STUDENTS, 'timestamp'),
    perWeek(COMPANIES, 'timestamp'),
    Promise.all(
      APPLICATION_STAGES.map(async (stage) => ({
        stage,
        count: await count({ collection: APPLICATIONS, where: [{ field: 'stage', op: '==', value: stage }] }),
      })),
    ),
    Promise.all(
      JOB_CATEGORIES.map(async (category) => ({
        category,
        counts: await perWeek(JOBS, 'createdAt', [{ field: 'category', op: '==', value: category }]),
      })),
    ),
    Promise.all(
      EXTRA_FIGURES.map(async (source): Promise<ExtraFigure> => ({
        label: source.label,
        value: await source.count(ctx, now),
      })),
    ),
    prioritySignalReport(ctx),
  ]);

  const pendingWhere: WhereClause[] = [{ field: 'verification', op: '==', value: 'pending' }];
  const overdueWhere: WhereClause[] = [
    { field: 'status', op: '==', value: 'active' },
    { field: 'deadline', op: '<', value: new Date(now) },
  ];
  const [pending, overdue, overdueCount, reports, reportCount] = await Promise.all([
    ctx.docs.query({
      collection: COMPANIES,
      where: pendingWhere,
      orderBy: [{ field: 'timestamp', direction: 'desc' }],
      limit: ATTENTION_ROWS,
    }),
    ctx.docs.query({
      collection: JOBS,
      where: overdueWhere,
      orderBy: [{ field: 'deadline', direction: 'asc' }],
      limit: ATTENTION_ROWS,
    }),
    count({ collection: JOBS, where: overdueWhere }),
    ctx.docs.query({
      collection: REPORTS,
      where: openReports,
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      limit: ATTENTION_ROWS,
    }),
    count({ collection: REPORTS, where: openReports }),
  ]);

  return {
    figures: {
      talents,
      companiesVerified,
      companiesAwaitingReview,
      activeJobs,
      applicationsLast7Days,
      medianReplyMs: reply,
    },
    extraFigures,
    weeks,
    signups: { talents: talentSignups, companies: companySignups },
    funnel,
    jobsByCategory,
    attention: {
      pendingCompanies: pending.map((s) => ({
        id: s.id,
        name: String(s.data?.name ?? ''),
        since: toMillis(s.data?.timestamp),
      })),
      pendingCount: companiesAwaitingReview,
      overdueJobs: overdue.map((s) => ({
        id: s.id,
        title: String(s.data?.title ?? ''),
        companyId: String(s.data?.companyId ?? ''),
        companyName: String(s.data?.companyName ?? ''),
        deadline: toMillis(s.data?.deadline),
      })),
      overdueCount,
      reportedConversations: reports.map((s) => ({
        id: s.id,
        reporterName: String(s.data?.reporterName ?? ''),
        reportedName: String(s.data?.reportedName ?? ''),
        reason: String(s.data?.reason ?? ''),
        at: toMillis(s.data?.createdAt),
      })),
      reportCount,
    },
    signalReport,
    generatedAt: now,
  };
}

export const adminDashboard: TrustedOperation<'admin-dashboard'> = async (ctx) => {
  await assertAdmin(ctx);
  return computeDashboard(ctx);
};
