/**
 * Messaging and notifications: limits, enumerations, the domain types services return, and the input
 * schemas both the screens and the trusted operations validate with (the operations are the only writers).
 */
import { z } from 'zod/mini';
import { fileUrlSchema, idSchema } from './common';

export const MESSAGING_LIMITS = {
  textMax: 4000,
  /** What the inbox shows of the last message. */
  previewMax: 140,
  /** Message requests a company may send to talents who did not apply, per rolling week. */
  requestsPerWeek: 20,
  reportReasonMax: 500,
  /** Reports one user may file per rolling day (one open report per conversation at a time). */
  reportsPerDay: 10,
  /** Messages copied into a report for the back office (the latest ones). */
  reportedMessages: 20,
  inboxPage: 20,
  threadPage: 30,
  notificationsPage: 20,
  announcementTitleMax: 120,
  announcementBodyMax: 2000,
  /** Recipients one `announcement-send` call processes, so thousands never time out one request. */
  announcementBatch: 200,
} as const;

export const WEEK_MS = 7 * 24 * 3_600_000;
/** At most one email per user per hour for message notifications. */
export const MESSAGE_DIGEST_MS = 3_600_000;

export const PARTY_ROLES = ['talent', 'company', 'admin'] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

export const CONVERSATION_STATUSES = ['request', 'open', 'declined'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export const NOTIFICATION_KINDS = [
  'new-applicant',
  'stage-changed',
  'message',
  'message-request',
  'assessment-result',
  'announcement',
  'event-reminder',
  'company-review',
  'saved-job-closing',
  'job-alert',
  // Sent by a feature being built (interview scheduling); its settings exist already.
  'interview',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const AUDIENCES = ['talents', 'companies', 'everyone'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** One conversation per pair: the id is the two uids, sorted, joined by `_` (uids never contain `_`). */
export const conversationId = (a: string, b: string) => [a, b].sort().join('_');
export const otherParticipant = (conversationIdValue: string, uid: string) =>
  conversationIdValue.split('_').find((p) => p !== uid) ?? '';

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
  })
  .check(z.refine((v) => v.text.length > 0 || v.attachment !== undefined, { message: 'Write a message or attach a file.', path: ['text'] }));
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
