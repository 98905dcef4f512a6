import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { toast } from '@/hooks/toast';
import { useAttempt } from '@/components/assessments/use-assessments';
import { useRecordFocusLoss, useSaveAnswer, useSubmitAttempt } from '@/components/assessments/use-attempt-actions';
import type { Assessment, Attempt } from '@/services/schemas/assessment';
import { isLateAnswer } from '@/services/schemas/assessment-constants';
import styles from './assessments.module.css';
import { AttemptProgress } from './attempt-progress';
import { formatPercent } from '@/services/format/percent';

export function AttemptRunner({ attemptId, assessment }: { attemptId: string; assessment: Assessment }) {
  const attempt = useAttempt(attemptId);
  if (attempt.isPending) return <p role="status">Loading your attempt…</p>;
  if (attempt.isError)
    return (
      <LoadError
        text="Your attempt could not be loaded."
        error={attempt.error}
        onRetry={() => void attempt.refetch()}
      />
    );
  return <AttemptForm attempt={attempt.data} assessment={assessment} />;
}

/** Counts the times the talent leaves the tab during the attempt (not a reload or a closed tab), as the server records it. */
function useFocusLosses(attempt: Attempt, finished: { current: boolean }) {
  const [focusLosses, setFocusLosses] = useState(attempt.focusLosses);
  const record = useRecordFocusLoss(attempt.id);
  const { mutate } = record;
  useEffect(() => {
    // A reload or a closed tab also hides the page; that is not leaving the assessment for something else.
    let unloading = false;
    const onUnload = () => (unloading = true);
    window.addEventListener('beforeunload', onUnload);
    const onVisibility = () => {
      if (document.visibilityState !== 'hidden' || finished.current || unloading) return;
      setFocusLosses((n) => n + 1);
      mutate(undefined, { onSuccess: (r) => setFocusLosses(r.focusLosses) });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [mutate, finished]);
  return focusLosses;
}

function AttemptForm({ attempt, assessment }: { attempt: Attempt; assessment: Assessment }) {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, number[]>>(attempt.answers);
  const [now, setNow] = useState(() => Date.now());
  const [confirming, setConfirming] = useState(false);
  const submitted = useRef(false);
  const submit = useSubmitAttempt(attempt.id);
  const save = useSaveAnswer(attempt.id);
  const focusLosses = useFocusLosses(attempt, submitted);
  const remaining = (attempt.deadline ?? 0) - now;
  const questions = attempt.questions;
  const question = questions[index];
  const answeredCount = questions.filter((q) => (answers[q.id] ?? []).length > 0).length;

  const finish = () => {
    // The deadline and the button may both ask: one submit per attempt.
    if (submitted.current) return;
    submitted.current = true;
    submit.mutate(undefined, {
      // A failed attempt is not a success: its toast is neutral, not green.
      onSuccess: (result) =>
        result.passed
          ? toast.success(`Passed with ${formatPercent(result.score)}`)
          : toast.info(`Not passed: ${formatPercent(result.score)} (pass mark ${formatPercent(assessment.passMark)})`),
      onError: (e) => {
        submitted.current = false;
        toast.error(`Could not submit: ${e.message}`);
      },
    });
  };

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (remaining <= 0) finish();
    // finish is stable enough: it guards itself with a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remaining <= 0]);

  const choose = (optionIndex: number, checked: boolean) => {
    const current = answers[question.id] ?? [];
    const next = question.multiple
      ? checked
        ? [...current, optionIndex].sort()
        : current.filter((i) => i !== optionIndex)
      : [optionIndex];
    setAnswers((a) => ({ ...a, [question.id]: next }));
    save.mutate(
      { questionId: question.id, choice: next },
      {
        // The attempt was graded: the result replaces this form, so the reason is also said in a toast that stays.
        onError: (e) => {
          if (isLateAnswer(e)) toast.error(e.message);
        },
      },
    );
  };

  return (
    <div className={styles.take}>
      <section className={styles.card} aria-labelledby="question-title">
        <fieldset className={styles.options}>
          <legend id="question-title" style={{ fontWeight: 700, marginBottom: 'var(--space-2)' }}>
            Question {index + 1} of {questions.length}
          </legend>
          <p style={{ whiteSpace: 'pre-wrap', marginTop: 0 }}>{question.text}</p>
          {question.multiple ? <p className={styles.muted}>Choose every right answer.</p> : null}
          {question.options.map((option, i) => (
            <label key={`${question.id}-${i}`} className={styles.option}>
              <input
                type={question.multiple ? 'checkbox' : 'radio'}
                name={`answer-${question.id}`}
                checked={(answers[question.id] ?? []).includes(i)}
                onChange={(e) => choose(i, e.target.checked)}
              />
              <span>{option}</span>
            </label>
          ))}
        </fieldset>
        <p role="status" className={styles.muted}>
          {save.isPending ? 'Saving…' : save.isSuccess ? 'Answer saved.' : ''}
        </p>
        {save.isError ? <Alert tone="error">Your answer was not saved: {save.error.message}</Alert> : null}
        <div className={styles.row}>
          <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
            Previous
          </Button>
          <Button variant="secondary" disabled={index === questions.length - 1} onClick={() => setIndex(index + 1)}>
            Next
          </Button>
        </div>
      </section>
      <AttemptProgress
        questions={questions}
        answers={answers}
        index={index}
        onGo={setIndex}
        remaining={remaining}
        focusLosses={focusLosses}
        submitting={submit.isPending}
        onSubmit={() => (answeredCount < questions.length ? setConfirming(true) : finish())}
      />
      {confirming ? (
        <Dialog
          title="Submit with unanswered questions?"
          onClose={() => setConfirming(false)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirming(false)}>
                Keep answering
              </Button>
              <Button
                needsServer
                onClick={() => {
                  setConfirming(false);
                  finish();
                }}
              >
                Submit now
              </Button>
            </>
          }
        >
          <p style={{ margin: 0 }}>
            {questions.length - answeredCount} of {questions.length} questions have no answer and will count as wrong.
            You need {formatPercent(assessment.passMark)} to pass.
          </p>
        </Dialog>
      ) : null}
    </div>
  );
}
