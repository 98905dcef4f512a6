/**
 * The local backend's wire format, shared by the browser adapter and the server engine (which also stores it as
 * jsonb): plain JSON, with markers for what JSON cannot say: timestamps as `{"$ts": epochMs}`, the numbers JSON
 * lacks as `{"$num": "NaN" | "Infinity" | "-Infinity" | "-0"}`, field-value sentinels as `{"$fv": ...}`.
 * A user's own map key that starts with `$` travels with one more `$` in front (`{"$ts": 5}` as `{"$$ts": 5}`), so
 * user data is never read as a marker. The encoder is where client-side validation happens, with the Firestore
 * SDK's messages.
 */
import { BackendError, isFieldValue, type DocSnapshot, type DocumentData, type FieldValue } from '../types';

export type WireValue = null | boolean | number | string | WireValue[] | { [key: string]: WireValue };
export type WireData = { [field: string]: WireValue };

export interface WireDoc {
  id: string;
  path: string;
  exists: boolean;
  data?: WireData;
}

export type WireFieldValue =
  | { $fv: 'serverTimestamp' }
  | { $fv: 'increment'; by: number }
  | { $fv: 'arrayUnion' | 'arrayRemove'; values: WireValue[] }
  | { $fv: 'delete' };

/** How data is being written decides which sentinels are legal where. */
export type WriteKind = 'set' | 'merge' | 'update';

const FV_NAMES: Record<FieldValue['__fieldValue'], string> = {
  serverTimestamp: 'serverTimestamp',
  increment: 'increment',
  arrayUnion: 'arrayUnion',
  arrayRemove: 'arrayRemove',
  delete: 'deleteField',
};

export const isWireTimestamp = (v: unknown): v is { $ts: number } =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  typeof (v as { $ts?: unknown }).$ts === 'number' &&
  Object.keys(v).length === 1;

/** The numbers JSON cannot carry. */
const SPECIAL_NUMBERS = ['NaN', 'Infinity', '-Infinity', '-0'] as const;
export type SpecialNumber = (typeof SPECIAL_NUMBERS)[number];

export const isWireSpecialNumber = (v: unknown): v is { $num: SpecialNumber } =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  SPECIAL_NUMBERS.includes((v as { $num?: unknown }).$num as SpecialNumber) &&
  Object.keys(v).length === 1;

/** A user's map key on the wire: one more `$` in front of a key that starts with `$` (see the top of this file). */
const escapeKey = (key: string) => (key.startsWith('$') ? `$${key}` : key);
export const unescapeKey = (key: string) => (key.startsWith('$$') ? key.slice(1) : key);
/** A wire key that is a marker's, not a user's: `$ts`, `$num`, `$fv` and the like. */
export const isMarkerKey = (key: string) => key.startsWith('$') && !key.startsWith('$$');

/** A number as the wire carries it: JSON's own, or a `$num` marker for NaN, the infinities and -0. */
export function encodeNumber(n: number): WireValue {
  if (Number.isNaN(n)) return { $num: 'NaN' };
  if (n === Infinity) return { $num: 'Infinity' };
  if (n === -Infinity) return { $num: '-Infinity' };
  if (Object.is(n, -0)) return { $num: '-0' };
  return n;
}

export function decodeSpecialNumber(v: { $num: SpecialNumber }): number {
  return v.$num === 'NaN' ? NaN : v.$num === 'Infinity' ? Infinity : v.$num === '-Infinity' ? -Infinity : -0;
}

/** Firestore's timestamp range: 0001-01-01T00:00:00Z to 9999-12-31T23:59:59.999Z. */
export const MIN_TIMESTAMP_MS = -62135596800000;
export const MAX_TIMESTAMP_MS = 253402300799999;

export const isWireFieldValue = (v: unknown): v is WireFieldValue =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as { $fv?: unknown }).$fv === 'string';

const invalid = (message: string, field: string | undefined) =>
  new BackendError('invalid-argument', field ? `${message} (found in field ${field})` : message);

