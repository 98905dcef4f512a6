/** A document id, checked without zod: the read paths of every service ask it before they read. */
import { LIMITS } from './limits';

/**
 * A missing or malformed id names no document: reads answer with the collection's not-found error. The same rule as
 * `idSchema` (./common.ts): what the auth provider issues as uid, never a path.
 */
export const isDocId = (id: unknown): id is string =>
  typeof id === 'string' && id.length >= 1 && id.length <= LIMITS.idMax && !id.includes('/');
