/**
 * Who acts for a company, as the "company teams" block of firestore.rules and its `isCompanyMember` /
 * `callerCompanyId`: an active `companyMembers/{uid}` document (role owner or recruiter), the founding account's
 * included. The company's id (its founding account's uid) is never proof: a founding account taken off its team
 * keeps a 'removed' marker and reaches nothing of the company, and an account with no member document acts for no
 * company. Members read their company's members and invitations; the only client write is the founding owner's
 * document in the sign-up batch.
 */
import type { WireData, WireValue } from '@/services/backend/wire/wire';
import { MEMBER_ROLES } from '@/services/schemas/company-team-constants';
import { hasAll, hasOnly, isRequestTime, isString, isUser, signedIn } from '../helpers';
import type { CollectionRules, RuleBase, WriteRequest } from '../types';

const isActive = (member: WireData | null): member is WireData =>
  member !== null && typeof member.companyId === 'string' && (MEMBER_ROLES as readonly unknown[]).includes(member.role);

/**
 * The caller's member document while it is on a team (owner or recruiter), else null: `callerIsMember()` of the rules,
 * which also asks a second factor of the session when the owner requires two-step sign-in of the team.
 */
async function activeMember(r: RuleBase): Promise<WireData | null> {
  if (r.auth === null) return null;
  const member = await r.get(`companyMembers/${r.auth.uid}`);
  const signedInEnough = member?.secondFactorRequired !== true || r.auth.signInSecondFactor !== undefined;
  return isActive(member) && signedInEnough ? member : null;
}

async function hasRole(r: RuleBase, companyId: WireValue | undefined, roles: readonly string[]): Promise<boolean> {
  const member = await activeMember(r);
  return member !== null && member.companyId === companyId && roles.includes(member.role as string);
}

export const isCompanyMember = (r: RuleBase, companyId: WireValue | undefined) => hasRole(r, companyId, MEMBER_ROLES);
export const isCompanyOwner = (r: RuleBase, companyId: WireValue | undefined) => hasRole(r, companyId, ['owner']);

/** The company the caller works for, or null when it is on no team. */
export async function callerCompanyId(r: RuleBase): Promise<string | null> {
  const member = await activeMember(r);
  return member === null ? null : String(member.companyId);
}

/** The caller's member document after this request names it an active member of `companyId` (a sign-up batch). */
export async function isCompanyMemberAfter(r: WriteRequest, companyId: WireValue | undefined): Promise<boolean> {
  if (r.auth === null) return false;
  const member = await r.getAfter(`companyMembers/${r.auth.uid}`);
  return isActive(member) && member.companyId === companyId;
}

/**
 * `isPersonalAccount()` of the rules: the caller's uid is not a company's id. Documents keyed or addressed by a uid
 * (a conversation's id, a notification's `userId`, an inbox, an RSVP) are the caller's own only then; a company's
 * are reached through membership, so a founding account taken off its team reads none of them.
 */
export const isPersonalAccount = async (r: RuleBase) => r.auth !== null && !(await r.exists(`companies/${r.auth.uid}`));

/** `uid` is the caller's own, personal uid (see isPersonalAccount). */
export const isOwnPersonal = async (r: RuleBase, uid: WireValue | undefined) =>
  r.auth !== null && r.auth.uid === uid && (await isPersonalAccount(r));

/** Reached as its own by a personal account, or as its company's by a current member (uid = the company's id). */
export const isOwnOrCompanyMember = async (r: RuleBase, uid: WireValue | undefined) =>
  (await isOwnPersonal(r, uid)) || (await isCompanyMember(r, uid));

/**
 * `isNotSuspendedCompany()` of the rules: the caller works for a company whose document says it is not suspended.
 * Every write of a suspended company's members checks it, whatever their tokens say.
 */
export async function callerCompanyNotSuspended(r: RuleBase): Promise<boolean> {
  const companyId = await callerCompanyId(r);
  if (companyId === null) return false;
  const company = await r.get(`companies/${companyId}`);
  return company !== null && company.suspended !== true;
}

/** `isActiveMember(companyId)` of the rules: a member of `companyId`, which is not suspended. */
export const isActiveMember = async (r: RuleBase, companyId: WireValue | undefined) =>
  (await isCompanyMember(r, companyId)) && (await callerCompanyNotSuspended(r));

/** `isCompany()` of the rules: a current member of an existing company; its company document. */
export async function callerCompany(r: RuleBase): Promise<WireData | null> {
  const companyId = await callerCompanyId(r);
  return companyId === null ? null : r.get(`companies/${companyId}`);
}

const MEMBER_KEYS = ['uid', 'companyId', 'role', 'name', 'email', 'joinedAt'];

/** The founding owner's member document, in the sign-up batch that creates its company (not before, not later). */
async function foundingOwner(r: WriteRequest): Promise<boolean> {
  const { uid } = r.params;
  const d: WireData = r.data;
  return (
    isUser(r, uid) &&
    hasAll(d, MEMBER_KEYS) &&
    hasOnly(d, MEMBER_KEYS) &&
    d.uid === uid &&
    d.companyId === uid &&
    d.role === 'owner' &&
    isString(d.name, 1, 100) &&
    d.email === r.auth!.email &&
    isRequestTime(r, d.joinedAt) &&
    !(await r.exists(`companies/${uid}`)) &&
    (await r.existsAfter(`companies/${uid}`))
  );
}

export const companyMemberRules: CollectionRules = {
  get: async (r) =>
    isUser(r, r.params.uid) || (r.resource !== null && (await isCompanyMember(r, r.resource.companyId))),
  list: async (r) => signedIn(r) && (await isCompanyMember(r, r.pinned('companyId')?.value)),
  create: foundingOwner,
};

export const companyInviteRules: CollectionRules = {
  get: async (r) => signedIn(r) && r.resource !== null && (await isCompanyMember(r, r.resource.companyId)),
  list: async (r) => signedIn(r) && (await isCompanyMember(r, r.pinned('companyId')?.value)),
};
