/** The back office's trust queue: flagged messages and scam reports still open, newest first, 20 a page. */
import { getBackend } from '../backend/backend';
import { TRUST_QUEUE, trustItemFromSnapshot, type TrustQueueItem } from '../converters/trust-queue-converter';
import { queryPage, type Page } from '../pagination';
import { ADMIN_PAGE_SIZE } from './talents';

export type { TrustQueueItem };

export async function listTrustQueue(after?: string): Promise<Page<TrustQueueItem>> {
  const backend = await getBackend();
  const { snaps, nextCursor } = await queryPage(
    backend.docs,
    {
      collection: TRUST_QUEUE,
      where: [{ field: 'status', op: '==', value: 'open' }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    ADMIN_PAGE_SIZE,
    after,
  );
  return { items: snaps.map(trustItemFromSnapshot), nextCursor };
}
