import type { Assessment } from '@/services/schemas/assessment';
import styles from './assessments.module.css';
import { formatPercent } from '@/services/format/percent';

/** What a talent must know before starting: duration, question count, pass mark, and how the clock and retakes work. */
export function AssessmentRules({ assessment }: { assessment: Assessment }) {
  return (
    <>
      <dl className={styles.row} style={{ gap: 'var(--space-5)' }}>
        <div>
          <dt className={styles.muted}>Duration</dt>
          <dd style={{ margin: 0, fontWeight: 700 }}>{assessment.durationMinutes} minutes</dd>
        </div>
        <div>
          <dt className={styles.muted}>Questions</dt>
          <dd style={{ margin: 0, fontWeight: 700 }}>{assessment.questionsPerAttempt}</dd>
        </div>
        <div>
          <dt className={styles.muted}>Pass mark</dt>
          <dd style={{ margin: 0, fontWeight: 700 }}>{formatPercent(assessment.passMark)}</dd>
        </div>
      </dl>
      <ul>
        <li>The questions are drawn at random; some have more than one right answer, and say so.</li>
        <li>
          The clock starts when you press Start and does not stop: closing the tab or reloading keeps your answers and
          the time left.
        </li>
        <li>Each answer is saved as you choose it. At the end of the time, your saved answers are submitted.</li>
        <li>Leaving this tab during the assessment is counted and shown to you.</li>
        <li>If you do not pass, you can retake it after {assessment.cooldownDays} days.</li>
      </ul>
    </>
  );
}
