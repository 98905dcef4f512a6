/**
 * Companies of before teams were one account: that account becomes the company's owner, with the member document a
 * sign-up writes today. A company whose founding account already has one (an owner, a recruiter after handing
 * ownership over, or the marker of its removal) is left alone, so running it again changes nothing. Privileged (the
 * local engine's server documents, or firebase-admin through `npm run rebuild-derived`).
 */
import type { WriteOp } from '../../services/backend/types';
import { companyAccountPath } from '../../services/converters/company-account-converter';
import { COMPANIES } from '../../services/converters/company-converter';
import { companyMemberPath, founderMemberDoc } from '../../services/converters/company-member-doc';
import { queryAll } from '../../services/pagination';
import { commitInChunks } from '../../services/write-chunks';
import type { TrustedDocs } from '../trusted/types';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Answers how many owners it wrote. */
export async function upgradeCompanyOwners(docs: Pick<TrustedDocs, 'query' | 'get' | 'batch'>): Promise<number> {
  const ops: WriteOp[] = [];
  for (const snap of await queryAll(docs, { collection: COMPANIES })) {
    if ((await docs.get(companyMemberPath(snap.id))).exists) continue;
    const account = await docs.get(companyAccountPath(snap.id));
    const email = text(account.data?.email) || text(snap.data?.email);
    const joinedAt = snap.data?.timestamp ?? new Date();
    ops.push({
      type: 'set',
      path: companyMemberPath(snap.id),
      data: founderMemberDoc(snap.id, text(snap.data?.name) || email, email, joinedAt),
    });
  }
  await commitInChunks(docs, ops);
  return ops.length;
}
