/**
 * QuerySpec -> Firestore's REST `structuredQuery`, built the way the SDK builds it (queries.ts): explicit orderBy
 * clauses only, unless there is a cursor, which becomes the full effective order and a start-after position.
 * Filters the SDK rewrites (`== null`, `!= null`, NaN) become unary filters as it does; a filter on the document
 * id throws `UnsupportedValue`, leaving that query to the SDK.
 */
import { BackendError, type QuerySpec, type WhereClause } from '../../types';
import { DOCUMENT_ID, effectiveOrder, missingCursorField, valueAtPath } from '../query-order';
import { encodeValue, UnsupportedValue, type RestValue } from './rest-values';

const OPERATORS: Record<WhereClause['op'], string> = {
  '==': 'EQUAL',
  '!=': 'NOT_EQUAL',
  '<': 'LESS_THAN',
  '<=': 'LESS_THAN_OR_EQUAL',
  '>': 'GREATER_THAN',
  '>=': 'GREATER_THAN_OR_EQUAL',
  in: 'IN',
  'not-in': 'NOT_IN',
  'array-contains': 'ARRAY_CONTAINS',
  'array-contains-any': 'ARRAY_CONTAINS_ANY',
};

const SIMPLE_SEGMENT = /^[A-Za-z_][A-Za-z_0-9]*$/;

/** A dotted field path in REST form: segments that are not plain identifiers are back-quoted. */
const fieldRef = (field: string) => ({
  fieldPath: field
    .split('.')
    .map((s) => (SIMPLE_SEGMENT.test(s) ? s : `\`${s.replace(/[\\`]/g, '\\$&')}\``))
    .join('.'),
});

function filterOf({ field, op, value }: WhereClause): RestValue {
  if (field === DOCUMENT_ID) throw new UnsupportedValue('document-id filters are left to the SDK');
  const unary = value === null ? 'NULL' : typeof value === 'number' && Number.isNaN(value) ? 'NAN' : undefined;
  if (unary && (op === '==' || op === '!=')) {
    return { unaryFilter: { field: fieldRef(field), op: op === '==' ? `IS_${unary}` : `IS_NOT_${unary}` } };
  }
  return { fieldFilter: { field: fieldRef(field), op: OPERATORS[op], value: encodeValue(value) } };
}

export interface RestQuery {
  /** Path of the collection's parent under `documents` ('' for a top-level collection). */
  parent: string;
  structuredQuery: RestValue;
}

export function toRestQuery(spec: QuerySpec, documentName: (path: string) => string): RestQuery {
  const segments = spec.collection.split('/');
  const filters = (spec.where ?? []).map(filterOf);
  const structuredQuery: RestValue = { from: [{ collectionId: segments[segments.length - 1] }] };
  if (filters.length === 1) structuredQuery.where = filters[0];
  else if (filters.length > 1) structuredQuery.where = { compositeFilter: { op: 'AND', filters } };
  const order = spec.startAfter ? effectiveOrder(spec) : (spec.orderBy ?? []);
  if (order.length > 0) {
    structuredQuery.orderBy = order.map(({ field, direction }) => ({
      field: fieldRef(field),
      direction: direction === 'desc' ? 'DESCENDING' : 'ASCENDING',
    }));
  }
  if (spec.startAfter) {
    const cursor = spec.startAfter;
    const values = order.map(({ field }) => {
      if (field === DOCUMENT_ID) return { referenceValue: documentName(`${spec.collection}/${cursor.id}`) };
      const value = valueAtPath(cursor.data, field);
      if (value === undefined) throw new BackendError('invalid-argument', missingCursorField(field));
      return encodeValue(value);
    });
    structuredQuery.startAt = { values, before: false };
  }
  if (spec.limit !== undefined) structuredQuery.limit = spec.limit;
  return { parent: segments.slice(0, -1).join('/'), structuredQuery };
}
