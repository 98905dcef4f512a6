/**
 * The back office's companies: a paginated list (20 a page, newest first) filtered by review status or
 * suspension, or a search by exact email or by name (./name-search.ts); one company with its jobs (every status, with applicant
 * counts). Search by name ignores the filters, as for talents.
 */
import { getBackend } from '../backend/backend';
import { BackendError, type QuerySpec, type WhereClause } from '../backend/types';
import {
  COMPANY_ACCOUNTS,
  companyAccountFromSnapshot,
  companyAccountPath,
  type CompanyAccount,
} from '../converters/company-account-converter';
import { COMPANIES, companyFromSnapshot, companyPath } from '../converters/company-converter';
import { JOBS, jobFromSnapshot } from '../converters/job-converter';
import { queryPage, type Page } from '../pagination';
import { isDocId } from '../schemas/doc-id';
import type { Company } from '../schemas/company';
import type { Job } from '../schemas/job';
import { nameSearchPage, nameSearchQuery } from './name-search';
import { ADMIN_PAGE_SIZE } from './talents';

export interface AdminCompanyFilters {
  q?: string;
  review?: 'verified' | 'pending' | 'declined';
  suspended?: boolean;
}

/** A search by email looks in the private account records (companyAccounts), where the email lives. */
export function adminCompanyQuery(filters: AdminCompanyFilters): QuerySpec {
  const q = filters.q?.trim();
  if (q && q.includes('@'))
    return { collection: COMPANY_ACCOUNTS, where: [{ field: 'email', op: '==', value: q.toLowerCase() }] };
  const byName = q ? nameSearchQuery(COMPANIES, q) : null;
  if (byName) return byName;
  const where: WhereClause[] = [];
  if (filters.review) where.push({ field: 'verification', op: '==', value: filters.review });
  if (filters.suspended) where.push({ field: 'suspended', op: '==', value: true });
  return { collection: COMPANIES, where, orderBy: [{ field: 'timestamp', direction: 'desc' }] };
}

export async function listAdminCompanies(filters: AdminCompanyFilters, after?: string): Promise<Page<Company>> {
  const backend = await getBackend();
  const spec = adminCompanyQuery(filters);
  const byName = spec.where?.[0]?.field === 'nameTerms';
  const { snaps, nextCursor } = byName
    ? await nameSearchPage(backend.docs, spec, filters.q ?? '', ADMIN_PAGE_SIZE, after)
    : await queryPage(backend.docs, spec, ADMIN_PAGE_SIZE, after);
  if (spec.collection !== COMPANY_ACCOUNTS) return { items: snaps.map(companyFromSnapshot), nextCursor };
  const companies = await Promise.all(snaps.map((snap) => backend.docs.get(companyPath(snap.id))));
  return { items: companies.filter((snap) => snap.exists).map(companyFromSnapshot), nextCursor };
}

/** A company in the back office: its public profile and its private account record (email, reasons). */
export type AdminCompany = Company & { account: CompanyAccount };

export async function getAdminCompany(id: string): Promise<AdminCompany> {
  if (!isDocId(id)) throw new BackendError('not-found', 'This company does not exist.');
  const backend = await getBackend();
  const [snap, account] = await Promise.all([
    backend.docs.get(companyPath(id)),
    backend.docs.get(companyAccountPath(id)),
  ]);
  if (!snap.exists) throw new BackendError('not-found', 'This company does not exist.');
  return { ...companyFromSnapshot(snap), account: companyAccountFromSnapshot(account, snap.data) };
}

/** The company's jobs of every status (the owner's own-jobs index), newest first, 20 a page. */
export async function listAdminCompanyJobs(companyId: string, after?: string): Promise<Page<Job>> {
  const backend = await getBackend();
  const { snaps, nextCursor } = await queryPage(
    backend.docs,
    {
      collection: JOBS,
      where: [{ field: 'companyId', op: '==', value: companyId }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    ADMIN_PAGE_SIZE,
    after,
  );
  return { items: snaps.map(jobFromSnapshot), nextCursor };
}
