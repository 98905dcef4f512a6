/**
 * RSVPs: `events/{id}/rsvps/{uid}`. A talent (or a company, for events meant for companies) RSVPs in
 * one batch with the event's count: `goingCount` up by exactly one while below the capacity, or, on a full event,
 * `waitingCount` up by one. The rules check the pair, and because the count is an increment checked against the
 * stored value at commit, concurrent RSVPs can never push it past the capacity: a refused one re-reads and retries
 * (and lands on the waiting list when the last seat went). Cancelling is a trusted operation (`cancel-rsvp`): it
 * also moves the first waiting person in, whose RSVP the caller may not write.
 */
import { getBackend } from '../backend/backend';
import { increment, serverTimestamp } from '../backend/types';
import { eventFromSnapshot, eventPath, rsvpFromSnapshot, rsvpPath, rsvpsOf } from '../converters/event-converter';
import { BackendError, isBackendError } from '../errors';
import { queryAll, queryPage, type Page } from '../pagination';
import type { Rsvp, RsvpStatus } from '../schemas/event';
import { eventNotFound } from './events';

export type { Rsvp, RsvpStatus };
const RSVP_PAGE_SIZE = 20;
const RSVP_ATTEMPTS = 6;

export async function getMyRsvp(eventId: string, uid: string): Promise<Rsvp | null> {
  const backend = await getBackend();
  const snap = await backend.docs.get(rsvpPath(eventId, uid));
  return snap.exists ? rsvpFromSnapshot(snap) : null;
}

/**
 * RSVPs the signed-in person: going while there is a seat, otherwise on the waiting list (only when
 * `joinWaitingList`; else it fails with `failed-precondition` "This event is full"). Returns the status taken.
 * Idempotent: RSVPing again (a double click, two tabs) answers with the RSVP already there and writes nothing.
 */
export async function rsvpToEvent(eventId: string, person: { uid: string; name: string; email: string }, { joinWaitingList = false } = {}): Promise<RsvpStatus> {
  const backend = await getBackend();
  const mine = async () => {
    const snap = await backend.docs.get(rsvpPath(eventId, person.uid));
    return snap.exists ? rsvpFromSnapshot(snap).status : null;
  };
  const before = await mine();
  if (before) return before;
  for (let attempt = 1; ; attempt++) {
    const snap = await backend.docs.get(eventPath(eventId));
    if (!snap.exists) throw eventNotFound();
    const event = eventFromSnapshot(snap);
    if (event.status !== 'published') throw new BackendError('failed-precondition', 'This event takes no RSVPs.');
    if (event.startsAt <= Date.now()) throw new BackendError('failed-precondition', 'This event has already started.');
    const status: RsvpStatus = event.goingCount < event.capacity ? 'going' : 'waiting';
    if (status === 'waiting' && !joinWaitingList) throw new BackendError('failed-precondition', 'This event is full.');
    try {
      await backend.docs.batch([
        { type: 'set', path: rsvpPath(eventId, person.uid), data: { uid: person.uid, name: person.name.slice(0, 100) || person.email, email: person.email, status, createdAt: serverTimestamp() } },
        { type: 'update', path: eventPath(eventId), data: status === 'going' ? { goingCount: increment(1) } : { waitingCount: increment(1) } },
      ]);
      return status;
    } catch (error) {
      // Refused: already RSVPed, or the last seat went between the read and the commit. Re-read and decide again.
      if (!isBackendError(error) || error.code !== 'permission-denied' || attempt >= RSVP_ATTEMPTS) throw error;
      const raced = await mine();
      if (raced) return raced;
    }
  }
}

export interface CancelRsvpResult {
  /** The uid moved from the waiting list to going, if any. */
  promoted: string | null;
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
    { collection: rsvpsOf(eventId), where: [{ field: 'status', op: '==', value: status }], orderBy: [{ field: 'createdAt', direction: 'asc' }] },
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
