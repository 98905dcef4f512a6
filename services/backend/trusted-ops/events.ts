/** Trusted operations on community events: RSVPing, cancelling an RSVP, telling attendees an event was cancelled. */
import { z } from 'zod/mini';
import type { CancelRsvpResult, RsvpStatus } from '../../schemas/event';
import { idSchema } from '../../schemas/common';
import { LIMITS } from '../../schemas/limits';
import { trustedOp } from './define';

const eventIdInput = z.strictObject({ eventId: idSchema });

/** The name shown on the attendee list: the caller's display name, or its account email when empty. */
const rsvpInput = z.strictObject({
  eventId: idSchema,
  name: z.string().check(z.trim(), z.maxLength(LIMITS.nameMax)),
  joinWaitingList: z.boolean(),
});

export const EVENT_OPS = {
  'rsvp-event': trustedOp(rsvpInput).returns<{ status: RsvpStatus }>(),
  'cancel-rsvp': trustedOp(eventIdInput).returns<CancelRsvpResult>(),
  'event-cancelled-notify': trustedOp(eventIdInput).returns<{ notified: number }>(),
};
