/** companies/{uid}: stored document <-> Company. Reads are lenient (see ./lenient.ts), writes strict. */
import { serverTimestamp, type DocSnapshot, type DocumentData } from '../backend/types';
import { companyProfileShape, companySchema, type Company, type CompanyProfile } from '../schemas/company';
import { nameTerms } from '../search/search-words';
import { isPlainObject, omitUndefined, readLooseObject, readOptional, readOr, toMillis } from './lenient';

export const COMPANIES = 'companies';
export const companyPath = (id: string) => `${COMPANIES}/${id}`;

const shape = companySchema.shape;

export function companyFromSnapshot(snap: DocSnapshot): Company {
  const data = isPlainObject(snap.data) ? snap.data : {};
  // Only the known profile fields are read; the size schema maps the legacy "1001 - 500" to "1001 - 5000".
  const known = Object.fromEntries(Object.keys(companyProfileShape).map((key) => [key, data[key]]));
  const profile = readLooseObject(companyProfileShape, known) as CompanyProfile;
  return omitUndefined({
    ...profile,
    id: snap.id,
    name: readOr(shape.name, data.name, ''),
    timestamp: toMillis(data.timestamp),
    new: readOr(shape.new, data.new, false),
    responseStats: readResponseStats(data.responseStats),
    verification: readOptional(shape.verification, data.verification),
    suspended: data.suspended === true ? true : undefined,
  });
}

/** The stored `updatedAt` is a timestamp (a `Date` across the port); the domain object carries epoch ms. */
function readResponseStats(value: unknown): Company['responseStats'] {
  if (!isPlainObject(value)) return undefined;
  return readOptional(shape.responseStats, { ...value, updatedAt: toMillis(value.updatedAt) });
}

export function newCompanyDoc(input: { id: string; name: string }): DocumentData {
  // `verification: 'pending'` is required by the rules: the back office reviews every company.
  return { id: input.id, name: input.name, nameTerms: nameTerms(input.name), timestamp: serverTimestamp(), new: true, verification: 'pending' };
}

/** Only a company the back office verified posts jobs that go live at once and carry the badge. */
export const isVerifiedCompany = (company: Pick<Company, 'verification'>) => company.verification === 'verified';

// Display logic the screens share; kept importable from here for the services and the other screens.
export { companyReachesTalents } from '../format/company-reach';
