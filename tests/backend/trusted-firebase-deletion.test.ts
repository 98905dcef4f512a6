/**
 * delete-account in Firebase mode (Auth + Firestore emulators, firestore.rules loaded): the account is disabled
 * and tombstoned before anything goes, so its still-valid ID token (the Firestore rules do not see a revocation)
 * cannot write its profile or card back; conversations keep the thread but show "Deleted user" without contact;
 * RSVPs, notifications and inbox go.
 */
import { readFileSync } from 'node:fs';
import { deleteAccount } from '@/server/trusted/delete-account';
import { adminDocuments } from '@/server/trusted/firebase-documents';
import { firebaseTrustedServices } from '@/server/trusted/firebase-services';
import { getAdminAuth, getAdminFirestore } from '@/server/firebase-admin';
import { cardFromTalentData } from '@/services/converters/talent-card-converter';
import { newTalentDoc } from '@/services/converters/talent-converter';
import {
  disposeEmulatorBackends,
  emulatorBackend,
  loadFirestoreRules,
  requireEmulator,
} from '../helpers/firebase-emulators';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const RUN = `${process.pid}-${Date.now()}`;
const withBoth =
  requireEmulator(
    'delete-account on admin Firestore',
    'FIRESTORE_EMULATOR_HOST',
    'run under node scripts/with-auth-emulator.mjs',
  ) &&
  requireEmulator(
    'delete-account on the Auth emulator',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'run under node scripts/with-auth-emulator.mjs',
  );

afterAll(async () => {
  await disposeEmulatorBackends();
});

async function signedInTalent(name: string) {
  const email = `${name}-${RUN}@deletion.test`.toLowerCase();
  const { uid } = await getAdminAuth().createUser({ email, password: 'password-123' });
  const backend = emulatorBackend();
  await backend.auth.signIn(email, 'password-123');
  const talentDoc = newTalentDoc({
    id: uid,
    email,
    name: 'Private Person',
    role: 'Web Developer',
    skills: [{ skill: 'React' }],
  });
  const signUp = () =>
    backend.docs.batch([
      { type: 'set', path: `students/${uid}`, data: talentDoc },
      { type: 'set', path: `talentCards/${uid}`, data: cardFromTalentData(talentDoc) },
    ]);
  return { uid, email, backend, signUp };
}

const ctxOf = (uid: string, email: string) => ({
  ...firebaseTrustedServices(),
  deleteFiles: async () => 0,
  copyFile: async () => null,
  listFiles: async () => [],
  readFile: async () => null,
  saveFile: async () => undefined,
  listAccounts: async () => ({ accounts: [], next: null }),
  caller: { uid, email, authTime: Date.now() },
});

describe.skipIf(!withBoth)('delete-account on firebase-admin (emulators)', () => {
  beforeAll(async () => {
    await loadFirestoreRules(readFileSync('firestore.rules', 'utf8'));
  });

  it('disables the account and tombstones it first: its still-valid token cannot write its profile or card back', async () => {
    const talent = await signedInTalent('ghost');
    await talent.signUp();
    const docs = adminDocuments(getAdminFirestore());
    let disabledBeforeDocsWent = false;
    const services = ctxOf(talent.uid, talent.email);
    const ctx = {
      ...services,
      async setUserDisabled(uid: string, disabled: boolean, reason?: string) {
        await services.setUserDisabled(uid, disabled, reason);
        if (disabled)
          disabledBeforeDocsWent =
            (await docs.get(`students/${uid}`)).exists && (await getAdminAuth().getUser(uid)).disabled;
      },
    };
    expect(await deleteAccount(ctx, { confirm: 'DELETE' })).toMatchObject({ role: 'talent' });
    expect(disabledBeforeDocsWent).toBe(true);
    expect((await docs.get(`deletedAccounts/${talent.uid}`)).data).toMatchObject({ deletedAt: expect.any(Date) });
    // The client still holds an ID token the rules accept until it expires: the tombstone refuses the re-creation.
    await expect(talent.signUp()).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await docs.get(`students/${talent.uid}`)).exists).toBe(false);
    expect((await docs.get(`talentCards/${talent.uid}`)).exists).toBe(false);
  });

  it('keeps the thread for the other party as "Deleted user" and removes contact, attachments, RSVPs, notifications and inbox', async () => {
    const talent = await signedInTalent('leaver');
    const uid = talent.uid;
    const docs = adminDocuments(getAdminFirestore());
    const other = `company-${RUN}`;
    const convId = [other, uid].sort().join('_');
    await docs.set(`conversations/${convId}`, {
      id: convId,
      participants: [other, uid].sort(),
      people: {
        [other]: { name: 'Co', role: 'company' },
        [uid]: { name: 'Private Person', role: 'talent', avatar: 'https://x.test/me.png' },
      },
      status: 'active',
      blockedBy: [],
      unread: {},
      seenAt: {},
      lastMessage: null,
      contact: { email: talent.email, phone: '+1 555 0100' },
    });
    await docs.set(`conversations/${convId}/messages/m1`, {
      by: uid,
      text: 'My CV',
      sentAt: new Date(),
      attachment: { url: 'https://x.test/cv.pdf', name: 'Private_CV.pdf', contentType: 'application/pdf' },
    });
    const eventId = `deletion-${RUN}`;
    const soon = Date.now() + 86_400_000;
    await docs.set(`events/${eventId}`, {
      title: 'Talk',
      description: '',
      startsAt: new Date(soon),
      endsAt: new Date(soon + 3_600_000),
      timeZone: 'UTC',
      mode: 'online',
      link: 'https://meet.example.test/x',
      audience: 'talents',
      capacity: 5,
      status: 'published',
      goingCount: 1,
      waitingCount: 0,
      forTalents: true,
      forCompanies: false,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    await docs.set(`events/${eventId}/rsvps/${uid}`, {
      uid,
      name: 'Private Person',
      email: talent.email,
      status: 'going',
      createdAt: new Date(),
    });
    await docs.set(`notifications/n-${RUN}`, {
      userId: uid,
      kind: 'announcement',
      title: 'Hi',
      body: 'Hi',
      link: '/',
      read: false,
      createdAt: new Date(),
    });
    await docs.set(`inboxes/${uid}`, { unreadNotifications: 1 });

    await deleteAccount(ctxOf(uid, talent.email), { confirm: 'DELETE' });

    const conversation = (await docs.get(`conversations/${convId}`)).data!;
    expect(conversation.people).toEqual({
      [other]: { name: 'Co', role: 'company' },
      [uid]: { name: 'Deleted user', role: 'talent' },
    });
    expect(conversation).not.toHaveProperty('contact');
    const message = (await docs.get(`conversations/${convId}/messages/m1`)).data!;
    expect(message).toMatchObject({ text: 'My CV' });
    expect(message).not.toHaveProperty('attachment');
    expect((await docs.get(`events/${eventId}/rsvps/${uid}`)).exists).toBe(false);
    expect((await docs.get(`events/${eventId}`)).data).toMatchObject({ goingCount: 0 });
    expect((await docs.get(`notifications/n-${RUN}`)).exists).toBe(false);
    expect((await docs.get(`inboxes/${uid}`)).exists).toBe(false);
    await expect(getAdminAuth().getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});
