/**
 * Community events: administrators create, edit, publish and cancel them; talents and companies read
 * those meant for them. Lists are one query per page on `endsAt` (an event stays "upcoming" until it ends), so
 * nothing loads the whole collection.
 */
import { getBackend } from '../backend/backend';
import { deleteField, serverTimestamp, type DocumentData, type QuerySpec } from '../backend/types';
import { newDocumentId } from '../backend/new-document-id';
import {
  EVENTS,
  eventFields,
  eventFromSnapshot,
  eventJoinWrite,
  eventPath,
  listingFlags,
  newEventDoc,
} from '../converters/event-converter';
import { BackendError, ValidationError } from '../errors';
import { queryPage, type Page } from '../pagination';
import { isDocId } from '../schemas/doc-id';
import type { CommunityEvent, EventInput, EventStatus } from '../schemas/event';
import { audienceFlag } from '../schemas/event-constants';
import { validateLazily } from '../schemas/validate-lazily';

export type { CommunityEvent, EventInput };
const EVENT_PAGE_SIZE = 20;
export type EventTab = 'upcoming' | 'past';
export type AdminEventTab = EventTab | 'drafts';

export const eventNotFound = () => new BackendError('not-found', 'This event no longer exists.');
const requireId = (id: string) => {
  if (!isDocId(id)) throw new ValidationError([{ field: 'id', message: 'Required' }]);
};

/** Upcoming: not ended yet, soonest first; past: ended, latest first. */
function timeSpec(tab: EventTab, now: number): Pick<QuerySpec, 'where' | 'orderBy'> {
  return tab === 'upcoming'
    ? { where: [{ field: 'endsAt', op: '>=', value: new Date(now) }], orderBy: [{ field: 'endsAt', direction: 'asc' }] }
    : {
        where: [{ field: 'endsAt', op: '<', value: new Date(now) }],
        orderBy: [{ field: 'endsAt', direction: 'desc' }],
      };
}

export function memberEventsSpec(role: 'talent' | 'company', tab: EventTab, now: number): QuerySpec {
  const time = timeSpec(tab, now);
  return {
    collection: EVENTS,
    where: [{ field: audienceFlag(role), op: '==', value: true }, ...time.where!],
    orderBy: time.orderBy,
  };
}

export function adminEventsSpec(tab: AdminEventTab, now: number): QuerySpec {
  if (tab === 'drafts')
    return {
      collection: EVENTS,
      where: [{ field: 'status', op: '==', value: 'draft' }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    };
  return { collection: EVENTS, ...timeSpec(tab, now) };
}

async function page(
  spec: QuerySpec,
  cursor: string | undefined,
  pageSize = EVENT_PAGE_SIZE,
): Promise<Page<CommunityEvent>> {
  const backend = await getBackend();
  const { snaps, nextCursor } = await queryPage(backend.docs, spec, pageSize, cursor);
  return { items: snaps.map(eventFromSnapshot), nextCursor };
}

/** Published and cancelled events meant for the role (a cancelled one stays, with its banner). */
export const listMemberEvents = (opts: { role: 'talent' | 'company'; tab: EventTab; cursor?: string; now?: number }) =>
  page(memberEventsSpec(opts.role, opts.tab, opts.now ?? Date.now()), opts.cursor);

export const listAdminEvents = (opts: { tab: AdminEventTab; cursor?: string; now?: number }) =>
  page(adminEventsSpec(opts.tab, opts.now ?? Date.now()), opts.cursor);

/** The next few events for a home screen: one query, no cursor. */
export async function listNextEvents(
  role: 'talent' | 'company',
  limit = 3,
  now = Date.now(),
): Promise<CommunityEvent[]> {
  const backend = await getBackend();
  const snaps = await backend.docs.query({ ...memberEventsSpec(role, 'upcoming', now), limit });
  return snaps.map(eventFromSnapshot);
}

export async function getEvent(id: string): Promise<CommunityEvent> {
  requireId(id);
  const backend = await getBackend();
  const snap = await backend.docs.get(eventPath(id));
  if (!snap.exists) throw eventNotFound();
  return eventFromSnapshot(snap);
}

/** The id a new event will have, chosen when its form opens: its cover image is stored under it before it is saved. */
export const newEventId = (): string => newDocumentId();

export async function createEvent(
  input: EventInput,
  status: Extract<EventStatus, 'draft' | 'published'> = 'draft',
  id: string = newEventId(),
): Promise<CommunityEvent> {
  requireId(id);
  const valid = await validateLazily(
    import('../schemas/event').then((m) => m.eventInputSchema()),
    input,
  );
  const backend = await getBackend();
  await backend.docs.batch([
    { type: 'set', path: eventPath(id), data: newEventDoc(valid, status) },
    eventJoinWrite(id, valid),
  ]);
  return getEvent(id);
}

/** An edit keeps the status and the RSVP counts; the capacity cannot drop below those already going. */
export async function updateEvent(id: string, input: EventInput): Promise<CommunityEvent> {
  const valid = await validateLazily(
    import('../schemas/event').then((m) => m.eventInputSchema()),
    input,
  );
  const current = await getEvent(id);
  if (valid.capacity < current.goingCount) {
    throw new ValidationError([
      { field: 'capacity', message: `${current.goingCount} people are going: the capacity cannot be lower` },
    ]);
  }
  const fields: DocumentData = { ...eventFields(valid), ...listingFlags(valid.audience, current.status) };
  for (const key of ['link', 'place', 'coverUrl']) if (!(key in fields)) fields[key] = deleteField();
  const backend = await getBackend();
  await backend.docs.batch([{ type: 'update', path: eventPath(id), data: fields }, eventJoinWrite(id, valid)]);
  return getEvent(id);
}

async function setStatus(id: string, status: EventStatus): Promise<CommunityEvent> {
  const current = await getEvent(id);
  const backend = await getBackend();
  await backend.docs.update(eventPath(id), {
    status,
    ...listingFlags(current.audience, status),
    updatedAt: serverTimestamp(),
  });
  return getEvent(id);
}

/** A draft becomes visible to its audience. */
export async function publishEvent(id: string): Promise<CommunityEvent> {
  const current = await getEvent(id);
  if (current.status !== 'draft') throw new BackendError('failed-precondition', 'Only a draft can be published.');
  return setStatus(id, 'published');
}

const EVENT_CANCELLED_NOTIFY_OPERATION = 'event-cancelled-notify';

/**
 * Cancels a published event: it stays listed with a "cancelled" banner for those who RSVPed, takes no new RSVPs,
 * and everyone who RSVPed gets a notification (and an email unless opted out). Calling it again on a cancelled
 * event only finishes the notices (they are idempotent), so an interrupted cancellation can be completed.
 */
export async function cancelEvent(id: string): Promise<CommunityEvent> {
  const current = await getEvent(id);
  if (current.status !== 'published' && current.status !== 'cancelled')
    throw new BackendError('failed-precondition', 'Only a published event can be cancelled.');
  const cancelled = current.status === 'cancelled' ? current : await setStatus(id, 'cancelled');
  await (await getBackend()).callTrusted(EVENT_CANCELLED_NOTIFY_OPERATION, { eventId: id });
  return cancelled;
}
