/** A company's team through its trusted operations on admin Firestore (Firestore emulator; tests/helpers/company-team-cases.ts). */
import { firebaseTrustedServices } from '@/server/trusted/firebase-services';
import { companyTeamCases } from '../helpers/company-team-cases';
import { disposeEmulatorBackends, requireEmulator } from '../helpers/firebase-emulators';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const withFirestore = requireEmulator(
  'company teams on admin Firestore',
  'FIRESTORE_EMULATOR_HOST',
  'start the Firestore emulator and set FIRESTORE_EMULATOR_HOST=127.0.0.1:<port>',
);

afterAll(async () => {
  await disposeEmulatorBackends();
});

describe.skipIf(!withFirestore)('company teams (Firestore emulator)', () => {
  companyTeamCases(() => ({ services: firebaseTrustedServices }));
});
