/** What a talent reads about how fast a company answers: display only, shared by the screens and the back office. */
import { MEDIAN_MIN_APPLICATIONS } from './application-metrics';
import type { ResponseStats } from '../schemas/company';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** "Usually replies within 2 days"; null when there is nothing honest to say (too few applications, no answer yet). */
export function responseTimeLabel(medianMs: number | null | undefined): string | null {
  if (medianMs === null || medianMs === undefined || !Number.isFinite(medianMs) || medianMs < 0) return null;
  if (medianMs <= HOUR) return 'Usually replies within an hour';
  if (medianMs < DAY) {
    const hours = Math.ceil(medianMs / HOUR);
    return `Usually replies within ${hours} hours`;
  }
  const days = Math.ceil(medianMs / DAY);
  return days === 1 ? 'Usually replies within a day' : `Usually replies within ${days} days`;
}

/** The label for a company's stored stats, hidden below 3 applications. */
export function companyResponseLabel(stats: ResponseStats | undefined): string | null {
  if (!stats || stats.applications < MEDIAN_MIN_APPLICATIONS) return null;
  return responseTimeLabel(stats.medianMs);
}
