/**
 * The signed-in talent's or company's notification settings (`notificationSettings/{uid}`): read, and saved whole
 * (every kind of its role, so what the screen shows is what is stored). Only the owner reads and writes it.
 */
import { getBackend } from '../backend/backend';
import { ValidationError } from '../errors';
import { isDocId } from '../schemas/doc-id';
import { validateLazily } from '../schemas/validate-lazily';
import {
  notificationSettingsPath,
  settingsFromData,
  type NotificationSettings,
} from '../schemas/notification-settings';

function requireId(uid: string): void {
  if (!isDocId(uid)) throw new ValidationError([{ field: 'uid', message: 'Required' }]);
}

/** The stored choices; a kind never changed is absent (it then means its default). */
export async function getNotificationSettings(uid: string): Promise<NotificationSettings> {
  requireId(uid);
  const backend = await getBackend();
  return settingsFromData((await backend.docs.get(notificationSettingsPath(uid))).data);
}

export async function saveNotificationSettings(uid: string, settings: NotificationSettings): Promise<void> {
  requireId(uid);
  const valid = await validateLazily(
    import('../schemas/notification-settings-schema').then((m) => m.notificationSettingsSchema),
    settings,
  );
  const backend = await getBackend();
  await backend.docs.set(
    notificationSettingsPath(uid),
    Object.fromEntries(Object.entries(valid).filter(([, v]) => v !== undefined)),
  );
}
