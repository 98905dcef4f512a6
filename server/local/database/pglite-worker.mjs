// @ts-check
/**
 * The local backend's Postgres (PGlite, WebAssembly) on a thread of its own. PGlite runs SQL synchronously: on the
 * server's thread every page, static file and token check queued behind each statement. Here the statements run
 * in turn as before (PGlite's own locks), and the server's thread only waits for answers.
 *
 * Plain JavaScript loaded by path (server/local/database/worker-database.ts): Next does not bundle worker threads
 * for the server, and `@electric-sql/pglite` is loaded from node_modules as on the main thread.
 *
 * The thread runs at the server's priority. It ran at nice 5 while every read reached it; now that most reads are
 * answered from memory (server/local/documents/document-cache.ts) it is mostly writes, and at 50 users of `npm run
 * bench:load` nice 0 answered profile saves at p50 138 ms instead of 198 (p95 over all requests 99 ms instead of 129),
 * public pages no slower.
 *
 * Messages in: { id, op, ... }; out: { id, ok: true, value } or { id, ok: false, error }.
 */
import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

if (!parentPort) throw new Error('pglite-worker.mjs runs as a worker thread');
const port = parentPort;

/** @type {PGlite | undefined} */
let db;
let nextTx = 0;
/** Open transactions: their PGlite handle and how to end them (resolve commits, reject rolls back). */
const open = new Map();
const ROLLBACK = Symbol('rollback');

/**
 * PGlite's defaults with 32 MB of shared buffers instead of Postgres' 128 MB: zeroing them cost about 0.4 s of every
 * open and 140 MB of memory, and reads on a 100,000-job folder were no slower with 32 MB (`npm run bench:scale-reads`:
 * medians 4.4 to 9.9 ms with either; the operating system caches the files underneath).
 */
const options = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] };

/** The folder's database: an existing one, a copy of the template, or a new one (`fresh`: the template is due). */
async function openDatabase({ pgDir, template }) {
  if (!template || fs.existsSync(pgDir)) db = await PGlite.create(pgDir, options);
  else if (fs.existsSync(template))
    db = await PGlite.create(pgDir, { ...options, loadDataDir: new Blob([fs.readFileSync(template)]) });
  else {
    db = await PGlite.create(pgDir, options);
    return { fresh: true };
  }
  return { fresh: false };
}

function database() {
  if (!db) throw new Error('The database is not open');
  return db;
}

/** The handle a statement runs on: an open transaction's, or the database's (which waits for transactions). */
function target(tx) {
  if (tx === undefined) return database();
  const entry = open.get(tx);
  if (!entry) throw new Error('Transaction is closed');
  return entry.tx;
}

/** Results cross the thread boundary as plain data: rows, fields and the affected-row count. */
const plain = (r) => ({ rows: r.rows, fields: r.fields, affectedRows: r.affectedRows });

async function begin() {
  const id = ++nextTx;
  let started;
  const ready = new Promise((resolve) => (started = resolve));
  const entry = { tx: undefined, end: undefined, done: undefined };
  entry.done = database().transaction(
    (tx) =>
      new Promise((resolve, reject) => {
        entry.tx = tx;
        entry.end = (commit) => (commit ? resolve(undefined) : reject(ROLLBACK));
        started();
      }),
  );
  // A transaction that failed to begin reports through `done` instead.
  await Promise.race([ready, entry.done]);
  open.set(id, entry);
  return id;
}

async function end({ tx, commit }) {
  const entry = open.get(tx);
  if (!entry) return null;
  open.delete(tx);
  entry.end(commit);
  try {
    await entry.done;
  } catch (error) {
    if (error !== ROLLBACK) throw error;
  }
  return null;
}

const ops = {
  open: openDatabase,
  query: async ({ sql, params, tx }) => plain(await target(tx).query(sql, params)),
  exec: async ({ sql, tx }) => (await target(tx).exec(sql)).map(plain),
  begin,
  end,
  dump: async () => {
    const file = await database().dumpDataDir('none');
    return new Uint8Array(await file.arrayBuffer());
  },
  close: async () => {
    await db?.close();
    db = undefined;
    return null;
  },
};

/** Errors cross as their message, name and fields (Postgres' `code`, `detail`...), which callers test. */
function describeError(error) {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

port.on('message', async (message) => {
  const { id, op } = message;
  try {
    const value = await ops[op](message);
    port.postMessage({ id, ok: true, value });
  } catch (error) {
    port.postMessage({ id, ok: false, error: describeError(error) });
  }
});
