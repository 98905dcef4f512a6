/**
 * The local backend's database, run on a worker thread (./pglite-worker.mjs) so that SQL never blocks the server's
 * event loop: pages, static files, token checks and live-update fan-out go on while a statement runs. The calls
 * mirror PGlite's (`query`, `exec`, `transaction`) and keep its order: statements outside a transaction wait for the
 * open one, as on PGlite itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Database, DatabaseTransaction, QueryResults } from './types';

interface WorkerError {
  message: string;
  name: string;
  fields: Record<string, unknown>;
}
type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WorkerError };

export interface WorkerDatabase extends Database {
  /** The database's files as one uncompressed archive (PGlite's `dumpDataDir`), to cache a new folder's database. */
  dump(): Promise<Uint8Array>;
}

const SCRIPT = 'pglite-worker.mjs';

/**
 * The worker script's path: loaded by path, not bundled (Next does not bundle worker threads for the server). Beside
 * this module when it runs from source (tsx, Vitest: the operator scripts run from any folder); under the project
 * folder when Next runs its bundle (`next dev` and `next start` run there).
 */
function workerScript(): string {
  const candidates = [
    typeof __dirname === 'string' ? path.join(__dirname, SCRIPT) : undefined,
    path.join(process.cwd(), 'server', 'local', 'database', SCRIPT),
  ].filter((file): file is string => file !== undefined);
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found)
    throw new Error(`The local backend's database script was not found: looked for ${candidates.join(' and ')}`);
  return found;
}

function errorFrom(remote: WorkerError): Error {
  const error = new Error(remote.message);
  error.name = remote.name;
  return Object.assign(error, remote.fields);
}

/**
 * Opens the Postgres database in `pgDir` on a new worker thread; a new folder starts from a copy of `template` when
 * one exists (`fresh` is true when neither the folder nor the template existed: the template is due).
 */
export async function openWorkerDatabase(
  pgDir: string,
  template?: string,
): Promise<{ db: WorkerDatabase; fresh: boolean }> {
  const worker = new Worker(workerScript());
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let failure: Error | undefined;

  const failAll = (error: Error) => {
    failure ??= error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    if (!waiting) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.ok) waiting.resolve(reply.value);
    else waiting.reject(errorFrom(reply.error));
  });
  worker.on('error', (error) => failAll(error));
  worker.on('exit', (code) => failAll(new Error(`The database thread stopped (exit code ${code})`)));

  // The thread keeps the process alive only while a call waits for it: an idle engine never holds a script open.
  worker.unref();
  function call<T>(op: string, args: Record<string, unknown> = {}): Promise<T> {
    if (failure) return Promise.reject(failure);
    const id = ++nextId;
    if (pending.size === 0) worker.ref();
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, op, ...args });
    });
  }

  const query = <T>(sql: string, params?: unknown[], tx?: number) =>
    call<QueryResults<T>>('query', { sql, params, tx });
  const exec = (sql: string, tx?: number) => call<QueryResults[]>('exec', { sql, tx });

  async function transaction<T>(fn: (tx: DatabaseTransaction) => Promise<T>): Promise<T> {
    const id = await call<number>('begin');
    let closed = false;
    const checkOpen = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: DatabaseTransaction = {
      query: async <R>(sql: string, params?: unknown[]) => {
        checkOpen();
        return query<R>(sql, params, id);
      },
      exec: async (sql: string) => {
        checkOpen();
        return exec(sql, id);
      },
      // Ends the transaction on the database thread too: it holds PGlite's transaction lock until told.
      rollback: async () => {
        checkOpen();
        closed = true;
        await call('end', { tx: id, commit: false });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      if (!closed) {
        closed = true;
        await call('end', { tx: id, commit: false });
      }
      throw error;
    }
    if (!closed) {
      closed = true;
      await call('end', { tx: id, commit: true });
    }
    return result;
  }

  let closing: Promise<void> | undefined;
  const db: WorkerDatabase = {
    query: (sql, params) => query(sql, params),
    exec: (sql) => exec(sql),
    transaction,
    dump: () => call<Uint8Array>('dump'),
    get closed() {
      return closing !== undefined;
    },
    close() {
      closing ??= call('close')
        .catch(() => undefined)
        .then(async () => {
          await worker.terminate();
        });
      return closing;
    },
  };

  try {
    const { fresh } = await call<{ fresh: boolean }>('open', { pgDir, template });
    return { db, fresh };
  } catch (error) {
    await worker.terminate();
    throw error;
  }
}
