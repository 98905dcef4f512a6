/**
 * Where a company stands with the back office, read with privileged access from its documents (never from the
 * token): reviewed (verified and not suspended) companies reach talents; the others are refused with the reason
 * the screens show. Also the back office's writes onto the company's private account record (its reasons).
 */
import { BackendError, type WriteOp } from '@/services/backend/types';
import { companyAccountPath } from '@/services/converters/company-account-converter';
import { companyPath } from '@/services/converters/company-converter';
import type { TrustedServices } from './types';

type Docs = Pick<TrustedServices['docs'], 'get'>;

type CompanyStanding = 'verified' | 'pending' | 'declined' | 'suspended';

/** A company document's standing; a legacy one without `verification` is pending. */
function standingOf(company: Record<string, unknown>): CompanyStanding {
  if (company.suspended === true) return 'suspended';
  if (company.verification === 'verified') return 'verified';
  return company.verification === 'declined' ? 'declined' : 'pending';
}

const REFUSALS: Record<Exclude<CompanyStanding, 'verified'>, string> = {
  pending: 'Your company is awaiting review: you can reach talents once an administrator verifies it.',
  declined: 'Your company was not verified, so it cannot reach talents. Your dashboard says why.',
  suspended: 'Your company is suspended, so it cannot reach talents.',
};

/** Throws `permission-denied` unless the company is verified and not suspended. */
export async function assertCompanyReviewed(docs: Docs, companyId: string): Promise<void> {
  const snap = await docs.get(companyPath(companyId));
  const standing = standingOf(snap.data ?? {});
  if (standing !== 'verified') throw new BackendError('permission-denied', REFUSALS[standing]);
}

/** Writes back-office fields onto the private record (created when a legacy company has none yet). */
export const companyAccountMerge = (companyId: string, fields: Record<string, unknown>): WriteOp => ({
  type: 'set',
  path: companyAccountPath(companyId),
  data: { id: companyId, ...fields },
  merge: true,
});
