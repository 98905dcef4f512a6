import Link from 'next/link';
import { useState } from 'react';
import { stageLabel } from '@/services/format/labels';
import { Button } from '@/components/ui/button';
import { COMPANY_ROUTES } from '@/constants/routes';
import { useCompanyHomeCounts, useLatestApplicants } from '@/components/home/use-home';
import { useTalentsByRole } from '@/hooks/use-talent-cards';
import { MEDIAN_MIN_APPLICATIONS, isOverdue } from '@/services/format/application-metrics';
import { companyResponseLabel } from '@/services/format/response-stats';
import type { Company } from '@/services/schemas/company';
import { HomeSection, QueryBody } from './home-section';
import styles from './home.module.css';
import { formatDay } from '@/services/format/dates';

/** Discovery (the company menu's "Assessments") filtered by a category, and one talent's read-only profile. */
const talentsInRole = (role: string) => `${COMPANY_ROUTES.assessments}?role=${encodeURIComponent(role)}`;
const talentProfile = (id: string) => `${COMPANY_ROUTES.assessments}/${encodeURIComponent(id)}`;

/** What the company reads about its own reply time, including why there is no figure yet. */
function responseText(stats: Company['responseStats']): { value: string; detail: string } {
  const label = companyResponseLabel(stats);
  if (label && stats)
    return {
      value: label.replace(/^Usually replies/, 'Replies'),
      detail: `Answered ${stats.responded} of your last ${stats.applications} applicants.`,
    };
  if (!stats || stats.applications < MEDIAN_MIN_APPLICATIONS) {
    return {
      value: 'Not shown yet',
      detail: `Talents see your reply time once you have ${MEDIAN_MIN_APPLICATIONS} applications.`,
    };
  }
  return { value: 'No replies yet', detail: 'Move an applicant out of "Applied" to answer them.' };
}

/** Active jobs, new applicants this week, and the median first response talents see on the company's jobs. */
export function CompanyStats({ company }: { company: Pick<Company, 'id' | 'responseStats'> }) {
  const counts = useCompanyHomeCounts(company.id);
  const reply = responseText(company.responseStats);
  const figure = (value: number | undefined) => (counts.isError ? '–' : value === undefined ? '…' : String(value));
  return (
    <section aria-label="At a glance" aria-busy={counts.isPending}>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>
            <Link href={COMPANY_ROUTES.jobs} prefetch={false}>
              Active jobs
            </Link>
          </dt>
          <dd>{figure(counts.data?.activeJobs)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>
            <Link href={COMPANY_ROUTES.applied} prefetch={false}>
              New applicants, last 7 days
            </Link>
          </dt>
          <dd>{figure(counts.data?.newApplicants)}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Median first response</dt>
          <dd className={styles.statText}>{reply.value}</dd>
          <dd className={styles.muted}>{reply.detail}</dd>
        </div>
      </dl>
      {counts.isError ? (
        <p className={styles.muted} role="alert">
          Your job and applicant counts could not be loaded. {counts.error.message}
        </p>
      ) : null}
    </section>
  );
}

/** The five latest applicants, each linking to its job's pipeline; waiting 14 days without a move is flagged. */
export function LatestApplicants({ companyId }: { companyId: string }) {
  const latest = useLatestApplicants(companyId);
  const [now] = useState(() => Date.now());
  return (
    <HomeSection
      id="home-latest"
      title="Latest applicants"
      action={{ href: COMPANY_ROUTES.applied, label: 'All applicants' }}
    >
      <QueryBody
        query={latest}
        loadingLabel="Loading the latest applicants"
        errorText="The latest applicants could not be loaded."
        isEmpty={(apps) => apps.length === 0}
        empty={<p>No applicants yet. They appear here as soon as a talent applies to one of your jobs.</p>}
      >
        {(apps) => (
          <ul className={styles.list} aria-label="Latest applicants">
            {apps.map((app) => (
              <li key={app.id} className={styles.row}>
                <div>
                  <p className={styles.rowTitle}>
                    <Link href={COMPANY_ROUTES.job(app.jobId)} prefetch={false}>
                      {app.talentName}
                    </Link>
                  </p>
                  <p className={styles.muted}>
                    {app.talentCategory} · applied to {app.jobTitle} on {formatDay(app.createdAt)}
                  </p>
                </div>
                <span>
                  <span className={styles.badge}>{stageLabel(app.stage)}</span>{' '}
                  {isOverdue(app, now) ? <span className={styles.overdue}>Overdue</span> : null}
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryBody>
    </HomeSection>
  );
}

/** SPEC's "students by role, first 5", for the category most of the company's active jobs are in. */
export function TalentTeaser({ companyId }: { companyId: string }) {
  const counts = useCompanyHomeCounts(companyId);
  const role = counts.data?.teaserRole ?? null;
  const talents = useTalentsByRole(role ?? '');
  if (counts.isPending || counts.isError || !role || !counts.data?.topCategory) {
    return (
      <HomeSection
        id="home-talents"
        title="Talents for your jobs"
        action={{ href: COMPANY_ROUTES.assessments, label: 'Browse talents' }}
      >
        {counts.isPending ? (
          <div className={styles.skeleton} role="status" aria-label="Loading matching talents" />
        ) : counts.isError ? (
          <div className={styles.empty}>
            <p>Matching talents could not be loaded.</p>
            <Button variant="secondary" size="small" onClick={() => void counts.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <div className={styles.empty}>
            <p>Post a job to see available talents who match it.</p>
          </div>
        )}
      </HomeSection>
    );
  }
  return (
    <HomeSection
      id="home-talents"
      title={`Talents in ${role}`}
      note={`Available now, for your ${counts.data.topCategory} jobs`}
      action={{ href: talentsInRole(role), label: `All ${role} talents` }}
    >
      <QueryBody
        query={talents}
        loadingLabel="Loading matching talents"
        errorText="Matching talents could not be loaded."
        isEmpty={(cards) => cards.length === 0}
        empty={
          <>
            <p>No {role} is available right now.</p>
            <Link href={COMPANY_ROUTES.assessments}>Browse all talents</Link>
          </>
        }
      >
        {(cards) => (
          <ul className={styles.list} aria-label={`Talents in ${role}`}>
            {cards.map((card) => (
              <li key={card.id} className={styles.row}>
                <div>
                  <p className={styles.rowTitle}>
                    <Link href={talentProfile(card.id)}>{card.name}</Link>
                  </p>
                  {card.profile?.headline ? <p className={styles.muted}>{card.profile.headline}</p> : null}
                  {card.skills.length > 0 ? (
                    <ul className={styles.chips} aria-label={`${card.name}'s skills`}>
                      {card.skills.slice(0, 6).map((s) => (
                        <li key={s.skill} className={s.verified ? styles.chipVerified : styles.chip}>
                          {s.skill}
                          {s.verified ? ' (verified)' : ''}
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryBody>
    </HomeSection>
  );
}
