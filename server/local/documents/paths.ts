/** Document and collection paths and field names, validated as Firestore validates them. */
import { isMarkerKey, unescapeKey } from '@/services/backend/wire/wire';
import { BackendError } from '@/services/backend/types';

/** Firestore's limit for a document id and for a field name, in UTF-8 bytes. */
const MAX_NAME_BYTES = 1500;

const bad = (message: string) => new BackendError('invalid-argument', message);

/** An unpaired UTF-16 surrogate: not valid UTF-8, so Firestore refuses it (and Postgres cannot store it). */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

export const isWellFormed = (text: string) => !LONE_SURROGATE.test(text);

/**
 * Names that would reach the engine's own objects if used as keys (`__proto__` and the constructor chain), plus
 * every name Firestore reserves (`__.*__`). Refused in field paths and map keys before anything is built from them.
 */
const UNSAFE_NAMES = new Set(['__proto__', 'constructor', 'prototype']);
const RESERVED_NAME = /^__.*__$/s;

/** Checks one field name (a map key or a segment of a dotted field path); `field` names it in the message. */
export function checkFieldName(name: string, field: string): void {
  if (name === '') throw bad(`Invalid field name: field names must not be empty (found in field ${field})`);
  if (UNSAFE_NAMES.has(name) || RESERVED_NAME.test(name)) {
    throw bad(
      `Invalid field name '${name}': names matching __.*__, constructor and prototype are reserved (found in field ${field})`,
    );
  }
  if (!isWellFormed(name)) throw bad(`Invalid field name: it is not valid UTF-8 (found in field ${field})`);
  if (Buffer.byteLength(name, 'utf8') > MAX_NAME_BYTES)
    throw bad(`Field name too long: at most ${MAX_NAME_BYTES} bytes (found in field ${field})`);
}

export interface DocPath {
  path: string;
  collection: string;
  /** Last segment of the collection path: what `collectionGroup` in firestore.indexes.json names. */
  group: string;
  id: string;
}

function segmentsOf(path: unknown, what: string): string[] {
  if (typeof path !== 'string' || path.length === 0)
    throw new BackendError('invalid-argument', `Invalid ${what} path: ${String(path)}`);
  const segments = path.split('/');
  for (const s of segments) {
    if (s === '' || s === '.' || s === '..' || RESERVED_NAME.test(s) || s.includes('\0') || !isWellFormed(s)) {
      throw bad(`Invalid ${what} path '${path}': segment '${s}' is not allowed.`);
    }
    if (Buffer.byteLength(s, 'utf8') > MAX_NAME_BYTES)
      throw bad(`Invalid ${what} path: a segment is longer than ${MAX_NAME_BYTES} bytes.`);
  }
  return segments;
}

export function parseDocPath(path: unknown): DocPath {
  const segments = segmentsOf(path, 'document');
  if (segments.length % 2 !== 0) {
    throw new BackendError(
      'invalid-argument',
      `Invalid document reference. Document references must have an even number of segments, but ${path} has ${segments.length}.`,
    );
  }
  const collection = segments.slice(0, -1).join('/');
  return {
    path: segments.join('/'),
    collection,
    group: segments[segments.length - 2],
    id: segments[segments.length - 1],
  };
}

export function parseCollectionPath(path: unknown): { collection: string; group: string } {
  const segments = segmentsOf(path, 'collection');
  if (segments.length % 2 !== 1) {
    throw new BackendError(
      'invalid-argument',
      `Invalid collection reference. Collection references must have an odd number of segments, but ${path} has ${segments.length}.`,
    );
  }
  return { collection: segments.join('/'), group: segments[segments.length - 1] };
}

/** Firestore's name for the document id in queries (`documentId()`). */
export const DOCUMENT_ID_FIELD = '__name__';

/** Validates a dotted field path used in an update or (with `query`, where `__name__` is the document id) a query. */
export function fieldSegments(field: unknown, use: 'write' | 'query' = 'write'): string[] {
  if (use === 'query' && field === DOCUMENT_ID_FIELD) return [field];
  if (typeof field !== 'string' || field === '' || field.split('.').some((s) => s === '')) {
    throw bad(
      `Invalid field path (${typeof field === 'string' ? field : typeof field}). Paths must not be empty, begin with '.', end with '.', or contain '..'`,
    );
  }
  const segments = field.split('.');
  for (const segment of segments) {
    // Segments arrive as the wire writes keys (wire.ts): a user's `$x` as `$$x`, and no bare markers.
    if (isMarkerKey(segment))
      throw bad(`Invalid field path (${field}): '${segment}' is not a field name the wire format allows.`);
    checkFieldName(unescapeKey(segment), field);
  }
  return segments;
}
