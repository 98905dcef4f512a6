/**
 * RSVPs: `events/{id}/rsvps/{uid}`. Taking a seat (`rsvp-event`) and cancelling (`cancel-rsvp`) are trusted
 * operations: each reads the event's counts and writes the RSVP with the count's move in one transaction, so two
 * people asking for the last seat at once never both get it, and a freed seat goes to the first person waiting
 * (whose RSVP the caller may not write). Clients only read RSVPs.
 */
import { getBackend } from '../backend/backend';
import { rsvpFromSnapshot, rsvpPath, rsvpsOf } from '../converters/event-converter';
import { queryAll, queryPage, type Page } from '../pagination';
import { LIMITS } from '../schemas/limits';
import type { CancelRsvpResult, Rsvp, RsvpStatus } from '../schemas/event';

export type { Rsvp, RsvpStatus };
const RSVP_PAGE_SIZE = 20;

export async function getMyRsvp(eventId: string, uid: string): Promise<Rsvp | null> {
  const backend = await getBackend();
  const snap = await backend.docs.get(rsvpPath(eventId, uid));
  return snap.exists ? rsvpFromSnapshot(snap) : null;
}

/**
 * RSVPs the signed-in person: going while there is a seat, otherwise on the waiting list (only when
 * `joinWaitingList`; else it fails with `failed-precondition` "This event is full"). Returns the status taken.
 * Idempotent: RSVPing again (a double click, two tabs) answers with the RSVP already there and writes nothing.
 * `person.name` is the name the attendee list shows (the account email when empty).
 */
export async function rsvpToEvent(
  eventId: string,
  person: { name: string },
  { joinWaitingList = false } = {},
): Promise<RsvpStatus> {
  const backend = await getBackend();
  const { status } = await backend.callTrusted('rsvp-event', {
    eventId,
    name: person.name.slice(0, LIMITS.nameMax),
    joinWaitingList,
  });
  return status;
}

/** Cancels the caller's RSVP (going or waiting); the first person waiting moves in when a seat frees up. */
export async function cancelRsvp(eventId: string): Promise<CancelRsvpResult> {
  const backend = await getBackend();
  return backend.callTrusted('cancel-rsvp', { eventId });
}

/** An event's RSVPs of one status, earliest first (administrators only). */
export async function listRsvps(eventId: string, status: RsvpStatus, cursor?: string): Promise<Page<Rsvp>> {
  const backend = await getBackend();
  const { snaps, nextCursor } = await queryPage(
    backend.docs,
    {
      collection: rsvpsOf(eventId),
      where: [{ field: 'status', op: '==', value: status }],
      orderBy: [{ field: 'createdAt', direction: 'asc' }],
    },
    RSVP_PAGE_SIZE,
    cursor,
  );
  return { items: snaps.map(rsvpFromSnapshot), nextCursor };
}

/** Every RSVP of the event (going first, then the waiting list in order), as CSV; read in bounded pages. */
export async function exportRsvpsCsv(eventId: string): Promise<string> {
  const backend = await getBackend();
  const all: Rsvp[] = [];
  for (const status of ['going', 'waiting'] as const) {
    const snaps = await queryAll(backend.docs, {
      collection: rsvpsOf(eventId),
      where: [{ field: 'status', op: '==', value: status }],
      orderBy: [{ field: 'createdAt', direction: 'asc' }],
    });
    all.push(...snaps.map(rsvpFromSnapshot));
  }
  const { rsvpsToCsv } = await import('./rsvp-csv');
  return rsvpsToCsv(all);
}
