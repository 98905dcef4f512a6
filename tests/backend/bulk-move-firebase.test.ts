/**
 * The trusted bulk move on admin Firestore (Firestore emulator): the same cases as on the local engine
 * (tests/helpers/bulk-move-cases.ts), where the Admin SDK's transaction, `deleteField` and batches apply them.
 */
import { firebaseTrustedServices } from '@/server/trusted/firebase-services';
import { disposeEmulatorBackends, requireEmulator } from '../helpers/firebase-emulators';
import { bulkMoveCases } from '../helpers/bulk-move-cases';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const withFirestore = requireEmulator(
  'the bulk move on admin Firestore',
  'FIRESTORE_EMULATOR_HOST',
  'start the Firestore emulator and set FIRESTORE_EMULATOR_HOST=127.0.0.1:<port>',
);

afterAll(async () => {
  await disposeEmulatorBackends();
});

describe.skipIf(!withFirestore)('applications-move (Firestore emulator)', () => {
  bulkMoveCases(() => ({ services: firebaseTrustedServices, engine: 'Firestore emulator' }));
});
