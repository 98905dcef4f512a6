/** The applicant dialog's notes panel: notes and the member's own rating (loaded with the panel, not the pipeline). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addApplicantNote,
  deleteApplicantNote,
  editApplicantNote,
  listApplicantNotes,
} from '@/services/applications/applicant-notes';
import { getOwnRating, rateApplicant } from '@/services/applications/applicant-ratings';
import type { NoteAuthor, NoteInput, RatingValue } from '@/services/schemas/applicant-notes';
import type { Application } from '@/services/schemas/application';
import { applicantNoteKeys } from './use-job-ratings';

type AppRef = Pick<Application, 'id' | 'jobId' | 'companyId'>;

const notesQueryOptions = (app: AppRef) =>
  queryOptions({
    queryKey: applicantNoteKeys.notes(app.companyId, app.id),
    queryFn: () => listApplicantNotes(app.companyId, app.id),
    enabled: Boolean(app.companyId && app.id),
  });
export const useApplicantNotes = (app: AppRef) => useQuery(notesQueryOptions(app));

/** Adds, edits or deletes a note, then refreshes that application's notes only. */
export function useNoteMutations(app: AppRef, author: NoteAuthor) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: applicantNoteKeys.notes(app.companyId, app.id) });
  const add = useMutation({
    mutationFn: (input: NoteInput) => addApplicantNote(author, app, input),
    onSuccess: refresh,
  });
  const edit = useMutation({
    mutationFn: ({ id, input }: { id: string; input: NoteInput }) => editApplicantNote(id, input),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: string) => deleteApplicantNote(id), onSuccess: refresh });
  return { add, edit, remove };
}

export const useOwnRating = (app: AppRef, authorId: string) =>
  useQuery({
    queryKey: applicantNoteKeys.ownRating(app.companyId, authorId, app.id),
    queryFn: () => getOwnRating(authorId, app.id),
    enabled: Boolean(authorId && app.id),
  });

/**
 * Rates the applicant, then refreshes the job's averages (the pipeline cards). While a rating is saving, the field
 * shows `variables` (the latest choice); the author's rating in the cache changes only once saved, so a refused one
 * leaves the previous choice on screen.
 */
export function useRateApplicant(app: AppRef, authorId: string) {
  const queryClient = useQueryClient();
  const key = applicantNoteKeys.ownRating(app.companyId, authorId, app.id);
  return useMutation({
    // One after another: each rating reads the author's previous one to move the aggregate by the difference, so
    // two in flight at once (arrow keys across the group) would both count from the same old value.
    scope: { id: key.join('/') },
    mutationFn: (rating: RatingValue) => rateApplicant(authorId, app, rating),
    onSuccess: (_done, rating) => {
      queryClient.setQueryData(key, rating);
      return queryClient.invalidateQueries({ queryKey: applicantNoteKeys.jobRatings(app.companyId, app.jobId) });
    },
  });
}
