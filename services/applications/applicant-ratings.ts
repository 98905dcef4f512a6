/**
 * Ratings of applicants, 1 to 4, one per application and author (`applicantRatings/<applicationId>_<authorId>`), and
 * the per-job aggregate the pipeline shows.
 *
 * Why one aggregate document per job (`jobRatings/{jobId}`: `ratings.<applicationId> = { sum, count }`): the pipeline
 * already reads every application of the job in one query; reading each card's ratings would cost a read per
 * card, and the application itself cannot carry them (its talent reads it). One company-private document costs the
 * pipeline one read whatever the number of applicants, and stays far below Firestore's 1 MiB per document (a few
 * dozen bytes per rated applicant).
 *
 * The rating and the aggregate are written in one atomic batch with increments; the rules and the local policy
 * refuse a batch whose aggregate change is not exactly this rating's (sum by the new value minus the old, count by
 * one on a first rating), so a stale read of the old rating fails instead of skewing the average.
 */
import { getBackend } from '../backend/backend';
import { increment, serverTimestamp } from '../backend/types';
import {
  applicantRatingPath,
  jobRatingsFromSnapshot,
  jobRatingsPath,
  ratingFromSnapshot,
} from '../converters/applicant-note-converter';
import { ValidationError } from '../errors';
import { requireId } from '../require-id';
import type { RatingSummary, RatingValue } from '../schemas/applicant-notes';
import { applicantRatingId, isRatingValue } from '../schemas/applicant-notes-constants';
import type { Application } from '../schemas/application';

/** The author's own rating of the application, or null before it rated. */
export async function getOwnRating(authorId: string, applicationId: string): Promise<RatingValue | null> {
  requireId('authorId', authorId);
  requireId('applicationId', applicationId);
  const backend = await getBackend();
  return ratingFromSnapshot(await backend.docs.get(applicantRatingPath(applicantRatingId(applicationId, authorId))));
}

export async function rateApplicant(
  authorId: string,
  app: Pick<Application, 'id' | 'jobId' | 'companyId'>,
  rating: number,
): Promise<void> {
  requireId('authorId', authorId);
  requireId('applicationId', app.id);
  if (!isRatingValue(rating)) throw new ValidationError([{ field: 'rating', message: 'Choose a rating from 1 to 4.' }]);
  const ratingId = applicantRatingId(app.id, authorId);
  const before = await getOwnRating(authorId, app.id);
  if (before === rating) return;
  const backend = await getBackend();
  await backend.docs.batch([
    {
      type: 'set',
      path: applicantRatingPath(ratingId),
      data: {
        applicationId: app.id,
        jobId: app.jobId,
        companyId: app.companyId,
        authorId,
        rating,
        updatedAt: serverTimestamp(),
      },
    },
    {
      type: 'set',
      path: jobRatingsPath(app.jobId),
      merge: true,
      data: {
        jobId: app.jobId,
        companyId: app.companyId,
        ratings: { [app.id]: { sum: increment(rating - (before ?? 0)), count: increment(before === null ? 1 : 0) } },
        lastRatingId: ratingId,
        updatedAt: serverTimestamp(),
      },
    },
  ]);
}

/** Every rated application of the job: one read for the whole pipeline. */
export async function getJobRatings(jobId: string): Promise<Record<string, RatingSummary>> {
  requireId('jobId', jobId);
  const backend = await getBackend();
  return jobRatingsFromSnapshot(await backend.docs.get(jobRatingsPath(jobId)));
}
