/** conversations, their messages, notifications and inboxes: stored documents <-> domain types, leniently. */
import type { DocSnapshot } from '../backend/types';
import { isFileLinkValue, isSitePath } from '../site-path';
import type { AppNotification, Attachment, Conversation, Inbox, Message, Party } from '../schemas/messaging';
import { CONVERSATION_STATUSES, NOTIFICATION_KINDS, PARTY_ROLES } from '../schemas/messaging-constants';
import { toMillis } from './lenient';
import { isPlainObject } from './read';

export const CONVERSATIONS = 'conversations';
export const NOTIFICATIONS = 'notifications';
export const INBOXES = 'inboxes';
export const REPORTS = 'reports';
export const ANNOUNCEMENTS = 'announcements';
export const conversationPath = (id: string) => `${CONVERSATIONS}/${id}`;
export const messagesCollection = (conversationId: string) => `${CONVERSATIONS}/${conversationId}/messages`;
export const inboxPath = (uid: string) => `${INBOXES}/${uid}`;

const str = (v: unknown, fallback = '') => (typeof v === 'string' ? v : fallback);
const isSafeLink = isFileLinkValue;

function readParty(v: unknown): Party {
  const d = isPlainObject(v) ? v : {};
  const role = PARTY_ROLES.find((r) => r === d.role) ?? 'talent';
  return { name: str(d.name, 'Someone'), role, ...(isSafeLink(d.avatar) ? { avatar: d.avatar } : {}) };
}

function readNumbers(v: unknown, map: (x: unknown) => number | null): Record<string, number> {
  if (!isPlainObject(v)) return {};
  const out: Record<string, number> = {};
  for (const [k, x] of Object.entries(v)) {
    const n = map(x);
    if (n !== null) out[k] = n;
  }
  return out;
}

function readAttachment(v: unknown): Attachment | undefined {
  if (!isPlainObject(v) || !isSafeLink(v.url)) return undefined;
  return { url: v.url, name: str(v.name, 'attachment'), contentType: str(v.contentType) };
}

export function conversationFromSnapshot(snap: DocSnapshot): Conversation {
  const d = isPlainObject(snap.data) ? snap.data : {};
  const participants = Array.isArray(d.participants)
    ? d.participants.filter((p): p is string => typeof p === 'string')
    : [];
  const people = isPlainObject(d.people)
    ? Object.fromEntries(Object.entries(d.people).map(([k, v]) => [k, readParty(v)]))
    : {};
  const job =
    isPlainObject(d.job) && typeof d.job.id === 'string' ? { id: d.job.id, title: str(d.job.title) } : undefined;
  const last = isPlainObject(d.lastMessage)
    ? { text: str(d.lastMessage.text), at: toMillis(d.lastMessage.at), by: str(d.lastMessage.by) }
    : null;
  const contact =
    isPlainObject(d.contact) && typeof d.contact.email === 'string'
      ? { email: d.contact.email, ...(typeof d.contact.phone === 'string' ? { phone: d.contact.phone } : {}) }
      : undefined;
  return {
    id: snap.id,
    participants,
    people,
    ...(job ? { job } : {}),
    status: CONVERSATION_STATUSES.find((s) => s === d.status) ?? 'open',
    ...(typeof d.requestedBy === 'string' ? { requestedBy: d.requestedBy } : {}),
    blockedBy: Array.isArray(d.blockedBy) ? d.blockedBy.filter((p): p is string => typeof p === 'string') : [],
    lastMessage: last,
    updatedAt: toMillis(d.updatedAt),
    unread: readNumbers(d.unread, (x) => (typeof x === 'number' ? x : null)),
    seenAt: readNumbers(d.seenAt, toMillis),
    ...(contact ? { contact } : {}),
  };
}

export function messageFromSnapshot(snap: DocSnapshot): Message {
  const d = isPlainObject(snap.data) ? snap.data : {};
  const attachment = readAttachment(d.attachment);
  const sentByName = str(d.sentByName);
  return {
    id: snap.id,
    by: str(d.by),
    text: str(d.text),
    sentAt: toMillis(d.sentAt),
    ...(attachment ? { attachment } : {}),
    ...(sentByName ? { sentByName } : {}),
  };
}

export function notificationFromSnapshot(snap: DocSnapshot): AppNotification {
  const d = isPlainObject(snap.data) ? snap.data : {};
  return {
    id: snap.id,
    userId: str(d.userId),
    kind: NOTIFICATION_KINDS.find((k) => k === d.kind) ?? 'announcement',
    title: str(d.title),
    body: str(d.body),
    // Only a path on this site: a notification never sends anyone elsewhere.
    link: isSitePath(d.link) ? d.link : '/',
    read: d.read === true,
    createdAt: toMillis(d.createdAt),
  };
}

export function inboxFromSnapshot(snap: DocSnapshot): Inbox {
  const d = isPlainObject(snap.data) ? snap.data : {};
  const count = (v: unknown) => (typeof v === 'number' && v > 0 ? v : 0);
  return {
    unreadConversations: count(d.unreadConversations),
    unreadNotifications: count(d.unreadNotifications),
    messagingBlocked: d.messagingBlocked === true,
  };
}
