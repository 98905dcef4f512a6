/** Single-document reads the policy and the store share (`exists()` / `get()` of rules). */
import type { Queryable } from '../database/types';
import type { WireData } from '@/services/backend/wire/wire';
import type { Lookup } from '../policy/policy';
import { parseDocPath } from './paths';
import { dataFromStored } from './stored-form';

/** Sees each stored document a read returned (null when missing), as stored: the optimistic commit checks them. */
export type ReadObserver = (path: string, stored: unknown) => void;

export async function readData(q: Queryable, path: string, observe?: ReadObserver): Promise<WireData | null> {
  const { rows } = await q.query<{ data: WireData }>('SELECT data FROM documents WHERE path = $1', [path]);
  observe?.(path, rows[0]?.data ?? null);
  return rows[0] ? dataFromStored(rows[0].data) : null;
}

export const lookupOn = (q: Queryable, time: number, observe?: ReadObserver): Lookup => ({
  time,
  exists: async (path) => (await readData(q, parseDocPath(path).path, observe)) !== null,
  get: (path) => readData(q, parseDocPath(path).path, observe),
});
