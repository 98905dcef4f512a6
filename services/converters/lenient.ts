/**
 * Reading stored documents leniently. Policy: writes are strict (services/schemas), reads are forgiving, because
 * one malformed document written by an older version or by hand must not blank a whole list screen. A required
 * field that is missing or of the wrong type falls back to an empty value of its type (`''`, `false`, `[]`,
 * `null` for a timestamp); an optional field that does not read is omitted; a list keeps only its valid
 * entries. The document's id always comes from its path, not from a stored field.
 */
import { isPlainObject, type Reader } from './read';

/** Port timestamps are `Date`; epoch ms, ISO strings and `{ seconds }` objects from older data are accepted too. */
export function toMillis(value: unknown): number | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? null : ms;
  }
  if (value && typeof value === 'object' && typeof (value as { seconds?: unknown }).seconds === 'number') {
    const { seconds, nanoseconds } = value as { seconds: number; nanoseconds?: number };
    return seconds * 1000 + Math.floor((nanoseconds ?? 0) / 1e6);
  }
  return null;
}

/** The value if it reads, else the fallback. */
export function readOr<T>(read: Reader<T>, value: unknown, fallback: NoInfer<T>): T {
  const result = read(value);
  return result === undefined ? fallback : result;
}

/** The value if it reads, else undefined (the caller omits the field). */
export function readOptional<T>(read: Reader<T>, value: unknown): T | undefined {
  return value === undefined || value === null ? undefined : read(value);
}

/** Only the entries that read; a non-array reads as empty. */
export function readList<T>(item: Reader<T>, value: unknown): T[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const result = item(entry);
    return result === undefined ? [] : [result];
  });
}

/**
 * A plain object read field by field with `shape`: known fields that do not read are dropped, unknown fields kept
 * as stored (for open-ended maps such as a talent's profile).
 */
export function readLooseObject(
  shape: Record<string, Reader<unknown>>,
  value: unknown,
): Record<string, unknown> | undefined {
  if (!isPlainObject(value)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(value)) {
    if (raw === undefined) continue;
    const read = Object.hasOwn(shape, key) ? shape[key] : undefined;
    if (!read) out[key] = raw;
    else {
      const parsed = readOptional(read, raw);
      if (parsed !== undefined) out[key] = parsed;
    }
  }
  return out;
}

export function omitUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
