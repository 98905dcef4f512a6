/**
 * Marks `reachedInterview` on applications moved to an interview (or further) before applications-move recorded it,
 * read from their stage history, so the back office's interview rate of priority against other applications does
 * not count older applicants as never invited. Idempotent: a marked application is left alone.
 */
import type { Documents } from '../../services/backend/types';
import { APPLICATIONS, applicationPath } from '../../services/converters/application-converter';
import { INTERVIEW_OR_LATER } from '../../services/schemas/application-constants';
import { queryAll } from '../../services/pagination';

const wasInvited = (history: unknown) =>
  Array.isArray(history) &&
  history.some((entry: { stage?: unknown }) => INTERVIEW_OR_LATER.some((stage) => stage === entry?.stage));

export async function backfillReachedInterview(docs: Pick<Documents, 'query' | 'update'>): Promise<number> {
  let written = 0;
  for (const snap of await queryAll(docs, { collection: APPLICATIONS })) {
    if (!snap.data || snap.data.reachedInterview === true || !wasInvited(snap.data.history)) continue;
    await docs.update(applicationPath(snap.id), { reachedInterview: true });
    written += 1;
  }
  return written;
}
