/** Companies, SPEC sections 7 and 8, written against the backend port only. */
import { getBackend } from './backend/backend';
import type { Unsubscribe } from './backend/types';
import { COMPANIES, companyFromSnapshot, companyPath, newCompanyDoc } from './converters/company-converter';
import { ValidationError, companyNotFound, rethrowNotFound } from './errors';
import { queryAll } from './pagination';
import { subscribeDoc } from './live-doc';
import { isDocId, validateInput } from './schemas/common';
import {
  createCompanyInputSchema,
  updateCompanyInputSchema,
  type Company,
  type CompanyProfile,
  type CreateCompanyInput,
  type UpdateCompanyInput,
} from './schemas/company';

export type { Company, CompanyProfile, CreateCompanyInput, UpdateCompanyInput };

/** Firestore's (and the local backend's) cap on an `in` list. */
export const IN_QUERY_LIMIT = 30;

export async function createCompany(input: CreateCompanyInput): Promise<Company> {
  const valid = validateInput(createCompanyInputSchema, input);
  const backend = await getBackend();
  await backend.docs.set(companyPath(valid.id), newCompanyDoc(valid));
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
export function subscribeCompany(id: string, onData: (company: Company) => void, onError: (error: Error) => void): Unsubscribe {
  return subscribeDoc(isDocId(id) ? companyPath(id) : null, companyFromSnapshot, companyNotFound, onData, onError);
}

/** Merges profile fields into the company (SPEC: "further profile fields are merged in on update"). */
export async function updateCompany(id: string, patch: UpdateCompanyInput): Promise<void> {
  if (!isDocId(id)) throw new ValidationError([{ field: 'id', message: 'Required' }]);
  const valid = validateInput(updateCompanyInputSchema, patch);
  if (Object.keys(valid).length === 0) return;
  const backend = await getBackend();
  await backend.docs.update(companyPath(id), valid).catch((error) => rethrowNotFound(error, companyNotFound));
}

/** Every company, newest first (fetched in bounded chunks). */
export async function listCompanies(): Promise<Company[]> {
  const backend = await getBackend();
  const snaps = await queryAll(backend.docs, { collection: COMPANIES, orderBy: [{ field: 'timestamp', direction: 'desc' }] });
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
    chunks.map((chunk) => backend.docs.query({ collection: COMPANIES, where: [{ field: 'id', op: 'in', value: chunk }] })),
  );
  const byId: Record<string, Company> = {};
  for (const snap of results.flat()) byId[snap.id] = companyFromSnapshot(snap);
  return byId;
}
