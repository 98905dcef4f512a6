/**
 * The backend contract (tests/backend/contract) against the Firebase adapter, on the Auth and Firestore emulators,
 * with the real firestore.rules loaded (plus the suite's own scratch collection, tests/helpers/contract-scratch.ts):
 *   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 node scripts/with-auth-emulator.mjs \
 *     npx vitest run --project node tests/backend/firebase-contract.test.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getAdminFirestore } from '@/server/firebase-admin';
import type { Backend } from '@/services/backend/types';
import {
  disposeEmulatorBackends,
  emulatorBackend,
  loadFirestoreRules,
  requireEmulator,
} from '../helpers/firebase-emulators';
import { rulesWithContractScratch } from '../helpers/contract-scratch';
import type { ContractFactory, ContractUser } from './contract/env';
import { runBackendContract } from './contract/run-contract';

// The node project does not inherit the root config's timeouts; emulator round trips are slower than local ones.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const canRun =
  requireEmulator(
    'firebase adapter contract tests',
    'FIRESTORE_EMULATOR_HOST',
    'needs the Firestore emulator, Java 21',
  ) &&
  requireEmulator(
    'firebase adapter contract tests',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'needs the Auth emulator too: wrap the command in node scripts/with-auth-emulator.mjs',
  );

const PASSWORD = 'contract-password';

const firebaseFactory: ContractFactory = async () => {
  await loadFirestoreRules(
    rulesWithContractScratch(readFileSync(path.resolve(__dirname, '../../firestore.rules'), 'utf8')),
  );
  let n = 0;
  return {
    // The Firestore emulator serves queries without composite indexes; production refuses them.
    enforcesIndexes: false,
    async newUser(): Promise<ContractUser> {
      const backend = emulatorBackend();
      const email = `contract-${++n}-${Date.now()}@contract.test`;
      const user = await backend.auth.signUp(email, PASSWORD);
      return { backend, uid: user.uid, email: user.email };
    },
    async verifyCompany(uid) {
      await getAdminFirestore().doc(`companies/${uid}`).update({ verification: 'verified' });
    },
    async otherBrowser(user): Promise<Backend> {
      const backend = emulatorBackend();
      await backend.auth.signIn(user.email, PASSWORD);
      return backend;
    },
    cleanup: disposeEmulatorBackends,
  };
};

if (canRun) runBackendContract('firebase (emulators)', firebaseFactory);
else describe.skip('backend contract: firebase (emulators)', () => it.skip('needs the emulators'));
