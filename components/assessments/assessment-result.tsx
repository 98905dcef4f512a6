import Link from 'next/link';
import { useState, type ComponentType } from 'react';
import { formatDay } from '@/services/format/dates';
import { TALENT_ROUTES } from '@/constants/routes';
import { toast } from '@/hooks/toast';
import { useSetShowScore } from '@/components/assessments/use-attempt-actions';
import type { Assessment, AssessmentProgress } from '@/services/schemas/assessment';
import { AssessmentRules } from './assessment-rules';
import styles from './assessments.module.css';
import { StartAssessmentButton } from './start-assessment-button';
import { formatPercent } from '@/services/format/percent';

/** The talent's latest result: the score, the badge (and whether companies see the score), or what to do next. */
/** Learning resources for a skill a talent did not pass (the resources room's list, handed in by the page). */
export type LearnMore = ComponentType<{ skill: string }>;

export function AssessmentResult({
  assessment,
  progress,
  talentId,
  LearnMore,
}: {
  assessment: Assessment;
  progress: AssessmentProgress;
  talentId: string;
  LearnMore: LearnMore;
}) {
  const showScore = useSetShowScore(talentId, assessment.id);
  const [show, setShow] = useState(progress.showScore);
  const [now] = useState(() => Date.now());
  const passed = progress.status === 'passed';
  const expired = passed && progress.expiresAt !== null && progress.expiresAt <= now;
  const canRetake = (!passed && (progress.retakeAt === null || progress.retakeAt <= now)) || expired;

  const toggleShow = (value: boolean) =>
    showScore.mutate(value, {
      onSuccess: () => {
        setShow(value);
        toast.success(value ? 'Companies now see your score' : 'Your score is private');
      },
      onError: (e) => toast.error(e.message),
    });

  return (
    <section className={styles.card} aria-labelledby="result-title">
      <h2 id="result-title" className={styles.cardTitle}>
        Your result
      </h2>
      <p className={styles.score} data-testid="score">
        {formatPercent(progress.score ?? 0)}
      </p>
      <p>
        {passed ? (
          <span className={styles.badge}>✓ Passed: {assessment.skill} verified</span>
        ) : (
          <span className={styles.failed}>Not passed (pass mark {formatPercent(assessment.passMark)})</span>
        )}
      </p>
      {passed ? (
        <>
          <p>
            {expired
              ? `Your verified badge expired on ${formatDay(progress.expiresAt)}. Take the assessment again to renew it.`
              : `Your ${assessment.skill} badge shows on your profile, your applications and in job fit until ${formatDay(progress.expiresAt)}.`}
          </p>
          <label className={styles.row}>
            <input
              type="checkbox"
              checked={show}
              disabled={showScore.isPending}
              onChange={(e) => toggleShow(e.target.checked)}
            />
            Show my score to companies next to the badge
          </label>
          <p>
            <Link href={TALENT_ROUTES.profile} prefetch={false}>
              See your profile
            </Link>
          </p>
        </>
      ) : (
        <FailedResultHelp
          skill={assessment.skill}
          retakeAt={progress.retakeAt}
          canRetake={canRetake}
          LearnMore={LearnMore}
        />
      )}
      {canRetake ? (
        <>
          <AssessmentRules assessment={assessment} />
          <StartAssessmentButton assessmentId={assessment.id} talentId={talentId} label="Take it again" />
        </>
      ) : null}
    </section>
  );
}

/** What a talent who did not pass can do next: the retake date, learning resources for the skill, and jobs asking for it. */
function FailedResultHelp({
  skill,
  retakeAt,
  canRetake,
  LearnMore,
}: {
  skill: string;
  retakeAt: number | null;
  canRetake: boolean;
  LearnMore: LearnMore;
}) {
  return (
    <>
      <p data-testid="retake-date">
        {canRetake ? 'You can retake it now.' : `You can retake it from ${formatDay(retakeAt)}.`}
      </p>
      <LearnMore skill={skill} />
      <p>
        Meanwhile, see what employers expect:{' '}
        <Link href={`${TALENT_ROUTES.jobs}?q=${encodeURIComponent(skill)}`} prefetch={false}>
          jobs asking for {skill}
        </Link>
        .
      </p>
    </>
  );
}
