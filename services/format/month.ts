/**
 * A month someone typed (a work or education entry's start or end, `YYYY-MM`): "Mar 2022", the same for every
 * viewer (read in UTC, as it names no instant); the text as typed when it is not such a month. One of the date
 * kinds of ./dates.ts, kept apart so the screens that show no career do not load it.
 */
import { formatter } from './dates';

export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return formatter('month', { month: 'short', year: 'numeric' }, 'UTC').format(
    Date.UTC(Number(match[1]), Number(match[2]) - 1, 1),
  );
}
