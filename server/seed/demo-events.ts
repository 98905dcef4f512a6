/**
 * Demo events: five upcoming events (one full with a waiting list, online and in-person ones, one for
 * companies), a draft and two past ones, with RSVPs by seeded talents whose counts match the RSVP documents.
 */
import type { DocumentData } from '../../services/backend/types';
import { eventJoinPath, listingFlags } from '../../services/converters/event-converter';
import type { EventAudience, EventStatus } from '../../services/schemas/event';
import type { SeedTarget } from './seed-target';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

interface DemoEvent {
  title: string;
  description: string;
  /** Days from the seed time (negative: in the past), at 17:00 UTC. */
  inDays: number;
  hours: number;
  timeZone: string;
  link?: string;
  place?: string;
  audience: EventAudience;
  capacity: number;
  status: EventStatus;
  going: string[];
  waiting?: string[];
}

const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Junior Developer Career Fair',
    description:
      'Meet five companies hiring entry-level developers this quarter: short talks, then open Q&A rooms per company.',
    inDays: 6,
    hours: 3,
    timeZone: 'Africa/Lagos',
    link: 'https://meet.jit.si/talentbridge-career-fair',
    audience: 'talents',
    capacity: 3,
    status: 'published',
    going: ['daniel.mensah@demo.test', 'kwame.asante@demo.test', 'tomas.rivera@demo.test'],
    waiting: ['lucas.weber@demo.test', 'priya.nair@demo.test'],
  },
  {
    title: 'Portfolio Review Workshop',
    description:
      'Bring your portfolio; designers and developers from our partner companies review it with you in small groups.',
    inDays: 10,
    hours: 2,
    timeZone: 'Africa/Lagos',
    place: 'Co-Creation Hub, 294 Herbert Macaulay Way, Yaba, Lagos',
    audience: 'talents',
    capacity: 30,
    status: 'published',
    going: ['sofia.martins@demo.test', 'chiamaka.eze@demo.test'],
  },
  {
    title: 'Intro to Figma for Non-Designers',
    description: 'A hands-on hour on frames, auto layout and prototypes, for anyone who works with designers.',
    inDays: 3,
    hours: 1,
    timeZone: 'Europe/Lisbon',
    link: 'https://meet.jit.si/talentbridge-figma-intro',
    audience: 'everyone',
    capacity: 100,
    status: 'published',
    going: ['talent@demo.test'],
  },
  {
    title: 'Hiring Juniors: What Works',
    description:
      'Hiring managers share how they write entry-level job posts, run fair assessments and onboard juniors.',
    inDays: 14,
    hours: 1.5,
    timeZone: 'Africa/Nairobi',
    link: 'https://meet.jit.si/talentbridge-hiring-juniors',
    audience: 'companies',
    capacity: 50,
    status: 'published',
    going: [],
  },
  {
    title: 'Data Science Meetup Nairobi',
    description: 'Lightning talks on analytics work at startups, then networking.',
    inDays: 20,
    hours: 3,
    timeZone: 'Africa/Nairobi',
    place: 'iHub, Bishop Magua Centre, Ngong Road, Nairobi',
    audience: 'talents',
    capacity: 40,
    status: 'published',
    going: ['kwame.asante@demo.test'],
  },
  {
    title: 'Summer Internship Fair',
    description: 'Draft: companies still confirming.',
    inDays: 40,
    hours: 4,
    timeZone: 'Africa/Lagos',
    link: 'https://meet.jit.si/talentbridge-internship-fair',
    audience: 'everyone',
    capacity: 200,
    status: 'draft',
    going: [],
  },
  {
    title: 'CV Clinic',
    description: 'Recruiters rewrote CVs live with volunteers.',
    inDays: -12,
    hours: 2,
    timeZone: 'Africa/Lagos',
    link: 'https://meet.jit.si/talentbridge-cv-clinic',
    audience: 'talents',
    capacity: 25,
    status: 'published',
    going: ['talent@demo.test', 'fatima.bello@demo.test'],
  },
  {
    title: 'Remote Work Fundamentals',
    description: 'How remote teams communicate, plan and review work.',
    inDays: -30,
    hours: 1,
    timeZone: 'Europe/London',
    link: 'https://meet.jit.si/talentbridge-remote-work',
    audience: 'everyone',
    capacity: 80,
    status: 'published',
    going: ['samuel.otieno@demo.test'],
  },
];

const demoEventId = (index: number) => `demo-event-${String(index + 1).padStart(2, '0')}`;

export async function seedDemoEvents(
  target: SeedTarget,
  ctx: { now: Date; talentUids: Record<string, string>; names: Record<string, string> },
): Promise<string[]> {
  const day = Date.UTC(ctx.now.getUTCFullYear(), ctx.now.getUTCMonth(), ctx.now.getUTCDate(), 17);
  const ids: string[] = [];
  for (const [index, e] of DEMO_EVENTS.entries()) {
    const id = demoEventId(index);
    ids.push(id);
    const startsAt = day + e.inDays * DAY;
    const going = e.going.filter((email) => ctx.talentUids[email]);
    const waiting = (e.waiting ?? []).filter((email) => ctx.talentUids[email]);
    const doc: DocumentData = {
      title: e.title,
      description: e.description,
      startsAt: new Date(startsAt),
      endsAt: new Date(startsAt + e.hours * HOUR),
      timeZone: e.timeZone,
      mode: e.link ? 'online' : 'in-person',
      ...(e.link ? {} : { place: e.place }),
      audience: e.audience,
      capacity: e.capacity,
      status: e.status,
      ...listingFlags(e.audience, e.status),
      goingCount: going.length,
      waitingCount: waiting.length,
      createdAt: new Date(ctx.now.getTime() - (30 - index) * DAY),
      updatedAt: new Date(ctx.now.getTime() - (30 - index) * DAY),
    };
    await target.setDoc(`events/${id}`, doc);
    if (e.link) await target.setDoc(eventJoinPath(id), { link: e.link });
    const rsvps = [
      ...going.map((email) => [email, 'going'] as const),
      ...waiting.map((email) => [email, 'waiting'] as const),
    ];
    for (const [i, [email, status]] of rsvps.entries()) {
      const uid = ctx.talentUids[email];
      await target.setDoc(`events/${id}/rsvps/${uid}`, {
        uid,
        name: ctx.names[email] ?? email,
        email,
        status,
        createdAt: new Date(ctx.now.getTime() - (10 - i) * HOUR),
      });
    }
  }
  return ids;
}
