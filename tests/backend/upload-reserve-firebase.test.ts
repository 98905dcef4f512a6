/** The upload quota's operation on admin Firestore (Firestore emulator; tests/helpers/upload-reserve-cases.ts). */
import { firebaseTrustedServices } from '@/server/trusted/firebase-services';
import { uploadReserveCases } from '../helpers/upload-reserve-cases';
import { disposeEmulatorBackends, requireEmulator } from '../helpers/firebase-emulators';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const withFirestore = requireEmulator(
  'the upload quota on admin Firestore',
  'FIRESTORE_EMULATOR_HOST',
  'start the Firestore emulator and set FIRESTORE_EMULATOR_HOST=127.0.0.1:<port>',
);

afterAll(async () => {
  await disposeEmulatorBackends();
});

describe.skipIf(!withFirestore)('upload-reserve (Firestore emulator)', () => {
  uploadReserveCases(() => ({ services: firebaseTrustedServices }));
});
