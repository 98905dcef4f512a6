/**
 * The port's Documents over firebase-admin, for trusted operations in Firebase mode (rules do not apply). Same
 * values as the web adapter: Timestamps read as Dates, the port's FieldValue sentinels written as the Admin SDK's,
 * cursors as the cursor document's orderBy values plus its id. Admin errors become BackendErrors with Firestore codes.
 */
import { FieldPath, Timestamp, type DocumentSnapshot, type Firestore, type Query } from 'firebase-admin/firestore';
import {
  BackendError,
  type DocSnapshot,
  type DocumentData,
  type OrderClause,
  type QuerySpec,
  type WriteOp,
} from '@/services/backend/types';
import { toAdminData } from '../firebase-admin';
import { bufferedTransaction, type RunTransaction } from './transaction';
import type { TrustedServices } from './types';

/** gRPC status numbers the Admin SDK reports, as the Firestore codes the port uses. */
const GRPC_CODES: Record<number, string> = {
  1: 'cancelled',
  3: 'invalid-argument',
  4: 'deadline-exceeded',
  5: 'not-found',
  6: 'already-exists',
  7: 'permission-denied',
  8: 'resource-exhausted',
  9: 'failed-precondition',
  10: 'aborted',
  11: 'out-of-range',
  12: 'unimplemented',
  14: 'unavailable',
  16: 'unauthenticated',
};

function toBackendError(err: unknown): BackendError {
  if (err instanceof BackendError) return err;
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  return new BackendError(
    typeof code === 'number' ? (GRPC_CODES[code] ?? 'internal') : 'internal',
    String(message ?? err),
  );
}

const guard = async <T>(fn: () => Promise<T>): Promise<T> => {
  try {
    return await fn();
  } catch (err) {
    throw toBackendError(err);
  }
};

function fromAdminValue(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(fromAdminValue);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromAdminValue(v)]));
  }
  return value;
}

const snapshot = (snap: DocumentSnapshot): DocSnapshot => ({
  id: snap.id,
  path: snap.ref.path,
  exists: snap.exists,
  data: snap.exists ? (fromAdminValue(snap.data()) as DocumentData) : undefined,
});

const INEQUALITIES = new Set(['<', '<=', '>', '>=', '!=', 'not-in']);

/** Firestore's full sort: the orderBy clauses, then inequality fields not yet ordered, then the document id. */
function effectiveOrder(spec: QuerySpec): OrderClause[] {
  const explicit = spec.orderBy ?? [];
  const direction = explicit.at(-1)?.direction ?? 'asc';
  const ordered = new Set(explicit.map((o) => o.field));
  const implicit = [
    ...new Set((spec.where ?? []).filter((w) => INEQUALITIES.has(w.op) && !ordered.has(w.field)).map((w) => w.field)),
  ]
    .sort()
    .map((field): OrderClause => ({ field, direction }));
  return [...explicit, ...implicit];
}

function valueAt(data: DocumentData | undefined, field: string): unknown {
  return field
    .split('.')
    .reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined), data);
}

function buildQuery(db: Firestore, spec: QuerySpec): Query {
  let q: Query = db.collection(spec.collection);
  for (const w of spec.where ?? []) q = q.where(w.field, w.op, w.value);
  if (spec.startAfter) {
    const cursor = spec.startAfter;
    const order = effectiveOrder(spec);
    for (const o of order) q = q.orderBy(o.field, o.direction);
    q = q.orderBy(FieldPath.documentId(), order.at(-1)?.direction ?? 'asc');
    q = q.startAfter(...order.map((o) => valueAt(cursor.data, o.field)), cursor.id);
  } else {
    for (const o of spec.orderBy ?? []) q = q.orderBy(o.field, o.direction);
  }
  return spec.limit !== undefined ? q.limit(spec.limit) : q;
}

/**
 * Many callers of one document at once (a company's quota, one attempt) abort each other's tries; the SDK's
 * default of 5 tries would refuse some of them as contention rather than answer them.
 */
const TRANSACTION_ATTEMPTS = 30;

/**
 * Under contention the Firestore emulator sometimes closes a transaction instead of aborting it (INVALID_ARGUMENT
 * "Transaction is invalid or closed."), which the SDK does not retry; an expired transaction in production says the
 * same. Such a transaction was never committed, so it is safe to run again, a few times.
 */
const CLOSED_TRANSACTION_RETRIES = 3;
const isClosedTransaction = (err: unknown) => {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  return code === 3 && /Transaction is invalid or closed/.test(String(message));
};

export function adminDocuments(db: Firestore): TrustedServices['docs'] {
  const ref = (path: string) => db.doc(path);
  const runTransaction: RunTransaction = (fn) =>
    guard(async () => {
      for (let retry = 0; ; retry += 1) {
        try {
          return await attempt(fn);
        } catch (err) {
          if (retry >= CLOSED_TRANSACTION_RETRIES || !isClosedTransaction(err)) throw err;
        }
      }
    });
  const attempt: RunTransaction = (fn) =>
    db.runTransaction(
      async (t) => {
        const { tx, writes } = bufferedTransaction({
          get: async (path) => snapshot(await t.get(ref(path))),
          query: async (spec) => (await t.get(buildQuery(db, spec))).docs.map(snapshot),
        });
        const result = await fn(tx);
        for (const op of writes) {
          if (op.type === 'set') t.set(ref(op.path), toAdminData(op.data), { merge: op.merge === true });
          else if (op.type === 'update') t.update(ref(op.path), toAdminData(op.data));
          else t.delete(ref(op.path));
        }
        return result;
      },
      { maxAttempts: TRANSACTION_ATTEMPTS },
    );
  return {
    runTransaction,
    get: (path) => guard(async () => snapshot(await ref(path).get())),
    set: (path, data, options) =>
      guard(async () => void (await ref(path).set(toAdminData(data), { merge: options?.merge === true }))),
    update: (path, data) => guard(async () => void (await ref(path).update(toAdminData(data)))),
    delete: (path) => guard(async () => void (await ref(path).delete())),
    query: (spec) => guard(async () => (await buildQuery(db, spec).get()).docs.map(snapshot)),
    count: (spec) => guard(async () => (await buildQuery(db, spec).count().get()).data().count),
    batch: (ops: WriteOp[]) =>
      guard(async () => {
        const batch = db.batch();
        for (const op of ops) {
          if (op.type === 'set') batch.set(ref(op.path), toAdminData(op.data), { merge: op.merge === true });
          else if (op.type === 'update') batch.update(ref(op.path), toAdminData(op.data));
          else batch.delete(ref(op.path));
        }
        await batch.commit();
      }),
  };
}
