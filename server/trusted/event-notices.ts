/**
 * Event notices: those going hear the day before an event starts, those who RSVPed hear when an
 * administrator cancels the event, and a waiting person hears when a cancelled RSVP moves it in. All go through `notify` (bell and email, as the person's event settings allow) with
 * ids derived from the event and the person, so a repeated call notifies nobody twice.
 */
import { formatDateTime } from '@/services/format/dates';
import { COMPANY_ROUTES, TALENT_ROUTES } from '@/constants/routes';
import { BackendError } from '@/services/backend/types';
import { EVENTS, eventFromSnapshot, eventPath } from '@/services/converters/event-converter';
import { canShowTimeZone, type CommunityEvent } from '@/services/schemas/event';
import { assertAdmin } from './caller-roles';
import { listEventAttendees } from './event-attendees';
import { notify, type NotifyServices } from './notify';
import { loadParty } from './parties';
import type { TrustedOperation } from './types';

/** The start in the event's zone; a zone the server cannot show (read as UTC by the converter) says so, never throws. */
const when = (event: CommunityEvent) => {
  const known = canShowTimeZone(event.timeZone) && !event.timeZoneUnknown;
  return formatDateTime(event.startsAt, known ? event.timeZone : 'UTC');
};

/** Tells one person about the event, linking to the Events page of its own area. */
async function tell(ctx: NotifyServices, id: string, uid: string, title: string, body: string): Promise<boolean> {
  const party = await loadParty(ctx.docs, uid);
  if (!party) return false; // the account is gone
  const link = party.role === 'company' ? COMPANY_ROUTES.events : TALENT_ROUTES.events;
  const { created } = await notify(ctx, { id, userId: uid, kind: 'event-reminder', title, body, link }, party);
  return created;
}

/** The waiting person a cancelled RSVP moved in. */
export async function notifyPromoted(ctx: NotifyServices, event: CommunityEvent, uid: string): Promise<void> {
  await tell(
    ctx,
    `event-seat-${event.id}-${uid}`,
    uid,
    `You have a seat at ${event.title}`,
    `A seat freed up and you moved off the waiting list: see you on ${when(event)}.`,
  );
}

/**
 * Trusted operation `event-cancelled-notify`: after an administrator cancels an event, everyone who RSVPed (going
 * or waiting) gets a notice. Checks the caller is an administrator and the event really is cancelled.
 */
export const eventCancelledNotify: TrustedOperation<'event-cancelled-notify'> = async (ctx, { eventId }) => {
  await assertAdmin(ctx, 'Only an administrator may announce a cancellation.');
  const snap = await ctx.docs.get(eventPath(eventId));
  if (!snap.exists) throw new BackendError('not-found', 'This event does not exist.');
  const event = eventFromSnapshot(snap);
  if (event.status !== 'cancelled') throw new BackendError('failed-precondition', 'The event is not cancelled.');
  let notified = 0;
  for (const rsvp of await listEventAttendees(ctx.docs, eventId)) {
    const title = `Cancelled: ${event.title}`;
    if (
      await tell(
        ctx,
        `event-cancelled-${eventId}-${rsvp.uid}`,
        rsvp.uid,
        title,
        `${event.title} (${when(event)}) has been cancelled.`,
      )
    )
      notified += 1;
  }
  return { notified };
};

/** Those going to an event starting within this window get their reminder. */
const EVENT_REMINDER_WINDOW_MS = 24 * 3_600_000;
/** Server-only marks of the events whose reminders went out (no rule matches them: clients neither read nor write). */
const EVENT_REMINDERS = 'eventReminders';
/** Upcoming events looked at per sweep, soonest ending first: far more than start within a day here. */
const SWEEP_EVENTS = 50;

/**
 * Sends the reminders that are due (the scheduled job `event-reminders`, server/scheduled/jobs.ts): for each published event starting within the next 24 hours whose reminders have
 * not gone out, a notice to everyone going (the waiting list is not reminded of a seat it does not have). Safe to
 * run at any time and as often as wanted: ids per event and person, and a mark per event once done. Someone who
 * RSVPs after the sweep of its event gets no reminder.
 */
export async function sendEventReminders(
  ctx: NotifyServices,
  now = Date.now(),
): Promise<{ events: number; reminded: number }> {
  const upcoming = await ctx.docs.query({
    collection: EVENTS,
    where: [{ field: 'endsAt', op: '>=', value: new Date(now) }],
    orderBy: [{ field: 'endsAt', direction: 'asc' }],
    limit: SWEEP_EVENTS,
  });
  const due = upcoming
    .map(eventFromSnapshot)
    .filter((e) => e.status === 'published' && e.startsAt > now && e.startsAt <= now + EVENT_REMINDER_WINDOW_MS);
  let events = 0;
  let reminded = 0;
  for (const event of due) {
    if ((await ctx.docs.get(`${EVENT_REMINDERS}/${event.id}`)).exists) continue;
    const going = (await listEventAttendees(ctx.docs, event.id)).filter((r) => r.status === 'going');
    for (const rsvp of going) {
      if (
        await tell(
          ctx,
          `event-reminder-${event.id}-${rsvp.uid}`,
          rsvp.uid,
          `Tomorrow: ${event.title}`,
          `${event.title} starts ${when(event)}. You are going.`,
        )
      )
        reminded += 1;
    }
    await ctx.docs.set(`${EVENT_REMINDERS}/${event.id}`, {
      eventId: event.id,
      sentAt: new Date(now),
      reminded: going.length,
    });
    events += 1;
  }
  return { events, reminded };
}
