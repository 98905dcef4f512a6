/**
 * Messaging's limits, roles, statuses and notification kinds without zod (see ./messaging.ts for the schemas and
 * types), for the screens and converters that only read messages. ./messaging.ts re-exports them.
 */

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
  'application-withdrawn',
  'message',
  'message-request',
  'assessment-result',
  'announcement',
  'event-reminder',
  'company-review',
  'saved-job-closing',
  'job-alert',
  'interview',
  'safety-warning',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const AUDIENCES = ['talents', 'companies', 'everyone'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** One conversation per pair: the id is the two uids, sorted, joined by `_` (uids never contain `_`). */
export const conversationId = (a: string, b: string) => [a, b].sort().join('_');
export const otherParticipant = (conversationIdValue: string, uid: string) =>
  conversationIdValue.split('_').find((p) => p !== uid) ?? '';
