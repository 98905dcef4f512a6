/**
 * Who the caller works for, read with privileged access as the rules read it: an active `companyMembers/{uid}`
 * document (owner or recruiter) names the company and the role, the founding account's included. The company id is
 * never proof: an account with no member document, or a founding account taken off its team ('removed'), acts for
 * no company (the owner upgrade writes the founder's document for companies of before teams).
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
  /** The owner requires two-step sign-in of the team: the member acts only from a session signed in with it. */
  secondFactorRequired: boolean;
}

/** What a member of a team that requires two-step sign-in is told when its session signed in with a password alone. */
export const teamSecondFactorNeeded = () =>
  new BackendError(
    'permission-denied',
    'Your company requires two-step sign-in: set up your authenticator app, then sign in again with its code.',
  );

export async function readMembership(docs: Pick<TrustedDocs, 'get'>, uid: string): Promise<Membership | null> {
  const snap = await docs.get(companyMemberPath(uid));
  const member = memberFromSnapshot(snap);
  return member
    ? {
        companyId: member.companyId,
        role: member.role,
        name: member.name || member.email,
        secondFactorRequired: snap.data?.secondFactorRequired === true,
      }
    : null;
}

/** The caller's membership, or `permission-denied`. */
export async function requireMembership(
  docs: Pick<TrustedDocs, 'get'>,
  uid: string,
  role?: MemberRole,
  secondFactor?: string,
): Promise<Membership> {
  const membership = await readMembership(docs, uid);
  if (!membership) throw new BackendError('permission-denied', 'Only a member of the company may do this.');
  if (membership.secondFactorRequired && !secondFactor) throw teamSecondFactorNeeded();
  if (role && membership.role !== role)
    throw new BackendError('permission-denied', `Only the company's ${role} may do this.`);
  return membership;
}

/**
 * The id a member acts under in conversations (they are the company's, one per talent): its company's, with the
 * member's name for the message. A personal account (a talent, an administrator) acts as itself; a founding account
 * taken off its team (its removal marker, a uid that is a company's id) is refused.
 */
export async function actingAs(
  docs: Pick<TrustedDocs, 'get'>,
  uid: string,
  secondFactor?: string,
): Promise<{ uid: string; memberName?: string }> {
  const member = await docs.get(companyMemberPath(uid));
  const companyId = memberCompanyId(member);
  if (companyId !== null) {
    if (member.data?.secondFactorRequired === true && !secondFactor) throw teamSecondFactorNeeded();
    const name = member.data?.name;
    return { uid: companyId, memberName: typeof name === 'string' ? name : '' };
  }
  if (member.exists || (await docs.get(companyPath(uid))).exists)
    throw new BackendError('permission-denied', 'You are no longer on this company’s team.');
  return { uid };
}

/** The context with the caller acting as its company when it is a member of one (a recruiter RSVPs, reports for it). */
export async function actingContext<
  C extends { docs: Pick<TrustedDocs, 'get'>; caller: { uid: string; secondFactor?: string } },
>(ctx: C): Promise<C> {
  const { uid } = await actingAs(ctx.docs, ctx.caller.uid, ctx.caller.secondFactor);
  return uid === ctx.caller.uid ? ctx : { ...ctx, caller: { ...ctx.caller, uid } };
}

/** Every member document of a company's team (the `removed` markers included), up to the team's limit. */
export const teamMemberDocs = (docs: Pick<TrustedDocs, 'query'>, companyId: string) =>
  docs.query({
    collection: COMPANY_MEMBERS,
    where: [{ field: 'companyId', op: '==', value: companyId }],
    limit: TEAM_LIMITS.listMax,
  });
