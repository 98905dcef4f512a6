/**
 * The parts of query building that need no SDK, shared by the SDK adapter (queries.ts) and the REST reader that
 * serves a screen's first reads before the SDK has loaded (rest/rest-query.ts).
 */
import type { DocumentData, OrderClause, QuerySpec } from '../types';

const INEQUALITIES = new Set(['<', '<=', '>', '>=', '!=', 'not-in']);
export const DOCUMENT_ID = '__name__';

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

/** The value at a dot-separated field path, or undefined. */
export function valueAtPath(data: DocumentData | undefined, field: string): unknown {
  let current: unknown = data;
  for (const segment of field.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

/** Firestore's message for a cursor document that lacks an orderBy field (the SDK's wording). */
export const missingCursorField = (field: string) =>
  `Invalid query. You are trying to start a query after a document for which the field '${field}' (used as the orderBy) does not exist.`;
