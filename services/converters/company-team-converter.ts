/** companyMembers and companyInvites: stored documents <-> the types of schemas/company-team.ts. */
import type { DocSnapshot } from '../backend/types';
import { MEMBER_ROLES, type CompanyInvite, type CompanyMember, type InviteStatus, type MemberRole } from '../schemas/company-team';
import { isPlainObject, toMillis } from './lenient';

export const COMPANY_INVITES = 'companyInvites';
export const companyInvitePath = (id: string) => `${COMPANY_INVITES}/${id}`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const INVITE_STATUSES: readonly InviteStatus[] = ['pending', 'accepted', 'revoked'];

/** A member document, or null for one that is missing or marks a removed founding account. */
export function memberFromSnapshot(snap: DocSnapshot): CompanyMember | null {
  const d = snap.exists && isPlainObject(snap.data) ? snap.data : null;
  if (!d || !MEMBER_ROLES.includes(d.role as MemberRole)) return null;
  return {
    uid: snap.id,
    companyId: text(d.companyId),
    role: d.role as MemberRole,
    name: text(d.name),
    email: text(d.email),
    joinedAt: toMillis(d.joinedAt),
  };
}

export function inviteFromSnapshot(snap: DocSnapshot): CompanyInvite {
  const d = isPlainObject(snap.data) ? snap.data : {};
  return {
    id: snap.id,
    companyId: text(d.companyId),
    companyName: text(d.companyName),
    email: text(d.email),
    invitedBy: text(d.invitedBy),
    status: INVITE_STATUSES.includes(d.status as InviteStatus) ? (d.status as InviteStatus) : 'revoked',
    createdAt: toMillis(d.createdAt),
    expiresAt: toMillis(d.expiresAt),
  };
}
