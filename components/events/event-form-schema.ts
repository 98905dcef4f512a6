/**
 * The event form's check: its values turned into the event the server stores and checked with the server's own
 * schema, every issue put back on the field that shows it.
 */
import { z } from 'zod/mini';
import { eventInputSchema } from '@/services/schemas/event';
import { EVENT_LIMITS } from '@/services/schemas/event-constants';
import { humanErrorMap } from '@/services/schemas/human-errors';
import { FIELD_OF, toEventInput, type EventFormValues } from './event-form-values';

/** Times that do not read as a date say so; the schema's own "Must be after the start" stays. */
function messageFor(field: string, message: string): string {
  if (field === 'startsAt' || field === 'endsAt')
    return message.includes('after') ? message : 'Choose a date and time.';
  if (field === 'capacity')
    return `Enter a number of places from 1 to ${EVENT_LIMITS.capacityMax.toLocaleString('en-GB')}.`;
  return message;
}

export const eventFormSchema = z.custom<EventFormValues>().check(
  z.superRefine((values, ctx) => {
    const result = eventInputSchema().safeParse(toEventInput(values), { error: humanErrorMap });
    if (result.success) return;
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'title');
      ctx.addIssue({
        code: 'custom',
        path: [FIELD_OF[field] ?? field],
        message: messageFor(field, issue.message),
        input: values,
      });
    }
  }),
);
