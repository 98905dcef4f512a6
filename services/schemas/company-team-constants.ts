/**
 * A company team's roles, limits and types without zod (see ./company-team.ts for the write schemas), for the
 * screens and converters that only read members and invitations. ./company-team.ts re-exports them.
 */
import { LIMITS } from './limits';

export const MEMBER_ROLES = ['owner', 'recruiter'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];
/** A founding account taken off its own company: its uid is the company id, so "no document" would read as owner. */
export const REMOVED_ROLE = 'removed';

export const INVITE_STATUSES = ['pending', 'accepted', 'revoked'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

export const TEAM_LIMITS = {
  /** An invitation link works this long after it was sent. */
  inviteDays: 7,
  /** Members and pending invitations shown (one query each); a hiring team stays far below it. */
  listMax: 100,
  nameMax: LIMITS.nameMax,
} as const;

export interface CompanyMember {
  uid: string;
  companyId: string;
  role: MemberRole;
  name: string;
  email: string;
  joinedAt: number | null;
}

export interface CompanyInvite {
  id: string;
  companyId: string;
  companyName: string;
  email: string;
  invitedBy: string;
  status: InviteStatus;
  createdAt: number | null;
  expiresAt: number | null;
}

export const ROLE_LABELS: Record<MemberRole, string> = { owner: 'Owner', recruiter: 'Recruiter' };
