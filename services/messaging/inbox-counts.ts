/**
 * The signed-in user's unread counts (unread conversations for the Messages menu badge, unread notifications for
 * the bell): one live document, `inboxes/{uid}`, kept by the trusted operations. Kept tiny: every layout loads it.
 */
import { getBackend } from '../backend/backend';
import type { Unsubscribe } from '../backend/types';
import { inboxFromSnapshot, inboxPath } from '../converters/messaging-converter';
import type { Inbox } from '../schemas/messaging';

export type { Inbox };
export const EMPTY_INBOX: Inbox = { unreadConversations: 0, unreadNotifications: 0, messagingBlocked: false };

export function subscribeInboxCounts(uid: string, onData: (inbox: Inbox) => void): Unsubscribe {
  let stop: Unsubscribe | undefined;
  let cancelled = false;
  // A badge that cannot load shows nothing rather than an error: the screens themselves report failures.
  const quiet = () => onData(EMPTY_INBOX);
  getBackend().then((backend) => {
    if (!cancelled)
      stop = backend.docs.onDoc(
        inboxPath(uid),
        (snap) => onData(snap.exists ? inboxFromSnapshot(snap) : EMPTY_INBOX),
        quiet,
      );
  }, quiet);
  return () => {
    cancelled = true;
    stop?.();
  };
}
