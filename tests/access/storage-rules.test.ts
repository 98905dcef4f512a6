/**
 * storage.rules against STORAGE_CASES (the same table the local file store's policy runs), on the Storage emulator:
 *   FIREBASE_STORAGE_EMULATOR_HOST=127.0.0.1:9199 npx vitest run --project node tests/access/storage-rules.test.ts
 * Each case: an empty bucket holding the file the case downloads or deletes (put with rules disabled), the case's
 * documents in the Firestore emulator (storage.rules reads them), then the operation as the case's actor, expecting
 * success or `storage/unauthorized`. This project's machines have no Storage emulator: it is skipped there.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { EMULATOR_PROJECT_ID, requireEmulator } from '../helpers/firebase-emulators';
import { ACTORS, type Actor } from './cases';
import { STORAGE_CASES, storageSeed, type StorageCase } from './storage-cases';

const RULES_FILE = path.resolve(__dirname, '../../storage.rules');
const FIRESTORE_RULES_FILE = path.resolve(__dirname, '../../firestore.rules');
const EXISTING = { contentType: 'image/png', bytes: new Uint8Array([137, 80, 78, 71]) };

const canRun = requireEmulator(
  'storage rules tests',
  'FIREBASE_STORAGE_EMULATOR_HOST',
  'needs the Storage emulator, Java 21 for its rules runtime',
);

describe.skipIf(!canRun)('storage.rules on the emulator: the storage access-case table', { timeout: 60_000 }, () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    const [host, port] = process.env.FIREBASE_STORAGE_EMULATOR_HOST!.split(':');
    // storage.rules reads Firestore (memberships, standings, cards, applications, reservations): its emulator too.
    const [firestoreHost, firestorePort] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
    env = await initializeTestEnvironment({
      // The file's own project: clearFirestore() below empties it while other files use theirs.
      projectId: EMULATOR_PROJECT_ID,
      storage: { rules: readFileSync(RULES_FILE, 'utf8'), host, port: Number(port) },
      firestore: {
        rules: readFileSync(FIRESTORE_RULES_FILE, 'utf8'),
        host: firestoreHost,
        port: Number(firestorePort),
      },
    });
  }, 60_000);

  afterAll(async () => {
    await env?.cleanup();
  });

  function contextFor(actor: Actor): RulesTestContext {
    if (actor === 'anonymous') return env.unauthenticatedContext();
    const { uid, email, emailVerified, secondFactor } = ACTORS[actor];
    const firebase = { sign_in_provider: 'password', ...(secondFactor ? { sign_in_second_factor: 'totp' } : {}) };
    return env.authenticatedContext(uid, { email, email_verified: emailVerified, firebase } as never);
  }

  async function seed(testCase: StorageCase) {
    const { op } = testCase;
    await env.clearStorage();
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      for (const [docPath, data] of Object.entries(storageSeed(testCase))) {
        if (data !== null) await context.firestore().doc(docPath).set(data);
      }
    });
    if (op.type === 'upload') return;
    await env.withSecurityRulesDisabled(async (context) => {
      await context.storage().ref(op.path).put(EXISTING.bytes, { contentType: EXISTING.contentType });
    });
  }

  async function run(context: RulesTestContext, op: StorageCase['op']): Promise<unknown> {
    const file = context.storage().ref(op.path);
    switch (op.type) {
      case 'upload':
        return file.put(new Uint8Array(op.size), { contentType: op.contentType });
      case 'download':
        return file.getMetadata();
      case 'delete':
        return file.delete();
    }
  }

  it.each(STORAGE_CASES.map((c) => [c.name, c] as const))('%s', async (_name, testCase) => {
    await seed(testCase);
    const attempt = run(contextFor(testCase.actor), testCase.op);
    if (testCase.expect === 'allow') {
      await assertSucceeds(attempt);
    } else {
      const error = await assertFails(attempt);
      expect(error.code).toBe('storage/unauthorized');
    }
  });
});
