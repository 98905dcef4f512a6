/**
 * An online event's join link, kept out of the event document (which its whole audience reads) in
 * `events/{id}/private/join`: administrators read and write it, and only those going (their own RSVP says so) may
 * read it. Screens show it to them from JOIN_LINK_OPENS_BEFORE_MS before the start until the end.
 */
import { getBackend } from '../backend/backend';
import { isBackendError } from '../errors';
import { eventJoinPath } from '../converters/event-converter';
import { webUrl } from '../converters/read';

/** The link, or null when there is none (an in-person event, or one saved without it). */
export async function getEventJoinLink(eventId: string): Promise<string | null> {
  const backend = await getBackend();
  try {
    const snap = await backend.docs.get(eventJoinPath(eventId));
    const link = webUrl(snap.data?.link);
    return snap.exists && link !== undefined ? link : null;
  } catch (error) {
    // Not going (any more): the rules refuse the read, which for this screen means "no link for you".
    if (isBackendError(error) && error.code === 'permission-denied') return null;
    throw error;
  }
}
