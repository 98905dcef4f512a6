/**
 * An event's time zone is an IANA zone of constants/time-zones.ts: a made-up zone ("Mars/Olympus_Mons") broke the
 * Events page and the event notices. firestore.rules (isTimeZone) and the local policy answer alike. Part of the
 * shared table (cases.ts spreads them in).
 */
import { serverTimestamp, type DocumentData } from '../../services/backend/types';
import type { AccessCase } from './cases';

const created = new Date('2026-01-01T00:00:00Z');
const event = (timeZone: unknown, stamps: 'fresh' | 'stored'): DocumentData => ({
  title: 'Career fair',
  description: 'Meet companies hiring juniors.',
  startsAt: new Date('2099-01-01T10:00:00Z'),
  endsAt: new Date('2099-01-01T12:00:00Z'),
  timeZone,
  mode: 'online',
  audience: 'talents',
  capacity: 2,
  status: 'published',
  goingCount: 0,
  waitingCount: 0,
  forTalents: true,
  forCompanies: false,
  createdAt: stamps === 'fresh' ? serverTimestamp() : created,
  updatedAt: stamps === 'fresh' ? serverTimestamp() : created,
});

const create = (timeZone: unknown, name: string, expect: AccessCase['expect']): AccessCase => ({
  name: `time zone: ${name}`,
  actor: 'admin',
  op: { type: 'create', path: 'events/e-zone', data: event(timeZone, 'fresh') },
  expect,
});

export const TIME_ZONE_CASES: AccessCase[] = [
  create('Africa/Lagos', 'an admin creates an event in Africa/Lagos', 'allow'),
  create('UTC', 'an admin creates an event in UTC', 'allow'),
  create('America/Argentina/Buenos_Aires', 'an admin creates an event in a three-part zone', 'allow'),
  create('Mars/Olympus_Mons', 'an admin cannot create an event in a made-up zone', 'deny'),
  create('Africa/Lagos ', 'an admin cannot create an event in a zone with a trailing space', 'deny'),
  create('africa/lagos', 'an admin cannot create an event in a zone spelled in lower case', 'deny'),
  create('+01:00', 'an admin cannot create an event in an offset', 'deny'),
  create(1, 'an admin cannot create an event whose zone is a number', 'deny'),
  {
    name: 'time zone: an admin moves an event to Europe/Lisbon',
    actor: 'admin',
    seed: { 'events/e-zone': event('Africa/Lagos', 'stored') },
    op: { type: 'update', path: 'events/e-zone', data: { timeZone: 'Europe/Lisbon', updatedAt: serverTimestamp() } },
    expect: 'allow',
  },
  {
    name: 'time zone: an admin cannot move an event to a made-up zone',
    actor: 'admin',
    seed: { 'events/e-zone': event('Africa/Lagos', 'stored') },
    op: {
      type: 'update',
      path: 'events/e-zone',
      data: { timeZone: 'Mars/Olympus_Mons', updatedAt: serverTimestamp() },
    },
    expect: 'deny',
  },
  {
    name: 'time zone: an admin cancels an event whose stored zone is made up, leaving the zone as it is',
    actor: 'admin',
    seed: { 'events/e-zone': event('Mars/Olympus_Mons', 'stored') },
    op: { type: 'update', path: 'events/e-zone', data: { status: 'cancelled', updatedAt: serverTimestamp() } },
    expect: 'allow',
  },
];
