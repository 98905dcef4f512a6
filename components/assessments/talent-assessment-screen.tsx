import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { formatDate } from '@/components/jobs/job-format';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { ResourcesForSkill } from '@/components/resources/resources-for-skill';
import { ScreenHeader } from '@/components/ui/screen-header';
import { TALENT_ROUTES } from '@/constants/routes';
import { assessmentKeys, useAssessment, useAttempt, useMyProgress } from '@/hooks/use-assessments';
import { toast } from '@/hooks/toast';
import { recordFocusLoss, saveAnswer, setShowScore, startAssessment, submitAttempt } from '@/services/assessments';
import { isLateAnswer, type Assessment, type AssessmentProgress, type Attempt } from '@/services/schemas/assessment';
import { useAppSelector } from '@/store/hooks';
import { selectTalent } from '@/store/talents-slice';
import styles from './assessments.module.css';

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/** One assessment for a talent: the intro and Start, the attempt itself, or the latest result. */
export function TalentAssessmentScreen() {
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
    const notFound = ['not-found', 'permission-denied'].includes((assessment.error as { code?: string } | null)?.code ?? '');
    return (
      <>
        <ScreenHeader title="Assessment" lead="This assessment could not be shown." />
        {notFound ? (
          <Alert tone="error">This assessment does not exist or is no longer published.</Alert>
        ) : (
          <LoadError text="The assessment could not be loaded." error={assessment.error ?? progress.error} onRetry={() => void Promise.all([assessment.refetch(), progress.refetch()])} />
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
      {p?.status === 'in-progress' ? <AttemptRunner attemptId={p.attemptId} assessment={a} /> : p ? <ResultPanel assessment={a} progress={p} talentId={talentId} /> : <Intro assessment={a} talentId={talentId} />}
      <p style={{ marginTop: 'var(--space-5)' }}>
        <Link href={TALENT_ROUTES.assessments} prefetch={false}>Back to assessments</Link>
      </p>
    </>
  );
}

function useStart(assessmentId: string, talentId: string) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      await startAssessment(assessmentId);
      await queryClient.invalidateQueries({ queryKey: assessmentKeys.progress(talentId, assessmentId) });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { start, busy, error };
}

function Rules({ assessment }: { assessment: Assessment }) {
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
          <dd style={{ margin: 0, fontWeight: 700 }}>{assessment.passMark}%</dd>
        </div>
      </dl>
      <ul>
        <li>The questions are drawn at random; some have more than one right answer, and say so.</li>
        <li>The clock starts when you press Start and does not stop: closing the tab or reloading keeps your answers and the time left.</li>
        <li>Each answer is saved as you choose it. At the end of the time, your saved answers are submitted.</li>
        <li>Leaving this tab during the assessment is counted and shown to you.</li>
        <li>If you do not pass, you can retake it after {assessment.cooldownDays} days.</li>
      </ul>
    </>
  );
}

function Intro({ assessment, talentId }: { assessment: Assessment; talentId: string }) {
  const { start, busy, error } = useStart(assessment.id, talentId);
  return (
    <section className={styles.card} aria-labelledby="intro-title">
      <h2 id="intro-title" className={styles.cardTitle}>
        Before you start
      </h2>
      <Rules assessment={assessment} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button onClick={() => void start()} disabled={busy}>
        {busy ? 'Starting…' : 'Start the assessment'}
      </Button>
    </section>
  );
}

const mmss = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

function AttemptRunner({ attemptId, assessment }: { attemptId: string; assessment: Assessment }) {
  const attempt = useAttempt(attemptId);
  if (attempt.isPending) return <p role="status">Loading your attempt…</p>;
  if (attempt.isError) return <LoadError text="Your attempt could not be loaded." error={attempt.error} onRetry={() => void attempt.refetch()} />;
  return <AttemptForm attempt={attempt.data} assessment={assessment} />;
}

