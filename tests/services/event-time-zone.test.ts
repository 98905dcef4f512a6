/**
 * An event whose stored time zone is no real zone (written before zones were checked): the scheduled reminders,
 * promotion and cancellation notices answer as usual and say the time in UTC, on the local backend's HTTP surface.
 * The same operations on admin Firestore: tests/backend/event-time-zone-firebase.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendEventReminders } from '@/server/trusted/event-notices';
import { localTrustedServices } from '@/server/app/local-trusted-services';
import { cancelEvent, createEvent, listMemberEvents } from '@/services/events/events';
import { listNotifications } from '@/services/messaging/notifications';
import { cancelRsvp, rsvpToEvent } from '@/services/events/rsvps';
import { ValidationError } from '@/services/errors';
import { signUpTalent } from './job-fixtures';
import {
  makeAdmin,
  putDoc,
  rawDoc,
  signUpActor,
  startServer,
  stopServer,
  type Actor,
  type LocalServer,
} from './service-env';

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

const input = (timeZone: string) => ({
  title: 'Zone talk',
  description: '',
  startsAt: Date.now() + 2 * HOUR,
  endsAt: Date.now() + 3 * HOUR,
  timeZone,
  mode: 'online' as const,
  link: 'https://meet.example.test/zone',
  audience: 'talents' as const,
  capacity: 1,
});

describe('an event with a made-up stored time zone', () => {
  it('the event form refuses a made-up zone before anything is written', async () => {
    admin.use();
    await expect(createEvent(input('Mars/Olympus_Mons'), 'published')).rejects.toBeInstanceOf(ValidationError);
  });

  it('lists in UTC, and its reminders, promotion and cancellation notices answer 200 with the time in UTC', async () => {
    admin.use();
    const { id } = await createEvent(input('Africa/Lagos'), 'published');
    const a = await signUpTalent(server, 'Ada Going');
    a.use();
    await rsvpToEvent(id, { name: 'Ada Going' });
    const b = await signUpTalent(server, 'Bo Waiting');
    b.use();
    await rsvpToEvent(id, { name: 'Bo Waiting' }, { joinWaitingList: true });
    await putDoc(server, `events/${id}`, { ...(await rawDoc(server, `events/${id}`)), timeZone: 'Mars/Olympus_Mons' });

    a.use();
    expect((await listMemberEvents({ role: 'talent', tab: 'upcoming' })).items.find((e) => e.id === id)).toMatchObject({
      timeZone: 'UTC',
      timeZoneUnknown: true,
    });
    // The reminders are a scheduled job: run it as the local schedule does.
    expect(await sendEventReminders(localTrustedServices(server.engine))).toMatchObject({ reminded: 1 });
    expect((await listNotifications(a.uid)).items.find((n) => n.title === 'Tomorrow: Zone talk')?.body).toMatch(
      / UTC\. You are going\.$/,
    );

    expect(await cancelRsvp(id)).toEqual({ promoted: b.uid });
    b.use();
    expect(
      (await listNotifications(b.uid)).items.find((n) => n.title === 'You have a seat at Zone talk')?.body,
    ).toMatch(/ UTC\.$/);

    admin.use();
    expect((await cancelEvent(id)).status).toBe('cancelled');
    b.use();
    expect((await listNotifications(b.uid)).items.find((n) => n.title === 'Cancelled: Zone talk')?.body).toMatch(
      / UTC\) has been cancelled\.$/,
    );
  });
});
