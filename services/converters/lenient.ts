/**
 * Reading stored documents leniently. Policy: writes are strict (services/schemas), reads are forgiving, because
 * one malformed document written by an older version or by hand must not blank a whole list screen. A required
 * field that is missing or of the wrong type falls back to an empty value of its type (`''`, `false`, `[]`,
 * `null` for a timestamp); an optional field that fails its schema is omitted; a list keeps only its valid
 * entries. The document's id always comes from its path, not from a stored field.
 */
import type { z } from 'zod/mini';

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

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** The value if it satisfies the schema, else the fallback. */
export function readOr<S extends z.ZodMiniType>(schema: S, value: unknown, fallback: z.output<S>): z.output<S> {
  const result = schema.safeParse(value);
  return result.success ? result.data : fallback;
}

/** The value if it satisfies the schema, else undefined (the caller omits the field). */
export function readOptional<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> | undefined {
  if (value === undefined || value === null) return undefined;
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
}

/** Only the entries that satisfy the item schema; a non-array reads as empty. */
export function readList<S extends z.ZodMiniType>(item: S, value: unknown): z.output<S>[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const result = item.safeParse(entry);
    return result.success ? [result.data] : [];
  });
}

/**
 * A plain object checked field by field against `shape`: invalid known fields are dropped, unknown fields kept
 * as stored (for open-ended maps such as a talent's profile).
 */
export function readLooseObject(shape: Record<string, z.ZodMiniType>, value: unknown): Record<string, unknown> | undefined {
  if (!isPlainObject(value)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(value)) {
    if (raw === undefined) continue;
    const schema = shape[key];
    if (!schema) out[key] = raw;
    else {
      const parsed = readOptional(schema, raw);
      if (parsed !== undefined) out[key] = parsed;
    }
  }
  return out;
}

export function omitUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
