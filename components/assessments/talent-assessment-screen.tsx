import Link from 'next/link';
import { useRouter } from 'next/router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { ScreenHeader } from '@/components/ui/screen-header';
import { TALENT_ROUTES } from '@/constants/routes';
import { useAssessment, useMyProgress } from '@/components/assessments/use-assessments';
import type { Assessment } from '@/services/schemas/assessment';
import { useAppSelector } from '@/store/hooks';
import { selectTalent } from '@/store/talents-slice';
import { AssessmentResult, type LearnMore } from './assessment-result';
import { AssessmentRules } from './assessment-rules';
import styles from './assessments.module.css';
import { AttemptRunner } from './attempt-form';
import { StartAssessmentButton } from './start-assessment-button';

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/**
 * One assessment for a talent: the intro and Start, the attempt itself, or the latest result. `LearnMore` lists
 * resources for a skill not passed (the resources room's, handed in by the page).
 */
export function TalentAssessmentScreen({ LearnMore }: { LearnMore: LearnMore }) {
  const router = useRouter();
  const id = first(router.query.id);
  const talentId = useAppSelector(selectTalent)?.id ?? '';
  const assessment = useAssessment(id);
  const progress = useMyProgress(talentId, id);

  if (assessment.isPending || progress.isPending) {
    return (
      <>
        <ScreenHeader title="Assessment" lead="Loading the assessment…" />
        <p role="status">Loading…</p>
      </>
    );
  }
  if (assessment.isError || progress.isError) {
    // A draft reads as permission-denied: to a talent it does not exist either.
    const notFound = ['not-found', 'permission-denied'].includes(
      (assessment.error as { code?: string } | null)?.code ?? '',
    );
    return (
      <>
        <ScreenHeader title="Assessment" lead="This assessment could not be shown." />
        {notFound ? (
          <Alert tone="error">This assessment does not exist or is no longer published.</Alert>
        ) : (
          <LoadError
            text="The assessment could not be loaded."
            error={assessment.error ?? progress.error}
            onRetry={() => void Promise.all([assessment.refetch(), progress.refetch()])}
          />
        )}
        <ButtonLink href={TALENT_ROUTES.assessments} variant="secondary">
          Back to assessments
        </ButtonLink>
      </>
    );
  }
  const a = assessment.data;
  const p = progress.data;
  return (
    <>
      <ScreenHeader title={a.title} documentTitle="Assessment" lead={`Skill: ${a.skill}. ${a.description}`} />
      {p?.status === 'in-progress' ? (
        <AttemptRunner attemptId={p.attemptId} assessment={a} />
      ) : p ? (
        <AssessmentResult assessment={a} progress={p} talentId={talentId} LearnMore={LearnMore} />
      ) : (
        <Intro assessment={a} talentId={talentId} />
      )}
      <p style={{ marginTop: 'var(--space-5)' }}>
        <Link href={TALENT_ROUTES.assessments} prefetch={false}>
          Back to assessments
        </Link>
      </p>
    </>
  );
}

function Intro({ assessment, talentId }: { assessment: Assessment; talentId: string }) {
  return (
    <section className={styles.card} aria-labelledby="intro-title">
      <h2 id="intro-title" className={styles.cardTitle}>
        Before you start
      </h2>
      <AssessmentRules assessment={assessment} />
      <StartAssessmentButton assessmentId={assessment.id} talentId={talentId} label="Start the assessment" />
    </section>
  );
}
