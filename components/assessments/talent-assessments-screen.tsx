import Link from 'next/link';
import { useState } from 'react';
import { formatDay } from '@/services/format/dates';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { ScreenHeader } from '@/components/ui/screen-header';
import { TALENT_ROUTES } from '@/constants/routes';
import {
  useCategoryAssessments,
  useMyProgressList,
  usePublishedAssessments,
} from '@/components/assessments/use-assessments';
import type { Assessment, AssessmentProgress } from '@/services/schemas/assessment';
import { skillSlug } from '@/services/schemas/assessment-constants';
import { TalentAssessmentSearch } from './assessment-search-forms';
import styles from './assessments.module.css';
import { formatPercent } from '@/services/format/percent';
import { useSignedInProfile } from '@/hooks/use-signed-in-profile';

/** Where the talent stands on one assessment, in words (colour only repeats it). */
export function ProgressBadge({ progress, now }: { progress: AssessmentProgress | undefined; now: number }) {
  if (!progress) return <span className={styles.neutral}>Not taken</span>;
  if (progress.status === 'in-progress') return <span className={styles.pending}>In progress</span>;
  if (progress.status === 'passed') {
    const expired = progress.expiresAt !== null && progress.expiresAt <= now;
    return (
      <span className={expired ? styles.neutral : styles.badge}>
        {expired ? 'Verified badge expired' : `✓ Verified until ${formatDay(progress.expiresAt)}`}
      </span>
    );
  }
  const waiting = progress.retakeAt !== null && progress.retakeAt > now;
  return (
    <span className={styles.failed}>
      Not passed ({formatPercent(progress.score ?? 0)})
      {waiting ? ` · retake from ${formatDay(progress.retakeAt)}` : ' · you can retake it'}
    </span>
  );
}

function actionLabel(progress: AssessmentProgress | undefined): string {
  if (!progress) return 'View and start';
  if (progress.status === 'in-progress') return 'Resume';
  return 'View result';
}

function AssessmentCard({
  assessment,
  progress,
  now,
}: {
  assessment: Assessment;
  progress: AssessmentProgress | undefined;
  now: number;
}) {
  const headingId = `assessment-${assessment.id}`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.cardTitle}>
        {assessment.title}
      </h3>
      <p className={styles.meta}>
        Skill: {assessment.skill} · {assessment.questionsPerAttempt} questions · {assessment.durationMinutes} min · pass
        mark {formatPercent(assessment.passMark)}
      </p>
      <div className={styles.row}>
        <ProgressBadge progress={progress} now={now} />
        <Link
          href={TALENT_ROUTES.assessment(skillSlug(assessment.skill), assessment.id)}
          prefetch={false}
          aria-label={`${actionLabel(progress)}: ${assessment.title}`}
        >
          {actionLabel(progress)}
        </Link>
      </div>
    </li>
  );
}

/** Published assessments, the talent's category first, searchable by skill, each with the talent's status. */
export function TalentAssessmentsScreen() {
  const talent = useSignedInProfile('talent');
  const category = talent?.role ?? '';
  const [search, setSearch] = useState('');
  const [now] = useState(() => Date.now());
  const progress = useMyProgressList(talent?.id ?? '');
  const mine = useCategoryAssessments(search ? '' : category);
  const all = usePublishedAssessments(search);
  const byAssessment = new Map((progress.data ?? []).map((p) => [p.assessmentId, p]));
  const shownFirst = new Set(search ? [] : (mine.data ?? []).map((a) => a.id));
  const rest = (all.data?.pages ?? []).flatMap((p) => p.items).filter((a) => !shownFirst.has(a.id));

  return (
    <>
      <ScreenHeader
        title="Assessments"
        lead="Short timed tests that prove a skill. Pass one and the skill shows as verified."
      />
      <Alert tone="info">
        A verified badge tells companies the skill was tested: verified talents are listed first when a company searches
        for the skill, and the badge shows on your applications and in job fit. It holds for two years. Your score stays
        private unless you choose to show it.
      </Alert>
      <TalentAssessmentSearch onSearch={setSearch} />
      {progress.isError ? (
        <LoadError
          text="Your results could not be loaded."
          error={progress.error}
          onRetry={() => void progress.refetch()}
        />
      ) : null}

      {!search && category ? (
        <section aria-labelledby="for-you">
          <h2 id="for-you" className={styles.sectionTitle}>
            For your category: {category}
          </h2>
          {mine.isPending ? (
            <p role="status">Loading assessments…</p>
          ) : mine.isError ? (
            <LoadError
              text="These assessments could not be loaded."
              error={mine.error}
              onRetry={() => void mine.refetch()}
            />
          ) : mine.data.length === 0 ? (
            <p className={styles.muted}>
              No assessment is aimed at your category yet; the others below are open to you.
            </p>
          ) : (
            <ul className={styles.list}>
              {mine.data.map((a) => (
                <AssessmentCard key={a.id} assessment={a} progress={byAssessment.get(a.id)} now={now} />
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <section aria-labelledby="all-assessments">
        <h2 id="all-assessments" className={styles.sectionTitle}>
          {search ? `Assessments for "${search}"` : 'All assessments'}
        </h2>
        {all.isPending ? (
          <p role="status">Loading assessments…</p>
        ) : all.isError ? (
          <LoadError text="Assessments could not be loaded." error={all.error} onRetry={() => void all.refetch()} />
        ) : rest.length === 0 ? (
          <p className={styles.muted}>
            {search
              ? 'No assessment for this skill yet. Try another spelling or a broader skill.'
              : 'No other assessment yet.'}
          </p>
        ) : (
          <ul className={styles.list}>
            {rest.map((a) => (
              <AssessmentCard key={a.id} assessment={a} progress={byAssessment.get(a.id)} now={now} />
            ))}
          </ul>
        )}
        {all.hasNextPage ? (
          <Button variant="secondary" disabled={all.isFetchingNextPage} onClick={() => void all.fetchNextPage()}>
            {all.isFetchingNextPage ? 'Loading…' : 'Show more assessments'}
          </Button>
        ) : null}
      </section>
    </>
  );
}
