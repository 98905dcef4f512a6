/** Administrators, SPEC sections 7 and 8: the `admin/{uid}` document, readable by its owner only. */
import { getBackend } from '../backend/backend';
import type { Unsubscribe } from '../backend/types';
import { adminFromSnapshot, adminPath } from '../converters/admin-converter';
import { adminNotFound } from '../errors';
import { subscribeDoc } from '../live-doc';
import { isDocId } from '../schemas/doc-id';
import type { Admin } from '../schemas/admin';

export type { Admin };

/** Throws 'User does not exists' when the signed-in user has no admin document (i.e. is not an admin). */
export async function getAdmin(id: string): Promise<Admin> {
  if (!isDocId(id)) throw adminNotFound();
  const backend = await getBackend();
  const snap = await backend.docs.get(adminPath(id));
  if (!snap.exists) throw adminNotFound();
  return adminFromSnapshot(snap);
}

export function subscribeAdmin(
  id: string,
  onData: (admin: Admin) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return subscribeDoc(isDocId(id) ? adminPath(id) : null, adminFromSnapshot, adminNotFound, onData, onError);
}
