import { Button } from '@/components/ui/button';
import { useOnline } from '@/hooks/use-online';
import type { Attempt } from '@/services/schemas/assessment';
import styles from './assessments.module.css';

const mmss = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

interface AttemptProgressProps {
  questions: Attempt['questions'];
  answers: Record<string, number[]>;
  index: number;
  onGo: (index: number) => void;
  remaining: number;
  focusLosses: number;
  submitting: boolean;
  onSubmit: () => void;
}

/** The attempt's side panel: time left, how many are answered, a map to jump to any question, tab leaves, Submit. */
export function AttemptProgress({
  questions,
  answers,
  index,
  onGo,
  remaining,
  focusLosses,
  submitting,
  onSubmit,
}: AttemptProgressProps) {
  const answeredCount = questions.filter((q) => (answers[q.id] ?? []).length > 0).length;
  return (
    <aside className={styles.card} aria-label="Progress">
      <p className={styles.muted}>Time left</p>
      <p className={styles.timer} role="timer" aria-live="off" data-testid="time-left">
        {mmss(remaining)}
      </p>
      {remaining > 0 && remaining <= 60_000 ? <p role="alert">Less than a minute left.</p> : null}
      <OfflineClock />
      <p className={styles.muted}>
        {answeredCount} of {questions.length} answered
      </p>
      <nav aria-label="Question map">
        <ol className={styles.map}>
          {questions.map((q, i) => {
            const answered = (answers[q.id] ?? []).length > 0;
            return (
              <li key={q.id}>
                <button
                  type="button"
                  className={styles.mapButton}
                  data-answered={answered}
                  aria-current={i === index ? 'step' : undefined}
                  aria-label={`Question ${i + 1}, ${answered ? 'answered' : 'not answered'}`}
                  onClick={() => onGo(i)}
                >
                  {i + 1}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <p className={styles.muted} data-testid="focus-losses">
        You left this tab {focusLosses} {focusLosses === 1 ? 'time' : 'times'}.
      </p>
      <Button block needsServer disabled={submitting} onClick={onSubmit}>
        {submitting ? 'Submitting…' : 'Submit answers'}
      </Button>
    </aside>
  );
}

/** The deadline is the server's: offline time counts, and an answer chosen offline is not saved until the connection returns. */
function OfflineClock() {
  if (useOnline()) return null;
  return (
    <p role="status">
      You are offline. The clock keeps running: the deadline is the server’s. Answers you choose now are saved only once
      you are back online.
    </p>
  );
}
