/**
 * What a case of the access tables must write so the database holds exactly BASE_SEED plus the case's own documents,
 * given what the database held after the case before. Both engines run hundreds of cases in a row, and most leave
 * the database as they found it (a read, a refused write): emptying it and writing the base documents again before
 * each cost most of the table's time. A case whose operation may have changed something (a write that was allowed,
 * or a case that failed) leaves the state unknown, and the next case starts from an emptied database as before.
 */
import { isDeepStrictEqual } from 'node:util';
import { isFieldValue, type DocumentData } from '../../services/backend/types';
import { BASE_SEED, type AccessCase } from './cases';

export interface SeedDelta {
  /** Empty the database first (its state is unknown). */
  clear: boolean;
  /** Documents to write whole. */
  set: [string, DocumentData][];
  /** Documents to remove. */
  remove: string[];
}

/** BASE_SEED with the case's documents over it; a null removes a base document. */
export function seededDocuments(extra: AccessCase['seed'] = {}): Record<string, DocumentData> {
  const docs: Record<string, DocumentData> = {};
  for (const [path, data] of Object.entries({ ...BASE_SEED, ...extra })) if (data !== null) docs[path] = data;
  return docs;
}

/** A document holding a field value (a server timestamp, an increment) is written again: its stored value varies. */
const holdsFieldValue = (value: unknown): boolean =>
  isFieldValue(value) ||
  (typeof value === 'object' &&
    value !== null &&
    !(value instanceof Date) &&
    Object.values(value).some(holdsFieldValue));

/** The writes from `held` (null: unknown) to `wanted`. */
export function seedDelta(held: Record<string, DocumentData> | null, wanted: Record<string, DocumentData>): SeedDelta {
  if (held === null) return { clear: true, set: Object.entries(wanted), remove: [] };
  return {
    clear: false,
    set: Object.entries(wanted).filter(
      ([path, data]) => !(path in held) || holdsFieldValue(data) || !isDeepStrictEqual(held[path], data),
    ),
    remove: Object.keys(held).filter((path) => !(path in wanted)),
  };
}

/**
 * The database's state from one case to the next: `next(seed)` gives the writes before a case, and `done(unchanged)`
 * records after it whether its operation left the database as seeded: a read, or a write refused as the case
 * expected. A case that never calls `done` (it failed) leaves the state unknown.
 */
export function seedTracker() {
  let held: Record<string, DocumentData> | null = null;
  return {
    next(seed: AccessCase['seed']): { delta: SeedDelta; done(unchanged: boolean): void } {
      const wanted = seededDocuments(seed);
      const delta = seedDelta(held, wanted);
      held = null;
      return {
        delta,
        done(unchanged) {
          held = unchanged ? wanted : null;
        },
      };
    },
  };
}

/** An operation that cannot write. */
export const readsOnly = (op: AccessCase['op']): boolean =>
  op.type === 'get' || op.type === 'query' || op.type === 'count';
