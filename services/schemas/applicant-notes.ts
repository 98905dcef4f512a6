/**
 * A company's private notes and ratings on its applicants. Never stored on the application (its talent reads that):
 * `applicantNotes/{noteId}`, `applicantRatings/<applicationId>_<authorId>` and the per-job aggregate
 * `jobRatings/{jobId}` are read by the job's company only. Every note and rating names its author (a member of the
 * company; today the company's own account), so several recruiters per company fit without moving any data.
 */
import { z } from 'zod/mini';
import { APPLICANT_NOTE_LIMITS } from './applicant-notes-constants';

export { APPLICANT_NOTE_LIMITS, RATING_VALUES } from './applicant-notes-constants';
export type { RatingValue } from './applicant-notes-constants';

/** The note form's one field, with the service's rule for it. */
export const noteInputSchema = z.object({
  text: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Write the note first.' }),
    z.maxLength(APPLICANT_NOTE_LIMITS.textMax, {
      error: `Keep the note to ${APPLICANT_NOTE_LIMITS.textMax} characters or fewer.`,
    }),
  ),
});
export type NoteInput = z.output<typeof noteInputSchema>;

export interface ApplicantNote {
  id: string;
  applicationId: string;
  jobId: string;
  companyId: string;
  authorId: string;
  authorName: string;
  text: string;
  createdAt: number | null;
  updatedAt: number | null;
}

/** Sum and count of one application's ratings; the average is sum / count. */
export interface RatingSummary {
  sum: number;
  count: number;
}

/** Who writes a note or a rating: a member of the company (today the company's own account). */
export interface NoteAuthor {
  uid: string;
  name: string;
}
