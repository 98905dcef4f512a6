/**
 * Who the caller works for, read with privileged access as the rules read it (`companyMembers/{uid}`): a member
 * document names the company and the role; an account with none is the owner of the company it founded (a company
 * of before teams) when `companies/{uid}` exists; a removed founding account belongs to nothing.
 */
import { BackendError } from '@/services/backend/types';
import { companyPath } from '@/services/converters/company-converter';
import { COMPANY_MEMBERS, companyMemberPath, memberCompanyId } from '@/services/converters/company-member-doc';
import { memberFromSnapshot } from '@/services/converters/company-team-converter';
import { TEAM_LIMITS, type MemberRole } from '@/services/schemas/company-team-constants';
import type { TrustedDocs } from './types';

export interface Membership {
  companyId: string;
  role: MemberRole;
  /** The name the audit and the team list show. */
  name: string;
  /** False for a founding account whose member document the upgrade has not written yet. */
  stored: boolean;
}

export async function readMembership(
  docs: Pick<TrustedDocs, 'get'>,
  uid: string,
  email = '',
): Promise<Membership | null> {
  const snap = await docs.get(companyMemberPath(uid));
  if (snap.exists) {
    const member = memberFromSnapshot(snap);
    return member
      ? { companyId: member.companyId, role: member.role, name: member.name || member.email, stored: true }
      : null;
  }
  const company = await docs.get(companyPath(uid));
  if (!company.exists) return null;
  const name = typeof company.data?.name === 'string' ? company.data.name : email;
  return { companyId: uid, role: 'owner', name, stored: false };
}

/** The caller's membership, or `permission-denied`. */
export async function requireMembership(
  docs: Pick<TrustedDocs, 'get'>,
  uid: string,
  email: string,
  role?: MemberRole,
): Promise<Membership> {
  const membership = await readMembership(docs, uid, email);
  if (!membership) throw new BackendError('permission-denied', 'Only a member of the company may do this.');
  if (role && membership.role !== role)
    throw new BackendError('permission-denied', `Only the company's ${role} may do this.`);
  return membership;
}

/**
 * The id a member acts under in conversations (they are the company's, one per talent): its company's, with the
 * member's name for the message; anyone with no member document acts as itself; a removed founding account is refused.
 */
export async function actingAs(
  docs: Pick<TrustedDocs, 'get'>,
  uid: string,
): Promise<{ uid: string; memberName?: string }> {
  const member = await docs.get(companyMemberPath(uid));
  const companyId = memberCompanyId(uid, member);
  if (companyId === null) throw new BackendError('permission-denied', 'You are no longer on this company’s team.');
  const name = member.data?.name;
  return member.exists ? { uid: companyId, memberName: typeof name === 'string' ? name : '' } : { uid };
}

/** The context with the caller acting as its company when it is a member of one (a recruiter RSVPs, reports for it). */
export async function actingContext<C extends { docs: Pick<TrustedDocs, 'get'>; caller: { uid: string } }>(
  ctx: C,
): Promise<C> {
  const { uid } = await actingAs(ctx.docs, ctx.caller.uid);
  return uid === ctx.caller.uid ? ctx : { ...ctx, caller: { ...ctx.caller, uid } };
}

/** Every member document of a company's team (the `removed` markers included), up to the team's limit. */
export const teamMemberDocs = (docs: Pick<TrustedDocs, 'query'>, companyId: string) =>
  docs.query({
    collection: COMPANY_MEMBERS,
    where: [{ field: 'companyId', op: '==', value: companyId }],
    limit: TEAM_LIMITS.listMax,
  });
