import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FORM_ERROR, FormError, SchemaForm, useFormControl, useFormField } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { SelectField } from '@/components/ui/select-field';
import { TextArea } from '@/components/ui/text-area';
import { TextField } from '@/components/ui/text-field';
import type { QuestionInput } from '@/services/schemas/assessment';
import { OPTIONS_MAX, OPTIONS_MIN, QUESTION_STATUSES } from '@/services/schemas/assessment-constants';
import styles from './assessments.module.css';

export const EMPTY_QUESTION: QuestionInput = { text: '', options: ['', ''], correct: [0], status: 'active' };
const loadQuestionSchema = () => import('@/services/schemas/assessment').then((m) => m.questionInputSchema);
const MESSAGES = { text: 'Write the question.', correct: 'Tick at least one right option.' };

/** A message about the options as a whole (two the same, no right one), focusable so a failed save lands on it. */
function GroupError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p className={styles.failed} tabIndex={-1} data-form-error>
      {message}
    </p>
  );
}

/** 2 to 6 options, each with its "correct" checkbox; removing one renumbers the right answers after it. */
function OptionRows() {
  const field = useFormField<QuestionInput>();
  const { setValue, formState } = useFormContext<QuestionInput>();
  const options = useWatch<QuestionInput, 'options'>({ name: 'options' }) ?? [];
  const correct = useFormControl<QuestionInput, 'correct'>('correct');
  const value: number[] = correct.value ?? [];
  const toggle = (i: number, on: boolean) => correct.onChange(on ? [...value, i].sort() : value.filter((c) => c !== i));
  const remove = (i: number) => {
    setValue(
      'options',
      options.filter((_, j) => j !== i),
    );
    correct.onChange(value.filter((c) => c !== i).map((c) => (c > i ? c - 1 : c)));
  };
  const errors = formState.errors;
  return (
    <fieldset className={styles.options}>
      <legend>Options (tick the right ones)</legend>
      {options.map((_, i) => (
        <div key={i} className={styles.row} style={{ alignItems: 'end' }}>
          <TextField label={`Option ${i + 1}`} style={{ minWidth: 220 }} {...field(`options.${i}`)} />
          <label className={styles.row}>
            <input type="checkbox" checked={value.includes(i)} onChange={(e) => toggle(i, e.target.checked)} />
            Correct
          </label>
          {options.length > OPTIONS_MIN ? (
            <Button variant="ghost" size="small" onClick={() => remove(i)} aria-label={`Remove option ${i + 1}`}>
              Remove
            </Button>
          ) : null}
        </div>
      ))}
      <GroupError message={(errors.options as { message?: string } | undefined)?.message} />
      <GroupError message={correct.error ?? undefined} />
      {options.length < OPTIONS_MAX ? (
        <Button variant="secondary" size="small" onClick={() => setValue('options', [...options, ''])}>
          Add an option
        </Button>
      ) : null}
    </fieldset>
  );
}

function Fields() {
  const field = useFormField<QuestionInput>();
  return (
    <>
      <TextArea label="Question" rows={3} {...field('text')} />
      <OptionRows />
      <TextArea label="Explanation (optional, for administrators)" rows={2} {...field('explanation')} />
      <SelectField
        label="Status"
        placeholder="Status"
        options={QUESTION_STATUSES}
        optionLabel={(s) => (s === 'active' ? 'Active (can be drawn)' : 'Retired (never drawn)')}
        {...field('status')}
      />
      <FormError />
    </>
  );
}

/** Add or edit one question, checked with the schema the server uses: 2 to 6 options, at least one right, an optional explanation. */
export function QuestionEditor({
  initial,
  title,
  onSave,
  onClose,
}: {
  initial: QuestionInput;
  title: string;
  onSave: (q: QuestionInput) => Promise<void>;
  onClose: () => void;
}) {
  const formId = useId();
  const form = useSchemaForm<QuestionInput>({
    schema: loadQuestionSchema,
    defaultValues: { ...initial, explanation: initial.explanation ?? '' },
    messages: MESSAGES,
  });
  const save = async (q: QuestionInput) => {
    try {
      await onSave({ ...q, explanation: q.explanation?.trim() ? q.explanation : undefined });
      onClose();
    } catch (e) {
      form.setError(FORM_ERROR, { message: (e as Error).message });
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
          <Button type="submit" form={formId} busy={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Saving…' : 'Save question'}
          </Button>
        </>
      }
    >
      <SchemaForm form={form} onSubmit={save} id={formId}>
        <Fields />
      </SchemaForm>
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
