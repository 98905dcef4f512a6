import { useId, useState } from 'react';
import { FORM_ERROR, FormError, FormSubmit, SERVER_ERROR, SchemaForm } from '@/components/ui/form/schema-form';
import { useSchemaForm } from '@/components/ui/form/use-schema-form';
import { LoadError } from '@/components/ui/load-error';
import { useApplicantNotes, useNoteMutations } from '@/hooks/use-applicant-notes';
import { noteInputSchema, type NoteAuthor, type NoteInput } from '@/services/schemas/applicant-notes';
import type { Application } from '@/services/schemas/application';
import { selectCompany } from '@/store/companies-slice';
import { useAppSelector } from '@/store/hooks';
import { NoteItem, NoteTextField } from './note-item';
import { RatingField } from './rating-field';
import styles from './applicant-notes.module.css';

const failure = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

function AddNoteForm({ app, author }: { app: Application; author: NoteAuthor }) {
  const { add } = useNoteMutations(app, author);
  const form = useSchemaForm<NoteInput>({ schema: noteInputSchema, defaultValues: { text: '' } });
  const submit = async (values: NoteInput) => {
    try {
      await add.mutateAsync(values);
      form.reset({ text: '' });
    } catch (error) {
      form.setError(FORM_ERROR, { type: SERVER_ERROR, message: `The note was not saved. ${failure(error, 'Try again.')}` });
    }
  };
  return (
    <SchemaForm form={form} onSubmit={submit} aria-label="Add a note">
      <NoteTextField label="Add a note" />
      <FormError />
      <div className={styles.row}>
        <FormSubmit size="small" busyLabel="Saving…">
          Add note
        </FormSubmit>
      </div>
    </SchemaForm>
  );
}

/**
 * The company's private notes and ratings on one applicant, shown in its profile dialog (and loaded only there).
 * Every member sees every note with its author and time; each edits and deletes only its own.
 */
export function ApplicantNotesPanel({ app }: { app: Application }) {
  const titleId = useId();
  const company = useAppSelector(selectCompany);
  const author: NoteAuthor = { uid: company?.id ?? '', name: company?.name ?? '' };
  const notes = useApplicantNotes(app);
  const [now] = useState(() => Date.now());
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        Notes and rating
      </h3>
      <p className={styles.muted}>Only your company sees these; {app.talentName} never does.</p>
      <RatingField app={app} authorId={author.uid} />
      <AddNoteForm app={app} author={author} />
      {notes.isPending ? (
        <p role="status">Loading notes…</p>
      ) : notes.isError ? (
        <LoadError text="The notes could not be loaded." error={notes.error} onRetry={() => void notes.refetch()} />
      ) : notes.data.length === 0 ? (
        <p className={styles.muted}>No notes yet.</p>
      ) : (
        <ul className={styles.notes} aria-label={`Notes on ${app.talentName}`}>
          {notes.data.map((note) => (
            <NoteItem key={note.id} note={note} app={app} author={author} now={now} />
          ))}
        </ul>
      )}
    </section>
  );
}
