/**
 * Community events' choices, limits and time-zone checks without zod (see ./event.ts for the schemas), for the
 * screens and converters that only read events. ./event.ts re-exports them.
 */
import { TIME_ZONES } from '@/constants/time-zones';

export const EVENT_MODES = ['online', 'in-person'] as const;
export const EVENT_AUDIENCES = ['talents', 'companies', 'everyone'] as const;
export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const;
export const RSVP_STATUSES = ['going', 'waiting'] as const;
export type EventAudience = (typeof EVENT_AUDIENCES)[number];
export type EventStatus = (typeof EVENT_STATUSES)[number];
export type RsvpStatus = (typeof RSVP_STATUSES)[number];

export const EVENT_LIMITS = {
  titleMax: 120,
  descriptionMax: 5000,
  placeMax: 200,
  timeZoneMax: 64,
  capacityMax: 100_000,
} as const;

let zoneSet: Set<string> | null = null;

/** An IANA zone of the shipped list (constants/time-zones.ts), the one firestore.rules and the local policy accept. */
export function isTimeZone(zone: unknown): zone is string {
  zoneSet ??= new Set(TIME_ZONES);
  return typeof zone === 'string' && zoneSet.has(zone);
}

const showable = new Map<string, boolean>();

/**
 * Whether this runtime can show times in `zone` (Intl throws on a zone it does not know). Asked once per zone, and in
 * the locale the date module writes in (services/format/dates.ts), so the browser loads one locale's data, not two.
 */
export function canShowTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > EVENT_LIMITS.timeZoneMax) return false;
  let known = showable.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-GB', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    showable.set(zone, known);
  }
  return known;
}

/** Which audiences a role belongs to: the listing flag its queries pin. */
export const audienceFlag = (role: 'talent' | 'company') => (role === 'talent' ? 'forTalents' : 'forCompanies');
export const audienceIncludes = (audience: EventAudience, role: 'talent' | 'company') =>
  audience === 'everyone' || audience === (role === 'talent' ? 'talents' : 'companies');
