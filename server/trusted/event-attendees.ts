/**
 * Who RSVPed to an event (going and waiting), read with privileged access, for server code that tells them about
 * a change: the hook for notifications and email when an administrator cancels an event (until then
 * the Events page shows a banner on the cancelled event to those who RSVPed). Read in bounded pages.
 */
import { rsvpFromSnapshot, rsvpsOf } from '@/services/converters/event-converter';
import { queryAll } from '@/services/pagination';
import type { Rsvp } from '@/services/schemas/event';
import type { TrustedDocs } from './types';

export async function listEventAttendees(docs: TrustedDocs, eventId: string): Promise<Rsvp[]> {
  const snaps = await queryAll(docs, {
    collection: rsvpsOf(eventId),
    orderBy: [{ field: 'createdAt', direction: 'asc' }],
  });
  return snaps.map(rsvpFromSnapshot);
}
