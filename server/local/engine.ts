/**
 * The embedded local backend: one PGlite database under the data folder holding documents, users and file
 * metadata; the document store with its policy and realtime hub; the auth engine and file store. One engine per
 * process, kept on globalThis so Next's hot reload reuses it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Documents } from '@/services/backend/types';
import { watchAccountWrites } from './auth/account-cache';
import { AUTH_SCHEMA_SQL, createAuthEngine } from './auth/auth-engine';
import { localBackendNotice } from './auth/mailbox-setting';
import type { AuthEngine } from './auth/types';
import { createIndexCatalog, postgresIndexes, type CompositeIndex } from './documents/indexes';
import { DOCUMENTS_SCHEMA_SQL } from './documents/schema';
import { createServerDocuments } from './documents/server-documents';
import { createDocumentStore, type DocumentStore } from './documents/store';
import { watchDocumentWrites } from './documents/document-cache';
import type { Database } from './database/types';
import { openWorkerDatabase, type WorkerDatabase } from './database/worker-database';
import { acquireEngineLock } from './engine-lock';
import { createFileStore, FILES_SCHEMA_SQL } from './files/file-store';
import { removeLeftoverUploads } from './files/folder-locks';
import type { FileStore } from './files/types';
import { createPolicy } from './policy/policy';
import type { PolicyEntry } from './policy/types';
import { createChannels, type Channels } from './realtime/channels';
import { createRealtimeHub, type RealtimeHub } from './realtime/hub';
import { seedAllOrNothing, type EngineSeeder } from './seeding';

export type { SeedableEngine } from './seeding';

export interface LocalEngine {
  db: Database;
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
  /**
   * What fills an empty data folder on first open (the demo data, for `npm run dev`, the tests and demo deployments);
   * none for a production start, which starts empty. The caller chooses: the engine knows no seed data.
   */
  seeder?: EngineSeeder;
  /**
   * One-time upgrades of data folders written by older versions, run in order on open until each has run once. The
   * caller chooses them (server/app/local-engine.ts), as it does the seeder: the engine knows no document shapes.
   */
  upgrades?: readonly EngineUpgrade[];
  /** Defaults to `firestore.indexes.json` in the working directory. */
  indexesFile?: string;
  /**
   * A file caching a freshly initialised database, so new data folders skip Postgres' initdb (5 to 20 s on two
   * cores, the most of a first start). Written on first use; a template that cannot be written is skipped.
   */
  initTemplate?: string;
  /** Tests only: the document policy table to enforce instead of the product's (e.g. with a scratch collection). */
  policyTable?: PolicyEntry[];
}

/**
 * Caches a new folder's database once its tables and indexes exist and before anything is written in them, so the
 * next new folder skips initdb and the table and index creation too (later schema or index changes are applied on
 * open as for any folder).
 */
async function saveTemplate(db: WorkerDatabase, template: string) {
  const temp = `${template}.${process.pid}.tmp`;
  try {
    const dump = await db.dump();
    fs.mkdirSync(path.dirname(template), { recursive: true });
    fs.writeFileSync(temp, dump);
    fs.renameSync(temp, template);
  } catch {
    // Only a cache (a read-only install, a full disk): this folder is initialised all the same.
    try {
      fs.rmSync(temp, { force: true });
    } catch {
      // Nothing was written there.
    }
  }
}

/** An expression index per declared composite index; drops the ones no longer declared. Cheap when unchanged. */
async function syncIndexes(db: Database, declared: CompositeIndex[]) {
  const wanted = postgresIndexes(declared);
  const { rows } = await db.query<{ indexname: string }>(
    `SELECT indexname FROM pg_indexes WHERE tablename = 'documents' AND indexname LIKE 'fsix_%'`,
  );
  const existing = new Set(rows.map((r) => r.indexname));
  for (const ix of wanted) if (!existing.has(ix.name)) await db.exec(ix.sql);
  for (const name of existing)
    if (!wanted.some((ix) => ix.name === name)) await db.exec(`DROP INDEX IF EXISTS ${name}`);
}

