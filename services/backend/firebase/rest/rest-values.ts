/**
 * Firestore's REST value format <-> the port's values, for the reads served before the SDK has loaded. Only what
 * the SDK would hand the port as plain values is decoded (Dates for timestamps, as values.ts does); a value the
 * SDK returns as one of its own classes (bytes, references, geo points) throws `UnsupportedValue`, and the caller
 * leaves that read to the SDK, so a REST read never answers differently from an SDK read.
 */
import type { DocumentData } from '../../types';

export class UnsupportedValue extends Error {}

export type RestValue = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value));

export function encodeValue(value: unknown): RestValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value) && !Object.is(value, -0)) return { integerValue: String(value) };
    return { doubleValue: Number.isFinite(value) ? value : String(value) };
  }
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encodeValue) } };
  if (isPlainObject(value)) return { mapValue: { fields: encodeFields(value) } };
  throw new UnsupportedValue(`No REST encoding for ${String(value)}`);
}

const encodeFields = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([key, inner]) => [key, encodeValue(inner)]));

function decodeValue(value: RestValue): unknown {
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue;
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('timestampValue' in value) return new Date(value.timestampValue as string);
  if ('arrayValue' in value) return ((value.arrayValue as { values?: RestValue[] }).values ?? []).map(decodeValue);
  if ('mapValue' in value) return decodeFields((value.mapValue as { fields?: Record<string, RestValue> }).fields);
  throw new UnsupportedValue(`The REST reader leaves ${Object.keys(value).join(', ')} to the SDK`);
}

export function decodeFields(fields: Record<string, RestValue> | undefined): DocumentData {
  const out: DocumentData = {};
  for (const [key, inner] of Object.entries(fields ?? {})) out[key] = decodeValue(inner);
  return out;
}
