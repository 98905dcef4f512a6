/** companyMembers and companyInvites: stored documents <-> the types of schemas/company-team-constants.ts. */
import type { DocSnapshot } from '../backend/types';
import {
  INVITE_STATUSES,
  MEMBER_ROLES,
  type CompanyInvite,
  type CompanyMember,
} from '../schemas/company-team-constants';
import { readOr, toMillis } from './lenient';
import { isPlainObject, oneOf, text } from './read';

export const COMPANY_INVITES = 'companyInvites';
export const companyInvitePath = (id: string) => `${COMPANY_INVITES}/${id}`;

const memberRole = oneOf(MEMBER_ROLES);
const inviteStatus = oneOf(INVITE_STATUSES);

/** A member document, or null for one that is missing or marks a removed founding account. */
export function memberFromSnapshot(snap: DocSnapshot): CompanyMember | null {
  const d = snap.exists && isPlainObject(snap.data) ? snap.data : null;
  const role = d ? memberRole(d.role) : undefined;
  if (!d || !role) return null;
  return {
    uid: snap.id,
    companyId: readOr(text, d.companyId, ''),
    role,
    name: readOr(text, d.name, ''),
    email: readOr(text, d.email, ''),
    joinedAt: toMillis(d.joinedAt),
  };
}

/** An invitation; an unknown status reads as revoked, so a damaged invitation never lets anyone in. */
export function inviteFromSnapshot(snap: DocSnapshot): CompanyInvite {
  const d = isPlainObject(snap.data) ? snap.data : {};
  return {
    id: snap.id,
    companyId: readOr(text, d.companyId, ''),
    companyName: readOr(text, d.companyName, ''),
    email: readOr(text, d.email, ''),
    invitedBy: readOr(text, d.invitedBy, ''),
    status: readOr(inviteStatus, d.status, 'revoked'),
    createdAt: toMillis(d.createdAt),
    expiresAt: toMillis(d.expiresAt),
  };
}
