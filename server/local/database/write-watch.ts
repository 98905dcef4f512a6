/**
 * What keeps the in-memory caches over the engine's database exact (the callers' account rows, the documents):
 * `forget` runs around every statement that `writes` matches, when it is sent, when it is answered and, in a
 * transaction, again when the transaction ends (committed or rolled back, rows read while it was open may be stale
 * either way). The lock on the data folder keeps other processes out, so every write passes through here.
 */
import type { Database, DatabaseTransaction, QueryResults } from './types';

/** `db` with its writes watched, and everything else (a worker database's `dump`) as it was. */
export function watchWrites<D extends Database>(db: D, writes: (sql: string) => boolean, forget: () => void): D {
  async function sent<T>(sql: string, run: () => Promise<T>, wrote?: () => void): Promise<T> {
    if (!writes(sql)) return run();
    wrote?.();
    forget();
    try {
      return await run();
    } finally {
      forget();
    }
  }
  const watchTransaction = (tx: DatabaseTransaction, wrote: () => void): DatabaseTransaction =>
    Object.create(tx, {
      query: { value: <T>(sql: string, params?: unknown[]) => sent(sql, () => tx.query<T>(sql, params), wrote) },
      exec: { value: (sql: string) => sent(sql, () => tx.exec(sql), wrote) },
    });
  return Object.create(db, {
    query: {
      value: <T>(sql: string, params?: unknown[]): Promise<QueryResults<T>> =>
        sent(sql, () => db.query<T>(sql, params)),
    },
    exec: { value: (sql: string) => sent(sql, () => db.exec(sql)) },
    transaction: {
      async value<T>(fn: (tx: DatabaseTransaction) => Promise<T>): Promise<T> {
        let wrote = false;
        try {
          return await db.transaction((tx) => fn(watchTransaction(tx, () => (wrote = true))));
        } finally {
          if (wrote) forget();
        }
      },
    },
  }) as D;
}
