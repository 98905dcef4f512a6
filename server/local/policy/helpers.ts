/** Building blocks for rule functions, named after their Firestore rules counterparts. */
import { isWireTimestamp, type WireData, type WireValue } from '@/services/backend/wire/wire';
import { LIMITS } from '@/services/schemas/common';
import { NAME_TERMS_LIMITS } from '@/services/search/search-words';
import { isSitePath } from '@/services/site-path';
import type { ReadRequest, WriteRequest } from './types';

type WithAuth = Pick<ReadRequest, 'auth'>;

export const signedIn = (r: WithAuth) => r.auth !== null;
export const isUser = (r: WithAuth, uid: string) => r.auth !== null && r.auth.uid === uid;

/** `data.keys().hasAll(keys)` */
export const hasAll = (data: WireData, keys: readonly string[]) => keys.every((k) => Object.hasOwn(data, k));
/** `data.keys().hasOnly(keys)` */
export const hasOnly = (data: WireData, keys: readonly string[]) => Object.keys(data).every((k) => keys.includes(k));
/** `diff(resource.data).affectedKeys().hasOnly(keys)` */
export const onlyAffects = (r: WriteRequest, keys: readonly string[]) =>
  [...r.affectedKeys].every((k) => keys.includes(k));
export const affects = (r: WriteRequest, key: string) => r.affectedKeys.has(key);

export const isString = (v: WireValue | undefined, min: number, max: number): v is string =>
  typeof v === 'string' && v.length >= min && v.length <= max;
export const isBool = (v: WireValue | undefined): v is boolean => typeof v === 'boolean';
export const isList = (v: WireValue | undefined, max: number): v is WireValue[] => Array.isArray(v) && v.length <= max;
export const isMap = (v: WireValue | undefined, maxKeys: number): v is { [k: string]: WireValue } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !isWireTimestamp(v) && Object.keys(v).length <= maxKeys;
export const isOneOf = (v: WireValue | undefined, values: readonly string[]) =>
  typeof v === 'string' && values.includes(v);
/** `key in data` of rules: own keys only, never a prototype's. */
export const has = (data: object, key: string) => Object.hasOwn(data, key);

/**
 * Link fields, `isWebUrl` / `isUrl` in firestore.rules: `http:` or `https:` only, so no `javascript:` or `data:` link
 * reaches another user's screen; a file link may also be a path on this site (the local backend's download URLs).
 */
export const isWebLink = (v: WireValue | undefined): v is string =>
  isString(v, 1, LIMITS.urlMax) && /^https?:\/\//i.test(v);
export const isFileLink = (v: WireValue | undefined): v is string =>
  isString(v, 1, LIMITS.urlMax) && (/^https?:\/\//i.test(v) || isSitePath(v));

/** `data.timestamp == request.time`: the client wrote a server timestamp. */
export const isRequestTime = (r: { time: number }, v: WireValue | undefined) => isWireTimestamp(v) && v.$ts === r.time;

/**
 * `isNameTerms` in firestore.rules: a name's search terms, at most 60 strings of 1 to 20 characters, checked as one
 * string joined by line breaks as the rules do (and here also each a string).
 */
const NAME_TERM_LINES = new RegExp(
  `^[^\\n]{1,${NAME_TERMS_LIMITS.termMax}}(\\n[^\\n]{1,${NAME_TERMS_LIMITS.termMax}}){0,${NAME_TERMS_LIMITS.termsMax - 1}}$`,
  'u',
);
export function isNameTerms(v: WireValue | undefined): boolean {
  if (!isList(v, NAME_TERMS_LIMITS.termsMax) || !v.every((k) => typeof k === 'string')) return false;
  return v.length === 0 || NAME_TERM_LINES.test(v.join('\n'));
}
