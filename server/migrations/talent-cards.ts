/**
 * Gives every student document its public card (`talentCards/{uid}`) when it has none: for data written before
 * cards existed (a developer's local data folder, a Firebase project). Privileged: runs with server access
 * (the local engine's server documents, or firebase-admin), once; idempotent, so a re-run only fills gaps.
 */
import type { Documents } from '../../services/backend/types';
import { cardFromTalentData, talentCardPath, TALENT_CARDS } from '../../services/converters/talent-card-converter';
import { STUDENTS } from '../../services/converters/talent-converter';
import { queryAll } from '../../services/pagination';

export async function backfillTalentCards(docs: Pick<Documents, 'query' | 'set'>): Promise<number> {
  const talents = await queryAll(docs, { collection: STUDENTS });
  const cards = new Set((await queryAll(docs, { collection: TALENT_CARDS })).map((snap) => snap.id));
  let written = 0;
  for (const snap of talents) {
    // A suspended talent has no card until restored.
    if (cards.has(snap.id) || !snap.data || snap.data.suspended === true) continue;
    const updatedAt = snap.data.timestamp instanceof Date ? snap.data.timestamp : new Date();
    await docs.set(talentCardPath(snap.id), { ...cardFromTalentData(snap.data), updatedAt });
    written += 1;
  }
  return written;
}
