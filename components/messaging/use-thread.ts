/**
 * One thread's data: the conversation document and its latest 30 messages, both live, plus older pages loaded on
 * demand with a cursor; and the caller's "Seen", sent once per new message from the other side.
 */
import { useEffect, useRef, useState } from 'react';
import {
  listOlderMessages,
  subscribeConversation,
  subscribeLatestMessages,
  updateConversation,
  type Conversation,
  type Message,
  type ThreadPage,
} from '@/services/messaging/messages';

export function useThread(conversationId: string, uid: string) {
  const [conv, setConv] = useState<Conversation | null | undefined>(undefined);
  const [latest, setLatest] = useState<ThreadPage | null>(null);
  const [older, setOlder] = useState<{ messages: Message[]; cursor: string | null } | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const seenFor = useRef<string | null>(null);

  // The screen mounts one thread per conversation (keyed), so the state starts fresh for each.
  useEffect(() => {
    const stopConv = subscribeConversation(conversationId, setConv, setError);
    const stopMessages = subscribeLatestMessages(conversationId, setLatest, setError);
    return () => {
      stopConv();
      stopMessages();
    };
  }, [conversationId]);

  // Opening the thread (or a new message arriving while it is open) marks it seen, once per last message.
  const last = latest?.messages.at(-1);
  useEffect(() => {
    if (!conv || !last || last.by === uid || seenFor.current === last.id) return;
    if ((conv.unread[uid] ?? 0) === 0 && (conv.seenAt[uid] ?? 0) >= (last.sentAt ?? 0)) return;
    seenFor.current = last.id;
    void updateConversation(conv.id, 'seen').catch(() => (seenFor.current = null));
  }, [conv, last, uid]);

  const cursor = older ? older.cursor : (latest?.olderCursor ?? null);
  const loadOlder = async () => {
    if (!cursor || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await listOlderMessages(conversationId, cursor);
      setOlder((prev) => ({ messages: [...page.messages, ...(prev?.messages ?? [])], cursor: page.olderCursor }));
    } catch (e) {
      setError(e as Error);
    } finally {
      setLoadingOlder(false);
    }
  };
  const latestIds = new Set(latest?.messages.map((m) => m.id));
  const messages = [...(older?.messages.filter((m) => !latestIds.has(m.id)) ?? []), ...(latest?.messages ?? [])];
  return {
    conv,
    messages,
    loaded: latest !== null && conv !== undefined,
    error,
    hasOlder: cursor !== null,
    loadOlder,
    loadingOlder,
  };
}
