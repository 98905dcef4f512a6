import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ValidationError } from '@/services/errors';
import {
  cancelEvent,
  createEvent,
  getEvent,
  listAdminEvents,
  listMemberEvents,
  listNextEvents,
  publishEvent,
  updateEvent,
  type EventInput,
} from '@/services/events/events';
import { SCHEDULED_JOBS } from '@/server/scheduled/jobs';
import { listEventAttendees } from '@/server/trusted/event-attendees';
import { localTrustedServices } from '@/server/app/local-trusted-services';
import { listNotifications } from '@/services/messaging/notifications';
import { csvField as csvCell } from '@/services/csv';
import { rsvpsToCsv } from '@/services/events/rsvp-csv';
import { cancelRsvp, exportRsvpsCsv, getMyRsvp, listRsvps, rsvpToEvent } from '@/services/events/rsvps';
import { getEventJoinLink } from '@/services/events/join-link';
import { getBackend } from '@/services/backend/backend';
import { signUpCompany, signUpTalent } from './job-fixtures';
import { makeAdmin, rawDoc, signUpActor, startServer, stopServer, type Actor, type LocalServer } from './service-env';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 180_000 });

const HOUR = 3_600_000;
let server: LocalServer;
let admin: Actor;
beforeAll(async () => {
  server = await startServer();
  admin = await makeAdmin(server, await signUpActor(server, 'admin'), 'Admin');
});
afterAll(async () => {
  await stopServer(server);
});

const input = (extra: Partial<EventInput> = {}): EventInput => ({
  title: 'Junior career fair',
  description: 'Meet companies hiring juniors.',
  startsAt: Date.now() + 24 * HOUR,
  endsAt: Date.now() + 26 * HOUR,
  timeZone: 'Africa/Lagos',
  mode: 'online',
  link: 'https://meet.example.test/fair',
  audience: 'talents',
  capacity: 3,
  ...extra,
});

const getDoc = async (path: string) => (await getBackend()).docs.get(path);
const person = (a: Actor) => ({ uid: a.uid, name: `Talent ${a.uid.slice(0, 4)}`, email: a.email });
const published = async (extra: Partial<EventInput> = {}) => {
  admin.use();
  const event = await createEvent(input(extra), 'published');
  return event.id;
};
const counts = async (id: string) => {
  const d = (await rawDoc(server, `events/${id}`))!;
  return { going: d.goingCount, waiting: d.waitingCount };
};

