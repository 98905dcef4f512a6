import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  FORM_ERROR,
  FormError,
  FormSubmit,
  SERVER_ERROR,
  SchemaForm,
  useFormField,
} from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { useNoteMutations } from '@/components/applications/pipeline/use-applicant-notes';
import { formatAgo, formatDateTime } from '@/services/format/dates';
import type { ApplicantNote, NoteAuthor, NoteInput } from '@/services/schemas/applicant-notes';
import type { Application } from '@/services/schemas/application';
import { TextArea } from '@/components/ui/text-area';
import styles from './applicant-notes.module.css';

type Mode = 'view' | 'edit' | 'confirm-delete';

const loadNoteInputSchema = () => import('@/services/schemas/applicant-notes').then((m) => m.noteInputSchema);

/** "3 h ago", with the exact date and time for whoever hovers it and in the machine-readable attribute. */
function When({ ms, now }: { ms: number | null; now: number }) {
  if (ms === null) return null;
  return (
    <time dateTime={new Date(ms).toISOString()} title={formatDateTime(ms)}>
      {formatAgo(ms, now)}
    </time>
  );
}

/** The note's text, bound to the schema's rule (1 to 2,000 characters after trimming). */
function NoteTextField({ label }: { label: string }) {
  const field = useFormField<NoteInput>();
  return <TextArea label={label} rows={3} {...field('text')} />;
}

interface NoteFormProps {
  label: string;
  submitLabel: string;
  text?: string;
  /** Throws when the note was refused: the text stays and the reason shows. */
  onSave: (input: NoteInput) => Promise<void>;
  onCancel?: () => void;
  /** Empties the field once saved, ready for the next note. */
  clearOnSave?: boolean;
}

/** Writing a note, new or edited: the schema's rules in words, nothing lost on a refusal. */
export function NoteForm({ label, submitLabel, text = '', onSave, onCancel, clearOnSave = false }: NoteFormProps) {
  const form = useSchemaForm<NoteInput>({ schema: loadNoteInputSchema, defaultValues: { text } });
  const { setFocus } = form;
  useEffect(() => {
    if (onCancel) setFocus('text');
  }, [onCancel, setFocus]);
  const submit = async (input: NoteInput) => {
    try {
      await onSave(input);
      if (clearOnSave) form.reset({ text: '' });
    } catch (error) {
      form.setError(FORM_ERROR, {
        type: SERVER_ERROR,
        message: `The note was not saved. ${error instanceof Error ? error.message : 'Try again.'}`,
      });
    }
  };
  return (
    <SchemaForm form={form} onSubmit={submit} aria-label={label}>
      <NoteTextField label={label} />
      <FormError />
      <div className={styles.row}>
        <FormSubmit size="small" busyLabel="Saving…">
          {submitLabel}
        </FormSubmit>
        {onCancel ? (
          <Button size="small" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </SchemaForm>
  );
}

/** One note: its author and time; its own author may edit it, or delete it after confirming. */
export function NoteItem({
  note,
  app,
  author,
  now,
}: {
  note: ApplicantNote;
  app: Application;
  author: NoteAuthor;
  now: number;
}) {
  const [mode, setMode] = useState<Mode>('view');
  const { edit, remove } = useNoteMutations(app, author);
  const confirmRef = useRef<HTMLDivElement>(null);
  const mine = note.authorId === author.uid;
  const edited = note.createdAt !== null && note.updatedAt !== null && note.updatedAt - note.createdAt > 1000;

  useEffect(() => {
    // The choice takes focus, so a keyboard user lands on it; it is the group's first button.
    if (mode === 'confirm-delete') confirmRef.current?.querySelector('button')?.focus();
  }, [mode]);

  return (
    <li className={styles.note} aria-label={`Note by ${note.authorName}`}>
      <p className={styles.meta}>
        <strong>{note.authorName}</strong> · <When ms={note.createdAt} now={now} />
        {edited ? (
          <>
            {' '}
            · edited <When ms={note.updatedAt} now={now} />
          </>
        ) : null}
      </p>
      {mode === 'edit' ? (
        <NoteForm
          label="Edit note"
          submitLabel="Save note"
          text={note.text}
          onSave={async (input) => {
            await edit.mutateAsync({ id: note.id, input });
            setMode('view');
          }}
          onCancel={() => setMode('view')}
        />
      ) : (
        <p className={styles.text}>{note.text}</p>
      )}
      {mine && mode === 'view' ? (
        <div className={styles.row}>
          <Button
            size="small"
            variant="secondary"
            onClick={() => setMode('edit')}
            aria-label={`Edit note from ${formatDateTime(note.createdAt ?? now)}`}
          >
            Edit
          </Button>
          <Button
            size="small"
            variant="ghost"
            onClick={() => setMode('confirm-delete')}
            aria-label={`Delete note from ${formatDateTime(note.createdAt ?? now)}`}
          >
            Delete
          </Button>
        </div>
      ) : null}
      {mode === 'confirm-delete' ? (
        <div ref={confirmRef} className={styles.row} role="group" aria-label="Confirm deleting this note">
          <span>Delete this note? This cannot be undone.</span>
          <Button size="small" variant="danger" busy={remove.isPending} onClick={() => remove.mutate(note.id)}>
            Delete note
          </Button>
          <Button size="small" variant="secondary" onClick={() => setMode('view')}>
            Keep it
          </Button>
        </div>
      ) : null}
      {remove.isError ? <Alert tone="error">The note was not deleted. {remove.error.message}</Alert> : null}
    </li>
  );
}
