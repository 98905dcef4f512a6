/** How a rating and an average read on screen; shared by the rating field, the pipeline card and its sort. */
import type { RatingSummary, RatingValue } from '@/services/schemas/applicant-notes';

export const RATING_LABELS: Record<RatingValue, string> = {
  1: 'Not a fit',
  2: 'Maybe',
  3: 'Good',
  4: 'Excellent',
};

/** The average to one decimal, without a trailing ".0": 3, 3.5. */
const average = ({ sum, count }: RatingSummary) => String(Math.round((sum / count) * 10) / 10);

/** "3.5 ★ (2)" on the card. */
export const formatAverage = (summary: RatingSummary) => `${average(summary)} ★ (${summary.count})`;

/** What a screen reader says instead: "Average rating 3.5 out of 4 from 2 ratings". */
export const averageLabel = (summary: RatingSummary) =>
  `Average rating ${average(summary)} out of 4 from ${summary.count} rating${summary.count === 1 ? '' : 's'}`;
