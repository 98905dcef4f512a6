/**
 * Per-kind notification settings: for each kind of news a talent or company gets, where it goes. Stored in
 * `notificationSettings/{uid}` (one field per kind, only the kinds the person changed), read by every sender
 * through `deliveryChannels`, so the bell and the emails follow one table.
 *
 * The choices are "in app and email", "in app only" and "off". There is no "email only": the in-app notification is
 * the record an email links back to and what the unread count and the hourly message digest are computed from, so an
 * email without it would point at a page with no trace of why it was sent.
 *
 * No zod here, so the screens that only show the settings do not load it: the schema is in
 * ./notification-settings-schema.ts.
 */
import type { NotificationKind } from './messaging';

export const NOTIFICATION_TOPICS = [
  'applications',
  'messages',
  'interviews',
  'events',
  'job-alerts',
  'saved-jobs',
  'assessments',
  'announcements',
] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

export const DELIVERY_CHOICES = ['app-email', 'app', 'off'] as const;
export type DeliveryChoice = (typeof DELIVERY_CHOICES)[number];

/** The roles with notification settings (administrators get only account notices). */
export type NotifiedRole = 'talent' | 'company';

/** The kinds each role receives, in the order the settings screen lists them. */
export const TOPICS_FOR = {
  talent: [
    'applications',
    'messages',
    'interviews',
    'events',
    'job-alerts',
    'saved-jobs',
    'assessments',
    'announcements',
  ],
  company: ['applications', 'messages', 'interviews', 'events', 'announcements'],
} as const satisfies Record<NotifiedRole, readonly NotificationTopic[]>;

/** What each kind does for someone who never changed it: what the product sent before these settings existed. */
export const DEFAULT_DELIVERY: Readonly<Record<NotificationTopic, DeliveryChoice>> = {
  applications: 'app-email',
  messages: 'app-email',
  interviews: 'app-email',
  events: 'app-email',
  'job-alerts': 'app-email',
  // Saved jobs closing soon were announced in the bell only.
  'saved-jobs': 'app',
  assessments: 'app-email',
  announcements: 'app-email',
};

/**
 * Which setting governs each notification type. `null`: a notice about the account itself (the review of a
 * company) or about its safety (a company that wrote to the talent was suspended as a likely scam), always
 * delivered, like sign-in and security emails.
 */
export const TOPIC_OF: Readonly<Record<NotificationKind, NotificationTopic | null>> = {
  'new-applicant': 'applications',
  'stage-changed': 'applications',
  'application-withdrawn': 'applications',
  message: 'messages',
  'message-request': 'messages',
  interview: 'interviews',
  'event-reminder': 'events',
  'job-alert': 'job-alerts',
  'saved-job-closing': 'saved-jobs',
  'assessment-result': 'assessments',
  announcement: 'announcements',
  'company-review': null,
  'safety-warning': null,
};

export type NotificationSettings = Partial<Record<NotificationTopic, DeliveryChoice>>;

export const NOTIFICATION_SETTINGS = 'notificationSettings';
export const notificationSettingsPath = (uid: string) => `${NOTIFICATION_SETTINGS}/${uid}`;

/** Reads a stored document: unknown keys and values are dropped (they then mean the default). */
export function settingsFromData(data: Record<string, unknown> | null | undefined): NotificationSettings {
  const settings: NotificationSettings = {};
  for (const topic of NOTIFICATION_TOPICS) {
    const value = data?.[topic];
    if ((DELIVERY_CHOICES as readonly unknown[]).includes(value)) settings[topic] = value as DeliveryChoice;
  }
  return settings;
}

/** The person's choice for one kind, or the default. */
export const deliveryChoice = (
  settings: NotificationSettings | null | undefined,
  topic: NotificationTopic,
): DeliveryChoice => settings?.[topic] ?? DEFAULT_DELIVERY[topic];

/**
 * Where a notification of this type goes for this person: the one check every sender makes. Account notices
 * (`TOPIC_OF` null) always go in the app and by email.
 */
export function deliveryChannels(
  settings: NotificationSettings | null | undefined,
  kind: NotificationKind,
): { inApp: boolean; email: boolean } {
  const topic = TOPIC_OF[kind];
  const picked = topic ? deliveryChoice(settings, topic) : 'app-email';
  return { inApp: picked !== 'off', email: picked === 'app-email' };
}
