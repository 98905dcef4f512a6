/** Queries and writes on the local backend's wire (see wire.ts for values). */
import { BackendError, type QuerySpec, type WhereOp, type WriteOp } from '../types';
import { encodeQueryValue, encodeWriteData, escapeFieldPath, readField, type WireData, type WireValue } from './wire';

export interface WireWhere {
  field: string;
  op: WhereOp;
  value: WireValue;
}

/** Firestore derives a cursor from the snapshot's values of the ordered fields plus its id; so do we. */
interface WireCursor {
  id: string;
  values: Record<string, WireValue>;
}

export interface WireQuery {
  collection: string;
  where?: WireWhere[];
  orderBy?: { field: string; direction: 'asc' | 'desc' }[];
  limit?: number;
  startAfter?: WireCursor;
}

export type WireWriteOp =
  | { type: 'set'; path: string; data: WireData; merge?: boolean }
  | { type: 'update'; path: string; data: WireData }
  | { type: 'delete'; path: string };

/** Inequality filters order the results implicitly, so a cursor needs their values too. */
export const INEQUALITY_OPS: readonly WhereOp[] = ['<', '<=', '>', '>=', '!=', 'not-in'];
const LIST_OPS: readonly WhereOp[] = ['in', 'not-in', 'array-contains-any'];

export function encodeQuery(spec: QuerySpec): WireQuery {
  const out: WireQuery = { collection: spec.collection };
  if (spec.where?.length) {
    out.where = spec.where.map(({ field, op, value }) => {
      if (LIST_OPS.includes(op) && (!Array.isArray(value) || value.length === 0)) {
        throw new BackendError('invalid-argument', `Invalid Query. A non-empty array is required for '${op}' filters.`);
      }
      // `in` and `not-in` elements are values of their own (arrays among them compare whole); `array-contains-any`
      // elements are array elements, so no arrays among them, as Firestore's SDK decides.
      const elementsAreValues = op === 'in' || op === 'not-in';
      const wireValue = elementsAreValues
        ? (value as unknown[]).map((v) => encodeQueryValue(v, field))
        : encodeQueryValue(value, field);
      return { field: escapeFieldPath(field), op, value: wireValue };
    });
  }
  if (spec.orderBy?.length)
    out.orderBy = spec.orderBy.map(({ field, direction }) => ({ field: escapeFieldPath(field), direction }));
  if (spec.limit !== undefined) {
    if (!Number.isInteger(spec.limit) || spec.limit <= 0) {
      throw new BackendError(
        'invalid-argument',
        `Function limit() requires a positive number, but it was: ${spec.limit}.`,
      );
    }
    out.limit = spec.limit;
  }
  if (spec.startAfter) {
    const snap = spec.startAfter;
    if (!snap.exists || !snap.data) {
      throw new BackendError('invalid-argument', "Can't use a DocumentSnapshot that doesn't exist for startAfter().");
    }
    const fields = new Set<string>([
      ...(spec.orderBy ?? []).map((o) => o.field),
      ...(spec.where ?? []).filter((w) => INEQUALITY_OPS.includes(w.op)).map((w) => w.field),
    ]);
    const values: Record<string, WireValue> = {};
    for (const field of fields) {
      const value = readField(snap.data, field);
      if (value !== undefined) values[escapeFieldPath(field)] = encodeQueryValue(value, field);
    }
    out.startAfter = { id: snap.id, values };
  }
  return out;
}

export function encodeWriteOp(op: WriteOp): WireWriteOp {
  switch (op.type) {
    case 'set':
      return {
        type: 'set',
        path: op.path,
        data: encodeWriteData(op.data, op.merge ? 'merge' : 'set'),
        ...(op.merge ? { merge: true } : {}),
      };
    case 'update':
      return { type: 'update', path: op.path, data: encodeWriteData(op.data, 'update') };
    case 'delete':
      return { type: 'delete', path: op.path };
  }
}
