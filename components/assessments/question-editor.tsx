import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import { OPTIONS_MAX, OPTIONS_MIN, QUESTION_STATUSES, type QuestionInput, type QuestionStatus } from '@/services/schemas/assessment';
import styles from './assessments.module.css';

export const EMPTY_QUESTION: QuestionInput = { text: '', options: ['', ''], correct: [0], status: 'active' };

/** Add or edit one question: 2 to 6 options, each with a "correct" checkbox, an optional explanation. */
export function QuestionEditor({ initial, title, onSave, onClose }: { initial: QuestionInput; title: string; onSave: (q: QuestionInput) => Promise<void>; onClose: () => void }) {
  const [q, setQ] = useState<QuestionInput>(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setOption = (i: number, value: string) => setQ({ ...q, options: q.options.map((o, j) => (j === i ? value : o)) });
  const toggleCorrect = (i: number, on: boolean) => setQ({ ...q, correct: on ? [...q.correct, i].sort() : q.correct.filter((c) => c !== i) });
  const removeOption = (i: number) =>
    setQ({ ...q, options: q.options.filter((_, j) => j !== i), correct: q.correct.filter((c) => c !== i).map((c) => (c > i ? c - 1 : c)) });

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await onSave({ ...q, ...(q.explanation?.trim() ? {} : { explanation: undefined }) });
      onClose();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={busy} onClick={() => void save()}>
            {busy ? 'Saving…' : 'Save question'}
          </Button>
        </>
      }
    >
      <TextArea label="Question" value={q.text} onChange={(e) => setQ({ ...q, text: e.target.value })} rows={3} />
      <fieldset className={styles.options}>
        <legend>Options (tick the right ones)</legend>
        {q.options.map((option, i) => (
          <div key={i} className={styles.row} style={{ alignItems: 'end' }}>
            <TextField label={`Option ${i + 1}`} value={option} onChange={(e) => setOption(i, e.target.value)} style={{ minWidth: 220 }} />
            <label className={styles.row}>
              <input type="checkbox" checked={q.correct.includes(i)} onChange={(e) => toggleCorrect(i, e.target.checked)} />
              Correct
            </label>
            {q.options.length > OPTIONS_MIN ? (
              <Button variant="ghost" size="small" onClick={() => removeOption(i)} aria-label={`Remove option ${i + 1}`}>
                Remove
              </Button>
            ) : null}
          </div>
        ))}
        {q.options.length < OPTIONS_MAX ? (
          <Button variant="secondary" size="small" onClick={() => setQ({ ...q, options: [...q.options, ''] })}>
            Add an option
          </Button>
        ) : null}
      </fieldset>
      <TextArea label="Explanation (optional, for administrators)" value={q.explanation ?? ''} onChange={(e) => setQ({ ...q, explanation: e.target.value })} rows={2} />
      <SelectField label="Status" placeholder="Status" options={QUESTION_STATUSES} optionLabel={(s) => (s === 'active' ? 'Active (can be drawn)' : 'Retired (never drawn)')} value={q.status} onChange={(e) => setQ({ ...q, status: e.target.value as QuestionStatus })} />
      {error ? <Alert tone="error">{error}</Alert> : null}
    </Dialog>
  );
}

/** The question exactly as a talent sees it during an attempt: the options without any key. */
export function QuestionPreview({ question, onClose }: { question: QuestionInput; onClose: () => void }) {
  const multiple = question.correct.length > 1;
  return (
    <Dialog
      title="Preview as a talent sees it"
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Close preview
        </Button>
      }
    >
      <fieldset className={styles.options}>
        <legend style={{ fontWeight: 700 }}>Question 1 of 1</legend>
        <p style={{ whiteSpace: 'pre-wrap', marginTop: 0 }}>{question.text}</p>
        {multiple ? <p className={styles.muted}>Choose every right answer.</p> : null}
        {question.options.map((option, i) => (
          <label key={i} className={styles.option}>
            <input type={multiple ? 'checkbox' : 'radio'} name="preview" />
            <span>{option}</span>
          </label>
        ))}
      </fieldset>
      <p className={styles.muted}>Talents see the options in a different random order on every attempt.</p>
    </Dialog>
  );
}
