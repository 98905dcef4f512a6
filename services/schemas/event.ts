/**
 * Community events: what administrators publish and who may RSVP. Bounds here are the ones
 * firestore.rules and server/local/policy/rules/events.ts check on every write. Times are epoch ms here and
 * timestamps in storage; `timeZone` is the IANA zone the event is held in (how its times are shown).
 */
import { z } from 'zod/mini';
import { TIME_ZONES } from '@/constants/time-zones';
import { fileUrlSchema, webUrlSchema } from './common';

export const EVENT_MODES = ['online', 'in-person'] as const;
export const EVENT_AUDIENCES = ['talents', 'companies', 'everyone'] as const;
export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const;
export const RSVP_STATUSES = ['going', 'waiting'] as const;
type EventMode = (typeof EVENT_MODES)[number];
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

export function eventInputSchema() {
  return z
    .strictObject({
      title: z.string().check(z.trim(), z.minLength(1), z.maxLength(EVENT_LIMITS.titleMax)),
      description: z.string().check(z.trim(), z.maxLength(EVENT_LIMITS.descriptionMax)),
      startsAt: z.int().check(z.positive()),
      endsAt: z.int().check(z.positive()),
      timeZone: z.string().check(z.refine(isTimeZone, 'Choose a time zone')),
      mode: z.enum(EVENT_MODES),
      link: z.optional(webUrlSchema),
      place: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(EVENT_LIMITS.placeMax))),
      coverUrl: z.optional(fileUrlSchema),
      audience: z.enum(EVENT_AUDIENCES),
      capacity: z.int().check(z.gte(1), z.lte(EVENT_LIMITS.capacityMax)),
    })
    .check(
      z.superRefine((e, ctx) => {
        if (e.endsAt <= e.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Must be after the start' });
        if (e.mode === 'online' && !e.link) ctx.addIssue({ code: 'custom', path: ['link'], message: 'Required for an online event' });
        if (e.mode === 'in-person' && !e.place) ctx.addIssue({ code: 'custom', path: ['place'], message: 'Required for an in-person event' });
      }),
    );
}
export type EventInput = z.input<ReturnType<typeof eventInputSchema>>;
export type ValidEventInput = z.output<ReturnType<typeof eventInputSchema>>;

export interface CommunityEvent {
  id: string;
  title: string;
  description: string;
  startsAt: number;
  endsAt: number;
  /** Always one this runtime can show: a stored zone it cannot is read as UTC, with `timeZoneUnknown`. */
  timeZone: string;
  timeZoneUnknown?: true;
  mode: EventMode;
  place?: string;
  coverUrl?: string;
  audience: EventAudience;
  capacity: number;
  status: EventStatus;
  goingCount: number;
  waitingCount: number;
  createdAt: number | null;
  updatedAt: number | null;
}

export interface Rsvp {
  uid: string;
  name: string;
  email: string;
  status: RsvpStatus;
  createdAt: number | null;
}

/** Which audiences a role belongs to: the listing flag its queries pin. */
export const audienceFlag = (role: 'talent' | 'company') => (role === 'talent' ? 'forTalents' : 'forCompanies');
export const audienceIncludes = (audience: EventAudience, role: 'talent' | 'company') =>
  audience === 'everyone' || audience === (role === 'talent' ? 'talents' : 'companies');
