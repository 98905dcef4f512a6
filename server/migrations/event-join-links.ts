/**
 * Moves the join link of events saved before it had a document of its own out of the event (which the whole
 * audience reads) into `events/{id}/private/join` (which only those going read). Privileged (the local engine's
 * server documents, or firebase-admin), run once; idempotent.
 */
import { deleteField, type Documents } from '../../services/backend/types';
import { EVENTS, eventJoinPath, eventPath } from '../../services/converters/event-converter';
import { queryAll } from '../../services/pagination';

export async function moveEventJoinLinks(docs: Pick<Documents, 'query' | 'batch'>): Promise<number> {
  let moved = 0;
  for (const snap of await queryAll(docs, { collection: EVENTS })) {
    const link = snap.data?.link;
    if (link === undefined) continue;
    await docs.batch([
      ...(typeof link === 'string' && snap.data?.mode === 'online'
        ? [{ type: 'set' as const, path: eventJoinPath(snap.id), data: { link } }]
        : []),
      { type: 'update', path: eventPath(snap.id), data: { link: deleteField() } },
    ]);
    moved += 1;
  }
  return moved;
}
