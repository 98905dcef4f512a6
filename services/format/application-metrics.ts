/** Closure metrics: overdue applications and a company's median time to first response. */
import type { Application } from '../schemas/application';
import { FINAL_STAGES } from '../schemas/application-constants';

export const OVERDUE_AFTER_MS = 14 * 24 * 60 * 60 * 1000;
/** Below this many applications a median says nothing and is not shown. */
export const MEDIAN_MIN_APPLICATIONS = 3;

/** When the application last moved: its latest history entry or update, whichever is later. */
function lastMovedAt(app: Application): number | null {
  const times = [app.updatedAt, app.createdAt, ...app.history.map((h) => h.at)].filter((t): t is number => t !== null);
  return times.length > 0 ? Math.max(...times) : null;
}

/** Waiting without a final answer and not moved for 14 days. */
export function isOverdue(app: Application, now: number): boolean {
  if (FINAL_STAGES.includes(app.stage)) return false;
  const last = lastMovedAt(app);
  return last !== null && now - last >= OVERDUE_AFTER_MS;
}

/**
 * Median of (first response - applied) over the applications that got a response; null with fewer than 3
 * applications in all, or when none got a response yet.
 */
export function medianFirstResponseMs(apps: Application[]): number | null {
  if (apps.length < MEDIAN_MIN_APPLICATIONS) return null;
  const waits = apps
    .filter((a) => a.firstResponseAt !== null && a.createdAt !== null)
    .map((a) => a.firstResponseAt! - a.createdAt!)
    .sort((a, b) => a - b);
  if (waits.length === 0) return null;
  const mid = Math.floor(waits.length / 2);
  return waits.length % 2 === 1 ? waits[mid] : (waits[mid - 1] + waits[mid]) / 2;
}
