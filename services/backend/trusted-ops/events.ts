/** Trusted operations on community events: cancelling an RSVP, telling attendees an event was cancelled. */
import { z } from 'zod/mini';
import type { CancelRsvpResult } from '../../events/rsvps';
import { idSchema } from '../../schemas/common';
import { trustedOp } from './define';

const eventIdInput = z.strictObject({ eventId: idSchema });

export const EVENT_OPS = {
  'cancel-rsvp': trustedOp(eventIdInput).returns<CancelRsvpResult>(),
  'event-cancelled-notify': trustedOp(eventIdInput).returns<{ notified: number }>(),
};
