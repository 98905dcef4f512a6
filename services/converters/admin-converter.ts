/** admin/{uid}: stored document -> Admin (read-only from clients). Reads are lenient (see ./lenient.ts). */
import type { DocSnapshot } from '../backend/types';
import type { Admin } from '../schemas/admin';
import { omitUndefined, readOptional } from './lenient';
import { isPlainObject, text } from './read';

const ADMINS = 'admin';
export const adminPath = (id: string) => `${ADMINS}/${id}`;

export function adminFromSnapshot(snap: DocSnapshot): Admin {
  const data = isPlainObject(snap.data) ? snap.data : {};
  return omitUndefined({
    id: snap.id,
    email: readOptional(text, data.email),
    name: readOptional(text, data.name),
  });
}
