/**
 * Check-then-write trusted operations called many times at once on admin Firestore (Firestore emulator): each runs
 * in a transaction, so a quota, one attempt, one review outcome and one suspension hold (tests/helpers/trusted-concurrency.ts).
 * Also the bulk move's all-or-nothing cases and its reads and writes for 50 applicants (tests/helpers/bulk-move-cases.ts).
 */
import { firebaseTrustedServices } from '@/server/trusted/firebase-services';
import { disposeEmulatorBackends, requireEmulator } from '../helpers/firebase-emulators';
import { trustedConcurrencyCases } from '../helpers/trusted-concurrency';
import { bulkMoveCases } from '../helpers/bulk-move-cases';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const withFirestore = requireEmulator(
  'trusted operations at once on admin Firestore',
  'FIRESTORE_EMULATOR_HOST',
  'start the Firestore emulator and set FIRESTORE_EMULATOR_HOST=127.0.0.1:<port>',
);

afterAll(async () => {
  await disposeEmulatorBackends();
});

describe.skipIf(!withFirestore)('trusted operations called at once (Firestore emulator)', () => {
  trustedConcurrencyCases(() => ({ services: firebaseTrustedServices }));
});

describe.skipIf(!withFirestore)('applications-move, all or nothing (Firestore emulator)', () => {
  bulkMoveCases(() => ({ services: firebaseTrustedServices, engine: 'Firestore emulator' }));
});
