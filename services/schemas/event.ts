/**
 * Community events: what administrators publish and who may RSVP. Bounds here are the ones
 * firestore.rules and server/local/policy/rules/events.ts check on every write. Times are epoch ms here and
 * timestamps in storage; `timeZone` is the IANA zone the event is held in (how its times are shown).
 */
import { z } from 'zod/mini';
import { fileUrlSchema, webUrlSchema } from './common';
import {
  EVENT_AUDIENCES,
  EVENT_LIMITS,
  EVENT_MODES,
  isTimeZone,
  type EventAudience,
  type EventStatus,
  type RsvpStatus,
} from './event-constants';

export {
  EVENT_AUDIENCES,
  EVENT_LIMITS,
  EVENT_MODES,
  EVENT_STATUSES,
  canShowTimeZone,
  isTimeZone,
} from './event-constants';
export type { EventAudience, EventStatus, RsvpStatus } from './event-constants';

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
        if (e.endsAt <= e.startsAt)
          ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'Must be after the start' });
        if (e.mode === 'online' && !e.link)
          ctx.addIssue({ code: 'custom', path: ['link'], message: 'Required for an online event' });
        if (e.mode === 'in-person' && !e.place)
          ctx.addIssue({ code: 'custom', path: ['place'], message: 'Required for an in-person event' });
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
  /** Always one of the shipped list (constants/time-zones.ts): a stored zone outside it is read as UTC, with `timeZoneUnknown`. */
  timeZone: string;
  timeZoneUnknown?: true;
  mode: (typeof EVENT_MODES)[number];
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
  /** A company's RSVP (one per company): the member of its team who took the seat. */
  memberName?: string;
  status: RsvpStatus;
  createdAt: number | null;
}

/** What cancelling an RSVP answers (the trusted operation `cancel-rsvp`). */
export interface CancelRsvpResult {
  /** The uid moved from the waiting list to going, if any. */
  promoted: string | null;
}
