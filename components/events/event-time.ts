/** Event times: stored as instants, entered and shown as wall-clock times in the event's IANA time zone. */

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

/** "Tue, 12 May 2026, 18:00 – 20:00 WAT" in the event's own zone (the viewer's differs, the event's is what counts). */
export function formatEventTime(event: { startsAt: number; endsAt: number; timeZone: string }): string {
  const day = new Intl.DateTimeFormat('en-GB', { timeZone: event.timeZone, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: event.timeZone, hour: '2-digit', minute: '2-digit' });
  const zone = new Intl.DateTimeFormat('en-GB', { timeZone: event.timeZone, timeZoneName: 'short' }).formatToParts(new Date(event.startsAt)).find((p) => p.type === 'timeZoneName')?.value ?? event.timeZone;
  const sameDay = day.format(event.startsAt) === day.format(event.endsAt);
  return sameDay
    ? `${day.format(event.startsAt)}, ${time.format(event.startsAt)} – ${time.format(event.endsAt)} ${zone}`
    : `${day.format(event.startsAt)}, ${time.format(event.startsAt)} – ${day.format(event.endsAt)}, ${time.format(event.endsAt)} ${zone}`;
}

/** The zones the form offers: the runtime's list when it has one, else a few common ones. */
export function timeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: string) => string[] };
  const list = intl.supportedValuesOf?.('timeZone') ?? [];
  const base = list.length > 0 ? list : ['Africa/Lagos', 'Africa/Nairobi', 'Europe/London', 'America/New_York', 'Asia/Kolkata'];
  return base.includes('UTC') ? base : ['UTC', ...base];
}

export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
