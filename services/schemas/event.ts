/**
 * Community events (issue 15): what administrators publish and who may RSVP. Bounds here are the ones
 * firestore.rules and server/local/policy/rules/events.ts check on every write. Times are epoch ms here and
 * timestamps in storage; `timeZone` is the IANA zone the event is held in (how its times are shown).
 */
import { z } from 'zod/mini';
import { LIMITS, fileUrlSchema, webUrlSchema } from './common';

export const EVENT_MODES = ['online', 'in-person'] as const;
export const EVENT_AUDIENCES = ['talents', 'companies', 'everyone'] as const;
export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const;
export const RSVP_STATUSES = ['going', 'waiting'] as const;
export type EventMode = (typeof EVENT_MODES)[number];
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

/** A zone this runtime knows (Intl throws on an unknown one). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length > 0 && zone.length <= EVENT_LIMITS.timeZoneMax;
  } catch {
    return false;
  }
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
  timeZone: string;
  mode: EventMode;
  link?: string;
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

export const RSVP_NAME_MAX = LIMITS.nameMax;
