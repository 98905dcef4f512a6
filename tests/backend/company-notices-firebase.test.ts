/** What a company's team hears about its account, on admin Firestore and the Auth emulator (tests/helpers/company-notices-cases.ts). */
import { firebaseTrustedBackend, firebaseTrustedServices } from '@/server/trusted/firebase-services';
import { companyNoticesCases } from '../helpers/company-notices-cases';
import {
  clearAuthAccounts,
  disposeEmulatorBackends,
  emulatorBackend,
  latestOobCode,
  requireEmulator,
  testEmail,
} from '../helpers/firebase-emulators';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const withFirestore = requireEmulator(
  'company notices on admin Firestore',
  'FIRESTORE_EMULATOR_HOST',
  'start the Firestore emulator and set FIRESTORE_EMULATOR_HOST=127.0.0.1:<port>',
);
const withAuth = requireEmulator(
  'company notices on the Auth emulator',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'start the Auth emulator and set FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:<port>',
);

const PASSWORD = 'password-123';

afterAll(async () => {
  if (withAuth) await clearAuthAccounts();
  await disposeEmulatorBackends();
});

describe.skipIf(!withFirestore || !withAuth)('company notices (Firestore and Auth emulators)', () => {
  companyNoticesCases(() => ({
    services: firebaseTrustedServices,
    email: (local) => testEmail(local.toLowerCase()),
    signUp: async (email) => (await emulatorBackend().auth.signUp(email, PASSWORD)).uid,
    async changeEmail(email, next) {
      const backend = emulatorBackend();
      await backend.auth.signIn(email, PASSWORD);
      await backend.auth.verifyBeforeUpdateEmail(next);
      await backend.auth.applyActionCode(await latestOobCode(email, 'VERIFY_AND_CHANGE_EMAIL'));
    },
    signsIn: (email) =>
      emulatorBackend()
        .auth.signIn(email, PASSWORD)
        .then(
          () => true,
          () => false,
        ),
    async session(email) {
      const backend = emulatorBackend();
      await backend.auth.signIn(email, PASSWORD);
      return (await backend.auth.getIdToken())!;
    },
    accepted: async (token) => (await firebaseTrustedBackend().verifyToken(token)) !== null,
  }));
});
