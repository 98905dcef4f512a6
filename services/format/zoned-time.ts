/** Wall-clock times in a named IANA zone (an event's), to and from the instants the database stores. */
import { TZDateMini } from '@date-fns/tz';
import { lightFormat } from 'date-fns/lightFormat';

/** `2026-05-01T18:00` (a datetime-local value) in `timeZone` -> epoch ms; NaN when unreadable. */
export function zonedToUtc(local: string, timeZone: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return Number.NaN;
  return new TZDateMini(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], timeZone).getTime();
}

/** Epoch ms -> the datetime-local value of that instant in `timeZone`. */
export const utcToZoned = (ms: number, timeZone: string): string =>
  lightFormat(new TZDateMini(ms, timeZone), "yyyy-MM-dd'T'HH:mm");
