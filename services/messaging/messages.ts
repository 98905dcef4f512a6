/**
 * Messaging: the inbox (conversations newest first, live first page, older pages by cursor), a thread
 * (the latest messages live, older ones by cursor when scrolling up) and the actions, which are all trusted
 * operations because each needs a server-side check (why the two may talk, quotas, blocks, whose "Seen").
 */
import { getBackend } from '../backend/backend';
import type { DocSnapshot, QuerySpec, Unsubscribe } from '../backend/types';
import {
  CONVERSATIONS,
  conversationFromSnapshot,
  conversationPath,
  messageFromSnapshot,
  messagesCollection,
} from '../converters/messaging-converter';
import { queryPage, encodeCursor, type Page } from '../pagination';
import { isDocId } from '../schemas/doc-id';
import type { ConversationAction, Conversation, Message, SendInput } from '../schemas/messaging';
import { MESSAGING_LIMITS, conversationId as pairId } from '../schemas/messaging-constants';
import { uploadFile } from '../uploads';
import { validateLazily } from '../schemas/validate-lazily';

export type { Conversation, Message, SendInput };
export type InboxFilter = 'all' | 'requests';
export type OutgoingAttachment = NonNullable<SendInput['attachment']>;

const NEWEST = [{ field: 'updatedAt', direction: 'desc' as const }];
const LATEST_FIRST = [{ field: 'sentAt', direction: 'desc' as const }];

function inboxSpec(uid: string, filter: InboxFilter): QuerySpec {
  return {
    collection: CONVERSATIONS,
    where: [
      { field: 'participants', op: 'array-contains', value: uid },
      ...(filter === 'requests' ? [{ field: 'status', op: '==' as const, value: 'request' }] : []),
    ],
    orderBy: NEWEST,
  };
}

/** Runs `subscribe` once the backend is loaded; the returned function is safe to call before that. */
function live(
  subscribe: (docs: Awaited<ReturnType<typeof getBackend>>['docs']) => Unsubscribe,
  onError: (e: Error) => void,
): Unsubscribe {
  let stop: Unsubscribe | undefined;
  let cancelled = false;
  getBackend().then(
    (backend) => {
      if (!cancelled) stop = subscribe(backend.docs);
    },
    (error: Error) => !cancelled && onError(error),
  );
  return () => {
    cancelled = true;
    stop?.();
  };
}

export interface InboxPage {
  items: Conversation[];
  /** Cursor after the live first page, or null when it holds everything. */
  nextCursor: string | null;
}

/** The first page of the inbox, live: a new message moves its conversation to the top on both sides. */
export function subscribeInbox(
  uid: string,
  filter: InboxFilter,
  onData: (page: InboxPage) => void,
  onError: (e: Error) => void,
): Unsubscribe {
  const size = MESSAGING_LIMITS.inboxPage;
  return live(
    (docs) =>
      docs.onQuery(
        { ...inboxSpec(uid, filter), limit: size + 1 },
        (snaps) => {
          const page = snaps.slice(0, size);
          const more = snaps.length > size;
          onData({
            items: page.map(conversationFromSnapshot),
            nextCursor: more ? encodeCursor(page[page.length - 1], ['updatedAt']) : null,
          });
        },
        onError,
      ),
    onError,
  );
}

/** Older inbox pages (20 each), after the cursor of the previous page. */
export async function listConversations(uid: string, filter: InboxFilter, after: string): Promise<Page<Conversation>> {
  const backend = await getBackend();
  const { snaps, nextCursor } = await queryPage(
    backend.docs,
    inboxSpec(uid, filter),
    MESSAGING_LIMITS.inboxPage,
    after,
  );
  return { items: snaps.map(conversationFromSnapshot), nextCursor };
}

/** The conversation, live; `null` while it does not exist (a first message creates it). */
export function subscribeConversation(
  id: string,
  onData: (conv: Conversation | null) => void,
  onError: (e: Error) => void,
): Unsubscribe {
  if (!isDocId(id)) {
    queueMicrotask(() => onData(null));
    return () => undefined;
  }
  return live(
    (docs) =>
      docs.onDoc(conversationPath(id), (snap) => onData(snap.exists ? conversationFromSnapshot(snap) : null), onError),
    onError,
  );
}

export interface ThreadPage {
  /** Oldest first, as the thread shows them. */
  messages: Message[];
  /** Cursor for the page before these, or null at the start of the conversation. */
  olderCursor: string | null;
}

function toThreadPage(snaps: DocSnapshot[], size: number): ThreadPage {
  const page = snaps.slice(0, size);
  return {
    messages: page.map(messageFromSnapshot).reverse(),
    olderCursor: snaps.length > size ? encodeCursor(page[page.length - 1], ['sentAt']) : null,
  };
}

/** The latest 30 messages, live. */
export function subscribeLatestMessages(
  conversationId: string,
  onData: (page: ThreadPage) => void,
  onError: (e: Error) => void,
): Unsubscribe {
  const size = MESSAGING_LIMITS.threadPage;
  return live(
    (docs) =>
      docs.onQuery(
        { collection: messagesCollection(conversationId), orderBy: LATEST_FIRST, limit: size + 1 },
        (snaps) => onData(toThreadPage(snaps, size)),
        onError,
      ),
    onError,
  );
}

/** The 30 messages before `cursor` (from a ThreadPage), oldest first. */
export async function listOlderMessages(conversationId: string, cursor: string): Promise<ThreadPage> {
  const backend = await getBackend();
  const spec: QuerySpec = { collection: messagesCollection(conversationId), orderBy: LATEST_FIRST };
  const { snaps, nextCursor } = await queryPage(backend.docs, spec, MESSAGING_LIMITS.threadPage, cursor);
  return { messages: snaps.map(messageFromSnapshot).reverse(), olderCursor: nextCursor };
}

/** Sends a message; the first one to someone starts the conversation (a request when it must be accepted). */
export async function sendMessage(input: SendInput): Promise<{ conversationId: string; messageId: string }> {
  const valid = await validateLazily(
    import('../schemas/messaging').then((m) => m.sendInputSchema),
    input,
  );
  const backend = await getBackend();
  return backend.callTrusted('message-send', valid);
}

export async function updateConversation(conversationId: string, action: ConversationAction): Promise<void> {
  const backend = await getBackend();
  await backend.callTrusted('conversation-update', { conversationId, action });
}

export async function reportConversation(conversationId: string, reason: string): Promise<void> {
  const valid = await validateLazily(
    import('../schemas/messaging').then((m) => m.reportInputSchema),
    { conversationId, reason },
  );
  const backend = await getBackend();
  await backend.callTrusted('conversation-report', valid);
}

/**
 * Uploads a message attachment (a PDF or an image, the usual limits) into the sender's folder of the conversation
 * with `to` (`partyId`: the sender as a party, a company's id for any of its members): only the conversation's parties
 * open it, and it stays the company's whoever of its team sent it.
 */
export async function uploadAttachment(
  partyId: string,
  to: string,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<OutgoingAttachment> {
  const { downloadURL } = await uploadFile(file, {
    target: { kind: 'conversationFile', conversationId: pairId(partyId, to), partyId },
    accept: ['pdf', 'image'],
    onProgress: (p) => onProgress?.(p.percent),
  });
  return {
    url: downloadURL,
    name: file.name.slice(0, 200) || 'attachment',
    contentType: file.type as OutgoingAttachment['contentType'],
  };
}
