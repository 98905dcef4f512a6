import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/toast';
import { useSetAssessmentStatus } from '@/components/assessments/use-assessment-admin';
import type { Assessment } from '@/services/schemas/assessment';
import { averageScore, passRate } from './assessment-stats';
import styles from './assessments.module.css';

/** Status, bank size and results of one assessment, with Publish (once the bank is big enough) or Unpublish. */
export function AssessmentStatusPanel({ assessment: a }: { assessment: Assessment }) {
  const status = useSetAssessmentStatus(a.id);
  const needed = 2 * a.questionsPerAttempt;
  const set = (next: 'published' | 'draft', success: string) =>
    status.mutate(next, { onSuccess: () => toast.success(success), onError: (e) => toast.error(e.message) });
  return (
    <section className={styles.card} aria-labelledby="summary-title">
      <h2 id="summary-title" className={styles.cardTitle}>
        Status and results
      </h2>
      <p>
        <span className={a.status === 'published' ? styles.badge : styles.neutral}>
          {a.status === 'published' ? 'Published' : 'Draft'}
        </span>{' '}
        {a.activeQuestionCount} active of {a.questionCount} questions · {a.stats.attempts} attempts · pass rate{' '}
        {passRate(a)} · average score {averageScore(a)}
      </p>
      {a.status === 'draft' ? (
        <>
          <p className={styles.muted}>
            Publishing needs at least {needed} active questions (twice the {a.questionsPerAttempt} per attempt), so
            attempts differ.
          </p>
          <Button
            disabled={status.isPending || a.activeQuestionCount < needed}
            onClick={() => set('published', 'Published')}
          >
            Publish
          </Button>
        </>
      ) : (
        <Button
          variant="secondary"
          disabled={status.isPending}
          onClick={() => set('draft', 'Back to draft: talents no longer see it')}
        >
          Unpublish
        </Button>
      )}
    </section>
  );
}
