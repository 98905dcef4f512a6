/**
 * Company documents written before the review and the private account record existed: one without `verification`
 * is awaiting review (it becomes 'pending', so the queue lists it), and one still holding the account email or the
 * back office's reasons has them moved to companyAccounts/{uid}. Idempotent; used by the dashboard (when its counts
 * show such documents) and by `npm run rebuild-derived`.
 */
import { deleteField, type WriteOp } from '@/services/backend/types';
import { companyAccountPath } from '@/services/converters/company-account-converter';
import { COMPANIES, companyPath } from '@/services/converters/company-converter';
import { queryAll } from '@/services/pagination';
import { commitInChunks } from '@/services/write-chunks';
import type { TrustedDocs } from '../trusted/types';

const PRIVATE_KEYS = ['email', 'verificationReason', 'suspendedReason'] as const;

/** Answers how many company documents it changed. */
export async function upgradeLegacyCompanies(docs: TrustedDocs): Promise<number> {
  const ops: WriteOp[] = [];
  let changed = 0;
  for (const snap of await queryAll(docs, { collection: COMPANIES })) {
    const data = snap.data ?? {};
    const moved = PRIVATE_KEYS.filter((key) => typeof data[key] === 'string' && data[key] !== '');
    const needsReview = typeof data.verification !== 'string';
    if (!needsReview && moved.length === 0 && !PRIVATE_KEYS.some((key) => key in data)) continue;
    changed += 1;
    const companyChanges: Record<string, unknown> = Object.fromEntries(
      PRIVATE_KEYS.filter((key) => key in data).map((key) => [key, deleteField()]),
    );
    if (needsReview) companyChanges.verification = 'pending';
    ops.push({ type: 'update', path: companyPath(snap.id), data: companyChanges });
    if (moved.length > 0) {
      ops.push({
        type: 'set',
        path: companyAccountPath(snap.id),
        data: { id: snap.id, ...Object.fromEntries(moved.map((key) => [key, data[key]])) },
        merge: true,
      });
    }
  }
  await commitInChunks(docs, ops);
  return changed;
}
