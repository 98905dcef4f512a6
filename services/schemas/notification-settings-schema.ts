/** The notification settings' form and stored-document schema (zod): loaded by the form and the write on first use. */
import { z } from 'zod/mini';
import { DELIVERY_CHOICES, NOTIFICATION_TOPICS, type NotificationTopic } from './notification-settings';

const choice = z.optional(z.enum(DELIVERY_CHOICES, { error: 'Choose in app and email, in app only, or off.' }));

/** The stored document and the settings form: known kinds only, each one of the choices. */
export const notificationSettingsSchema = z.strictObject(
  Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, choice])) as Record<NotificationTopic, typeof choice>,
);
