/**
 * Company teams, as the "company teams" block of firestore.rules and its `isCompanyMember` / `callerCompanyId`:
 * `companyMembers/{uid}` names the caller's company and role; an account with none is the founding account of a
 * company of before teams (whose id is its uid); a removed founding account keeps a 'removed' marker. Members read
 * their company's members and invitations; the only client write is the founding owner's document at sign-up.
 */
import type { WireData, WireValue } from '@/services/backend/wire/wire';
import { MEMBER_ROLES } from '@/services/schemas/company-team-constants';
import { hasAll, hasOnly, isRequestTime, isString, isUser, signedIn } from '../helpers';
import type { CollectionRules, RuleBase, WriteRequest } from '../types';

const memberOf = (r: RuleBase) => r.get(`companyMembers/${r.auth!.uid}`);

async function hasRole(r: RuleBase, companyId: WireValue | undefined, roles: readonly string[]): Promise<boolean> {
  if (r.auth === null) return false;
  const member = await memberOf(r);
  if (member === null) return r.auth.uid === companyId;
  return member.companyId === companyId && roles.includes(member.role as string);
}

export const isCompanyMember = (r: RuleBase, companyId: WireValue | undefined) => hasRole(r, companyId, MEMBER_ROLES);
export const isCompanyOwner = (r: RuleBase, companyId: WireValue | undefined) => hasRole(r, companyId, ['owner']);

/** The company the caller works for (its own uid without a member document); membership is checked apart. */
export async function callerCompanyId(r: RuleBase): Promise<string> {
  const member = await memberOf(r);
  return member === null ? r.auth!.uid : String(member.companyId);
}

/**
 * `isNotSuspendedCompany()` of the rules: the caller's company, read from its document, is not suspended. Every write
 * of a suspended company's members checks it, whatever their tokens say.
 */
export async function callerCompanyNotSuspended(r: RuleBase): Promise<boolean> {
  const company = await r.get(`companies/${await callerCompanyId(r)}`);
  return company !== null && company.suspended !== true;
}

/** `isCompany()` of the rules: a member of an existing company (its founding account or one of its team). */
export async function callerCompany(r: RuleBase): Promise<WireData | null> {
  if (r.auth === null) return null;
  const companyId = await callerCompanyId(r);
  return (await isCompanyMember(r, companyId)) ? r.get(`companies/${companyId}`) : null;
}

const MEMBER_KEYS = ['uid', 'companyId', 'role', 'name', 'email', 'joinedAt'];

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
