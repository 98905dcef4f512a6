/**
 * Validates a wire query the way Firestore's SDK and backend do, and normalises it: explicit orderBy, then the
 * inequality fields Firestore orders by implicitly, then the document id in the last direction.
 */
import { BackendError, type WhereOp } from '@/services/backend/types';
import type { WireValue } from '@/services/backend/wire/wire';
import { INEQUALITY_OPS, type WireQuery, type WireWhere } from '@/services/backend/wire/wire-query';
import { DOCUMENT_ID_FIELD, fieldSegments, parseCollectionPath, parseDocPath } from './paths';
import { checkValue } from './validate-write';

interface OrderField {
  field: string;
  direction: 'asc' | 'desc';
}

export interface QueryPlan {
  collection: string;
  group: string;
  filters: WireWhere[];
  order: OrderField[];
  idDirection: 'asc' | 'desc';
  limit?: number;
  cursor?: { values: WireValue[]; id: string };
}

const OPS: readonly WhereOp[] = [
  '==',
  '!=',
  '<',
  '<=',
  '>',
  '>=',
  'in',
  'not-in',
  'array-contains',
  'array-contains-any',
];
const LIST_OPS: readonly WhereOp[] = ['in', 'not-in', 'array-contains-any'];
const MAX_DISJUNCTION = 30;
/** Firestore's limits: filters in one query, and `limit()` (a 32-bit integer). */
const MAX_FILTERS = 100;
const MAX_LIMIT = 2 ** 31 - 1;

const bad = (message: string) => new BackendError('invalid-argument', message);

