/**
 * The recipient's notification settings, read with privileged access, and what they allow for one notification.
 * Every sender asks here (through `notify`, or directly when it batches many recipients), so "in app only" and
 * "off" hold for every kind on both engines.
 */
import type { Documents } from '@/services/backend/types';
import type { NotificationKind } from '@/services/schemas/messaging';
import {
  deliveryChannels,
  notificationSettingsPath,
  settingsFromData,
  type NotificationSettings,
} from '@/services/schemas/notification-settings';

type Reader = Pick<Documents, 'get'>;

export async function loadNotificationSettings(docs: Reader, uid: string): Promise<NotificationSettings> {
  return settingsFromData((await docs.get(notificationSettingsPath(uid))).data);
}

/** Where a notification of `kind` for `uid` goes: `{ inApp, email }`. */
export async function recipientChannels(
  docs: Reader,
  uid: string,
  kind: NotificationKind,
): Promise<{ inApp: boolean; email: boolean }> {
  return deliveryChannels(await loadNotificationSettings(docs, uid), kind);
}
