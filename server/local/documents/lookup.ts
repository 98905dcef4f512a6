/** Single-document reads the policy and the store share (`exists()` / `get()` of rules). */
import type { Queryable } from '../database/types';
import type { WireData } from '@/services/backend/wire/wire';
import type { Lookup } from '../policy/policy';
import { parseDocPath } from './paths';
import { dataFromStored } from './stored-form';

/** Sees each stored document a read returned (null when missing), as stored: the optimistic commit checks them. */
export type ReadObserver = (path: string, stored: unknown) => void;

/** A document as stored (null when missing), by its normalised path. */
export type StoredReader = (path: string) => Promise<unknown>;

export const storedReaderOn =
  (q: Queryable): StoredReader =>
  async (path) =>
    (await q.query<{ data: unknown }>('SELECT data FROM documents WHERE path = $1', [path])).rows[0]?.data ?? null;

export async function readData(read: StoredReader, path: string, observe?: ReadObserver): Promise<WireData | null> {
  const stored = await read(path);
  observe?.(path, stored);
  return stored === null ? null : dataFromStored(stored as WireData);
}

export const lookupOn = (read: StoredReader, time: number, observe?: ReadObserver): Lookup => ({
  time,
  exists: async (path) => (await readData(read, parseDocPath(path).path, observe)) !== null,
  get: (path) => readData(read, parseDocPath(path).path, observe),
});
