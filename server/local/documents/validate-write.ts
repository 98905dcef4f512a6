/** Server-side checks of incoming writes (the client encoder checks first; the server trusts no client). */
import { BackendError } from '@/services/backend/types';
import {
  isMarkerKey,
  isWireFieldValue,
  isWireSpecialNumber,
  isWireTimestamp,
  MAX_TIMESTAMP_MS,
  MIN_TIMESTAMP_MS,
  unescapeKey,
  type WireData,
  type WireValue,
} from '@/services/backend/wire/wire';
import type { WireWriteOp } from '@/services/backend/wire/wire-query';
import { checkFieldName, fieldSegments, isWellFormed, parseDocPath, type DocPath } from './paths';

/** Firestore's limit for a document, in its own measure (documentSize). */
export const MAX_DOC_BYTES = 1_048_576;

const textSize = (text: string) => Buffer.byteLength(unescapeKey(text), 'utf8') + 1;

function valueSize(value: WireValue): number {
  if (value === null || typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 8;
  if (typeof value === 'string') return Buffer.byteLength(value, 'utf8') + 1;
  if (Array.isArray(value)) return value.reduce<number>((n, v) => n + valueSize(v), 0);
  if (isWireTimestamp(value) || isWireSpecialNumber(value)) return 8;
  return Object.entries(value).reduce((n, [k, v]) => n + textSize(k) + valueSize(v), 0);
}

/**
 * A document's size as Firestore counts it against its 1 MiB limit: the name (each path segment's UTF-8 bytes plus
 * one, plus 16), every field name and value (strings their UTF-8 bytes plus one, numbers and timestamps 8, booleans
 * and null 1, arrays and maps the sum of their parts), plus 32.
 */
export function documentSize(path: string, data: WireData): number {
  const name = path.split('/').reduce((n, segment) => n + Buffer.byteLength(segment, 'utf8') + 1, 16);
  return name + valueSize(data) + 32;
}
const MAX_BATCH_WRITES = 500;

/** Firestore refuses maps and arrays nested deeper than this. */
const MAX_DEPTH = 20;

const bad = (message: string) => new BackendError('invalid-argument', message);
const FV = new Set(['serverTimestamp', 'increment', 'arrayUnion', 'arrayRemove', 'delete']);

/**
 * Checks one value as Firestore's backend would: JSON types only, finite numbers, well-formed strings, nesting at
 * most MAX_DEPTH, map keys that are legal field names. Also what can be typed for queries (`kind` 'query').
 */
export function checkValue(
  value: unknown,
  kind: 'set' | 'merge' | 'update' | 'query',
  field: string,
  depth: number,
  inArray: boolean,
  topLevel: boolean,
): void {
  if (value === null || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw bad(`Unsupported field value (found in field ${field})`);
    return;
  }
  if (typeof value === 'string') {
    if (!isWellFormed(value)) throw bad(`Invalid string value: it is not valid UTF-8 (found in field ${field})`);
    return;
  }
  if (typeof value !== 'object') throw bad(`Unsupported field value: a ${typeof value} (found in field ${field})`);
  if (isWireTimestamp(value)) {
    if (!Number.isFinite(value.$ts) || value.$ts < MIN_TIMESTAMP_MS || value.$ts > MAX_TIMESTAMP_MS) {
      throw bad(`Timestamp out of range: Firestore stores dates from year 1 to year 9999 (found in field ${field})`);
    }
    return;
  }
  if (isWireSpecialNumber(value)) return;
  if (depth > MAX_DEPTH)
    throw bad(`Maps and arrays may be nested at most ${MAX_DEPTH} levels deep (found in field ${field})`);
  if (Array.isArray(value)) {
    for (const item of value) {
      if (Array.isArray(item) && kind !== 'query')
        throw bad(`Nested arrays are not supported (found in field ${field})`);
      checkValue(item, kind, field, depth + 1, true, false);
    }
    return;
  }
  if (isWireFieldValue(value)) {
    if (kind === 'query') throw bad(`Field values can only be used with update() and set() (found in field ${field})`);
    if (!FV.has(value.$fv)) throw bad(`Unknown field value '${value.$fv}' (found in field ${field})`);
    if (inArray) throw bad(`${value.$fv}() is not currently supported inside arrays (found in field ${field})`);
    if (value.$fv === 'delete' && kind === 'set')
      throw bad(`deleteField() cannot be used with set() unless you pass {merge:true} (found in field ${field})`);
    if (value.$fv === 'delete' && kind === 'update' && !topLevel)
      throw bad(`deleteField() can only appear at the top level of your update data (found in field ${field})`);
    if (value.$fv === 'increment' && (typeof value.by !== 'number' || !Number.isFinite(value.by)))
      throw bad(`increment() requires a number (found in field ${field})`);
    if (value.$fv === 'arrayUnion' || value.$fv === 'arrayRemove') {
      if (!Array.isArray(value.values)) throw bad(`${value.$fv}() requires values (found in field ${field})`);
      for (const v of value.values) checkValue(v, kind, field, depth + 1, true, false);
    }
    return;
  }
  for (const [key, v] of Object.entries(value)) {
    // A marker the wire does not know, or one used wrongly: user keys starting with `$` arrive escaped (wire.ts).
    if (isMarkerKey(key))
      throw bad(`Malformed value: '${key}' is not a value the wire format knows (found in field ${field})`);
    const name = unescapeKey(key);
    const path = `${field}.${name}`;
    checkFieldName(name, path);
    checkValue(v, kind, path, depth + 1, inArray, false);
  }
}

function checkData(data: unknown, kind: 'set' | 'merge' | 'update'): WireData {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw bad('Data must be an object.');
  for (const [key, value] of Object.entries(data)) {
    // Update keys are dotted field paths; set keys are field names.
    if (kind === 'update') fieldSegments(key);
    else if (isMarkerKey(key)) throw bad(`Malformed data: '${key}' is not a field name the wire format allows.`);
    else checkFieldName(unescapeKey(key), key);
    checkValue(value, kind, key, 1, false, true);
  }
  return data as WireData;
}

export function validateWrites(ops: unknown): (WireWriteOp & { doc: DocPath })[] {
  if (!Array.isArray(ops)) throw bad('A batch is a list of writes.');
  if (ops.length > MAX_BATCH_WRITES) throw bad(`A batch can contain at most ${MAX_BATCH_WRITES} writes.`);
  return ops.map((raw: WireWriteOp) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw bad('Each write must be an object.');
    const doc = parseDocPath(raw.path);
    switch (raw.type) {
      case 'set':
        return {
          type: 'set',
          path: doc.path,
          doc,
          data: checkData(raw.data, raw.merge ? 'merge' : 'set'),
          merge: raw.merge === true,
        };
      case 'update':
        return { type: 'update', path: doc.path, doc, data: checkData(raw.data, 'update') };
      case 'delete':
        return { type: 'delete', path: doc.path, doc };
      default:
        throw bad(`Unknown write type '${String((raw as { type?: unknown })?.type)}'.`);
    }
  });
}
