/**
 * Notifications: the signed-in user's history, newest first in pages of 20, and marking them read
 * (a trusted operation, which also keeps the bell's unread count on the inbox document true). Notifications are
 * created only by trusted operations, in the transaction of the change they announce.
 */
import { getBackend } from '../backend/backend';
import { NOTIFICATIONS, notificationFromSnapshot } from '../converters/messaging-converter';
import { queryPage, type Page } from '../pagination';
import type { AppNotification } from '../schemas/messaging';
import { MESSAGING_LIMITS } from '../schemas/messaging-constants';

export type { AppNotification };

export async function listNotifications(
  uid: string,
  after?: string,
  pageSize: number = MESSAGING_LIMITS.notificationsPage,
): Promise<Page<AppNotification>> {
  const backend = await getBackend();
  const { snaps, nextCursor } = await queryPage(
    backend.docs,
    {
      collection: NOTIFICATIONS,
      where: [{ field: 'userId', op: '==', value: uid }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    pageSize,
    after,
  );
  return { items: snaps.map(notificationFromSnapshot), nextCursor };
}

/** Marks the given notifications (or all) read; answers how many are still unread. */
export async function markNotificationsRead(which: string[] | 'all'): Promise<number> {
  const backend = await getBackend();
  const result = await backend.callTrusted('notifications-read', which === 'all' ? { all: true } : { ids: which });
  return result.unread;
}
