/**
 * Transactions for trusted operations on the embedded engine. PGlite is one connection in this process, so instead
 * of retrying on contention as Firestore does, transactions wait their turn: one runs at a time per database,
 * reads through the server documents, and its writes land in one Postgres transaction (one commit, all or nothing).
 * Writes outside a transaction (client batches under the policy) are not held back; what must not race goes here.
 */
import type { Database } from '../local/database/types';
import type { Documents } from '@/services/backend/types';
import { bufferedTransaction, type RunTransaction } from '../trusted/transaction';

const queues = new WeakMap<Database, Promise<unknown>>();

export function serverTransactions(db: Database, docs: Pick<Documents, 'get' | 'query' | 'batch'>): RunTransaction {
  return (fn) => {
    const turn = (queues.get(db) ?? Promise.resolve()).then(async () => {
      const { tx, writes } = bufferedTransaction({ get: docs.get, query: docs.query });
      const result = await fn(tx);
      if (writes.length > 0) await docs.batch(writes);
      return result;
    });
    // The next transaction waits for this one, whatever its outcome.
    queues.set(
      db,
      turn.catch(() => undefined),
    );
    return turn;
  };
}
