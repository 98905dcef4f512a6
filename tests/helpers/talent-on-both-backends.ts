/**
 * Runs a suite's scenarios with fresh talents on both engines: the local backend over HTTP (its policy) and, when
 * the Auth and Firestore emulators are up, the Firebase adapter (firestore.rules), each talent with its
 * `students/{uid}` document. Stops the server and the emulator clients after the file.
 */
import { getAdminFirestore } from '@/server/firebase-admin';
import { adminDocuments } from '@/server/trusted/firebase-documents';
import type { Backend } from '@/services/backend/types';
import { signUpTalent } from '../services/job-fixtures';
import { startServer, stopServer, type LocalServer } from '../services/service-env';
import { disposeEmulatorBackends, emulatorBackend, requireEmulator } from './firebase-emulators';

export interface Talent {
  uid: string;
  backend: Backend;
}

export function onBothBackends(
  subject: string,
  scenarios: (name: string, talent: () => Promise<Talent>) => void,
): void {
  let server: LocalServer | undefined;
  afterAll(async () => {
    await stopServer(server);
    await disposeEmulatorBackends();
  });

  scenarios(`${subject} on the local backend`, async () => {
    server ??= await startServer();
    return signUpTalent(server);
  });

  const suite = `${subject} on the Firebase adapter`;
  const withEmulators =
    requireEmulator(suite, 'FIRESTORE_EMULATOR_HOST', 'needs the Firestore emulator, Java 21') &&
    requireEmulator(suite, 'FIREBASE_AUTH_EMULATOR_HOST', 'needs the Auth emulator');
  const run = `${process.pid}x${Date.now().toString(36)}`;
  let seq = 0;
  describe.skipIf(!withEmulators)('Firebase', () => {
    scenarios(suite, async () => {
      const backend = emulatorBackend();
      const email = `talent-${run}-${++seq}@both-backends.test`;
      const { uid } = await backend.auth.signUp(email, 'password-123');
      await adminDocuments(getAdminFirestore()).set(`students/${uid}`, {
        id: uid,
        email,
        name: 'Talent',
        availability: true,
        timestamp: new Date(),
        new: true,
        role: 'Web Developer',
        skills: [],
      });
      return { uid, backend };
    });
  });
}
