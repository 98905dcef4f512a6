/**
 * The embedded local backend: one PGlite database under the data folder holding documents, users and file
 * metadata; the document store with its policy and realtime hub; the auth engine and file store. One engine per
 * process, kept on globalThis so Next's hot reload reuses it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Documents } from '@/services/backend/types';
import { seedDemoAssessments } from '../seed/demo-assessments';
import { seedDemoData } from '../seed/demo-data';
import { backfillTalentCards } from '../seed/talent-card-backfill';
import { localTrustedServices } from '../trusted/local-services';
import { recomputeResponseStats } from '../trusted/response-stats';
import { AUTH_SCHEMA_SQL, createAuthEngine } from './auth/auth-engine';
import { localBackendNotice } from './auth/mailbox-setting';
import type { AuthEngine } from './auth/types';
import { createIndexCatalog, postgresIndexes, type CompositeIndex } from './documents/indexes';
import { DOCUMENTS_SCHEMA_SQL } from './documents/schema';
import { createServerDocuments } from './documents/server-documents';
import { createDocumentStore, type DocumentStore } from './documents/store';
import { acquireEngineLock } from './engine-lock';
import { createFileStore, FILES_SCHEMA_SQL } from './files/file-store';
import type { FileStore } from './files/types';
import { createPolicy } from './policy/policy';
import { createChannels, type Channels } from './realtime/channels';
import { createRealtimeHub, type RealtimeHub } from './realtime/hub';
import { startLocalSchedule } from './schedule';

export interface LocalEngine {
  db: PGlite;
  dataDir: string;
  documents: DocumentStore;
  /** The port's Documents with trusted server access (bypasses the policy): seeding, trusted operations. */
  serverDocuments: Documents;
  auth: AuthEngine;
  files: FileStore;
  realtime: { hub: RealtimeHub; channels: Channels };
  close(): Promise<void>;
}

export interface OpenLocalEngineOptions {
  dataDir: string;
  /** Seed the demo data on first open (once per data folder). */
  seed: boolean;
  /** Defaults to `firestore.indexes.json` in the working directory. */
  indexesFile?: string;
  /**
   * Tests only: a file caching a freshly initialised database, so new data folders skip Postgres' initdb
   * (about 5 s here). Written on first use.
   */
  initTemplate?: string;
}

async function openDatabase(pgDir: string, template: string | undefined): Promise<PGlite> {
  if (!template || fs.existsSync(pgDir)) return PGlite.create(pgDir);
  if (fs.existsSync(template)) return PGlite.create(pgDir, { loadDataDir: new Blob([fs.readFileSync(template)]) });
  const db = await PGlite.create(pgDir);
  const dump = await db.dumpDataDir('none');
  const temp = `${template}.${process.pid}.tmp`;
  fs.writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(temp, template);
  return db;
}

