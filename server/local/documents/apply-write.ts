/**
 * Applies one write to a document's current data the way Firestore does: set replaces, set-merge deep-merges maps,
 * update sets dotted field paths, and field-value sentinels resolve against the current value at commit time.
 */
import { BackendError } from '@/services/backend/types';
import {
  decodeSpecialNumber,
  encodeNumber,
  isWireFieldValue,
  isWireSpecialNumber,
  type WireData,
  type WireFieldValue,
  type WireValue,
} from '@/services/backend/wire/wire';
import type { WireWriteOp } from '@/services/backend/wire/wire-query';
import { fieldSegments } from './paths';
import { isMap, valuesEqual } from './values';

type Map = { [key: string]: WireValue };

/**
 * Documents are built on objects without a prototype, so no key (validation refuses `__proto__` and its kin
 * anyway) can reach a shared prototype, and the policy sees exactly the keys that will be stored.
 */
const newMap = (): Map => Object.create(null) as Map;

function copyMap(source: Map): Map {
  const out = newMap();
  for (const [key, value] of Object.entries(source)) out[key] = copyValue(value);
  return out;
}

function copyValue(value: WireValue): WireValue {
  if (Array.isArray(value)) return value.map(copyValue);
  return isMap(value) ? copyMap(value) : value;
}

function transform(fv: WireFieldValue, current: WireValue | undefined, now: number): WireValue | undefined {
  switch (fv.$fv) {
    case 'serverTimestamp':
      return { $ts: now };
    case 'increment': {
      // NaN and the infinities travel as markers; incrementing them gives what the arithmetic gives.
      const base =
        typeof current === 'number' ? current : isWireSpecialNumber(current) ? decodeSpecialNumber(current) : undefined;
      return encodeNumber(base === undefined ? fv.by : base + fv.by);
    }
    case 'arrayUnion': {
      const out = Array.isArray(current) ? [...current] : [];
      for (const v of fv.values) if (!out.some((e) => valuesEqual(e, v))) out.push(v);
      return out;
    }
    case 'arrayRemove':
      return Array.isArray(current) ? current.filter((e) => !fv.values.some((v) => valuesEqual(e, v))) : [];
    case 'delete':
      return undefined;
    default:
      throw new BackendError('invalid-argument', `Unknown field value ${JSON.stringify(fv)}`);
  }
}

const ownValue = (target: Map, key: string): WireValue | undefined =>
  Object.hasOwn(target, key) ? target[key] : undefined;

function put(target: Map, key: string, value: WireValue | undefined) {
  if (value === undefined) delete target[key];
  else target[key] = value;
}

/** Writes `value` (resolving sentinels) into `target[key]`; `merge` recurses into maps instead of replacing them. */
function assign(target: Map, key: string, value: WireValue, merge: boolean, now: number) {
  if (isWireFieldValue(value)) return put(target, key, transform(value, ownValue(target, key), now));
  if (isMap(value)) {
    const entries = Object.entries(value);
    if (merge && entries.length > 0) {
      const base: Map = isMap(ownValue(target, key)) ? copyMap(target[key] as Map) : newMap();
      for (const [k, v] of entries) assign(base, k, v, true, now);
      return put(target, key, base);
    }
    const fresh = newMap();
    for (const [k, v] of entries) assign(fresh, k, v, false, now);
    return put(target, key, fresh);
  }
  put(target, key, value);
}

/** The map at a field path, creating (or replacing non-maps with) maps on the way when `create` is set. */
function walk(root: Map, segments: string[], create: boolean): Map | null {
  let cur = root;
  for (const segment of segments) {
    if (!isMap(ownValue(cur, segment))) {
      if (!create) return null;
      cur[segment] = newMap();
    }
    cur = cur[segment] as Map;
  }
  return cur;
}

/** Returns the document's data after the write, or null when the write deletes it. */
export function applyWrite(before: WireData | null, op: WireWriteOp, now: number): WireData | null {
  switch (op.type) {
    case 'delete':
      return null;
    case 'set': {
      const out: Map = op.merge && before ? copyMap(before) : newMap();
      for (const [key, value] of Object.entries(op.data)) assign(out, key, value, Boolean(op.merge), now);
      return out;
    }
    case 'update': {
      if (!before) throw new BackendError('not-found', `No document to update: ${op.path}`);
      const out = copyMap(before);
      for (const [field, value] of Object.entries(op.data)) {
        const segments = fieldSegments(field);
        const deleting = isWireFieldValue(value) && value.$fv === 'delete';
        const parent = walk(out, segments.slice(0, -1), !deleting);
        if (parent) assign(parent, segments[segments.length - 1], value, false, now);
      }
      return out;
    }
  }
}

/** Top-level keys whose values differ between two versions (Firestore's `diff(...).affectedKeys()`). */
export function affectedKeys(before: WireData | null, after: WireData | null): Set<string> {
  const keys = new Set<string>();
  const a = before ?? {};
  const b = after ?? {};
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (!Object.hasOwn(a, k) || !Object.hasOwn(b, k) || !valuesEqual(a[k], b[k])) keys.add(k);
  }
  return keys;
}
