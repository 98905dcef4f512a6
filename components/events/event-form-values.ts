/**
 * The event form's values as typed (wall-clock times in a chosen zone, capacity as text), turned into the event the
 * server stores. Their check is ./event-form-schema.ts, loaded by the form on first use (with zod).
 */
import type { CommunityEvent, EventInput } from '@/services/schemas/event';
import { canShowTimeZone } from '@/services/schemas/event-constants';
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
  const zone = event && !event.timeZoneUnknown && canShowTimeZone(event.timeZone) ? event.timeZone : browserTimeZone();
  if (event) {
    return {
      title: event.title,
      description: event.description,
      start: utcToZoned(event.startsAt, zone),
      end: utcToZoned(event.endsAt, zone),
      timeZone: zone,
      mode: event.mode,
      link: '',
      place: event.place ?? '',
      coverUrl: event.coverUrl ?? '',
      audience: event.audience,
      capacity: String(event.capacity),
    };
  }
  return {
    title: '',
    description: '',
    start: '',
    end: '',
    timeZone: zone,
    mode: 'online',
    link: '',
    place: '',
    coverUrl: '',
    audience: 'talents',
    capacity: '50',
  };
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
