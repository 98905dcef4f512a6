/** Event times: stored as instants, entered and shown as wall-clock times in the event's IANA time zone. */
import { TIME_ZONES } from '@/constants/time-zones';
import { canShowTimeZone, isTimeZone } from '@/services/schemas/event';

const partsFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The zone's offset from UTC at that instant, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  const p = Object.fromEntries(partsFormat(timeZone).formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour % 24, +p.minute, +p.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** `2026-05-01T18:00` (a datetime-local value) in `timeZone` -> epoch ms; NaN when unreadable. */
export function zonedToUtc(local: string, timeZone: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return Number.NaN;
  const guess = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]);
  const first = guess - offsetAt(guess, timeZone);
  // Twice: the offset at the result can differ from the guess's across a daylight-saving change.
  return guess - offsetAt(first, timeZone);
}

/** Epoch ms -> the datetime-local value of that instant in `timeZone`. */
export function utcToZoned(ms: number, timeZone: string): string {
  const p = Object.fromEntries(partsFormat(timeZone).formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${String(+p.hour % 24).padStart(2, '0')}:${p.minute}`;
}

/**
 * "Tue, 12 May 2026, 18:00 – 20:00 WAT" in the event's own zone (the viewer's differs, the event's is what counts).
 * Never throws: a zone this browser cannot show is shown as UTC, and the text says so.
 */
export function formatEventTime(event: { startsAt: number; endsAt: number; timeZone: string; timeZoneUnknown?: true }): string {
  const known = canShowTimeZone(event.timeZone);
  const timeZone = known ? event.timeZone : 'UTC';
  const day = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' });
  const zone = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' }).formatToParts(new Date(event.startsAt)).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  const sameDay = day.format(event.startsAt) === day.format(event.endsAt);
  const text = sameDay
    ? `${day.format(event.startsAt)}, ${time.format(event.startsAt)} – ${time.format(event.endsAt)} ${zone}`
    : `${day.format(event.startsAt)}, ${time.format(event.startsAt)} – ${day.format(event.endsAt)}, ${time.format(event.endsAt)} ${zone}`;
  return known && !event.timeZoneUnknown ? text : `${text} (${UNKNOWN_ZONE_NOTE})`;
}

export const UNKNOWN_ZONE_NOTE = "shown in UTC: the event's time zone is not recognised";

let offered: string[] | null = null;

/** The zones the form offers: the shipped list (what the server accepts), less any this browser cannot show. */
export function timeZones(): string[] {
  offered ??= TIME_ZONES.filter(canShowTimeZone);
  return offered;
}

/** The browser's own zone when the form may offer it, else UTC. */
export const browserTimeZone = (): string => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : 'UTC';
};
