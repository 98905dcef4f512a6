/** Event times: stored as instants, entered and shown as wall-clock times in the event's IANA time zone. */
import { TIME_ZONES } from '@/constants/time-zones';
import { formatTimeRange } from '@/services/format/dates';
import { canShowTimeZone, isTimeZone } from '@/services/schemas/event-constants';

// The event form converts its datetime-local values with these (the one date module's zone arithmetic).
export { utcToZoned, zonedToUtc } from '@/services/format/zoned-time';

/** The zone this browser shows times in (UTC when it names none the platform can show). */
export function viewerTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return canShowTimeZone(zone) ? zone : 'UTC';
}

/**
 * "Tue, 12 May 2026, 19:00 – 21:00 CET" in the viewer's zone, followed by the event's own time when that reads
 * differently: "(event time: Tue, 12 May 2026, 18:00 – 20:00 WAT)". Never throws: for a stored zone this browser
 * cannot show, the viewer's time is all there is, and the text says so.
 */
export function formatEventTime(
  event: { startsAt: number; endsAt: number; timeZone: string; timeZoneUnknown?: true },
  viewerZone: string = viewerTimeZone(),
): string {
  const mine = formatTimeRange(event.startsAt, event.endsAt, viewerZone);
  if (!canShowTimeZone(event.timeZone) || event.timeZoneUnknown) return `${mine} (${UNKNOWN_ZONE_NOTE})`;
  const theirs = formatTimeRange(event.startsAt, event.endsAt, event.timeZone);
  return mine === theirs ? mine : `${mine} (event time: ${theirs})`;
}

export const UNKNOWN_ZONE_NOTE = "the event's own time zone is not recognised";

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