/** The pairs the SDK refuses (its `conflictingOps`), plus the backend's one array filter per query. */
function checkConflicts(filters: WireWhere[]) {
  const conflicts: Partial<Record<WhereOp, WhereOp[]>> = {
    '!=': ['!=', 'not-in'],
    in: ['not-in'],
    'array-contains-any': ['not-in', 'array-contains-any', 'array-contains'],
    'array-contains': ['array-contains', 'array-contains-any'],
    'not-in': ['array-contains-any', 'in', 'not-in', '!='],
  };
  filters.forEach((f, i) => {
    const other = filters.slice(0, i).find((g) => conflicts[f.op]?.includes(g.op));
    if (!other) return;
    throw bad(
      other.op === f.op
        ? `Invalid query. You cannot use more than one '${f.op}' filter.`
        : `Invalid query. You cannot use '${f.op}' filters with '${other.op}' filters.`,
    );
  });
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function listOf<T>(value: unknown, what: string): T[] {
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw bad(`Invalid query: ${what} must be a list.`);
  return value as T[];
}

function checkFilter(f: WireWhere): WireWhere {
  if (!isRecord(f)) throw bad('Invalid query filter.');
  fieldSegments(f.field, 'query');
  if (!OPS.includes(f.op)) throw bad(`Invalid query. Unknown operator '${String(f.op)}'.`);
  if (LIST_OPS.includes(f.op)) {
    if (!Array.isArray(f.value) || f.value.length === 0)
      throw bad(`Invalid Query. A non-empty array is required for '${f.op}' filters.`);
    if (f.value.length > MAX_DISJUNCTION) {
      throw bad(
        `Invalid Query. '${f.op}' filters support a maximum of ${MAX_DISJUNCTION} elements in the value array, but ${f.value.length} were given.`,
      );
    }
  }
  if (f.value === undefined) throw bad(`Unsupported field value: undefined (found in field ${f.field})`);
  if (f.field === DOCUMENT_ID_FIELD) checkDocumentIdFilter(f);
  else checkValue(f.value, 'query', f.field, 1, false, true);
  if (f.op === 'array-contains-any' && (f.value as WireValue[]).some(Array.isArray))
    throw bad(`Nested arrays are not supported (found in field ${f.field})`);
  return { field: f.field, op: f.op, value: f.value };
}

/** `documentId()` filters of a collection query compare plain document ids, as Firestore's SDK requires. */
function checkDocumentIdFilter(f: WireWhere) {
  if (f.op === 'array-contains' || f.op === 'array-contains-any')
    throw bad(`Invalid query. You can't perform '${f.op}' queries on documentId().`);
  for (const id of Array.isArray(f.value) && LIST_OPS.includes(f.op) ? f.value : [f.value]) {
    if (typeof id !== 'string' || id === '')
      throw bad(
        `Invalid query. When querying with documentId(), you must provide a valid document ID, but it was: ${JSON.stringify(id)}.`,
      );
    if (id.includes('/'))
      throw bad(
        `Invalid query. When querying a collection by documentId(), you must provide a plain document ID, but '${id}' contains a '/' character.`,
      );
  }
}

export function planQuery(query: WireQuery): QueryPlan {
  if (!isRecord(query)) throw bad('Invalid query.');
  const { collection, group } = parseCollectionPath(query.collection);
  const filters = listOf<WireWhere>(query.where, 'where').map(checkFilter);
  if (filters.length > MAX_FILTERS)
    throw bad(`Invalid query. A query can have at most ${MAX_FILTERS} filters, but ${filters.length} were given.`);
  // Firestore expands `in` and `array-contains-any` into disjunctions and caps their product.
  const disjunctions = filters.reduce(
    (n, f) => (f.op === 'in' || f.op === 'array-contains-any' ? n * (f.value as WireValue[]).length : n),
    1,
  );
  if (disjunctions > MAX_DISJUNCTION)
    throw bad(
      `Invalid query. A query can have at most ${MAX_DISJUNCTION} disjunctions after expanding 'in' filters, but this one has ${disjunctions}.`,
    );
  checkConflicts(filters);

  const explicit: OrderField[] = listOf<{ field: string; direction: 'asc' | 'desc' }>(query.orderBy, 'orderBy').map(
    (o) => {
      if (!isRecord(o)) throw bad('Invalid query order.');
      fieldSegments(o.field, 'query');
      if (o.direction !== 'asc' && o.direction !== 'desc')
        throw bad(`Invalid query. Unknown direction '${String(o.direction)}'.`);
      return { field: o.field, direction: o.direction };
    },
  );
  // An order on the document id is the final tiebreak every query has anyway; nothing after it can matter.
  const byId = explicit.findIndex((o) => o.field === DOCUMENT_ID_FIELD);
  const order = byId >= 0 ? explicit.slice(0, byId) : explicit;
  const lastDirection = byId >= 0 ? explicit[byId].direction : order.length ? order[order.length - 1].direction : 'asc';
  const implicit = [
    ...new Set(
      filters.filter((f) => INEQUALITY_OPS.includes(f.op) && f.field !== DOCUMENT_ID_FIELD).map((f) => f.field),
    ),
  ]
    .filter((field) => !order.some((o) => o.field === field))
    .sort();
  for (const field of implicit) order.push({ field, direction: lastDirection });

  const plan: QueryPlan = {
    collection,
    group,
    filters,
    order,
    idDirection: byId >= 0 ? lastDirection : order.length ? order[order.length - 1].direction : 'asc',
  };
  if (query.limit !== undefined) {
    if (!Number.isInteger(query.limit) || query.limit <= 0 || query.limit > MAX_LIMIT) {
      throw bad(
        `Function limit() requires a positive whole number of at most ${MAX_LIMIT}, but it was: ${String(query.limit)}.`,
      );
    }
    plan.limit = query.limit;
  }
  if (query.startAfter !== undefined) {
    if (!isRecord(query.startAfter)) throw bad('Invalid query cursor.');
    const { id, values } = query.startAfter;
    if (typeof id !== 'string' || id === '' || id.includes('/') || (values !== undefined && !isRecord(values)))
      throw bad('Invalid query cursor.');
    parseDocPath(`${collection}/${id}`);
    plan.cursor = {
      id,
      values: order.map(({ field }) => {
        if (!values || !Object.hasOwn(values, field)) {
          throw bad(
            `Invalid query. You are trying to start or end a query using a document for which the field '${field}' (used as the orderBy) does not exist.`,
          );
        }
        checkValue(values[field], 'query', field, 1, false, true);
        return values[field];
      }),
    };
  }
  return plan;
}

/**
 * The `==` value a query pins a field to (or the `array-contains` value, when asked), if any: what a list rule may
 * rely on ("rules are not filters").
 */
export function pinnedValue(
  plan: QueryPlan,
  field: string,
  op: '==' | 'array-contains' = '==',
): { value: WireValue } | undefined {
  const f = plan.filters.find((w) => w.field === field && w.op === op);
  return f ? { value: f.value } : undefined;
}
