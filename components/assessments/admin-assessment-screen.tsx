import { useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState, type ChangeEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { ScreenHeader } from '@/components/ui/screen-header';
import { ADMIN_ROUTES } from '@/constants/routes';
import { assessmentKeys, useAssessment, useQuestionBank } from '@/hooks/use-assessments';
import { toast } from '@/hooks/toast';
import { parseQuestionsCsv, questionsToCsv, type CsvLineError } from '@/services/assessment-csv';
import { allQuestions, importQuestions, saveAssessment, saveQuestion, setAssessmentStatus } from '@/services/assessments';
import type { Assessment, Question, QuestionInput } from '@/services/schemas/assessment';
import { AssessmentDetailsForm } from './assessment-details-form';
import { averageScore, passRate } from './admin-assessments-screen';
import styles from './assessments.module.css';
import { ItemAnalysis } from './item-analysis';
import { EMPTY_QUESTION, QuestionEditor, QuestionPreview } from './question-editor';

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';
const inputOf = (q: Question): QuestionInput => ({ text: q.text, options: q.options, correct: q.correct, ...(q.explanation ? { explanation: q.explanation } : {}), status: q.status });

/** One assessment for administrators: details, publishing, the question bank with CSV, and item analysis. */
export function AdminAssessmentScreen() {
  const router = useRouter();
  const id = first(router.query.id);
  const assessment = useAssessment(id);
  return (
    <>
      <ScreenHeader title="Assessment details" lead={assessment.data ? `${assessment.data.title} (${assessment.data.skill})` : 'One assessment, its question bank and its results.'} />
      {assessment.isPending ? (
        <p role="status">Loading the assessment…</p>
      ) : assessment.isError ? (
        <LoadError text="The assessment could not be loaded." error={assessment.error} onRetry={() => void assessment.refetch()} />
      ) : (
        <AssessmentAdmin assessment={assessment.data} />
      )}
      <p style={{ marginTop: 'var(--space-5)' }}>
        <Link href={ADMIN_ROUTES.assessments}>Back to assessments</Link>
      </p>
    </>
  );
}

function AssessmentAdmin({ assessment: a }: { assessment: Assessment }) {
  const queryClient = useQueryClient();
  const bank = useQuestionBank(a.id);
  const questions = (bank.data?.pages ?? []).flatMap((p) => p.items);
  const [editing, setEditing] = useState<{ question?: Question } | null>(null);
  const [previewing, setPreviewing] = useState<Question | null>(null);
  const [retiring, setRetiring] = useState<Question | null>(null);
  const [csvErrors, setCsvErrors] = useState<CsvLineError[] | null>(null);
  const [pendingImport, setPendingImport] = useState<QuestionInput[] | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
  const needed = 2 * a.questionsPerAttempt;

  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(success);
      await refresh();
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const result = parseQuestionsCsv(await file.text());
    if (result.ok) {
      setCsvErrors(null);
      setPendingImport(result.questions);
    } else setCsvErrors(result.errors);
  };

  const exportCsv = async () => {
    try {
      const csv = questionsToCsv((await allQuestions(a.id)).map(inputOf));
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${a.id}-questions.csv`;
      link.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      toast.error(`Export failed: ${(e as Error).message}`);
    }
  };

  return (
    <>
      <section className={styles.card} aria-labelledby="summary-title">
        <h2 id="summary-title" className={styles.cardTitle}>
          Status and results
        </h2>
        <p>
          <span className={a.status === 'published' ? styles.badge : styles.neutral}>{a.status === 'published' ? 'Published' : 'Draft'}</span>{' '}
          {a.activeQuestionCount} active of {a.questionCount} questions · {a.stats.attempts} attempts · pass rate {passRate(a)} · average score {averageScore(a)}
        </p>
        {a.status === 'draft' ? (
          <>
            <p className={styles.muted}>Publishing needs at least {needed} active questions (twice the {a.questionsPerAttempt} per attempt), so attempts differ.</p>
            <Button disabled={busy || a.activeQuestionCount < needed} onClick={() => void run(() => setAssessmentStatus(a.id, 'published'), 'Published')}>
              Publish
            </Button>
          </>
        ) : (
          <Button variant="secondary" disabled={busy} onClick={() => void run(() => setAssessmentStatus(a.id, 'draft'), 'Back to draft: talents no longer see it')}>
            Unpublish
          </Button>
        )}
      </section>

      <details className={styles.card} style={{ marginTop: 'var(--space-4)' }}>
        <summary style={{ fontWeight: 700, cursor: 'pointer' }}>Edit the details</summary>
        <AssessmentDetailsForm
          initial={{ title: a.title, skill: a.skill, categories: a.categories, description: a.description, durationMinutes: a.durationMinutes, passMark: a.passMark, questionsPerAttempt: a.questionsPerAttempt, cooldownDays: a.cooldownDays }}
          submitLabel="Save details"
          onSubmit={async (input) => {
            await saveAssessment(input, a.id);
            toast.success('Details saved');
            await refresh();
          }}
        />
      </details>

      <section aria-labelledby="bank-title">
        <h2 id="bank-title" className={styles.sectionTitle}>
          Question bank
        </h2>
        <div className={styles.row}>
          <Button onClick={() => setEditing({})}>Add a question</Button>
          <label className={styles.row}>
            <span>Import CSV</span>
            <input type="file" accept=".csv,text/csv" onChange={(e) => void onFile(e)} aria-label="Import questions from a CSV file" />
          </label>
          <Button variant="secondary" onClick={() => void exportCsv()}>
            Export CSV
          </Button>
        </div>
        <p className={styles.muted}>
          CSV columns: question, option 1 … option 6, correct (option numbers, several separated by ;), explanation, status (active or retired). Fields with
          commas, quotes or line breaks go in double quotes.
        </p>
        {csvErrors ? (
          <Alert tone="error">
            Nothing was imported. Fix these lines and import the file again:
            <ul className={styles.errors} data-testid="csv-errors">
              {csvErrors.map((e) => (
                <li key={`${e.line}-${e.message}`}>
                  Line {e.line}: {e.message}
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}
        {bank.isPending ? (
          <p role="status">Loading questions…</p>
        ) : bank.isError ? (
          <LoadError text="The questions could not be loaded." error={bank.error} onRetry={() => void bank.refetch()} />
        ) : questions.length === 0 ? (
          <p className={styles.muted}>No question yet. Add one or import a CSV file.</p>
        ) : (
          <ol className={styles.list} style={{ gridTemplateColumns: '1fr' }}>
            {questions.map((q, i) => (
              <li key={q.id} className={styles.card}>
                <p style={{ margin: 0, fontWeight: 600, whiteSpace: 'pre-wrap' }}>
                  {i + 1}. {q.text}
                </p>
                <ul>
                  {q.options.map((o, j) => (
                    <li key={j}>
                      {o}
                      {q.correct.includes(j) ? <strong> (correct)</strong> : null}
                    </li>
                  ))}
                </ul>
                {q.explanation ? <p className={styles.muted}>Explanation: {q.explanation}</p> : null}
                <div className={styles.row}>
                  <span className={q.status === 'active' ? styles.badge : styles.neutral}>{q.status === 'active' ? 'Active' : 'Retired'}</span>
                  <Button size="small" variant="secondary" onClick={() => setEditing({ question: q })} aria-label={`Edit question ${i + 1}`}>
                    Edit
                  </Button>
                  <Button size="small" variant="secondary" onClick={() => setPreviewing(q)} aria-label={`Preview question ${i + 1}`}>
                    Preview
                  </Button>
                  {q.status === 'active' ? (
                    <Button size="small" variant="danger" onClick={() => setRetiring(q)} aria-label={`Retire question ${i + 1}`}>
                      Retire
                    </Button>
                  ) : (
                    <Button size="small" variant="secondary" disabled={busy} onClick={() => void run(() => saveQuestion(a.id, { ...inputOf(q), status: 'active' }, q.id), 'Question active again')} aria-label={`Reactivate question ${i + 1}`}>
                      Reactivate
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ol>
        )}
        {bank.hasNextPage ? (
          <Button variant="secondary" disabled={bank.isFetchingNextPage} onClick={() => void bank.fetchNextPage()}>
            {bank.isFetchingNextPage ? 'Loading…' : 'Show more questions'}
          </Button>
        ) : null}
      </section>

      <section aria-labelledby="items-title">
        <h2 id="items-title" className={styles.sectionTitle}>
          Item analysis
        </h2>
        {questions.length > 0 ? <ItemAnalysis questions={questions} /> : <p className={styles.muted}>No question yet.</p>}
      </section>

      {editing ? (
        <QuestionEditor
          title={editing.question ? 'Edit question' : 'Add a question'}
          initial={editing.question ? inputOf(editing.question) : EMPTY_QUESTION}
          onClose={() => setEditing(null)}
          onSave={async (q) => {
            await saveQuestion(a.id, q, editing.question?.id);
            toast.success('Question saved');
            await refresh();
          }}
        />
      ) : null}
      {previewing ? <QuestionPreview question={inputOf(previewing)} onClose={() => setPreviewing(null)} /> : null}
      {retiring ? (
        <Dialog
          title="Retire this question?"
          onClose={() => setRetiring(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setRetiring(null)}>
                Keep it active
              </Button>
              <Button
                variant="danger"
                disabled={busy}
                onClick={() => {
                  const q = retiring;
                  setRetiring(null);
                  void run(() => saveQuestion(a.id, { ...inputOf(q), status: 'retired' }, q.id), 'Question retired');
                }}
              >
                Retire question
              </Button>
            </>
          }
        >
          <p style={{ margin: 0 }}>It will no longer be drawn in new attempts. Its statistics are kept, and you can reactivate it later.</p>
        </Dialog>
      ) : null}
      {pendingImport ? (
        <Dialog
          title={`Import ${pendingImport.length} questions?`}
          onClose={() => setPendingImport(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setPendingImport(null)}>
                Cancel
              </Button>
              <Button
                disabled={busy}
                onClick={() => {
                  const list = pendingImport;
                  setPendingImport(null);
                  void run(() => importQuestions(a.id, list), `Imported ${list.length} questions`);
                }}
              >
                Import
              </Button>
            </>
          }
        >
          <p style={{ margin: 0 }}>
            Every row is valid. They are added to the bank ({pendingImport.filter((q) => q.status === 'active').length} active).
          </p>
        </Dialog>
      ) : null}
    </>
  );
}
