import { useEffect, useState } from 'react';
import { EMPTY_INBOX, subscribeInboxCounts, type Inbox } from '@/services/messaging/inbox-counts';

/** The signed-in user's unread counts, live (one document): the Messages badge and the bell. */
export function useInboxCounts(uid: string | null | undefined): Inbox {
  const [inbox, setInbox] = useState<Inbox>(EMPTY_INBOX);
  useEffect(() => {
    if (!uid) return;
    return subscribeInboxCounts(uid, setInbox);
  }, [uid]);
  return uid ? inbox : EMPTY_INBOX;
}
