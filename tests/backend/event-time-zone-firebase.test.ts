/**
 * The event notices on admin Firestore (Firestore emulator) for an event whose stored time zone is no real zone:
 * reminders, the promotion notice and the cancellation notices finish and say the time in UTC, as on the local
 * engine (tests/services/event-time-zone.test.ts).
 */
import { cancelRsvp } from '@/server/trusted/cancel-rsvp';
import { eventCancelledNotify, sendEventReminders } from '@/server/trusted/event-notices';
import { adminDocuments } from '@/server/trusted/firebase-documents';
import { getAdminFirestore } from '@/server/firebase-admin';
import { disposeEmulatorBackends, requireEmulator } from '../helpers/firebase-emulators';
import { trustedContext } from '../helpers/trusted-context';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const withFirestore = requireEmulator(
  'event notices with a bad time zone on admin Firestore',
  'FIRESTORE_EMULATOR_HOST',
  'start the Firestore emulator and set FIRESTORE_EMULATOR_HOST=127.0.0.1:<port>',
);

afterAll(async () => {
  await disposeEmulatorBackends();
});

describe.skipIf(!withFirestore)('event notices with a made-up stored time zone (Firestore emulator)', () => {
  it('remind, promote and announce the cancellation in UTC instead of failing', async () => {
    const docs = adminDocuments(getAdminFirestore());
    const run = `zone-${process.pid}-${Date.now()}`;
    const id = `event-${run}`;
    const [a, b, admin] = [`a-${run}`, `b-${run}`, `admin-${run}`];
    const soon = Date.now() + 2 * 3_600_000;
    for (const uid of [a, b])
      await docs.set(`students/${uid}`, { id: uid, name: uid, email: `${uid}@x.test`, role: 'Web Developer' });
    await docs.set(`admin/${admin}`, { id: admin, name: 'Admin', email: `${admin}@x.test` });
    await docs.set(`events/${id}`, {
      title: 'Zone talk',
      description: '',
      startsAt: new Date(soon),
      endsAt: new Date(soon + 3_600_000),
      timeZone: 'Mars/Olympus_Mons',
      mode: 'online',
      link: 'https://meet.example.test/x',
      audience: 'talents',
      capacity: 1,
      status: 'published',
      goingCount: 1,
      waitingCount: 1,
      forTalents: true,
      forCompanies: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await docs.set(`events/${id}/rsvps/${a}`, {
      uid: a,
      name: a,
      email: `${a}@x.test`,
      status: 'going',
      createdAt: new Date(1000),
    });
    await docs.set(`events/${id}/rsvps/${b}`, {
      uid: b,
      name: b,
      email: `${b}@x.test`,
      status: 'waiting',
      createdAt: new Date(2000),
    });
    const ctx = (uid: string) => trustedContext(uid, { docs });
    const body = async (noticeId: string) => String((await docs.get(`notifications/${noticeId}`)).data?.body);

    await sendEventReminders(ctx(a), Date.now());
    expect(await body(`event-reminder-${id}-${a}`)).toMatch(/ UTC\. You are going\.$/);

    expect(await cancelRsvp(ctx(a), { eventId: id })).toEqual({ promoted: b });
    expect(await body(`event-seat-${id}-${b}`)).toMatch(/ UTC\.$/);

    await docs.update(`events/${id}`, { status: 'cancelled' });
    expect(await eventCancelledNotify(ctx(admin), { eventId: id })).toEqual({ notified: 1 });
    expect(await body(`event-cancelled-${id}-${b}`)).toMatch(/ UTC\) has been cancelled\.$/);
  });
});
