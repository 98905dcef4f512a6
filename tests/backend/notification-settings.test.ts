/**
 * Notification settings through the services and the backend port, on both engines: the local backend over HTTP
 * (its policy) and the Firebase adapter against the Auth and Firestore emulators (firestore.rules). A talent and a
 * company save theirs and read them back; nobody else reads or writes them; a kind of the other role or an unknown
 * choice is refused before anything is written.
 */
import { getAdminFirestore } from '@/server/firebase-admin';
import { adminDocuments } from '@/server/trusted/firebase-documents';
import { getNotificationSettings, saveNotificationSettings } from '@/services/account/notification-settings';
import { setBackend as pointServicesAt } from '@/services/backend/backend';
import type { Backend } from '@/services/backend/types';
import { disposeEmulatorBackends, emulatorBackend, requireEmulator } from '../helpers/firebase-emulators';
import { signUpCompany, signUpTalent } from '../services/job-fixtures';
import { startServer, stopServer, type LocalServer } from '../services/service-env';
import { founderMemberDoc } from '@/services/converters/company-member-doc';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

interface Account {
  uid: string;
  backend: Backend;
}

function scenarios(name: string, account: (role: 'talent' | 'company') => Promise<Account>) {
  describe(name, () => {
    it('a talent has none stored at first, saves every kind it receives and reads them back', async () => {
      const a = await account('talent');
      pointServicesAt(a.backend);
      expect(await getNotificationSettings(a.uid)).toEqual({});
      const all = {
        applications: 'app',
        messages: 'off',
        interviews: 'app-email',
        events: 'app',
        'job-alerts': 'off',
        'saved-jobs': 'app-email',
        assessments: 'app',
        announcements: 'off',
      } as const;
      await saveNotificationSettings(a.uid, all);
      expect(await getNotificationSettings(a.uid)).toEqual(all);
      await saveNotificationSettings(a.uid, { ...all, messages: 'app-email' });
      expect((await getNotificationSettings(a.uid)).messages).toBe('app-email');
    });

    it('a company saves its kinds; a talent-only kind is refused by the store', async () => {
      const c = await account('company');
      pointServicesAt(c.backend);
      await saveNotificationSettings(c.uid, {
        applications: 'app',
        messages: 'app-email',
        interviews: 'off',
        events: 'off',
        announcements: 'app',
      });
      expect(await getNotificationSettings(c.uid)).toMatchObject({ applications: 'app', interviews: 'off' });
      await expect(saveNotificationSettings(c.uid, { 'job-alerts': 'off' })).rejects.toMatchObject({
        code: 'permission-denied',
      });
    });

    it('refuses an unknown choice before writing, and another account cannot read or write them', async () => {
      const [a, b] = [await account('talent'), await account('talent')];
      pointServicesAt(a.backend);
      await saveNotificationSettings(a.uid, { messages: 'off' });
      await expect(saveNotificationSettings(a.uid, { messages: 'email' } as never)).rejects.toMatchObject({
        code: 'invalid-argument',
        field: 'messages',
      });
      pointServicesAt(b.backend);
      await expect(getNotificationSettings(a.uid)).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(saveNotificationSettings(a.uid, { messages: 'app-email' })).rejects.toMatchObject({
        code: 'permission-denied',
      });
    });
  });
}

let server: LocalServer | undefined;
afterAll(async () => {
  await stopServer(server);
  await disposeEmulatorBackends();
});

scenarios('notification settings on the local backend', async (role) => {
  server ??= await startServer();
  return role === 'talent' ? signUpTalent(server) : signUpCompany(server);
});

const withEmulators =
  requireEmulator(
    'notification settings on the Firebase adapter',
    'FIRESTORE_EMULATOR_HOST',
    'needs the Firestore emulator, Java 21',
  ) &&
  requireEmulator(
    'notification settings on the Firebase adapter',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'needs the Auth emulator',
  );
const RUN = `${process.pid}x${Date.now().toString(36)}`;
let seq = 0;
describe.skipIf(!withEmulators)('Firebase', () => {
  scenarios('notification settings on the Firebase adapter', async (role) => {
    const backend = emulatorBackend();
    const email = `settings-${RUN}-${++seq}@saved.test`;
    const { uid } = await backend.auth.signUp(email, 'password-123');
    const docs = adminDocuments(getAdminFirestore());
    if (role === 'talent')
      await docs.set(`students/${uid}`, {
        id: uid,
        email,
        name: 'Settler',
        availability: true,
        timestamp: new Date(),
        new: true,
        role: 'Web Developer',
        skills: [],
      });
    else {
      await docs.set(`companies/${uid}`, {
        id: uid,
        name: 'Settle Co',
        timestamp: new Date(),
        new: true,
        verification: 'verified',
      });
      // Its founding owner, as the sign-up writes it: a company's settings are its members'.
      await docs.set(`companyMembers/${uid}`, founderMemberDoc(uid, 'Settle Co', email, new Date()));
    }
    return { uid, backend };
  });
});
