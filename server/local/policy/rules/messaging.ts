/**
 * Messaging and notifications, as the messaging block of firestore.rules: only trusted operations write
 * these collections, so the rules here are reads. A conversation (id: the two uids, sorted, joined by `_`) and its
 * messages are read by the two parties the id names: a talent or an administrator as itself, a company through the
 * current members of its team (company-members.ts), never by a uid that is a company's id alone. A conversation list
 * must pin `participants array-contains` the caller or its company; a talent alone reads its scam warnings on the
 * company's messages. An inbox and a notification (a list pins
 * `userId`) are read by their addressee the same way; reports, announcements and the trust queue by administrators.
 */
import { isUser, signedIn } from '../helpers';
import type { CollectionRules, RuleBase } from '../types';
import { callerCompanyId, isCompanyMember, isOwnOrCompanyMember, isPersonalAccount } from './company-members';
import { isAdmin } from './students';

/** A party named in the id: the caller as itself (a personal account), or the company it works for. */
async function inPair(r: RuleBase & { params: Record<string, string> }): Promise<boolean> {
  if (!signedIn(r)) return false;
  const ids = r.params.convId.split('_');
  if (ids.includes(r.auth!.uid) && (await isPersonalAccount(r))) return true;
  return ids.length === 2 && ((await isCompanyMember(r, ids[0])) || (await isCompanyMember(r, ids[1])));
}

export const conversationRules: CollectionRules = {
  get: inPair,
  list: async (r) => {
    if (!signedIn(r)) return false;
    const pinned = r.pinned('participants', 'array-contains')?.value;
    if (pinned === undefined) return false;
    return (pinned === r.auth!.uid && (await isPersonalAccount(r))) || pinned === (await callerCompanyId(r));
  },
};

export const conversationMessageRules: CollectionRules = {
  get: inPair,
  list: inPair,
};

/** A talent's scam warnings in one conversation: that talent alone, never the company whose messages were flagged. */
export const messageWarningRules: CollectionRules = {
  get: async (r) =>
    isUser(r, r.params.talentUid) &&
    r.params.convId.split('_').includes(r.params.talentUid) &&
    (await isPersonalAccount(r)),
};

export const inboxRules: CollectionRules = {
  get: (r) => isOwnOrCompanyMember(r, r.params.uid),
};

export const notificationRules: CollectionRules = {
  get: async (r) => r.resource !== null && (await isOwnOrCompanyMember(r, r.resource.userId)),
  list: (r) => isOwnOrCompanyMember(r, r.pinned('userId')?.value),
};

export const adminQueueRules: CollectionRules = {
  get: isAdmin,
  list: isAdmin,
};
