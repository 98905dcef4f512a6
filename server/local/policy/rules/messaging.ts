/**
 * Messaging and notifications, as the messaging block of firestore.rules: only trusted operations write
 * these collections, so the rules here are reads. A conversation (id: the two uids, sorted, joined by `_`) and its
 * messages are read by the two participants the id names; a conversation list must pin `participants
 * array-contains` the caller. A company's conversations and inbox are also its members' (company-members.ts). An inbox is read by its user, a notification by its recipient (a list pins `userId`),
 * reports and announcements by administrators.
 */
import { isUser, signedIn } from '../helpers';
import type { CollectionRules, RuleBase } from '../types';
import { isCompanyMember } from './company-members';
import { isAdmin } from './students';

/** A participant named in the id: the caller, or the company it works for (a company's conversations are its team's). */
async function inPair(r: RuleBase & { params: Record<string, string> }): Promise<boolean> {
  if (!signedIn(r)) return false;
  const ids = r.params.convId.split('_');
  if (ids.includes(r.auth!.uid)) return true;
  return ids.length === 2 && ((await isCompanyMember(r, ids[0])) || (await isCompanyMember(r, ids[1])));
}

/** The caller's company, when it is a member with a member document (a list of the team's conversations pins it). */
async function teamCompany(r: RuleBase): Promise<string | null> {
  const member = await r.get(`companyMembers/${r.auth!.uid}`);
  return member !== null && (member.role === 'owner' || member.role === 'recruiter') ? String(member.companyId) : null;
}

export const conversationRules: CollectionRules = {
  get: inPair,
  list: async (r) => {
    if (!signedIn(r)) return false;
    const pinned = r.pinned('participants', 'array-contains')?.value;
    return pinned === r.auth!.uid || (pinned !== undefined && pinned === (await teamCompany(r)));
  },
};

export const conversationMessageRules: CollectionRules = {
  get: inPair,
  list: inPair,
};

export const inboxRules: CollectionRules = {
  get: async (r) => isUser(r, r.params.uid) || (signedIn(r) && (await isCompanyMember(r, r.params.uid))),
};

export const notificationRules: CollectionRules = {
  get: async (r) =>
    signedIn(r) &&
    r.resource !== null &&
    (r.resource.userId === r.auth!.uid || (await isCompanyMember(r, r.resource.userId))),
  list: async (r) =>
    signedIn(r) && (r.pinned('userId')?.value === r.auth!.uid || (await isCompanyMember(r, r.pinned('userId')?.value))),
};

export const adminQueueRules: CollectionRules = {
  get: isAdmin,
  list: isAdmin,
};
