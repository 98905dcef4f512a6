/**
 * Applicant notes' limits and rating values without zod (see ./applicant-notes.ts for the schema and types), for the
 * screens and converters that only read notes and ratings. ./applicant-notes.ts re-exports them.
 */
import { LIMITS } from './limits';

export const APPLICANT_NOTE_LIMITS = {
  textMax: LIMITS.longTextMax,
  authorNameMax: LIMITS.nameMax,
  /** Notes shown per applicant: one query, newest first; a conversation about one person stays far below it. */
  listMax: 100,
} as const;

export const RATING_VALUES = [1, 2, 3, 4] as const;
export type RatingValue = (typeof RATING_VALUES)[number];
export const isRatingValue = (value: unknown): value is RatingValue => RATING_VALUES.includes(value as RatingValue);

/** One author's rating of one application: the id says both, so re-rating overwrites and nobody rates twice. */
export const applicantRatingId = (applicationId: string, authorId: string) => `${applicationId}_${authorId}`;
