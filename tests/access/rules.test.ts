/**
 * firestore.rules against the access-case table (the same table the local policy runs), on the Firestore emulator:
 *   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 npx vitest run --project node tests/access/rules.test.ts
 * Each case: the base documents and the case's own seeded with rules disabled (on a database emptied first, unless
 * the case before left it as seeded: tests/access/seed-delta.ts), then the operation as the case's actor through
 * the Firebase SDK, expecting success or `permission-denied`.
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
import {
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { buildQuery } from '@/services/backend/firebase/queries';
import { toFirestoreData } from '@/services/backend/firebase/values';
import { EMULATOR_PROJECT_ID, requireEmulator } from '../helpers/firebase-emulators';
import { ACTORS, DOCUMENT_CASES, type AccessCase, type Actor } from './cases';
import { RULES_EXTRA_CASES } from './rules-extra-cases';
import { checkRulesMirrorConstants } from './rules-source';
import { readsOnly, seedTracker, type SeedDelta } from './seed-delta';

const RULES_FILE = path.resolve(__dirname, '../../firestore.rules');

describe('firestore.rules source', () => {
  it('carries the same enumerations and bounds as constants/ and the schemas', () => {
    expect(checkRulesMirrorConstants(readFileSync(RULES_FILE, 'utf8'))).toEqual([]);
  });
});

const canRun = requireEmulator(
  'firestore rules tests',
  'FIRESTORE_EMULATOR_HOST',
  'needs the Firestore emulator, Java 21',
);

describe.skipIf(!canRun)('firestore.rules on the emulator: the access-case table', { timeout: 30_000 }, () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    const [host, port] = process.env.FIRESTORE_EMULATOR_HOST!.split(':');
    env = await initializeTestEnvironment({
      // The file's own project: clearFirestore() below empties it while other files use theirs.
      projectId: EMULATOR_PROJECT_ID,
      firestore: { rules: readFileSync(RULES_FILE, 'utf8'), host, port: Number(port) },
    });
  }, 60_000);

  afterAll(async () => {
    await env?.cleanup();
  });

  const firestoreOf = (context: RulesTestContext) => context.firestore() as unknown as Firestore;

  function contextFor(actor: Actor): RulesTestContext {
    if (actor === 'anonymous') return env.unauthenticatedContext();
    const { uid, email, emailVerified, secondFactor } = ACTORS[actor];
    // The claim Firebase's multi-factor sign-in puts in the ID token (the emulator cannot sign in with TOTP).
    const firebase = { sign_in_provider: 'password', ...(secondFactor ? { sign_in_second_factor: 'totp' } : {}) };
    return env.authenticatedContext(uid, { email, email_verified: emailVerified, firebase } as never);
  }

  // One client (one app and connection) per actor for the whole file, not a new one per case: it carries only the
  // actor's token, and every case's reads and writes go to the emulator (no listeners, so no cached answers).
  const clients = new Map<Actor, Firestore>();
  function firestoreFor(actor: Actor): Firestore {
    if (!clients.has(actor)) clients.set(actor, firestoreOf(contextFor(actor)));
    return clients.get(actor)!;
  }

  // Each case starts from BASE_SEED and its own documents; only what differs from the last case is written.
  const seeds = seedTracker();
  async function seed(delta: SeedDelta) {
    if (delta.clear) await env.clearFirestore();
    if (delta.set.length + delta.remove.length === 0) return;
    await env.withSecurityRulesDisabled(async (context) => {
      const db = firestoreOf(context);
      // One commit for the whole seed: the same documents, one round trip instead of one per document.
      const batch = writeBatch(db);
      for (const [docPath, data] of delta.set) batch.set(doc(db, docPath), toFirestoreData(data));
      for (const docPath of delta.remove) batch.delete(doc(db, docPath));
      await batch.commit();
    });
  }

  function run(db: Firestore, op: AccessCase['op']): Promise<unknown> {
    switch (op.type) {
      case 'get':
        return getDoc(doc(db, op.path));
      case 'create':
        return setDoc(doc(db, op.path), toFirestoreData(op.data));
      case 'update':
        return updateDoc(doc(db, op.path), toFirestoreData(op.data));
      case 'delete':
        return deleteDoc(doc(db, op.path));
      case 'query':
        return getDocs(buildQuery(db, op.spec));
      case 'count':
        return getCountFromServer(buildQuery(db, op.spec));
      case 'batch': {
        const batch = writeBatch(db);
        for (const w of op.ops) {
          if (w.type === 'set') batch.set(doc(db, w.path), toFirestoreData(w.data), { merge: w.merge === true });
          else if (w.type === 'update') batch.update(doc(db, w.path), toFirestoreData(w.data));
          else batch.delete(doc(db, w.path));
        }
        return batch.commit();
      }
    }
  }

  async function check(testCase: AccessCase) {
    const step = seeds.next(testCase.seed);
    await seed(step.delta);
    const attempt = run(firestoreFor(testCase.actor), testCase.op);
    if (testCase.expect === 'allow') {
      await assertSucceeds(attempt);
      step.done(readsOnly(testCase.op));
    } else {
      const error = await assertFails(attempt);
      expect(error.code).toBe('permission-denied');
      step.done(true);
    }
  }

  it.each(DOCUMENT_CASES.map((c) => [c.name, c] as const))('%s', async (_name, testCase) => {
    await check(testCase);
  });

  describe('rule clauses beyond the shared table', () => {
    it.each(RULES_EXTRA_CASES.map((c) => [c.name, c] as const))('%s', async (_name, testCase) => {
      await check(testCase);
    });
  });
});
