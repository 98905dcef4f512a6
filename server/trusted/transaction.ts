/**
 * A transaction for trusted operations: reads, then writes applied all at once, the whole function run again when
 * another writer got there first (Firestore's `runTransaction`; the local engine serialises instead). Writes are
 * buffered and applied when the function returns, so Firestore's "all reads before any write" always holds; reading
 * a document this transaction already wrote is refused rather than answered with the state before the write.
 */
import {
  BackendError,
  type DocSnapshot,
  type DocumentData,
  type Documents,
  type QuerySpec,
  type WriteOp,
} from '@/services/backend/types';

export interface TrustedTransaction {
  get(path: string): Promise<DocSnapshot>;
  /** Queries are read inside the transaction too; counts are not (Firestore has no count in a transaction). */
  query(spec: QuerySpec): Promise<DocSnapshot[]>;
  set(path: string, data: DocumentData, options?: { merge?: boolean }): void;
  update(path: string, data: DocumentData): void;
  delete(path: string): void;
}

export type RunTransaction = <T>(fn: (tx: TrustedTransaction) => Promise<T>) => Promise<T>;

export interface TransactionReader {
  get(path: string): Promise<DocSnapshot>;
  query(spec: QuerySpec): Promise<DocSnapshot[]>;
}

/** One try of a transaction: its reads through `reader`, its writes collected in `writes` (applied by the caller). */
export function bufferedTransaction(reader: TransactionReader): { tx: TrustedTransaction; writes: WriteOp[] } {
  const writes: WriteOp[] = [];
  const written = new Set<string>();
  const write = (op: WriteOp) => {
    written.add(op.path);
    writes.push(op);
  };
  const tx: TrustedTransaction = {
    get(path) {
      if (written.has(path))
        return Promise.reject(new BackendError('internal', `Read of ${path} after this transaction wrote it.`));
      return reader.get(path);
    },
    query: (spec) => reader.query(spec),
    set: (path, data, options) => write({ type: 'set', path, data, merge: options?.merge === true }),
    update: (path, data) => write({ type: 'update', path, data }),
    delete: (path) => write({ type: 'delete', path }),
  };
  return { tx, writes };
}

export type TransactionDocs = Pick<Documents, 'get' | 'query' | 'set' | 'update' | 'delete' | 'batch' | 'count'>;

/** The transaction in the shape of the port's Documents, so code written against `docs` runs inside it unchanged. */
export function transactionDocs(tx: TrustedTransaction): TransactionDocs {
  return {
    get: (path) => tx.get(path),
    query: (spec) => tx.query(spec),
    count: () => Promise.reject(new BackendError('internal', 'Counts cannot run inside a transaction.')),
    set: async (path, data, options) => tx.set(path, data, options),
    update: async (path, data) => tx.update(path, data),
    delete: async (path) => tx.delete(path),
    async batch(ops) {
      for (const op of ops) {
        if (op.type === 'set') tx.set(op.path, op.data, { merge: op.merge });
        else if (op.type === 'update') tx.update(op.path, op.data);
        else tx.delete(op.path);
      }
    },
  };
}

/** Documents for code inside a transaction: the transaction's reads and writes; a transaction within it is refused. */
export function docsInTransaction(tx: TrustedTransaction): TransactionDocs & { runTransaction: RunTransaction } {
  return {
    ...transactionDocs(tx),
    runTransaction: () => Promise.reject(new BackendError('internal', 'A transaction cannot run inside another.')),
  };
}
