/**
 * applications/{appId}, appId = `<jobId>_<talentId>`: read only by its talent and by the current members of the job's
 * company while it is not suspended (a list must pin `talentId == uid` or `companyId ==` the member's company;
 * administrators list them too). Written by no client: applying, withdrawing and moving are trusted operations
 * (server/trusted/application-apply.ts, application-withdraw.ts, applications-move.ts), each one transaction with its
 * notice and audit entry. Mirrors the applications block of firestore.rules.
 */
import type { WireData } from '@/services/backend/wire/wire';
import { isAdmin } from './students';
import { isActiveMember } from './company-members';
import type { CollectionRules, ReadRequest } from '../types';

/** The id is `<jobId>_<uid>`: whose application it is follows from the id, also for one that does not exist. */
const talentOfId = (appId: string): string | null => {
  const parts = appId.split('_');
  return parts.length === 2 ? parts[1] : null;
};

const readable = async (r: ReadRequest) => {
  const uid = r.auth?.uid;
  if (!uid) return false;
  if (r.resource === null) return talentOfId(r.path.split('/')[1]) === uid;
  return (r.resource as WireData).talentId === uid || (await isActiveMember(r, (r.resource as WireData).companyId));
};

export const applicationRules: CollectionRules = {
  get: readable,
  list: async (r) =>
    r.auth !== null &&
    (r.pinned('talentId')?.value === r.auth.uid ||
      (await isActiveMember(r, r.pinned('companyId')?.value)) ||
      (await isAdmin(r))),
};