/** An expression index per declared composite index; drops the ones no longer declared. Cheap when unchanged. */
async function syncIndexes(db: PGlite, declared: CompositeIndex[]) {
  const wanted = postgresIndexes(declared);
  const { rows } = await db.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'documents' AND indexname LIKE 'fsix_%'`);
  const existing = new Set(rows.map((r) => r.indexname));
  for (const ix of wanted) if (!existing.has(ix.name)) await db.exec(ix.sql);
  for (const name of existing) if (!wanted.some((ix) => ix.name === name)) await db.exec(`DROP INDEX IF EXISTS ${name}`);
}

async function seedOnce(db: PGlite, auth: AuthEngine, docs: Documents) {
  const { rows } = await db.query(`SELECT 1 FROM engine_meta WHERE key = 'seeded'`);
  if (rows.length > 0) return;
  const seeded = await seedDemoData({
    createUser: async (input) => ({ uid: (await auth.createUser(input)).uid }),
    setDoc: (docPath, data) => docs.set(docPath, data),
  });
  // Assessments with past attempts graded by the trusted operations' own code (issue 12).
  await seedDemoAssessments(docs, seeded);
  // The demo companies' reply times, as the trusted operation would have left them.
  for (const company of await docs.query({ collection: 'companies' })) await recomputeResponseStats(docs, company.id);
  await db.query(`INSERT INTO engine_meta (key, value) VALUES ('seeded', $1::jsonb)`, [JSON.stringify({ at: Date.now() })]);
}

/**
 * Demo folders seeded before assessments existed (issue 12) get the demo assessments once, for the same demo
 * accounts (found by email); a fresh folder already has them from seedOnce, and the seeder returns at once.
 */
async function demoAssessmentsOnce(db: PGlite, docs: Documents) {
  const { rows } = await db.query(`SELECT 1 FROM engine_meta WHERE key = 'demoAssessments'`);
  if (rows.length > 0) return;
  const talentUids: Record<string, string> = {};
  for (const email of ['talent@demo.test', 'kwame.asante@demo.test']) {
    const [student] = await docs.query({ collection: 'students', where: [{ field: 'email', op: '==', value: email }], limit: 1 });
    if (student) talentUids[email] = student.id;
  }
  await seedDemoAssessments(docs, { now: new Date(), talentUids });
  await db.query(`INSERT INTO engine_meta (key, value) VALUES ('demoAssessments', $1::jsonb)`, [JSON.stringify({ at: Date.now() })]);
}

/** Data folders from before talent cards existed get a card per talent, once (see talent-card-backfill.ts). */
async function backfillOnce(db: PGlite, docs: Documents) {
  const { rows } = await db.query(`SELECT 1 FROM engine_meta WHERE key = 'talentCardsBackfilled'`);
  if (rows.length > 0) return;
  await backfillTalentCards(docs);
  await db.query(`INSERT INTO engine_meta (key, value) VALUES ('talentCardsBackfilled', $1::jsonb)`, [JSON.stringify({ at: Date.now() })]);
}

export async function openLocalEngine(options: OpenLocalEngineOptions): Promise<LocalEngine> {
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = acquireEngineLock(dataDir);
  let db: PGlite | undefined;
  try {
    db = await openDatabase(path.join(dataDir, 'pg'), options.initTemplate);
    await db.exec(DOCUMENTS_SCHEMA_SQL + AUTH_SCHEMA_SQL + FILES_SCHEMA_SQL);
    const indexes = createIndexCatalog(options.indexesFile ?? path.join(process.cwd(), 'firestore.indexes.json'));
    await syncIndexes(db, indexes.all());
    const documents = createDocumentStore({ db, indexes, policy: createPolicy() });
    const hub = createRealtimeHub(documents);
    const channels = createChannels(hub);
    const serverDocuments = createServerDocuments(documents, hub);
    const accounts = await createAuthEngine(db, { dataDir });
    const auth: AuthEngine = {
      ...accounts,
      async deleteUser(uid) {
        await accounts.deleteUser(uid);
        hub.endSubscriptionsOf(uid);
      },
      async setUserDisabled(uid, disabled, reason) {
        await accounts.setUserDisabled(uid, disabled, reason);
        if (disabled) hub.endSubscriptionsOf(uid);
      },
    };
    const files = createFileStore(db, { dataDir, auth });
    if (options.seed) await seedOnce(db, auth, serverDocuments);
    if (options.seed) await demoAssessmentsOnce(db, serverDocuments);
    await backfillOnce(db, serverDocuments);
    const opened = db;
    let closed = false;
    const engine: LocalEngine = {
      db: opened,
      dataDir,
      documents,
      serverDocuments,
      auth,
      files,
      realtime: { hub, channels },
      async close() {
        if (closed) return;
        closed = true;
        hub.closeAll();
        if (slot().engine === engine) slot().engine = undefined;
        try {
          await opened.close();
        } finally {
          lock.release();
        }
      },
    };
    return engine;
  } catch (error) {
    await db?.close().catch(() => {});
    lock.release();
    throw error;
  }
}

interface Slot {
  opening?: Promise<LocalEngine>;
  engine?: LocalEngine;
}
const SLOT = Symbol.for('talent-marketplace.local-engine');
const slot = (): Slot => ((globalThis as Record<symbol, unknown>)[SLOT] ??= {}) as Slot;

/**
 * The process's engine on `LOCAL_DATA_DIR` (default `.local-data`), opened and seeded on first use, when the server
 * also says whether the local mailbox is served (and, in production, what the local backend is meant for).
 */
export function getLocalEngine(): Promise<LocalEngine> {
  const s = slot();
  if (s.engine) return Promise.resolve(s.engine);
  s.opening ??= openLocalEngine({ dataDir: process.env.LOCAL_DATA_DIR ?? '.local-data', seed: process.env.LOCAL_SEED !== 'false' }).then(
    (engine) => {
      s.engine = engine;
      s.opening = undefined;
      for (const line of localBackendNotice()) console.log(line);
      startLocalSchedule(localTrustedServices(engine));
      return engine;
    },
    (error: Error) => {
      s.opening = undefined;
      // Requests answer with the error too, but the terminal is where a developer looks first.
      console.error(`[local backend] could not open the engine: ${error.message}`);
      throw error;
    },
  );
  return s.opening;
}

/** Tests: make `getLocalEngine()` (and so every HTTP handler) answer with this engine; null to forget it. */
export function installLocalEngine(engine: LocalEngine | null): void {
  slot().engine = engine ?? undefined;
}
