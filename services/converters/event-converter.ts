/** events/{id} and events/{id}/rsvps/{uid}: stored documents <-> domain objects. Reads lenient, writes strict. */
import { z } from 'zod/mini';
import { serverTimestamp, type DocSnapshot, type DocumentData } from '../backend/types';
import { fileUrlSchema, webUrlSchema } from '../schemas/common';
import {
  EVENT_AUDIENCES,
  EVENT_MODES,
  EVENT_STATUSES,
  RSVP_STATUSES,
  audienceIncludes,
  canShowTimeZone,
  type CommunityEvent,
  type EventStatus,
  type Rsvp,
  type ValidEventInput,
} from '../schemas/event';
import { isPlainObject, omitUndefined, readOptional, readOr, toMillis } from './lenient';

export const EVENTS = 'events';
export const eventPath = (id: string) => `${EVENTS}/${id}`;
export const rsvpsOf = (eventId: string) => `${EVENTS}/${eventId}/rsvps`;
export const rsvpPath = (eventId: string, uid: string) => `${rsvpsOf(eventId)}/${uid}`;

const str = z.string();
const count = z.int().check(z.gte(0));

export function eventFromSnapshot(snap: DocSnapshot): CommunityEvent {
  const d = isPlainObject(snap.data) ? snap.data : {};
  return omitUndefined({
    id: snap.id,
    title: readOr(str, d.title, ''),
    description: readOr(str, d.description, ''),
    startsAt: toMillis(d.startsAt) ?? 0,
    endsAt: toMillis(d.endsAt) ?? 0,
    // Tolerant: a zone no screen can show (stored before zones were checked) reads as UTC, flagged, never a crash.
    ...(canShowTimeZone(d.timeZone) ? { timeZone: d.timeZone } : { timeZone: 'UTC', timeZoneUnknown: true as const }),
    mode: readOr(z.enum(EVENT_MODES), d.mode, 'online'),
    link: readOptional(webUrlSchema, d.link),
    place: readOptional(str, d.place),
    coverUrl: readOptional(fileUrlSchema, d.coverUrl),
    audience: readOr(z.enum(EVENT_AUDIENCES), d.audience, 'talents'),
    capacity: readOr(count, d.capacity, 0),
    status: readOr(z.enum(EVENT_STATUSES), d.status, 'draft'),
    goingCount: readOr(count, d.goingCount, 0),
    waitingCount: readOr(count, d.waitingCount, 0),
    createdAt: toMillis(d.createdAt),
    updatedAt: toMillis(d.updatedAt),
  });
}

export function rsvpFromSnapshot(snap: DocSnapshot): Rsvp {
  const d = isPlainObject(snap.data) ? snap.data : {};
  return {
    uid: snap.id,
    name: readOr(str, d.name, ''),
    email: readOr(str, d.email, ''),
    status: readOr(z.enum(RSVP_STATUSES), d.status, 'waiting'),
    createdAt: toMillis(d.createdAt),
  };
}

/** The listing flags the talents' and companies' queries pin: set for published and cancelled events only. */
export const listingFlags = (audience: ValidEventInput['audience'], status: EventStatus) => ({
  forTalents: status !== 'draft' && audienceIncludes(audience, 'talent'),
  forCompanies: status !== 'draft' && audienceIncludes(audience, 'company'),
});

/** The form's fields as stored: times as timestamps, the place or link that fits the mode only. */
export function eventFields(input: ValidEventInput): DocumentData {
  const { startsAt, endsAt, link, place, coverUrl, ...rest } = input;
  return omitUndefined({
    ...rest,
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
    ...(input.mode === 'online' ? { link } : { place }),
    coverUrl,
    updatedAt: serverTimestamp(),
  });
}

export function newEventDoc(input: ValidEventInput, status: EventStatus): DocumentData {
  return {
    ...eventFields(input),
    status,
    ...listingFlags(input.audience, status),
    goingCount: 0,
    waitingCount: 0,
    createdAt: serverTimestamp(),
  };
}