describe('events', () => {
  it('drafts are admin-only until published; talents then list them, companies only theirs', async () => {
    admin.use();
    const draft = await createEvent(input({ title: 'Draft talk' }));
    expect(draft).toMatchObject({ status: 'draft', goingCount: 0, waitingCount: 0 });
    expect((await listAdminEvents({ tab: 'drafts' })).items.map((e) => e.id)).toContain(draft.id);

    const talent = await signUpTalent(server);
    await expect(getEvent(draft.id)).rejects.toMatchObject({ code: 'permission-denied' });
    admin.use();
    await publishEvent(draft.id);
    talent.use();
    expect((await listMemberEvents({ role: 'talent', tab: 'upcoming' })).items.map((e) => e.id)).toContain(draft.id);
    expect((await listNextEvents('talent', 3)).length).toBeGreaterThan(0);
    expect((await listMemberEvents({ role: 'talent', tab: 'past' })).items.map((e) => e.id)).not.toContain(draft.id);

    await signUpCompany(server);
    await expect(getEvent(draft.id)).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await listMemberEvents({ role: 'company', tab: 'upcoming' })).items.map((e) => e.id)).not.toContain(
      draft.id,
    );
  });

  it('validates the form: end after start, a link online, a place in person, a known time zone', async () => {
    admin.use();
    await expect(createEvent(input({ endsAt: Date.now() }))).rejects.toMatchObject({ field: 'endsAt' });
    await expect(createEvent(input({ link: undefined }))).rejects.toMatchObject({ field: 'link' });
    await expect(createEvent(input({ mode: 'in-person', link: undefined }))).rejects.toMatchObject({ field: 'place' });
    await expect(createEvent(input({ timeZone: 'Mars/Olympus' }))).rejects.toBeInstanceOf(ValidationError);
    const inPerson = await createEvent(input({ mode: 'in-person', link: undefined, place: 'Yaba, Lagos' }));
    expect(inPerson).toMatchObject({ mode: 'in-person', place: 'Yaba, Lagos' });
    expect(await rawDoc(server, `events/${inPerson.id}/private/join`)).toBeFalsy();
  });

  it('keeps the join link where only those going (and administrators) read it, never on the event itself', async () => {
    const id = await published({ title: 'Link talk', capacity: 1 });
    expect(await rawDoc(server, `events/${id}`)).not.toHaveProperty('link');
    admin.use();
    expect(await getEventJoinLink(id)).toBe('https://meet.example.test/fair');

    const going = await signUpTalent(server);
    expect(await getEventJoinLink(id)).toBeNull();
    await rsvpToEvent(id, person(going), { joinWaitingList: false });
    expect(await getEventJoinLink(id)).toBe('https://meet.example.test/fair');
    expect(JSON.stringify(await getEvent(id))).not.toContain('meet.example.test');

    const waiting = await signUpTalent(server);
    await rsvpToEvent(id, person(waiting), { joinWaitingList: true });
    expect(await getEventJoinLink(id)).toBeNull();
    await expect(getDoc(`events/${id}/private/join`)).rejects.toMatchObject({ code: 'permission-denied' });

    // An edit to in person removes the link; back online it takes the new one.
    admin.use();
    await updateEvent(
      id,
      input({ title: 'Link talk', capacity: 1, mode: 'in-person', link: undefined, place: 'Yaba' }),
    );
    expect(await rawDoc(server, `events/${id}/private/join`)).toBeFalsy();
    await updateEvent(id, input({ title: 'Link talk', capacity: 1, link: 'https://meet.example.test/new' }));
    going.use();
    expect(await getEventJoinLink(id)).toBe('https://meet.example.test/new');
  });

  it('keeps the count exact under concurrent RSVPs: never past the capacity, the rest on the waiting list', async () => {
    const id = await published({ capacity: 3 });
    const talents: Actor[] = [];
    for (let i = 0; i < 8; i++) talents.push(await signUpTalent(server));
    const results = await Promise.allSettled(
      talents.map((t) => (t.use(), rsvpToEvent(id, person(t), { joinWaitingList: true }))),
    );
    const statuses = results.map((r) => (r.status === 'fulfilled' ? r.value : String(r.reason)));
    expect(statuses.filter((s) => s !== 'going' && s !== 'waiting')).toEqual([]);
    expect(statuses.filter((s) => s === 'going')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'waiting')).toHaveLength(5);
    expect(await counts(id)).toEqual({ going: 3, waiting: 5 });
    admin.use();
    expect((await listRsvps(id, 'going')).items).toHaveLength(3);
    expect((await listRsvps(id, 'waiting')).items).toHaveLength(5);
  });

  it('refuses a seat on a full event unless joining the waiting list; a second RSVP answers as the first', async () => {
    const id = await published({ capacity: 1 });
    const [a, b] = [await signUpTalent(server), await signUpTalent(server)];
    a.use();
    expect(await rsvpToEvent(id, person(a))).toBe('going');
    expect(await rsvpToEvent(id, person(a))).toBe('going');
    b.use();
    await expect(rsvpToEvent(id, person(b))).rejects.toThrow('This event is full.');
    expect(await rsvpToEvent(id, person(b), { joinWaitingList: true })).toBe('waiting');
  });

  it('takes an RSVP only from its audience: a company for a talents-only event and a suspended talent are refused, nothing counted', async () => {
    const id = await published({ capacity: 2 });
    await signUpCompany(server);
    await expect(rsvpToEvent(id, { name: 'Acme' })).rejects.toMatchObject({ code: 'permission-denied' });
    const talent = await signUpTalent(server);
    await server.engine.serverDocuments.update(`students/${talent.uid}`, { suspended: true });
    talent.use();
    await expect(rsvpToEvent(id, person(talent))).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await counts(id)).toEqual({ going: 0, waiting: 0 });
    // The attendee list shows the name given, or the account email when it is empty.
    const other = await signUpTalent(server);
    expect(await rsvpToEvent(id, { name: '' })).toBe('going');
    admin.use();
    expect((await listRsvps(id, 'going')).items).toEqual([
      expect.objectContaining({ uid: other.uid, name: other.email }),
    ]);
  });

  it('cancelling a seat moves the earliest waiting person in; cancelling a wait frees the list', async () => {
    const id = await published({ capacity: 1 });
    const [a, b, c] = [await signUpTalent(server), await signUpTalent(server), await signUpTalent(server)];
    a.use();
    await rsvpToEvent(id, person(a));
    b.use();
    await rsvpToEvent(id, person(b), { joinWaitingList: true });
    c.use();
    await rsvpToEvent(id, person(c), { joinWaitingList: true });

    a.use();
    expect(await cancelRsvp(id)).toEqual({ promoted: b.uid });
    expect(await getMyRsvp(id, a.uid)).toBeNull();
    b.use();
    expect(await getMyRsvp(id, b.uid)).toMatchObject({ status: 'going' });
    expect(await counts(id)).toEqual({ going: 1, waiting: 1 });
    // The person moved in hears of it in its bell.
    expect((await listNotifications(b.uid)).items).toEqual([
      expect.objectContaining({
        kind: 'event-reminder',
        title: expect.stringMatching(/^You have a seat at /),
        link: '/talent-dashboard/events',
      }),
    ]);
    c.use();
    expect(await cancelRsvp(id)).toEqual({ promoted: null });
    expect(await counts(id)).toEqual({ going: 1, waiting: 0 });
    await expect(cancelRsvp(id)).rejects.toMatchObject({ code: 'not-found' });
    expect(await counts(id)).toEqual({ going: 1, waiting: 0 });
  });

  it('concurrent cancels promote distinct waiting people and keep both counts exact', async () => {
    const id = await published({ capacity: 2 });
    const people: Actor[] = [];
    for (let i = 0; i < 5; i++) people.push(await signUpTalent(server));
    for (const p of people) {
      p.use();
      await rsvpToEvent(id, person(p), { joinWaitingList: true });
    }
    const [g1, g2] = people;
    const results = await Promise.all([
      (g1.use(), cancelRsvp(id)),
      (g2.use(), cancelRsvp(id)),
      (g1.use(), cancelRsvp(id).catch((e: { code: string }) => e.code)),
    ]);
    expect(results[2]).toBe('not-found');
    expect(new Set(results.slice(0, 2).map((r) => (r as { promoted: string }).promoted))).toEqual(
      new Set([people[2].uid, people[3].uid]),
    );
    expect(await counts(id)).toEqual({ going: 2, waiting: 1 });
  });

  it('a cancelled event takes no RSVP and frees no seat for the waiting list', async () => {
    const id = await published({ capacity: 1 });
    const [a, b, c] = [await signUpTalent(server), await signUpTalent(server), await signUpTalent(server)];
    a.use();
    await rsvpToEvent(id, person(a));
    b.use();
    await rsvpToEvent(id, person(b), { joinWaitingList: true });
    c.use();
    await expect(c.backend.callTrusted('event-cancelled-notify', { eventId: id })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    admin.use();
    await expect(admin.backend.callTrusted('event-cancelled-notify', { eventId: id })).rejects.toMatchObject({
      code: 'failed-precondition',
    });
    expect((await cancelEvent(id)).status).toBe('cancelled');
    // Calling it again finishes an interrupted cancellation without notifying anyone twice.
    expect((await cancelEvent(id)).status).toBe('cancelled');
    for (const who of [a, b]) {
      who.use();
      const notes = (await listNotifications(who.uid)).items.filter((n) => n.title.startsWith('Cancelled: '));
      expect(notes).toHaveLength(1);
    }
    c.use();
    expect((await listNotifications(c.uid)).items).toEqual([]);
    await expect(rsvpToEvent(id, person(c))).rejects.toThrow('This event takes no RSVPs.');
    a.use();
    expect(await cancelRsvp(id)).toEqual({ promoted: null });
  });

  it('an admin cannot lower the capacity below those going; exports RSVPs as quoted CSV', async () => {
    const id = await published({ capacity: 2 });
    const a = await signUpTalent(server);
    a.use();
    await rsvpToEvent(id, { ...person(a), name: 'Ada "The Dev", Jr.' });
    const b = await signUpTalent(server);
    b.use();
    await rsvpToEvent(id, person(b));
    admin.use();
    await expect(updateEvent(id, input({ capacity: 1 }))).rejects.toMatchObject({ field: 'capacity' });
    expect((await updateEvent(id, input({ capacity: 5, title: 'Bigger fair' }))).capacity).toBe(5);
    const csv = await exportRsvpsCsv(id);
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Name,Email,Status,RSVPed at (UTC),RSVPed by');
    expect(lines[1]).toMatch(new RegExp(`^"Ada ""The Dev"", Jr\\.",${a.email.replace(/[.]/g, '\\.')},going,\\d{4}-`));
    expect(lines).toHaveLength(3);
    expect((await listEventAttendees(server.engine.serverDocuments, id)).map((r) => r.uid)).toEqual([a.uid, b.uid]);
  });
});

