/** A stand-in for the engine's database in unit tests of what wraps it (the account and document caches). */
import type { Database, DatabaseTransaction, QueryResults } from '@/server/local/database/types';

export type Answer = <T>(sql: string, params?: unknown[]) => Promise<QueryResults<T>>;

/** Every statement, in a transaction or not, goes to `answer`; `dump` stands for a worker database's own method. */
export function databaseAnswering(answer: Answer): Database & { dump(): string } {
  return {
    query: answer,
    exec: async (sql) => [await answer(sql)],
    async transaction(fn) {
      const tx: DatabaseTransaction = {
        query: answer,
        exec: async (sql) => [await answer(sql)],
        rollback: async () => undefined,
        closed: false,
      };
      return fn(tx);
    },
    close: async () => undefined,
    closed: false,
    dump: () => 'the worker database’s own method',
  };
}
