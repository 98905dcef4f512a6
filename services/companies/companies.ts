/** Companies, SPEC sections 7 and 8, written against the backend port only. */
import { getBackend } from '../backend/backend';
import {
  deleteField,
  isFieldValue,
  serverTimestamp,
  type Backend,
  type DocumentData,
  type Unsubscribe,
  type WriteOp,
} from '../backend/types';
import { companyAccountPath, newCompanyAccountDoc } from '../converters/company-account-converter';
import { COMPANIES, companyFromSnapshot, companyPath, newCompanyDoc } from '../converters/company-converter';
import { companyMemberPath, founderMemberDoc } from '../converters/company-member-doc';
import { ValidationError, companyNotFound, rethrowNotFound } from '../errors';
import { queryAll } from '../pagination';
import { subscribeDoc } from '../live-doc';
import { isDocId } from '../schemas/doc-id';
import type { Company, CreateCompanyInput, UpdateCompanyInput } from '../schemas/company';
import { validateLazily } from '../schemas/validate-lazily';
import { commitInChunks } from '../write-chunks';
import { nameTerms } from '../search/search-words';

export type { Company, CreateCompanyInput, UpdateCompanyInput };

/** Firestore's (and the local backend's) cap on an `in` list. */
const IN_QUERY_LIMIT = 30;

/** The public profile, the private account record (its email) and the founding owner's membership, in one batch. */
export async function createCompany(input: CreateCompanyInput): Promise<Company> {
  const valid = await validateLazily(
    import('../schemas/company').then((m) => m.createCompanyInputSchema),
    input,
  );
  const backend = await getBackend();
  await backend.docs.batch([
    { type: 'set', path: companyPath(valid.id), data: newCompanyDoc(valid) },
    { type: 'set', path: companyAccountPath(valid.id), data: newCompanyAccountDoc(valid) },
    {
      type: 'set',
      path: companyMemberPath(valid.id),
      data: founderMemberDoc(valid.id, valid.name, valid.email, serverTimestamp()),
    },
  ]);
  // Read back so the caller gets the server-assigned timestamp (one read, once per sign-up).
  return getCompany(valid.id);
}

export async function getCompany(id: string): Promise<Company> {
  if (!isDocId(id)) throw companyNotFound();
  const backend = await getBackend();
  const snap = await backend.docs.get(companyPath(id));
  if (!snap.exists) throw companyNotFound();
  return companyFromSnapshot(snap);
}

/** Live company; `onError` gets 'Company does not exists' (code auth/user-not-found) when it is missing. */
export function subscribeCompany(
  id: string,
  onData: (company: Company) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return subscribeDoc(isDocId(id) ? companyPath(id) : null, companyFromSnapshot, companyNotFound, onData, onError);
}

/** A `deleteField()` in the patch is validated as `null`; both remove the field. */
const sentinelsToNull = (patch: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(patch).map(([key, value]) => [
      key,
      isFieldValue(value) && value.__fieldValue === 'delete' ? null : value,
    ]),
  );

/** What each of the company's jobs must change to show `name` and `logo` (jobs already showing them are skipped). */
async function jobSyncWrites(backend: Backend<unknown>, id: string, name: string, logo: string | undefined): Promise<WriteOp[]> {
  // The job schema and converter load with the first profile save, not with every screen that reads a company.
  const [{ JOBS, jobFromSnapshot, jobPath }, { jobKeywords }] = await Promise.all([
    import('../converters/job-converter'),
    import('../schemas/job-constants'),
  ]);
  const snaps = await queryAll(backend.docs, {
    collection: JOBS,
    where: [{ field: 'companyId', op: '==', value: id }],
  });
  return snaps.map(jobFromSnapshot).flatMap((job): WriteOp[] => {
    if (job.companyName === name && job.companyLogo === logo) return [];
    const data: DocumentData = { updatedAt: serverTimestamp() };
    if (job.companyName !== name)
      Object.assign(data, { companyName: name, keywords: jobKeywords(job.title, name, job.skills) });
    if (job.companyLogo !== logo) data.companyLogo = logo ?? deleteField();
    return [{ type: 'update', path: jobPath(job.id), data }];
  });
}

/**
 * Merges profile fields into the company (SPEC: "further profile fields are merged in on update"); `null` or
 * `deleteField()` removes an optional one. A new name or logo is copied onto every job of the company (its job
 * cards show them) in the same batch as the company update, or in the batches right after it past 399 jobs.
 */
export async function updateCompany(id: string, patch: UpdateCompanyInput): Promise<void> {
  if (!isDocId(id)) throw new ValidationError([{ field: 'id', message: 'Required' }]);
  const valid = await validateLazily(
    import('../schemas/company').then((m) => m.updateCompanyInputSchema),
    sentinelsToNull(patch),
  );
  if (Object.keys(valid).length === 0) return;
  const changes: DocumentData = Object.fromEntries(
    Object.entries(valid).map(([key, value]) => [key, value === null ? deleteField() : value]),
  );
  if (valid.name) changes.nameTerms = nameTerms(valid.name);
  const backend = await getBackend();
  const company = 'name' in valid || 'logo' in valid ? await getCompany(id) : null;
  const name = valid.name ?? company?.name;
  const logo = 'logo' in valid ? (valid.logo ?? undefined) : company?.logo;
  const jobWrites =
    company && (name !== company.name || logo !== company.logo) ? await jobSyncWrites(backend, id, name!, logo) : [];
  const writes: WriteOp[] = [{ type: 'update', path: companyPath(id), data: changes }, ...jobWrites];
  try {
    // The company's own update rides in the first batch.
    await commitInChunks(backend.docs, writes);
  } catch (error) {
    rethrowNotFound(error, companyNotFound);
  }
}

/** Every company, newest first (fetched in bounded chunks). */
export async function listCompanies(): Promise<Company[]> {
  const backend = await getBackend();
  const snaps = await queryAll(backend.docs, {
    collection: COMPANIES,
    orderBy: [{ field: 'timestamp', direction: 'desc' }],
  });
  return snaps.map(companyFromSnapshot);
}

/**
 * Companies by id as a map keyed by id; ids not found are absent. Deduplicated, then one `in` query per 30 ids
 * on the stored `id` field (the port has no document-id field path; every company stores its own id).
 */
export async function getCompaniesByIds(ids: string[]): Promise<Record<string, Company>> {
  const unique = [...new Set(ids)].filter(isDocId);
  if (unique.length === 0) return {};
  const chunks: string[][] = [];
  for (let i = 0; i < unique.length; i += IN_QUERY_LIMIT) chunks.push(unique.slice(i, i + IN_QUERY_LIMIT));
  const backend = await getBackend();
  const results = await Promise.all(
    chunks.map((chunk) =>
      backend.docs.query({ collection: COMPANIES, where: [{ field: 'id', op: 'in', value: chunk }] }),
    ),
  );
  const byId: Record<string, Company> = {};
  for (const snap of results.flat()) byId[snap.id] = companyFromSnapshot(snap);
  return byId;
}
