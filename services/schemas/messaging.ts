/**
 * Messaging and notifications: limits, enumerations, the domain types services return, and the input
 * schemas both the screens and the trusted operations validate with (the operations are the only writers).
 */
import { z } from 'zod/mini';
import { fileUrlSchema, idSchema } from './common';
import {
  AUDIENCES,
  MESSAGING_LIMITS,
  type ConversationStatus,
  type NotificationKind,
  type PartyRole,
} from './messaging-constants';

export {
  MESSAGING_LIMITS,
  WEEK_MS,
  MESSAGE_DIGEST_MS,
  NOTIFICATION_KINDS,
  conversationId,
  otherParticipant,
} from './messaging-constants';
export type { PartyRole, ConversationStatus, NotificationKind, Audience } from './messaging-constants';

export interface Party {
  name: string;
  role: PartyRole;
  avatar?: string;
}

export interface Attachment {
  url: string;
  name: string;
  contentType: string;
}

export interface Conversation {
  id: string;
  participants: string[];
  people: Record<string, Party>;
  job?: { id: string; title: string };
  status: ConversationStatus;
  /** The company that sent the request, while it is (or was) one. */
  requestedBy?: string;
  blockedBy: string[];
  lastMessage: { text: string; at: number | null; by: string } | null;
  updatedAt: number | null;
  unread: Record<string, number>;
  seenAt: Record<string, number>;
  /** The talent's contact details, copied in once the talent opened the door (applied or accepted). */
  contact?: { email: string; phone?: string };
}

export interface Message {
  id: string;
  by: string;
  text: string;
  sentAt: number | null;
  attachment?: Attachment;
  /** A company's message: the member of its team who wrote it. */
  sentByName?: string;
}

export interface AppNotification {
  id: string;
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  read: boolean;
  createdAt: number | null;
}

export interface Inbox {
  unreadConversations: number;
  unreadNotifications: number;
  messagingBlocked: boolean;
}

const attachmentSchema = z.strictObject({
  url: fileUrlSchema,
  name: z.string().check(z.minLength(1), z.maxLength(200)),
  contentType: z.enum(['application/pdf', 'image/png', 'image/jpeg', 'image/webp']),
});

export const messageTextSchema = z.string().check(z.trim(), z.maxLength(MESSAGING_LIMITS.textMax));

export const sendInputSchema = z
  .strictObject({
    to: idSchema,
    text: messageTextSchema,
    jobId: z.optional(idSchema),
    attachment: z.optional(attachmentSchema),
    /**
     * The sender's own name for this message, made once when it is written: a send repeated with the same key (a
     * retry after the answer was lost, a queued message sent again) stores nothing more and answers the first one.
     */
    key: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'An idempotency key is 16 to 64 letters.'))),
  })
  .check(
    z.refine((v) => v.text.length > 0 || v.attachment !== undefined, {
      message: 'Write a message or attach a file.',
      path: ['text'],
    }),
  );
export type SendInput = z.input<typeof sendInputSchema>;

export const conversationActionSchema = z.strictObject({
  conversationId: idSchema,
  action: z.enum(['accept', 'decline', 'block', 'unblock', 'seen']),
});
export type ConversationAction = z.infer<typeof conversationActionSchema>['action'];

export const reportInputSchema = z.strictObject({
  conversationId: idSchema,
  reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(MESSAGING_LIMITS.reportReasonMax)),
});

export const announcementInputSchema = z.strictObject({
  audience: z.enum(AUDIENCES),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(MESSAGING_LIMITS.announcementTitleMax)),
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(MESSAGING_LIMITS.announcementBodyMax)),
});
export type AnnouncementInput = z.input<typeof announcementInputSchema>;
