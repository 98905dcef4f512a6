import Link from 'next/link';
import { useMemo } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { ADMIN_ROUTES } from '@/constants/routes';
import { useAdminDashboard } from '@/components/backoffice/use-backoffice';
import type { DashboardData } from '@/services/schemas/dashboard';
import { stageLabel } from '@/services/format/labels';
import styles from '../backoffice.module.css';
import { ChartPanel, type ChartSpec } from './chart-panel';
import { SignalReportPanel } from './signal-report';
import { formatCalendarDate, formatDay } from '@/services/format/dates';

/** The Reports tab of the admin messages screen where reports are judged. */
const REPORTS_TAB = { pathname: ADMIN_ROUTES.messages, query: { tab: 'reports' } };
const REASON_PREVIEW = 80;

function chartsOf(data: DashboardData): ChartSpec[] {
  // Weeks start at midnight UTC on the server, the same for every administrator.
  const weeks = data.weeks.map((ms) => formatDay(ms, 'UTC'));
  return [
    {
      title: 'Sign-ups per week',
      summary: 'talent and company sign-ups in each of the last 12 weeks.',
      kind: 'line',
      labelHeader: 'Week of',
      labels: weeks,
      series: [
        { label: 'Talents', values: data.signups.talents },
        { label: 'Companies', values: data.signups.companies },
      ],
    },
    {
      title: 'Applications by stage',
      summary: 'how many applications are at each stage of the hiring funnel.',
      kind: 'bar',
      horizontal: true,
      labelHeader: 'Stage',
      labels: data.funnel.map((f) => stageLabel(f.stage)),
      series: [{ label: 'Applications', values: data.funnel.map((f) => f.count) }],
    },
    {
      title: 'Jobs posted per week by category',
      summary: 'jobs posted in each of the last 12 weeks, stacked by category.',
      kind: 'bar',
      stacked: true,
      labelHeader: 'Week of',
      labels: weeks,
      series: data.jobsByCategory.map((c) => ({ label: c.category, values: c.counts })),
    },
  ];
}

/** The dashboard's figures, "needs attention" and charts, from the trusted `admin-dashboard` operation. */
export function DashboardPanels() {
  const query = useAdminDashboard();
  const charts = useMemo(() => (query.data ? chartsOf(query.data) : []), [query.data]);
  if (query.isPending) return <p role="status">Loading the figures…</p>;
  if (query.isError)
    return (
      <LoadError text="The figures could not be loaded." error={query.error} onRetry={() => void query.refetch()} />
    );
  const { figures, extraFigures, attention } = query.data;
  const facts: [string, string][] = [
    ['Talents', String(figures.talents)],
    ['Verified companies', String(figures.companiesVerified)],
    ['Companies awaiting review', String(figures.companiesAwaitingReview)],
    ['Active jobs', String(figures.activeJobs)],
    ['Applications, last 7 days', String(figures.applicationsLast7Days)],
    ['Median company reply time', query.data.medianReplyLabel ?? 'Not enough data'],
    ...extraFigures.map((f): [string, string] => [f.label, String(f.value)]),
  ];
  return (
    <>
      <section aria-label="Key figures">
        <dl className={styles.figures}>
          {facts.map(([label, value]) => (
            <div key={label} className={styles.figure}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="attention-title">
        <h2 id="attention-title">Needs attention</h2>
        {attention.pendingCount === 0 && attention.overdueCount === 0 && attention.reportCount === 0 ? (
          <p className={styles.muted}>Nothing needs attention right now.</p>
        ) : null}
        {attention.pendingCount > 0 ? (
          <>
            <h3>
              Companies awaiting review ({attention.pendingCount}){' '}
              <Link href={`${ADMIN_ROUTES.companies}?review=pending`}>See all</Link>
            </h3>
            <ul aria-label="Companies awaiting review">
              {attention.pendingCompanies.map((c) => (
                <li key={c.id}>
                  <Link href={ADMIN_ROUTES.company(c.id)}>{c.name || c.id}</Link>
                  {c.since ? <span className={styles.muted}> · signed up {formatDay(c.since)}</span> : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {attention.overdueCount > 0 ? (
          <>
            <h3>Jobs past their deadline still open ({attention.overdueCount})</h3>
            <ul aria-label="Jobs past their deadline">
              {attention.overdueJobs.map((j) => (
                <li key={j.id}>
                  {j.title} · <Link href={ADMIN_ROUTES.company(j.companyId)}>{j.companyName}</Link>
                  {j.deadline ? (
                    <span className={styles.muted}> · deadline {formatCalendarDate(j.deadline)}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {attention.reportCount > 0 ? (
          <>
            <h3>
              Reported conversations ({attention.reportCount}) <Link href={REPORTS_TAB}>See all</Link>
            </h3>
            <ul aria-label="Reported conversations">
              {attention.reportedConversations.map((r) => (
                <li key={r.id}>
                  <Link href={REPORTS_TAB}>
                    {r.reporterName || 'Someone'} reported {r.reportedName || 'a user'}
                  </Link>
                  <span className={styles.muted}>
                    {' '}
                    · {r.reason.length > REASON_PREVIEW ? `${r.reason.slice(0, REASON_PREVIEW)}…` : r.reason}
                    {r.at ? ` · ${formatDay(r.at)}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      {charts.map((spec) => (
        <ChartPanel key={spec.title} spec={spec} />
      ))}
      <SignalReportPanel report={query.data.signalReport} />
    </>
  );
}
