/** Single-document reads the policy and the store share (`exists()` / `get()` of rules). */
import type { Database } from '../database/types';
import type { WireData } from '@/services/backend/wire/wire';
import type { Lookup } from '../policy/policy';
import { parseDocPath } from './paths';
import { dataFromStored } from './stored-form';

export type Queryable = Pick<Database, 'query'>;

export async function readData(q: Queryable, path: string): Promise<WireData | null> {
  const { rows } = await q.query<{ data: WireData }>('SELECT data FROM documents WHERE path = $1', [path]);
  return rows[0] ? dataFromStored(rows[0].data) : null;
}

export const lookupOn = (q: Queryable, time: number): Lookup => ({
  time,
  exists: async (path) => (await readData(q, parseDocPath(path).path)) !== null,
  get: (path) => readData(q, parseDocPath(path).path),
});
