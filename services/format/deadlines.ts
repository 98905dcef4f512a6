/**
 * How a calendar date someone picks (a job's application deadline) is stored. The form gives `YYYY-MM-DD`; the
 * database keeps an instant, the end of that day in DEADLINE_TIME_ZONE ("anywhere on Earth", UTC-12): the day has
 * then ended in every zone, so no applicant anywhere finds the job closed on the day it says "Apply by". The same
 * instant whatever the zone of the company that picked it, and the rules and the local policy compare it with the
 * request time as they always did. It reads back as the same day for every viewer (dates.ts formats it in that zone).
 *
 * Deadlines stored before this (the end of the day in the writer's own zone) stay readable: read in UTC-12 they show
 * the day the company picked for writers from UTC-12 to UTC+11:45, a day early from further east; each still closes
 * at the moment it was stored with.
 */
// UTC-12 keeps no daylight saving, so plain UTC arithmetic is exact here and costs the screens nothing to download
// (the event times, in zones that do change, use @date-fns/tz: zoned-time.ts).
const DEADLINE_OFFSET_MS = 12 * 3_600_000;
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-07` -> the last millisecond of 7 Nov 2026 anywhere on Earth; NaN when it is not a date. */
export function deadlineFromDateInput(value: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return Number.NaN;
  const [year, month, day] = [+m[1], +m[2] - 1, +m[3]];
  const start = new Date(Date.UTC(year, month, day));
  // Reject days that do not exist (31 Feb would roll into March).
  if (start.getUTCFullYear() !== year || start.getUTCMonth() !== month || start.getUTCDate() !== day) return Number.NaN;
  return start.getTime() + DAY_MS - 1 + DEADLINE_OFFSET_MS;
}

/** A stored deadline -> the `YYYY-MM-DD` a date input shows: the day it ends anywhere on Earth. */
export function dateInputFromDeadline(ms: number): string {
  const there = new Date(ms - DEADLINE_OFFSET_MS);
  return `${there.getUTCFullYear()}-${pad(there.getUTCMonth() + 1)}-${pad(there.getUTCDate())}`;
}
