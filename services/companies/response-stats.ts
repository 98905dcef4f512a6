/**
 * A company's median time to first response: refreshed by the trusted `response-stats`
 * operation after an application is created or moved, shown to talents on job cards and the company card.
 */
import { getBackend } from '../backend/backend';
import { isDocId } from '../schemas/doc-id';

// The labels moved to a display module (components import them from there); callers of the service keep them here.
export { companyResponseLabel, responseTimeLabel } from '../format/response-stats';
const RESPONSE_STATS_OPERATION = 'response-stats';

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
