/**
 * The backend contract (tests/backend/contract) against the browser's Firebase-mode backend before its SDK has
 * loaded (services/backend/firebase/boot-backend.ts): every user and second browser starts from a persisted
 * session, reads over REST, and loads the SDK on its first write or 100 ms after its first data. Same emulators
 * and rules as firebase-contract.test.ts:
 *   node scripts/with-auth-emulator.mjs npx vitest run --project node tests/backend/firebase-boot-contract.test.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getAdminFirestore } from '@/server/firebase-admin';
import type { Backend } from '@/services/backend/types';
import {
  bootEmulatorsAvailable,
  disposeBootBackends,
  emulatorBootBackend,
  emulatorSession,
} from '../helpers/firebase-boot';
import { disposeEmulatorBackends, emulatorBackend, loadFirestoreRules } from '../helpers/firebase-emulators';
import { rulesWithContractScratch } from '../helpers/contract-scratch';
import type { ContractFactory, ContractUser } from './contract/env';
import { runBackendContract } from './contract/run-contract';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const canRun = bootEmulatorsAvailable('firebase boot contract tests');

const PASSWORD = 'contract-password';
const SDK_DELAY_MS = 100;

const bootFactory: ContractFactory = async () => {
  await loadFirestoreRules(
    rulesWithContractScratch(readFileSync(path.resolve(__dirname, '../../firestore.rules'), 'utf8')),
  );
  let n = 0;
  const boot = async (email: string): Promise<Backend> =>
    emulatorBootBackend(await emulatorSession(email, PASSWORD), PASSWORD, SDK_DELAY_MS).backend;
  return {
    enforcesIndexes: false,
    async newUser(): Promise<ContractUser> {
      const email = `boot-${++n}-${Date.now()}@contract.test`;
      const user = await emulatorBackend().auth.signUp(email, PASSWORD);
      return { backend: await boot(email), uid: user.uid, email: user.email };
    },
    async verifyCompany(uid) {
      await getAdminFirestore().doc(`companies/${uid}`).update({ verification: 'verified' });
    },
    otherBrowser: (user) => boot(user.email),
    async cleanup() {
      await disposeBootBackends();
      await disposeEmulatorBackends();
    },
  };
};

if (canRun) runBackendContract('firebase boot (emulators)', bootFactory);
else describe.skip('backend contract: firebase boot (emulators)', () => it.skip('needs the emulators'));
