/**
 * Runs one set of scenarios on the trusted operations' documents of both engines: a local engine opened for the
 * file, and admin Firestore on the emulator (skipped, with its reason, when the emulator is not there).
 */
import { localTrustedServices } from '@/server/app/local-trusted-services';
import { getAdminFirestore } from '@/server/firebase-admin';
import type { LocalEngine } from '@/server/local/engine';
import { adminDocuments } from '@/server/trusted/firebase-documents';
import type { TrustedServices } from '@/server/trusted/types';
import { disposeEmulatorBackends, requireEmulator } from './firebase-emulators';
import { openTestEngine } from './local-server';

type Docs = TrustedServices['docs'];

/** `what` names the scenarios ("interview steps"); `scenarios` is called once per engine with its documents. */
export function onBothEngines(what: string, scenarios: (name: string, openDocs: () => Promise<Docs>) => void) {
  let engine: LocalEngine | null = null;
  afterAll(async () => {
    await engine?.close();
    await disposeEmulatorBackends();
  });

  scenarios(`${what} on the local engine`, async () => {
    engine = await openTestEngine();
    return localTrustedServices(engine).docs;
  });

  const withFirestore = requireEmulator(
    `${what} on admin Firestore`,
    'FIRESTORE_EMULATOR_HOST',
    'run under node scripts/with-auth-emulator.mjs',
  );
  describe.skipIf(!withFirestore)('on the Firestore emulator', () => {
    scenarios(`${what} on firebase-admin`, async () => adminDocuments(getAdminFirestore()));
  });
}