function isPlainObject(v: object): boolean {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

interface Ctx {
  kind: WriteKind | 'query';
  field: string | undefined;
  inArray: boolean;
  topLevel: boolean;
}

function encodeFieldValue(fv: FieldValue, ctx: Ctx): WireFieldValue {
  const name = `${FV_NAMES[fv.__fieldValue]}()`;
  if (ctx.kind === 'query') throw invalid(`${name} can only be used with update() and set()`, ctx.field);
  if (ctx.inArray) throw invalid(`${name} is not currently supported inside arrays`, ctx.field);
  switch (fv.__fieldValue) {
    case 'delete':
      if (ctx.kind === 'set')
        throw invalid(`${name} cannot be used with set() unless you pass {merge:true}`, ctx.field);
      if (ctx.kind === 'update' && !ctx.topLevel)
        throw invalid(`${name} can only appear at the top level of your update data`, ctx.field);
      return { $fv: 'delete' };
    case 'serverTimestamp':
      return { $fv: 'serverTimestamp' };
    case 'increment':
      if (typeof fv.by !== 'number' || !Number.isFinite(fv.by))
        throw invalid(`${name} requires a finite number`, ctx.field);
      return { $fv: 'increment', by: fv.by };
    case 'arrayUnion':
    case 'arrayRemove':
      return { $fv: fv.__fieldValue, values: fv.values.map((v) => encode(v, { ...ctx, inArray: true })) };
  }
}

function encode(value: unknown, ctx: Ctx): WireValue {
  if (value === undefined) throw invalid('Unsupported field value: undefined', ctx.field);
  if (value === null || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return encodeNumber(value);
  if (value instanceof Date) {
    const ms = value.getTime();
    if (Number.isNaN(ms)) throw invalid('Unsupported field value: an invalid Date', ctx.field);
    if (ms < MIN_TIMESTAMP_MS || ms > MAX_TIMESTAMP_MS)
      throw invalid('Timestamp out of range: Firestore stores dates from year 1 to year 9999', ctx.field);
    return { $ts: ms };
  }
  if (Array.isArray(value)) {
    return value.map((item) => {
      if (Array.isArray(item)) throw invalid('Nested arrays are not supported', ctx.field);
      return encode(item, { ...ctx, inArray: true, topLevel: false });
    });
  }
  if (typeof value === 'object') {
    if (isFieldValue(value)) return encodeFieldValue(value, ctx) as unknown as WireValue;
    if (!isPlainObject(value))
      throw invalid(`Unsupported field value: a custom ${value.constructor?.name ?? 'object'} object`, ctx.field);
    const out: Record<string, WireValue> = {};
    for (const [key, v] of Object.entries(value)) {
      out[escapeKey(key)] = encode(v, {
        ...ctx,
        field: ctx.field && !ctx.inArray ? `${ctx.field}.${key}` : (ctx.field ?? key),
        topLevel: false,
      });
    }
    return out;
  }
  throw invalid(`Unsupported field value: a ${typeof value}`, ctx.field);
}

/** Encodes document data for a write; rejects what Firestore's SDK rejects. */
export function encodeWriteData(data: DocumentData, kind: WriteKind): WireData {
  if (typeof data !== 'object' || data === null || Array.isArray(data) || !isPlainObject(data)) {
    throw new BackendError(
      'invalid-argument',
      'Data must be an object, but it was: ' + (Array.isArray(data) ? 'an array' : String(data)),
    );
  }
  const out: WireData = {};
  for (const [key, value] of Object.entries(data)) {
    // Update keys are dotted field paths: each segment is a key of its own.
    const wireKey = kind === 'update' ? escapeFieldPath(key) : escapeKey(key);
    out[wireKey] = encode(value, { kind, field: key, inArray: false, topLevel: true });
  }
  return out;
}

/** A dotted field path with each segment as the wire writes map keys. */
export const escapeFieldPath = (field: string) => field.split('.').map(escapeKey).join('.');

/** Encodes a value compared against in a query (`where` values, cursor values). */
export function encodeQueryValue(value: unknown, field: string): WireValue {
  return encode(value, { kind: 'query', field, inArray: false, topLevel: true });
}

/** Wire to port: timestamps back to `Date`, special numbers back to numbers, user keys unescaped. */
function decodeValue(value: WireValue): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(decodeValue);
  if (isWireTimestamp(value)) return new Date(value.$ts);
  if (isWireSpecialNumber(value)) return decodeSpecialNumber(value);
  const out: DocumentData = {};
  for (const [key, v] of Object.entries(value)) out[unescapeKey(key)] = decodeValue(v);
  return out;
}

export function decodeDoc(doc: WireDoc): DocSnapshot {
  return {
    id: doc.id,
    path: doc.path,
    exists: doc.exists,
    data: doc.exists && doc.data ? (decodeValue(doc.data) as DocumentData) : undefined,
  };
}

/** Reads a dotted field path out of (port or wire) data; undefined when missing. */
export function readField(data: unknown, field: string): unknown {
  let cur: unknown = data;
  for (const segment of field.split('.')) {
    if (cur === null || typeof cur !== 'object' || Array.isArray(cur) || cur instanceof Date) return undefined;
    cur = (cur as Record<string, unknown>)[segment];
  }
  return cur;
}
