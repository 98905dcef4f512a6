import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/hooks/toast';
import { questionInputOf, useSaveQuestion } from '@/components/assessments/use-assessment-admin';
import type { Question } from '@/services/schemas/assessment';
import styles from './assessments.module.css';
import { QuestionPreview } from './question-editor';

/** The bank's questions with their keys; edit, preview, retire (after a confirmation) or reactivate each. */
export function QuestionBankList({
  assessmentId,
  questions,
  onEdit,
}: {
  assessmentId: string;
  questions: Question[];
  onEdit: (q: Question) => void;
}) {
  const [previewing, setPreviewing] = useState<Question | null>(null);
  const [retiring, setRetiring] = useState<Question | null>(null);
  const save = useSaveQuestion(assessmentId);
  const setStatus = (q: Question, status: 'active' | 'retired', success: string) =>
    save.mutate(
      { question: { ...questionInputOf(q), status }, questionId: q.id },
      { onSuccess: () => toast.success(success), onError: (e) => toast.error(e.message) },
    );

  return (
    <>
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
              <span className={q.status === 'active' ? styles.badge : styles.neutral}>
                {q.status === 'active' ? 'Active' : 'Retired'}
              </span>
              <Button size="small" variant="secondary" onClick={() => onEdit(q)} aria-label={`Edit question ${i + 1}`}>
                Edit
              </Button>
              <Button
                size="small"
                variant="secondary"
                onClick={() => setPreviewing(q)}
                aria-label={`Preview question ${i + 1}`}
              >
                Preview
              </Button>
              {q.status === 'active' ? (
                <Button
                  size="small"
                  variant="danger"
                  onClick={() => setRetiring(q)}
                  aria-label={`Retire question ${i + 1}`}
                >
                  Retire
                </Button>
              ) : (
                <Button
                  size="small"
                  variant="secondary"
                  disabled={save.isPending}
                  onClick={() => setStatus(q, 'active', 'Question active again')}
                  aria-label={`Reactivate question ${i + 1}`}
                >
                  Reactivate
                </Button>
              )}
            </div>
          </li>
        ))}
      </ol>
      {previewing ? (
        <QuestionPreview question={questionInputOf(previewing)} onClose={() => setPreviewing(null)} />
      ) : null}
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
                disabled={save.isPending}
                onClick={() => {
                  setRetiring(null);
                  setStatus(retiring, 'retired', 'Question retired');
                }}
              >
                Retire question
              </Button>
            </>
          }
        >
          <p style={{ margin: 0 }}>
            It will no longer be drawn in new attempts. Its statistics are kept, and you can reactivate it later.
          </p>
        </Dialog>
      ) : null}
    </>
  );
}