function AttemptForm({ attempt, assessment }: { attempt: Attempt; assessment: Assessment }) {
  const queryClient = useQueryClient();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, number[]>>(attempt.answers);
  const [saveState, setSaveState] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');
  const [saveError, setSaveError] = useState<string | null>(null);
  const [focusLosses, setFocusLosses] = useState(attempt.focusLosses);
  const [now, setNow] = useState(() => Date.now());
  const [confirming, setConfirming] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);
  const remaining = (attempt.deadline ?? 0) - now;
  const questions = attempt.questions;
  const question = questions[index];
  const answeredCount = questions.filter((q) => (answers[q.id] ?? []).length > 0).length;

  const finish = async () => {
    if (submitted.current) return;
    submitted.current = true;
    setSubmitting(true);
    try {
      const result = await submitAttempt(attempt.id);
      toast.success(result.passed ? `Passed with ${result.score}%` : `Submitted: ${result.score}%`);
    } catch (e) {
      submitted.current = false;
      toast.error(`Could not submit: ${(e as Error).message}`);
    } finally {
      setSubmitting(false);
      await queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
    }
  };

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (remaining <= 0) void finish();
    // finish is stable enough: it guards itself with a ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remaining <= 0]);

  useEffect(() => {
    // A reload or a closed tab also hides the page; that is not leaving the assessment for something else.
    let unloading = false;
    const onUnload = () => (unloading = true);
    window.addEventListener('beforeunload', onUnload);
    const onVisibility = () => {
      if (document.visibilityState !== 'hidden' || submitted.current || unloading) return;
      setFocusLosses((n) => n + 1);
      recordFocusLoss(attempt.id)
        .then((r) => setFocusLosses(r.focusLosses))
        .catch(() => undefined);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [attempt.id]);

  const choose = async (optionIndex: number, checked: boolean) => {
    const current = answers[question.id] ?? [];
    const next = question.multiple ? (checked ? [...current, optionIndex].sort() : current.filter((i) => i !== optionIndex)) : [optionIndex];
    setAnswers((a) => ({ ...a, [question.id]: next }));
    setSaveState('saving');
    try {
      await saveAnswer(attempt.id, question.id, next);
      setSaveState('saved');
      setSaveError(null);
    } catch (e) {
      setSaveState('error');
      setSaveError((e as Error).message);
      // The attempt was graded: the result replaces this form, so the reason is also said in a toast that stays.
      if (isLateAnswer(e)) {
        toast.error((e as Error).message);
        await queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
      }
    }
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
                onChange={(e) => void choose(i, e.target.checked)}
              />
              <span>{option}</span>
            </label>
          ))}
        </fieldset>
        <p role="status" className={styles.muted}>
          {saveState === 'saving' ? 'Saving…' : saveState === 'saved' ? 'Answer saved.' : ''}
        </p>
        {saveState === 'error' ? <Alert tone="error">Your answer was not saved: {saveError}</Alert> : null}
        <div className={styles.row}>
          <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
            Previous
          </Button>
          <Button variant="secondary" disabled={index === questions.length - 1} onClick={() => setIndex(index + 1)}>
            Next
          </Button>
        </div>
      </section>
      <aside className={styles.card} aria-label="Progress">
        <p className={styles.muted}>Time left</p>
        <p className={styles.timer} role="timer" aria-live="off" data-testid="time-left">
          {mmss(remaining)}
        </p>
        {remaining > 0 && remaining <= 60_000 ? <p role="alert">Less than a minute left.</p> : null}
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
                    onClick={() => setIndex(i)}
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
        <Button block disabled={submitting} onClick={() => (answeredCount < questions.length ? setConfirming(true) : void finish())}>
          {submitting ? 'Submitting…' : 'Submit answers'}
        </Button>
      </aside>
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
                onClick={() => {
                  setConfirming(false);
                  void finish();
                }}
              >
                Submit now
              </Button>
            </>
          }
        >
          <p style={{ margin: 0 }}>
            {questions.length - answeredCount} of {questions.length} questions have no answer and will count as wrong. You need {assessment.passMark}% to pass.
          </p>
        </Dialog>
      ) : null}
    </div>
  );
}

function ResultPanel({ assessment, progress, talentId }: { assessment: Assessment; progress: AssessmentProgress; talentId: string }) {
  const queryClient = useQueryClient();
  const { start, busy, error } = useStart(assessment.id, talentId);
  const [show, setShow] = useState(progress.showScore);
  const [savingShow, setSavingShow] = useState(false);
  const [now] = useState(() => Date.now());
  const passed = progress.status === 'passed';
  const expired = passed && progress.expiresAt !== null && progress.expiresAt <= now;
  const canRetake = (!passed && (progress.retakeAt === null || progress.retakeAt <= now)) || expired;

  const toggleShow = async (value: boolean) => {
    setSavingShow(true);
    try {
      await setShowScore(assessment.id, value);
      setShow(value);
      toast.success(value ? 'Companies now see your score' : 'Your score is private');
      await queryClient.invalidateQueries({ queryKey: assessmentKeys.progress(talentId, assessment.id) });
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setSavingShow(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="result-title">
      <h2 id="result-title" className={styles.cardTitle}>
        Your result
      </h2>
      <p className={styles.score} data-testid="score">
        {progress.score ?? 0}%
      </p>
      <p>
        {passed ? (
          <span className={styles.badge}>✓ Passed: {assessment.skill} verified</span>
        ) : (
          <span className={styles.failed}>Not passed (pass mark {assessment.passMark}%)</span>
        )}
      </p>
      {passed ? (
        <>
          <p>
            {expired
              ? `Your verified badge expired on ${formatDate(progress.expiresAt)}. Take the assessment again to renew it.`
              : `Your ${assessment.skill} badge shows on your profile, your applications and in job fit until ${formatDate(progress.expiresAt)}.`}
          </p>
          <label className={styles.row}>
            <input type="checkbox" checked={show} disabled={savingShow} onChange={(e) => void toggleShow(e.target.checked)} />
            Show my score to companies next to the badge
          </label>
          <p>
            <Link href={TALENT_ROUTES.profile} prefetch={false}>See your profile</Link>
          </p>
        </>
      ) : (
        <FailedResultHelp skill={assessment.skill} retakeAt={progress.retakeAt} canRetake={canRetake} />
      )}
      {canRetake ? (
        <>
          <Rules assessment={assessment} />
          {error ? <Alert tone="error">{error}</Alert> : null}
          <Button onClick={() => void start()} disabled={busy}>
            {busy ? 'Starting…' : 'Take it again'}
          </Button>
        </>
      ) : null}
    </section>
  );
}

/** What a talent who did not pass can do next: the retake date, learning resources for the skill, and jobs asking for it. */
export function FailedResultHelp({ skill, retakeAt, canRetake }: { skill: string; retakeAt: number | null; canRetake: boolean }) {
  return (
    <>
      <p data-testid="retake-date">{canRetake ? 'You can retake it now.' : `You can retake it from ${formatDate(retakeAt)}.`}</p>
      <ResourcesForSkill skill={skill} />
      <p>
        Meanwhile, see what employers expect: <Link href={`${TALENT_ROUTES.jobs}?q=${encodeURIComponent(skill)}`} prefetch={false}>
          jobs asking for {skill}
        </Link>.
      </p>
    </>
  );
}
