/** events/{id} and events/{id}/rsvps/{uid}: stored documents <-> domain objects. Reads lenient, writes strict. */
import { serverTimestamp, type DocSnapshot, type DocumentData, type WriteOp } from '../backend/types';
import type { CommunityEvent, Rsvp, ValidEventInput } from '../schemas/event';
import {
  EVENT_AUDIENCES,
  EVENT_MODES,
  EVENT_STATUSES,
  RSVP_STATUSES,
  audienceIncludes,
  isTimeZone,
  type EventStatus,
} from '../schemas/event-constants';
import { omitUndefined, readOptional, readOr, toMillis } from './lenient';
import { isPlainObject, count, fileUrl, oneOf, text } from './read';

export const EVENTS = 'events';
export const eventPath = (id: string) => `${EVENTS}/${id}`;
export const rsvpsOf = (eventId: string) => `${EVENTS}/${eventId}/rsvps`;
/** An online event's join link, apart from the event its whole audience reads (services/events/join-link.ts). */
export const eventJoinPath = (eventId: string) => `${EVENTS}/${eventId}/private/join`;
export const rsvpPath = (eventId: string, uid: string) => `${rsvpsOf(eventId)}/${uid}`;

export function eventFromSnapshot(snap: DocSnapshot): CommunityEvent {
  const d = isPlainObject(snap.data) ? snap.data : {};
  return omitUndefined({
    id: snap.id,
    title: readOr(text, d.title, ''),
    description: readOr(text, d.description, ''),
    startsAt: toMillis(d.startsAt) ?? 0,
    endsAt: toMillis(d.endsAt) ?? 0,
    // Tolerant: a zone outside the list the rules accept (stored before zones were checked) reads as UTC, flagged,
    // never a crash. Checked against the shipped list, not the browser's Intl: asking Intl costs a phone's first
    // screen its zone data, and the screens that write an event's own time ask it themselves (formatEventTime).
    ...(isTimeZone(d.timeZone) ? { timeZone: d.timeZone } : { timeZone: 'UTC', timeZoneUnknown: true as const }),
    mode: readOr(oneOf(EVENT_MODES), d.mode, 'online'),
    place: readOptional(text, d.place),
    coverUrl: readOptional(fileUrl, d.coverUrl),
    audience: readOr(oneOf(EVENT_AUDIENCES), d.audience, 'talents'),
    capacity: readOr(count, d.capacity, 0),
    status: readOr(oneOf(EVENT_STATUSES), d.status, 'draft'),
    goingCount: readOr(count, d.goingCount, 0),
    waitingCount: readOr(count, d.waitingCount, 0),
    createdAt: toMillis(d.createdAt),
    updatedAt: toMillis(d.updatedAt),
  });
}

export function rsvpFromSnapshot(snap: DocSnapshot): Rsvp {
  const d = isPlainObject(snap.data) ? snap.data : {};
  const memberName = readOr(text, d.memberName, '');
  return {
    uid: snap.id,
    name: readOr(text, d.name, ''),
    email: readOr(text, d.email, ''),
    ...(memberName ? { memberName } : {}),
    status: readOr(oneOf(RSVP_STATUSES), d.status, 'waiting'),
    createdAt: toMillis(d.createdAt),
  };
}

/** The listing flags the talents' and companies' queries pin: set for published and cancelled events only. */
export const listingFlags = (audience: ValidEventInput['audience'], status: EventStatus) => ({
  forTalents: status !== 'draft' && audienceIncludes(audience, 'talent'),
  forCompanies: status !== 'draft' && audienceIncludes(audience, 'company'),
});

/** The form's fields as stored on the event: times as timestamps, the place of an in-person event (the join link is apart). */
export function eventFields(input: ValidEventInput): DocumentData {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the link is stored apart (eventJoinWrite)
  const { startsAt, endsAt, link, place, coverUrl, ...rest } = input;
  return omitUndefined({
    ...rest,
    startsAt: new Date(startsAt),
    endsAt: new Date(endsAt),
    ...(input.mode === 'online' ? {} : { place }),
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

/** The write that keeps an event's join link document in step with the form: the link of an online event, or none. */
export function eventJoinWrite(eventId: string, input: ValidEventInput): WriteOp {
  return input.mode === 'online' && input.link
    ? { type: 'set', path: eventJoinPath(eventId), data: { link: input.link } }
    : { type: 'delete', path: eventJoinPath(eventId) };
}
