/**
 * What the local backend needs of its database: PGlite's `query`, `exec` and `transaction`, whichever thread the
 * engine runs on (./worker-database.ts runs it on a worker thread).
 */
import type { Results } from '@electric-sql/pglite';

export type QueryResults<T = Record<string, unknown>> = Pick<Results<T>, 'rows' | 'fields' | 'affectedRows'>;

export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<QueryResults<T>>;
}

export interface DatabaseTransaction extends Queryable {
  exec(sql: string): Promise<QueryResults[]>;
  /** Rolls back now; the transaction's callback then returns without committing. */
  rollback(): Promise<void>;
  readonly closed: boolean;
}

export interface Database extends Queryable {
  exec(sql: string): Promise<QueryResults[]>;
  /** Runs `fn` in one Postgres transaction: committed when it returns, rolled back when it throws. */
  transaction<T>(fn: (tx: DatabaseTransaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** True once `close` was called. */
  readonly closed: boolean;
}
