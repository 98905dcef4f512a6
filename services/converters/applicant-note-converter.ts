/** applicantNotes, applicantRatings and jobRatings: stored documents <-> the types of schemas/applicant-notes.ts. */
import type { DocSnapshot } from '../backend/types';
import type { ApplicantNote, RatingSummary } from '../schemas/applicant-notes';
import { isRatingValue, type RatingValue } from '../schemas/applicant-notes-constants';
import { toMillis } from './lenient';
import { isPlainObject } from './read';

export const APPLICANT_NOTES = 'applicantNotes';
export const APPLICANT_RATINGS = 'applicantRatings';
export const JOB_RATINGS = 'jobRatings';
export const applicantNotePath = (id: string) => `${APPLICANT_NOTES}/${id}`;
export const applicantRatingPath = (id: string) => `${APPLICANT_RATINGS}/${id}`;
export const jobRatingsPath = (jobId: string) => `${JOB_RATINGS}/${jobId}`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);

export function applicantNoteFromSnapshot(snap: DocSnapshot): ApplicantNote {
  const d = isPlainObject(snap.data) ? snap.data : {};
  return {
    id: snap.id,
    applicationId: text(d.applicationId),
    jobId: text(d.jobId),
    companyId: text(d.companyId),
    authorId: text(d.authorId),
    authorName: text(d.authorName),
    text: text(d.text),
    createdAt: toMillis(d.createdAt),
    updatedAt: toMillis(d.updatedAt),
  };
}

export const ratingFromSnapshot = (snap: DocSnapshot): RatingValue | null =>
  snap.exists && isPlainObject(snap.data) && isRatingValue(snap.data.rating) ? snap.data.rating : null;

/** The per-application sums and counts of a job; an entry with no rating is left out. */
export function jobRatingsFromSnapshot(snap: DocSnapshot): Record<string, RatingSummary> {
  const ratings = isPlainObject(snap.data) && isPlainObject(snap.data.ratings) ? snap.data.ratings : {};
  const out: Record<string, RatingSummary> = {};
  for (const [applicationId, entry] of Object.entries(ratings)) {
    if (!isPlainObject(entry) || count(entry.count) === 0) continue;
    out[applicationId] = { sum: count(entry.sum), count: count(entry.count) };
  }
  return out;
}
