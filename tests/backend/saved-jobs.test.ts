/**
 * Saved jobs through the services and the backend port, on both engines: the local backend over HTTP (its policy)
 * and the Firebase adapter against the Auth and Firestore emulators (firestore.rules). A talent saves, pages
 * through and unsaves its bookmarks; another talent cannot read them.
 */
import { getAdminFirestore } from '@/server/firebase-admin';
import { adminDocuments } from '@/server/trusted/firebase-documents';
import { setBackend as pointServicesAt } from '@/services/backend/backend';
import type { Backend } from '@/services/backend/types';
import { listSavedJobIds, listSavedJobs, saveJob, unsaveJob } from '@/services/jobs/saved-jobs';
import { disposeEmulatorBackends, emulatorBackend, requireEmulator } from '../helpers/firebase-emulators';
import { signUpTalent } from '../services/job-fixtures';
import { startServer, stopServer, type LocalServer } from '../services/service-env';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

const RUN = `${process.pid}x${Date.now().toString(36)}`;

interface Talent {
  uid: string;
  backend: Backend;
}

function scenarios(name: string, talent: () => Promise<Talent>) {
  describe(name, () => {
    it('a talent saves jobs, pages through them newest first, and unsaves one', async () => {
      const a = await talent();
      pointServicesAt(a.backend);
      const jobIds = Array.from({ length: 21 }, (_, i) => `job${RUN}n${i}`);
      for (const [i, id] of jobIds.entries()) await saveJob(a.uid, { id, title: `Job ${i}`, companyName: 'Acme' });

      expect(new Set(await listSavedJobIds(a.uid))).toEqual(new Set(jobIds));
      const first = await listSavedJobs(a.uid);
      expect(first.items).toHaveLength(20);
      expect(first.items[0]).toMatchObject({ talentId: a.uid, jobId: jobIds[20], jobTitle: 'Job 20', companyName: 'Acme', savedAt: expect.any(Number) });
      expect(first.nextCursor).not.toBeNull();
      const second = await listSavedJobs(a.uid, first.nextCursor!);
      expect(second).toMatchObject({ items: [expect.objectContaining({ jobId: jobIds[0] })], nextCursor: null });

      await unsaveJob(a.uid, jobIds[0]);
      expect(await listSavedJobIds(a.uid)).toHaveLength(20);
    });

    it("another talent can neither list nor remove a talent's saved jobs", async () => {
      const a = await talent();
      const b = await talent();
      pointServicesAt(a.backend);
      await saveJob(a.uid, { id: `job${RUN}x`, title: 'Private', companyName: 'Acme' });
      pointServicesAt(b.backend);
      await expect(listSavedJobIds(a.uid)).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(unsaveJob(a.uid, `job${RUN}x`)).rejects.toMatchObject({ code: 'permission-denied' });
      expect(await listSavedJobIds(b.uid)).toEqual([]);
    });
  });
}

let server: LocalServer | undefined;
afterAll(async () => {
  await stopServer(server);
  await disposeEmulatorBackends();
});

scenarios('saved jobs on the local backend', async () => {
  server ??= await startServer();
  return signUpTalent(server);
});

const withEmulators =
  requireEmulator('saved jobs on the Firebase adapter', 'FIRESTORE_EMULATOR_HOST', 'needs the Firestore emulator, Java 21') &&
  requireEmulator('saved jobs on the Firebase adapter', 'FIREBASE_AUTH_EMULATOR_HOST', 'needs the Auth emulator');
let seq = 0;
describe.skipIf(!withEmulators)('Firebase', () => {
  scenarios('saved jobs on the Firebase adapter', async () => {
    const backend = emulatorBackend();
    const email = `saved-${RUN}-${++seq}@saved.test`;
    const { uid } = await backend.auth.signUp(email, 'password-123');
    await adminDocuments(getAdminFirestore()).set(`students/${uid}`, { id: uid, email, name: 'Saver', availability: true, timestamp: new Date(), new: true, role: 'Web Developer', skills: [] });
    return { uid, backend };
  });
});