/** An upgrade of older data, recorded under `key` in engine_meta once it has run so it never runs twice. */
export interface EngineUpgrade {
  key: string;
  run(docs: Documents): Promise<unknown>;
}

async function runUpgradesOnce(db: Database, docs: Documents, upgrades: readonly EngineUpgrade[]) {
  for (const upgrade of upgrades) {
    const { rows } = await db.query(`SELECT 1 FROM engine_meta WHERE key = $1`, [upgrade.key]);
    if (rows.length > 0) continue;
    await upgrade.run(docs);
    await db.query(`INSERT INTO engine_meta (key, value) VALUES ($1, $2::jsonb)`, [
      upgrade.key,
      JSON.stringify({ at: Date.now() }),
    ]);
  }
}

export async function openLocalEngine(options: OpenLocalEngineOptions): Promise<LocalEngine> {
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  const lock = acquireEngineLock(dataDir);
  let db: WorkerDatabase | undefined;
  try {
    const database = await openWorkerDatabase(path.join(dataDir, 'pg'), options.initTemplate);
    // Every holder of the engine's database writes through these, so the cached account rows and documents stay exact.
    db = watchDocumentWrites(watchAccountWrites(database.db));
    await db.exec(DOCUMENTS_SCHEMA_SQL + AUTH_SCHEMA_SQL + FILES_SCHEMA_SQL);
    const indexes = createIndexCatalog(options.indexesFile ?? path.join(process.cwd(), 'firestore.indexes.json'));
    await syncIndexes(db, indexes.all());
    if (database.fresh && options.initTemplate) await saveTemplate(db, options.initTemplate);
    const documents = createDocumentStore({ db, indexes, policy: createPolicy(options.policyTable) });
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
      async endSession(uid, sessionId) {
        await accounts.endSession(uid, sessionId);
        hub.endSubscriptionsOf(uid, 'The session was ended from another device.', sessionId);
      },
      async endSessions(uid) {
        await accounts.endSessions(uid);
        hub.endSubscriptionsOf(uid, 'The session was ended from another device.');
      },
      async setUserDisabled(uid, disabled, reason) {
        await accounts.setUserDisabled(uid, disabled, reason);
        if (disabled) hub.endSubscriptionsOf(uid);
      },
    };
    const fileLookup = { get: async (docPath: string) => (await serverDocuments.get(docPath)).data ?? null };
    const files = createFileStore(db, { dataDir, auth, lookup: fileLookup });
    // Nothing is uploading yet (this process just took the folder): any temporary upload is a killed one's.
    await removeLeftoverUploads(path.join(dataDir, 'files'));
    if (options.seeder) await seedAllOrNothing({ db, dataDir, auth, serverDocuments }, options.seeder);
    await runUpgradesOnce(db, serverDocuments, options.upgrades ?? []);
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
 * The process's engine, opened on first use with the options the caller gives (server/app/local-engine.ts decides
 * the data folder and the seeder from the environment); `describe` returns the lines logged once it is open, and
 * `started` runs once then (the app starts its scheduled jobs there).
 */
export function processLocalEngine(
  options: () => OpenLocalEngineOptions,
  describe: (engine: LocalEngine) => Promise<string[]>,
  started: (engine: LocalEngine) => void = () => {},
): Promise<LocalEngine> {
  const s = slot();
  if (s.engine) return Promise.resolve(s.engine);
  s.opening ??= openLocalEngine(options()).then(
    async (engine) => {
      s.engine = engine;
      s.opening = undefined;
      for (const line of localBackendNotice()) console.log(line);
      for (const line of await describe(engine).catch(() => [])) console.log(line);
      started(engine);
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

/** The process's engine if it is open or opening (a clean stop closes it), without opening one. */
export async function currentLocalEngine(): Promise<LocalEngine | undefined> {
  const s = slot();
  return s.engine ?? (await s.opening?.catch(() => undefined));
}

/** Tests: make `getLocalEngine()` (and so every HTTP handler) answer with this engine; null to forget it. */
export function installLocalEngine(engine: LocalEngine | null): void {
  slot().engine = engine ?? undefined;
}
