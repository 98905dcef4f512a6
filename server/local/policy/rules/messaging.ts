/**
 * Messaging and notifications, as the messaging block of firestore.rules: only trusted operations write
 * these collections, so the rules here are reads. A conversation (id: the two uids, sorted, joined by `_`) and its
 * messages are read by the two participants the id names; a conversation list must pin `participants
 * array-contains` the caller. An inbox is read by its user, a notification by its recipient (a list pins `userId`),
 * reports and announcements by administrators.
 */
import { isUser, signedIn } from '../helpers';
import type { CollectionRules, RuleBase } from '../types';
import { isAdmin } from './students';

const inPair = (r: RuleBase & { params: Record<string, string> }) => signedIn(r) && r.params.convId.split('_').includes(r.auth!.uid);

export const conversationRules: CollectionRules = {
  get: inPair,
  list: (r) => signedIn(r) && r.pinned('participants', 'array-contains')?.value === r.auth!.uid,
};

export const conversationMessageRules: CollectionRules = {
  get: inPair,
  list: inPair,
};

export const inboxRules: CollectionRules = {
  get: (r) => isUser(r, r.params.uid),
};

export const notificationRules: CollectionRules = {
  get: (r) => signedIn(r) && r.resource?.userId === r.auth!.uid,
  list: (r) => signedIn(r) && r.pinned('userId')?.value === r.auth!.uid,
};

export const adminQueueRules: CollectionRules = {
  get: isAdmin,
  list: isAdmin,
};