describe('event reminders', () => {
  it('the day before, those going (not those waiting) are reminded once; later events wait their turn', async () => {
    const soon = await published({
      title: 'Portfolio clinic',
      capacity: 1,
      startsAt: Date.now() + 2 * HOUR,
      endsAt: Date.now() + 3 * HOUR,
    });
    const later = await published({
      title: 'Later talk',
      startsAt: Date.now() + 72 * HOUR,
      endsAt: Date.now() + 73 * HOUR,
    });
    const [a, b, c] = [await signUpTalent(server), await signUpTalent(server), await signUpTalent(server)];
    a.use();
    await rsvpToEvent(soon, person(a));
    b.use();
    await rsvpToEvent(soon, person(b), { joinWaitingList: true });
    c.use();
    await rsvpToEvent(later, person(c));

    // The scheduled job sends what is due, and a second run sends nothing again.
    const reminders = () => SCHEDULED_JOBS['event-reminders'].run(localTrustedServices(server.engine));
    expect((await reminders()).reminded).toBeGreaterThanOrEqual(1);
    expect(await reminders()).toMatchObject({ reminded: 0 });
    const remindersOf = async (who: Actor) => {
      who.use();
      return (await listNotifications(who.uid)).items.filter((n) => n.title.startsWith('Tomorrow: '));
    };
    expect(await remindersOf(a)).toEqual([
      expect.objectContaining({
        kind: 'event-reminder',
        title: 'Tomorrow: Portfolio clinic',
        link: '/talent-dashboard/events',
      }),
    ]);
    expect(await remindersOf(b)).toEqual([]);
    expect(await remindersOf(c)).toEqual([]);
  });
});

describe('cancel-rsvp refusals', () => {
  it('refuses a malformed payload, an unknown event and a caller without an RSVP', async () => {
    const id = await published();
    const t = await signUpTalent(server);
    // @ts-expect-error the contract requires eventId; the route refuses its absence too
    await expect(t.backend.callTrusted('cancel-rsvp', {})).rejects.toMatchObject({ code: 'invalid-argument' });
    await expect(t.backend.callTrusted('cancel-rsvp', { eventId: 'no-such-event' })).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(t.backend.callTrusted('cancel-rsvp', { eventId: id })).rejects.toMatchObject({
      code: 'not-found',
      message: 'You have no RSVP to this event.',
    });
    expect(await counts(id)).toEqual({ going: 0, waiting: 0 });
  });
});

describe('csv', () => {
  it('quotes commas, quotes and line breaks and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(rsvpsToCsv([])).toBe('Name,Email,Status,RSVPed at (UTC),RSVPed by\r\n');
  });
});
