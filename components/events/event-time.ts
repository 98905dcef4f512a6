/** Event times: stored as instants, entered and shown as wall-clock times in the event's IANA time zone. */
import { TIME_ZONES } from '@/constants/time-zones';
import { formatTimeRange } from '@/services/format/dates';
import { canShowTimeZone, isTimeZone } from '@/services/schemas/event';

// The event form converts its datetime-local values with these (the one date module's zone arithmetic).
export { utcToZoned, zonedToUtc } from '@/services/format/zoned-time';

/**
 * "Tue, 12 May 2026, 18:00 – 20:00 WAT" in the event's own zone (the viewer's differs, the event's is what counts).
 * Never throws: a zone this browser cannot show is shown as UTC, and the text says so.
 */
export function formatEventTime(event: { startsAt: number; endsAt: number; timeZone: string; timeZoneUnknown?: true }): string {
  const known = canShowTimeZone(event.timeZone);
  const text = formatTimeRange(event.startsAt, event.endsAt, known ? event.timeZone : 'UTC');
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
