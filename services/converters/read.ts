/**
 * Readers for stored values, without zod: a reader answers the value when it has the expected type (for an
 * enumeration, one of its values; for an object, every field readable), else undefined. Reads check type and
 * membership only: bounds (lengths, ranges) and trimming are the writes' business (services/schemas), so a document
 * written through the schemas reads back unchanged. Zod stays off the screens that only read; the converters combine
 * these with the leniency policy of ./lenient.ts (readOr, readOptional, readList, readLooseObject).
 */
import { isFileLinkValue } from '../site-path';

export type Reader<T> = (value: unknown) => T | undefined;

/** A map of fields: not null, a list or a timestamp. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}
/** A field `object` may find absent; present, it must read. */
export type OptionalReader<T> = Reader<T> & { readonly optional: true };
export type ReadOf<R> = R extends Reader<infer T> ? T : never;

export const text: Reader<string> = (v) => (typeof v === 'string' ? v : undefined);
/** A string of at least one character: a name nothing could be shown for when empty (a skill). */
export const filledText: Reader<string> = (v) => (typeof v === 'string' && v.length > 0 ? v : undefined);
/** A finite number (what `z.number()` accepts). */
export const number: Reader<number> = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
export const nonNegative: Reader<number> = (v) =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined;
/** A whole number from 0 up: counters, capacities. */
export const count: Reader<number> = (v) => (Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number) : undefined);
export const bool: Reader<boolean> = (v) => (typeof v === 'boolean' ? v : undefined);

export const oneOf =
  <const T extends readonly (string | number)[]>(values: T): Reader<T[number]> =>
  (v) =>
    values.includes(v as T[number]) ? (v as T[number]) : undefined;

export const matching =
  (pattern: RegExp): Reader<string> =>
  (v) =>
    typeof v === 'string' && pattern.test(v) ? v : undefined;

/** A stored file link: absolute http(s) or a path on this site (the local backend's downloads). */
export const fileUrl: Reader<string> = (v) => (isFileLinkValue(v) ? v : undefined);

/** The hostnames `webUrlSchema` accepts (zod's domain pattern): a dotted name, never `localhost` or an address. */
const DOMAIN = /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;

/**
 * A web link as `webUrlSchema` (services/schemas/common.ts) writes it: http(s) to a domain. A stored `javascript:`
 * or `data:` link is refused, since it would become a link on someone else's screen.
 */
export const webUrl: Reader<string> = (v) => {
  if (typeof v !== 'string' || !/^https?:\/\//i.test(v)) return undefined;
  try {
    const url = new URL(v);
    return (url.protocol === 'http:' || url.protocol === 'https:') && DOMAIN.test(url.hostname) ? v : undefined;
  } catch {
    return undefined;
  }
};

export const nullable =
  <T>(read: Reader<T>): Reader<T | null> =>
  (v) =>
    v === null ? null : read(v);

export const optional = <T>(read: Reader<T>): OptionalReader<T> =>
  Object.assign((v: unknown) => read(v), { optional: true as const });

type Shape = Record<string, Reader<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends OptionalReader<unknown> ? K : never }[keyof S];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
export type ObjectOf<S extends Shape> = Simplify<
  { [K in Exclude<keyof S, OptionalKeys<S>>]: ReadOf<S[K]> } & { [K in OptionalKeys<S>]?: ReadOf<S[K]> }
>;

/**
 * A plain object whose every field reads (an optional one may be absent), keeping only the shape's fields; `where`
 * checks what spans fields (a city needs its region). Undefined when any field fails: a half-read salary or place
 * would say something the document does not.
 */
export function object<S extends Shape>(shape: S, where?: (value: ObjectOf<S>) => boolean): Reader<ObjectOf<S>> {
  return (v) => {
    if (!isPlainObject(v)) return undefined;
    const out: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(shape)) {
      const raw = v[key];
      if (raw === undefined && 'optional' in read) continue;
      const value = read(raw);
      if (value === undefined) return undefined;
      out[key] = value;
    }
    return where && !where(out as ObjectOf<S>) ? undefined : (out as ObjectOf<S>);
  };
}

/** A list whose every entry reads (a field inside an object); a document's top-level list goes through `readList`. */
export const list =
  <T>(item: Reader<T>): Reader<T[]> =>
  (v) => {
    if (!Array.isArray(v)) return undefined;
    const out: T[] = [];
    for (const entry of v) {
      const read = item(entry);
      if (read === undefined) return undefined;
      out.push(read);
    }
    return out;
  };

/** A map from some of `keys` to values that all read (a company's social links). */
export const record =
  <K extends string, T>(keys: readonly K[], value: Reader<T>): Reader<Partial<Record<K, T>>> =>
  (v) => {
    if (!isPlainObject(v)) return undefined;
    const out: Partial<Record<K, T>> = {};
    for (const [key, raw] of Object.entries(v)) {
      const read = value(raw);
      if (!keys.includes(key as K) || read === undefined) return undefined;
      out[key as K] = read;
    }
    return out;
  };
