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
import { TZDateMini } from '@date-fns/tz';
import { lightFormat } from 'date-fns/lightFormat';

/** DEADLINE_TIME_ZONE (dates.ts) as the offset the date arithmetic takes. */
const DEADLINE_OFFSET = '-12:00';

/** `2026-11-07` -> the last millisecond of 7 Nov 2026 anywhere on Earth; NaN when it is not a date. */
export function deadlineFromDateInput(value: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return Number.NaN;
  const end = new TZDateMini(+m[1], +m[2] - 1, +m[3], 23, 59, 59, 999, DEADLINE_OFFSET);
  // Reject days that do not exist (31 Feb would roll into March).
  return end.getDate() === +m[3] ? end.getTime() : Number.NaN;
}

/** A stored deadline -> the `YYYY-MM-DD` a date input shows: the day it ends anywhere on Earth. */
export const dateInputFromDeadline = (ms: number): string => lightFormat(new TZDateMini(ms, DEADLINE_OFFSET), 'yyyy-MM-dd');
