/**
 * A company's median time to first response: refreshed by the trusted `response-stats`
 * operation after an application is created or moved, shown to talents on job cards and the company card.
 */
import { getBackend } from './backend/backend';
import { MEDIAN_MIN_APPLICATIONS } from './application-metrics';
import { isDocId } from './schemas/common';
import type { ResponseStats } from './schemas/company';

export type { ResponseStats };
export const RESPONSE_STATS_OPERATION = 'response-stats';

/** Recomputes the company's figure on the server. Callers fire and forget: a failed refresh only leaves it stale. */
export async function refreshResponseStats(companyId: string): Promise<void> {
  if (!isDocId(companyId)) return;
  const backend = await getBackend();
  await backend.callTrusted(RESPONSE_STATS_OPERATION, { companyId });
}

/**
 * Moves come in bursts (a company triaging its pipeline). The first request runs at once, so a single move is
 * reflected even if the page is left right after; requests during the cooldown after it collapse into one more.
 */
export const REFRESH_COOLDOWN_MS = 1500;
const cooling = new Map<string, { again: boolean }>();

function refreshNow(companyId: string): void {
  const entry = { again: false };
  cooling.set(companyId, entry);
  setTimeout(() => {
    cooling.delete(companyId);
    if (entry.again) refreshNow(companyId);
  }, REFRESH_COOLDOWN_MS);
  refreshResponseStats(companyId).catch(() => undefined);
}

/** Fire and forget, never rejecting: a refresh must not turn a successful move or application into an error. */
export function requestResponseStatsRefresh(companyId: string): void {
  const entry = cooling.get(companyId);
  if (entry) entry.again = true;
  else refreshNow(companyId);
}

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
