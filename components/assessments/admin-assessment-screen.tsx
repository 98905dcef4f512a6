import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { ScreenHeader } from '@/components/ui/screen-header';
import { ADMIN_ROUTES } from '@/constants/routes';
import { toast } from '@/hooks/toast';
import { questionInputOf, useSaveAssessment, useSaveQuestion } from '@/components/assessments/use-assessment-admin';
import { useAssessment, useQuestionBank } from '@/components/assessments/use-assessments';
import type { Assessment, Question } from '@/services/schemas/assessment';
import { AssessmentDetailsForm } from './assessment-details-form';
import { AssessmentStatusPanel } from './assessment-status-panel';
import styles from './assessments.module.css';
import { ItemAnalysis } from './item-analysis';
import { QuestionBankCsv } from './question-bank-csv';
import { QuestionBankList } from './question-bank-list';
import { EMPTY_QUESTION, QuestionEditor } from './question-editor';

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

/** One assessment for administrators: details, publishing, the question bank with CSV, and item analysis. */
export function AdminAssessmentScreen() {
  const router = useRouter();
  const id = first(router.query.id);
  const assessment = useAssessment(id);
  return (
    <>
      <ScreenHeader
        title="Assessment details"
        lead={
          assessment.data
            ? `${assessment.data.title} (${assessment.data.skill})`
            : 'One assessment, its question bank and its results.'
        }
      />
      {assessment.isPending ? (
        <p role="status">Loading the assessment…</p>
      ) : assessment.isError ? (
        <LoadError
          text="The assessment could not be loaded."
          error={assessment.error}
          onRetry={() => void assessment.refetch()}
        />
      ) : (
        <AssessmentAdmin assessment={assessment.data} />
      )}
      <p style={{ marginTop: 'var(--space-5)' }}>
        <Link href={ADMIN_ROUTES.assessments}>Back to assessments</Link>
      </p>
    </>
  );
}

function DetailsSection({ assessment: a }: { assessment: Assessment }) {
  const save = useSaveAssessment(a.id);
  return (
    <details className={styles.card} style={{ marginTop: 'var(--space-4)' }}>
      <summary style={{ fontWeight: 700, cursor: 'pointer' }}>Edit the details</summary>
      <AssessmentDetailsForm
        initial={{
          title: a.title,
          skill: a.skill,
          categories: a.categories,
          description: a.description,
          durationMinutes: a.durationMinutes,
          passMark: a.passMark,
          questionsPerAttempt: a.questionsPerAttempt,
          cooldownDays: a.cooldownDays,
        }}
        submitLabel="Save details"
        onSubmit={async (input) => {
          await save.mutateAsync(input);
          toast.success('Details saved');
        }}
      />
    </details>
  );
}

function AssessmentAdmin({ assessment: a }: { assessment: Assessment }) {
  const bank = useQuestionBank(a.id);
  const questions = (bank.data?.pages ?? []).flatMap((p) => p.items);
  const [editing, setEditing] = useState<{ question?: Question } | null>(null);
  const saveQuestion = useSaveQuestion(a.id);

  return (
    <>
      <AssessmentStatusPanel assessment={a} />
      <DetailsSection assessment={a} />
      <section aria-labelledby="bank-title">
        <h2 id="bank-title" className={styles.sectionTitle}>
          Question bank
        </h2>
        <QuestionBankCsv assessmentId={a.id} onAdd={() => setEditing({})} />
        {bank.isPending ? (
          <p role="status">Loading questions…</p>
        ) : bank.isError ? (
          <LoadError text="The questions could not be loaded." error={bank.error} onRetry={() => void bank.refetch()} />
        ) : questions.length === 0 ? (
          <p className={styles.muted}>No question yet. Add one or import a CSV file.</p>
        ) : (
          <QuestionBankList assessmentId={a.id} questions={questions} onEdit={(question) => setEditing({ question })} />
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
        {questions.length > 0 ? (
          <ItemAnalysis questions={questions} />
        ) : (
          <p className={styles.muted}>No question yet.</p>
        )}
      </section>

      {editing ? (
        <QuestionEditor
          title={editing.question ? 'Edit question' : 'Add a question'}
          initial={editing.question ? questionInputOf(editing.question) : EMPTY_QUESTION}
          onClose={() => setEditing(null)}
          onSave={async (q) => {
            await saveQuestion.mutateAsync({ question: q, questionId: editing.question?.id });
            toast.success('Question saved');
          }}
        />
      ) : null}
    </>
  );
}
