/**
 * QuerySpec -> Firestore query. A cursor becomes explicit start-after values: the cursor document's value of
 * every orderBy field, then its id under an explicit `orderBy(documentId())` tiebreak in the last orderBy's
 * direction (the order Firestore applies implicitly), so a page never skips or repeats documents with equal
 * sort values.
 */
import {
  collection,
  documentId,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import { BackendError, type QuerySpec } from '../types';
import { DOCUMENT_ID, effectiveOrder, missingCursorField, valueAtPath } from './query-order';
import { toFirestoreValue } from './values';

function cursorConstraints(spec: QuerySpec): QueryConstraint[] {
  const cursor = spec.startAfter!;
  const order = effectiveOrder(spec);
  const values = order.map(({ field }) => {
    if (field === DOCUMENT_ID) return cursor.id;
    const value = valueAtPath(cursor.data, field);
    if (value === undefined) {
      throw new BackendError('invalid-argument', missingCursorField(field));
    }
    return toFirestoreValue(value);
  });
  return [
    ...order.map(({ field, direction }) => orderBy(field === DOCUMENT_ID ? documentId() : field, direction)),
    startAfter(...values),
  ];
}

export function buildQuery(db: Firestore, spec: QuerySpec): Query {
  const constraints: QueryConstraint[] = (spec.where ?? []).map((w) => where(w.field, w.op, toFirestoreValue(w.value)));
  if (spec.startAfter) constraints.push(...cursorConstraints(spec));
  else for (const o of spec.orderBy ?? []) constraints.push(orderBy(o.field, o.direction));
  if (spec.limit !== undefined) constraints.push(limit(spec.limit));
  return query(collection(db, spec.collection), ...constraints);
}
