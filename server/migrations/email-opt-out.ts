/**
 * Replaces the single email opt-out (`optedOutOfEmail` on students/{uid} and companies/{uid}) with the per-kind
 * settings: an account that had opted out gets every kind of its role at "in app only" (a kind it already turned
 * off stays off), and the old field is removed from every account that carries it. Privileged (the local engine's
 * server documents, or firebase-admin), run once; idempotent: a second run finds no field and changes nothing.
 */
import { deleteField, type Documents } from '../../services/backend/types';
import { queryAll } from '../../services/pagination';
import {
  TOPICS_FOR,
  deliveryChoice,
  notificationSettingsPath,
  settingsFromData,
  type NotifiedRole,
} from '../../services/schemas/notification-settings';

const COLLECTIONS: Record<NotifiedRole, string> = { talent: 'students', company: 'companies' };

/** Every kind of the role with email taken away, keeping the ones already off. */
function withoutEmail(role: NotifiedRole, stored: Record<string, unknown> | undefined) {
  const settings = settingsFromData(stored);
  return Object.fromEntries(
    TOPICS_FOR[role].map((topic) => [topic, deliveryChoice(settings, topic) === 'off' ? 'off' : 'app']),
  );
}

export async function upgradeEmailOptOut(docs: Pick<Documents, 'query' | 'get' | 'batch'>): Promise<number> {
  let upgraded = 0;
  for (const role of ['talent', 'company'] as const) {
    const collection = COLLECTIONS[role];
    for (const snap of await queryAll(docs, { collection })) {
      if (!snap.data || !('optedOutOfEmail' in snap.data)) continue;
      const optedOut = snap.data.optedOutOfEmail === true;
      const settingsPath = notificationSettingsPath(snap.id);
      const stored = optedOut ? (await docs.get(settingsPath)).data : undefined;
      await docs.batch([
        ...(optedOut ? [{ type: 'set' as const, path: settingsPath, data: withoutEmail(role, stored) }] : []),
        { type: 'update', path: `${collection}/${snap.id}`, data: { optedOutOfEmail: deleteField() } },
      ]);
      upgraded += 1;
    }
  }
  return upgraded;
}
