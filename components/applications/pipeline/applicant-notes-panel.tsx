import { useState } from 'react';
import { DetailPanel } from '@/components/ui/detail-panel';
import { LoadError } from '@/components/ui/load-error';
import { useApplicantNotes, useNoteMutations } from '@/components/applications/pipeline/use-applicant-notes';
import { useOwnMembership } from '@/hooks/use-own-membership';
import type { NoteAuthor } from '@/services/schemas/applicant-notes';
import type { Application } from '@/services/schemas/application';
import { selectCompany } from '@/store/companies-slice';
import { useAppSelector } from '@/store/hooks';
import { NoteForm, NoteItem } from './note-item';
import { RatingField } from './rating-field';
import styles from './applicant-notes.module.css';

function AddNoteForm({ app, author }: { app: Application; author: NoteAuthor }) {
  const { add } = useNoteMutations(app, author);
  return (
    <NoteForm
      label="Add a note"
      submitLabel="Add note"
      clearOnSave
      onSave={async (input) => void (await add.mutateAsync(input))}
    />
  );
}

/**
 * The company's private notes and ratings on one applicant, shown in its profile dialog (and loaded only there).
 * Every member sees every note with its author and time; each edits and deletes only its own.
 */
export function ApplicantNotesPanel({ app }: { app: Application }) {
  const company = useAppSelector(selectCompany);
  // The member writing (a recruiter or the owner), not the company: notes and ratings name their author.
  const membership = useOwnMembership(company?.id ?? '');
  const member = membership.data;
  const author: NoteAuthor = { uid: member?.uid ?? '', name: member?.name ?? company?.name ?? '' };
  const notes = useApplicantNotes(app);
  const [now] = useState(() => Date.now());
  return (
    <DetailPanel title="Notes and rating">
      <p className={styles.muted}>Only your company sees these; {app.talentName} never does.</p>
      {member ? (
        <>
          <RatingField app={app} authorId={author.uid} />
          <AddNoteForm app={app} author={author} />
        </>
      ) : membership.isError ? (
        <LoadError
          text="Your rating and note form could not be loaded."
          error={membership.error}
          onRetry={() => void membership.refetch()}
        />
      ) : membership.isPending ? (
        <p role="status">Loading your rating…</p>
      ) : null}
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
    </DetailPanel>
  );
}
