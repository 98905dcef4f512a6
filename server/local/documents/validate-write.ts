/** Server-side checks of incoming writes (the client encoder checks first; the server trusts no client). */
import { BackendError } from '@/services/backend/types';
import { isWireFieldValue, type WireData, type WireValue } from '@/services/backend/local/wire';
import type { WireWriteOp } from '@/services/backend/local/wire-query';
import { parseDocPath, type DocPath } from './paths';

/** Firestore's limit for a document, measured roughly as its JSON size. */
export const MAX_DOC_BYTES = 1_048_487;
export const MAX_BATCH_WRITES = 500;

const bad = (message: string) => new BackendError('invalid-argument', message);
const FV = new Set(['serverTimestamp', 'increment', 'arrayUnion', 'arrayRemove', 'delete']);

function checkValue(value: WireValue, kind: 'set' | 'merge' | 'update', field: string, inArray: boolean, topLevel: boolean) {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isFinite(value)) throw bad(`Unsupported field value (found in field ${field})`);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      if (Array.isArray(item)) throw bad(`Nested arrays are not supported (found in field ${field})`);
      checkValue(item, kind, field, true, false);
    }
    return;
  }
  if (isWireFieldValue(value)) {
    if (!FV.has(value.$fv)) throw bad(`Unknown field value '${value.$fv}' (found in field ${field})`);
    if (inArray) throw bad(`${value.$fv}() is not currently supported inside arrays (found in field ${field})`);
    if (value.$fv === 'delete' && kind === 'set') throw bad(`deleteField() cannot be used with set() unless you pass {merge:true} (found in field ${field})`);
    if (value.$fv === 'delete' && kind === 'update' && !topLevel) throw bad(`deleteField() can only appear at the top level of your update data (found in field ${field})`);
    if (value.$fv === 'increment' && (typeof value.by !== 'number' || !Number.isFinite(value.by))) throw bad(`increment() requires a number (found in field ${field})`);
    if ((value.$fv === 'arrayUnion' || value.$fv === 'arrayRemove') && !Array.isArray(value.values)) throw bad(`${value.$fv}() requires values (found in field ${field})`);
    if (value.$fv === 'arrayUnion' || value.$fv === 'arrayRemove') for (const v of value.values) checkValue(v, kind, field, true, false);
    return;
  }
  for (const [key, v] of Object.entries(value)) checkValue(v, kind, `${field}.${key}`, inArray, false);
}

function checkData(data: unknown, kind: 'set' | 'merge' | 'update'): WireData {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw bad('Data must be an object.');
  for (const [key, value] of Object.entries(data as WireData)) checkValue(value, kind, key, false, true);
  return data as WireData;
}

export function validateWrites(ops: unknown): (WireWriteOp & { doc: DocPath })[] {
  if (!Array.isArray(ops)) throw bad('A batch is a list of writes.');
  if (ops.length > MAX_BATCH_WRITES) throw bad(`A batch can contain at most ${MAX_BATCH_WRITES} writes.`);
  return ops.map((raw: WireWriteOp) => {
    const doc = parseDocPath(raw?.path);
    switch (raw.type) {
      case 'set':
        return { type: 'set', path: doc.path, doc, data: checkData(raw.data, raw.merge ? 'merge' : 'set'), merge: raw.merge === true };
      case 'update':
        return { type: 'update', path: doc.path, doc, data: checkData(raw.data, 'update') };
      case 'delete':
        return { type: 'delete', path: doc.path, doc };
      default:
        throw bad(`Unknown write type '${String((raw as { type?: unknown })?.type)}'.`);
    }
  });
}
