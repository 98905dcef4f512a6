/**
 * The event form's values as typed (wall-clock times in a chosen zone, capacity as text) and their check: each is
 * turned into the event the server stores and checked with the server's own schema, every issue put back on the
 * field that shows it.
 */
import { z } from 'zod/mini';
import { humanErrorMap } from '@/services/schemas/human-errors';
import { eventInputSchema, type CommunityEvent, type EventInput } from '@/services/schemas/event';
import { EVENT_LIMITS } from '@/services/schemas/event-constants';
import { browserTimeZone, utcToZoned, zonedToUtc } from './event-time';

export interface EventFormValues {
  title: string;
  description: string;
  start: string;
  end: string;
  timeZone: string;
  mode: EventInput['mode'];
  link: string;
  place: string;
  coverUrl: string;
  audience: EventInput['audience'];
  capacity: string;
}

export function initialEventValues(event?: CommunityEvent): EventFormValues {
  const zone = event && !event.timeZoneUnknown ? event.timeZone : browserTimeZone();
  if (event) {
    return {
      title: event.title, description: event.description, start: utcToZoned(event.startsAt, zone), end: utcToZoned(event.endsAt, zone), timeZone: zone,
      mode: event.mode, link: '', place: event.place ?? '', coverUrl: event.coverUrl ?? '', audience: event.audience, capacity: String(event.capacity),
    };
  }
  return { title: '', description: '', start: '', end: '', timeZone: zone, mode: 'online', link: '', place: '', coverUrl: '', audience: 'talents', capacity: '50' };
}

export function toEventInput(v: EventFormValues): EventInput {
  return {
    title: v.title,
    description: v.description,
    startsAt: zonedToUtc(v.start, v.timeZone),
    endsAt: zonedToUtc(v.end, v.timeZone),
    timeZone: v.timeZone,
    mode: v.mode,
    link: v.mode === 'online' && v.link.trim() ? v.link.trim() : undefined,
    place: v.mode === 'in-person' && v.place.trim() ? v.place : undefined,
    coverUrl: v.coverUrl || undefined,
    audience: v.audience,
    capacity: v.capacity.trim() === '' ? Number.NaN : Number(v.capacity),
  };
}

/** The server's field names where the form shows them under another name. */
export const FIELD_OF: Record<string, keyof EventFormValues> = { startsAt: 'start', endsAt: 'end' };

/** Times that do not read as a date say so; the schema's own "Must be after the start" stays. */
function messageFor(field: string, message: string): string {
  if (field === 'startsAt' || field === 'endsAt') return message.includes('after') ? message : 'Choose a date and time.';
  if (field === 'capacity') return `Enter a number of places from 1 to ${EVENT_LIMITS.capacityMax.toLocaleString('en-GB')}.`;
  return message;
}

export const eventFormSchema = z.custom<EventFormValues>().check(
  z.superRefine((values, ctx) => {
    const result = eventInputSchema().safeParse(toEventInput(values), { error: humanErrorMap });
    if (result.success) return;
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'title');
      ctx.addIssue({ code: 'custom', path: [FIELD_OF[field] ?? field], message: messageFor(field, issue.message), input: values });
    }
  }),
);
