/**
 * Who the caller is to a file, read from the documents on every request as storage.rules reads them through
 * `firestore.get()` / `firestore.exists()`: an administrator, the company it acts for (an active membership, never
 * its uid taken as a company id), a party of a conversation, a talent not suspended, an account being deleted, the
 * paths it reserved. Each function mirrors the rules' function of the same name.
 */
import { MEMBER_ROLES } from '@/services/schemas/company-team-constants';

/** The documents the policy consults (server access, as the rules' cross-service reads). */
export interface FileLookup {
  get(path: string): Promise<Record<string, unknown> | null>;
}

export interface Caller {
  uid: string;
  /** The session signed in with a second factor (its token's `firebase.sign_in_second_factor`). */
  secondFactor: boolean;
  lookup: FileLookup;
}

/** An administrator signed in with a second factor: a password alone reads no one's files. */
export const isAdmin = async ({ uid, secondFactor, lookup }: Caller) =>
  secondFactor && (await lookup.get(`admin/${uid}`)) !== null;

/**
 * The company the caller acts for: an active membership (owner or recruiter), the founder's included, signed in with a
 * second factor when the owner requires one of the team.
 */
export async function membership({ uid, secondFactor, lookup }: Caller): Promise<string | null> {
  const member = await lookup.get(`companyMembers/${uid}`);
  // A team whose owner requires two-step sign-in acts through sessions signed in with it only.
  const signedInEnough = member?.secondFactorRequired !== true || secondFactor;
  return member && (MEMBER_ROLES as readonly unknown[]).includes(member.role) && signedInEnough
    ? String(member.companyId)
    : null;
}

export const isMemberOf = async (caller: Caller, companyId: string) => (await membership(caller)) === companyId;

/** The company's owner: the company profile, its logo included, is the owner's to edit (as companies/{id}). */
export async function isOwnerOf({ uid, lookup }: Caller, companyId: string): Promise<boolean> {
  const member = await lookup.get(`companyMembers/${uid}`);
  return member?.role === 'owner' && member.companyId === companyId;
}

export async function companyNotSuspended({ lookup }: Caller, companyId: string): Promise<boolean> {
  const company = await lookup.get(`companies/${companyId}`);
  return company !== null && company.suspended !== true;
}

/** A member of a company the back office verified and did not suspend: the company's id, else null. */
export async function reviewedMembership(caller: Caller): Promise<string | null> {
  const companyId = await membership(caller);
  if (companyId === null) return null;
  const company = await caller.lookup.get(`companies/${companyId}`);
  return company?.verification === 'verified' && company.suspended !== true ? companyId : null;
}

export async function isActiveTalent({ uid, lookup }: Caller): Promise<boolean> {
  const talent = await lookup.get(`students/${uid}`);
  return talent !== null && talent.suspended !== true;
}

const isCompanyId = async ({ lookup }: Caller, id: string) => (await lookup.get(`companies/${id}`)) !== null;

/** Acting as one side of a conversation: a talent or an administrator as itself, a company through a membership. */
export async function actsFor(caller: Caller, partyId: string): Promise<boolean> {
  return (caller.uid === partyId && !(await isCompanyId(caller, partyId))) || (await isMemberOf(caller, partyId));
}

/** A conversation's id is its two parties' ids joined by `_` (services/schemas/messaging-constants.ts). */
export const partiesOf = (conversationId: string) => conversationId.split('_');

export async function isConversationParty(caller: Caller, conversationId: string): Promise<boolean> {
  const ids = partiesOf(conversationId);
  return ids.length === 2 && ((await actsFor(caller, ids[0])) || (await actsFor(caller, ids[1])));
}

/**
 * A conversation that exists, or one its party may start with the other (a first message's attachment is uploaded
 * before the message starts it): a company with a talent, a talent with a company, an administrator with anyone.
 */
export async function isConversationOf(caller: Caller, conversationId: string, partyId: string): Promise<boolean> {
  const [first, second] = partiesOf(conversationId);
  const other = first === partyId ? second : first;
  if ((await caller.lookup.get(`conversations/${conversationId}`)) !== null) return true;
  if (await isCompanyId(caller, partyId)) return (await caller.lookup.get(`students/${other}`)) !== null;
  return (await isAdmin(caller)) || isCompanyId(caller, other);
}

/** A party may send from its folder while not suspended: a company's standing, a talent's own (an admin has none). */
export async function partyInGoodStanding(caller: Caller, partyId: string): Promise<boolean> {
  if (await isCompanyId(caller, partyId)) return companyNotSuspended(caller, partyId);
  return (await caller.lookup.get(`students/${partyId}`)) === null || isActiveTalent(caller);
}

export const isBeingDeleted = async ({ uid, lookup }: Caller) => (await lookup.get(`deletedAccounts/${uid}`)) !== null;

/** One of the account's last reserved paths (the upload-reserve operation keeps them in `uploadQuotas/{uid}`). */
export async function isReserved({ uid, lookup }: Caller, path: string): Promise<boolean> {
  const paths = (await lookup.get(`uploadQuotas/${uid}`))?.paths;
  return Array.isArray(paths) && paths.includes(path);
}
