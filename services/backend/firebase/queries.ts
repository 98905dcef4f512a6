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
import { BackendError, type OrderClause, type QuerySpec } from '../types';
import { toFirestoreValue, valueAtPath } from './values';

const INEQUALITIES = new Set(['<', '<=', '>', '>=', '!=', 'not-in']);
const DOCUMENT_ID = '__name__';

/**
 * The full sort order Firestore applies to `spec`: its orderBy clauses, then (as Firestore adds them implicitly)
 * inequality-filtered fields not already ordered, in field-name order, then the document id.
 */
export function effectiveOrder(spec: QuerySpec): OrderClause[] {
  const explicit = spec.orderBy ?? [];
  const direction = explicit.length > 0 ? explicit[explicit.length - 1].direction : 'asc';
  const ordered = new Set(explicit.map((o) => o.field));
  const implicit = [
    ...new Set((spec.where ?? []).filter((w) => INEQUALITIES.has(w.op) && !ordered.has(w.field)).map((w) => w.field)),
  ]
    .sort()
    .map((field): OrderClause => ({ field, direction }));
  const all = [...explicit, ...implicit];
  return ordered.has(DOCUMENT_ID) ? all : [...all, { field: DOCUMENT_ID, direction }];
}

function cursorConstraints(spec: QuerySpec): QueryConstraint[] {
  const cursor = spec.startAfter!;
  const order = effectiveOrder(spec);
  const values = order.map(({ field }) => {
    if (field === DOCUMENT_ID) return cursor.id;
    const value = valueAtPath(cursor.data, field);
    if (value === undefined) {
      throw new BackendError(
        'invalid-argument',
        `Invalid query. You are trying to start a query after a document for which the field '${field}' (used as the orderBy) does not exist.`,
      );
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
