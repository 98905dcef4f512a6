/**
 * A company's private notes on an applicant: add, list, edit and delete. Notes live in `applicantNotes`, never on
 * the application (its talent reads that); the rules let only the job's company read them (every query pins
 * `companyId`) and only a note's author change or delete it.
 */
import { getBackend } from '../backend/backend';
import { serverTimestamp } from '../backend/types';
import { APPLICANT_NOTES, applicantNoteFromSnapshot, applicantNotePath } from '../converters/applicant-note-converter';
import { requireId } from '../require-id';
import type { ApplicantNote, NoteAuthor } from '../schemas/applicant-notes';
import { APPLICANT_NOTE_LIMITS } from '../schemas/applicant-notes-constants';
import type { Application } from '../schemas/application';
import { validateLazily } from '../schemas/validate-lazily';

/** The notes on one application, newest first (at most `listMax`, sorted here: equality filters need no index). */
export async function listApplicantNotes(companyId: string, applicationId: string): Promise<ApplicantNote[]> {
  requireId('companyId', companyId);
  requireId('applicationId', applicationId);
  const backend = await getBackend();
  const snaps = await backend.docs.query({
    collection: APPLICANT_NOTES,
    where: [
      { field: 'companyId', op: '==', value: companyId },
      { field: 'applicationId', op: '==', value: applicationId },
    ],
    limit: APPLICANT_NOTE_LIMITS.listMax,
  });
  return snaps.map(applicantNoteFromSnapshot).sort((a, b) => (b.createdAt ?? Infinity) - (a.createdAt ?? Infinity));
}

export async function addApplicantNote(
  author: NoteAuthor,
  app: Pick<Application, 'id' | 'jobId' | 'companyId'>,
  input: unknown,
): Promise<string> {
  requireId('authorId', author.uid);
  requireId('applicationId', app.id);
  const { text } = await validateLazily(
    import('../schemas/applicant-notes').then((m) => m.noteInputSchema),
    input,
  );
  const backend = await getBackend();
  const id = backend.docs.newId();
  await backend.docs.set(applicantNotePath(id), {
    applicationId: app.id,
    jobId: app.jobId,
    companyId: app.companyId,
    authorId: author.uid,
    // The member document's own name, exactly: the rules refuse any other.
    authorName: author.name,
    text,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return id;
}

/** Only the note's author may (the rules check it): the text changes, the author and times of writing stay. */
export async function editApplicantNote(noteId: string, input: unknown): Promise<void> {
  requireId('noteId', noteId);
  const { text } = await validateLazily(
    import('../schemas/applicant-notes').then((m) => m.noteInputSchema),
    input,
  );
  const backend = await getBackend();
  await backend.docs.update(applicantNotePath(noteId), { text, updatedAt: serverTimestamp() });
}

export async function deleteApplicantNote(noteId: string): Promise<void> {
  requireId('noteId', noteId);
  const backend = await getBackend();
  await backend.docs.delete(applicantNotePath(noteId));
}
