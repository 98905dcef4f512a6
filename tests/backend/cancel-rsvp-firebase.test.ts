/**
 * The cancel-rsvp trusted operation on admin Firestore (Firestore emulator): its batch (precondition update, delete
 * and promotion) commits there as on the local engine, and a second cancel fails instead of decrementing again.
 */
import { cancelRsvp } from '@/server/trusted/cancel-rsvp';
import { adminDocuments } from '@/server/trusted/firebase-documents';
import { getAdminFirestore } from '@/server/firebase-admin';
import { disposeEmulatorBackends, requireEmulator } from '../helpers/firebase-emulators';
import { trustedContext } from '../helpers/trusted-context';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const withFirestore = requireEmulator(
  'cancel-rsvp on admin Firestore',
  'FIRESTORE_EMULATOR_HOST',
  'start the Firestore emulator and set FIRESTORE_EMULATOR_HOST=127.0.0.1:<port>',
);

afterAll(async () => {
  await disposeEmulatorBackends();
});

describe.skipIf(!withFirestore)('cancel-rsvp (Firestore emulator)', () => {
  it('moves the earliest waiting person in, in one batch, and refuses a second cancel', async () => {
    const docs = adminDocuments(getAdminFirestore());
    const id = `cancel-rsvp-${process.pid}-${Date.now()}`;
    const soon = Date.now() + 86_400_000;
    await docs.set(`events/${id}`, {
      title: 'Talk',
      description: '',
      startsAt: new Date(soon),
      endsAt: new Date(soon + 3_600_000),
      timeZone: 'UTC',
      mode: 'online',
      link: 'https://meet.example.test/x',
      audience: 'talents',
      capacity: 1,
      status: 'published',
      goingCount: 1,
      waitingCount: 2,
      forTalents: true,
      forCompanies: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    const rsvp = (uid: string, status: string, at: number) =>
      docs.set(`events/${id}/rsvps/${uid}`, {
        uid,
        name: uid,
        email: `${uid}@x.test`,
        status,
        createdAt: new Date(at),
      });
    await rsvp('a', 'going', 1000);
    await rsvp('c', 'waiting', 3000);
    await rsvp('b', 'waiting', 2000);
    const ctx = (uid: string) => trustedContext(uid, { docs });

    expect(await cancelRsvp(ctx('a'), { eventId: id })).toEqual({ promoted: 'b' });
    expect((await docs.get(`events/${id}/rsvps/a`)).exists).toBe(false);
    expect((await docs.get(`events/${id}/rsvps/b`)).data).toMatchObject({ status: 'going' });
    expect((await docs.get(`events/${id}`)).data).toMatchObject({ goingCount: 1, waitingCount: 1 });
    await expect(cancelRsvp(ctx('a'), { eventId: id })).rejects.toMatchObject({ code: 'not-found' });
    expect((await docs.get(`events/${id}`)).data).toMatchObject({ goingCount: 1, waitingCount: 1 });
  });
});
