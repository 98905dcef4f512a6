/** companies/{uid}: stored document <-> Company. Reads are lenient (see ./lenient.ts), writes strict. */
import { serverTimestamp, type DocSnapshot, type DocumentData } from '../backend/types';
import { COMPANY_SIZES, COMPANY_TYPES, COMPANY_VERIFICATION, INDUSTRY_TAGS } from '../../constants/enums';
import type { Company, CompanyProfile } from '../schemas/company';
import { SOCIAL_NETWORKS, normalizeCompanySize } from '../schemas/company-constants';
import { nameTerms } from '../search/search-words';
import { omitUndefined, readLooseObject, readOptional, readOr, toMillis } from './lenient';
import {
  isPlainObject,
  bool,
  count,
  fileUrl,
  list,
  nonNegative,
  nullable,
  number,
  object,
  oneOf,
  record,
  text,
  webUrl,
  type Reader,
} from './read';

export const COMPANIES = 'companies';
export const companyPath = (id: string) => `${COMPANIES}/${id}`;

/** The optional profile fields (companyProfileShape in services/schemas/company.ts). */
const profileReaders: Record<keyof CompanyProfile, Reader<unknown>> = {
  logo: fileUrl,
  website: webUrl,
  about: text,
  size: (v) => oneOf(COMPANY_SIZES)(normalizeCompanySize(v)),
  type: oneOf(COMPANY_TYPES),
  industries: list(oneOf(INDUSTRY_TAGS)),
  location: text,
  socials: record(SOCIAL_NETWORKS, webUrl),
};

const responseStats = object({
  medianMs: nullable(nonNegative),
  applications: count,
  responded: count,
  updatedAt: nullable(number),
});

export function companyFromSnapshot(snap: DocSnapshot): Company {
  const data = isPlainObject(snap.data) ? snap.data : {};
  // Only the known profile fields are read; the size reader maps the legacy "1001 - 500" to "1001 - 5000".
  const known = Object.fromEntries(Object.keys(profileReaders).map((key) => [key, data[key]]));
  const profile = readLooseObject(profileReaders, known) as CompanyProfile;
  return omitUndefined({
    ...profile,
    id: snap.id,
    name: readOr(text, data.name, ''),
    timestamp: toMillis(data.timestamp),
    new: readOr(bool, data.new, false),
    responseStats: readResponseStats(data.responseStats),
    jobsFilled: readOptional(count, data.jobsFilled),
    verification: readOptional(oneOf(COMPANY_VERIFICATION), data.verification),
    suspended: data.suspended === true ? true : undefined,
  });
}

/** The stored `updatedAt` is a timestamp (a `Date` across the port); the domain object carries epoch ms. */
function readResponseStats(value: unknown): Company['responseStats'] {
  if (!isPlainObject(value)) return undefined;
  return readOptional(responseStats, { ...value, updatedAt: toMillis(value.updatedAt) });
}

export function newCompanyDoc(input: { id: string; name: string }): DocumentData {
  // `verification: 'pending'` is required by the rules: the back office reviews every company.
  return {
    id: input.id,
    name: input.name,
    nameTerms: nameTerms(input.name),
    timestamp: serverTimestamp(),
    new: true,
    verification: 'pending',
  };
}

/** Only a company the back office verified posts jobs that go live at once and carry the badge. */
export const isVerifiedCompany = (company: Pick<Company, 'verification'>) => company.verification === 'verified';

// Display logic the screens share; kept importable from here for the services and the other screens.
export { companyReachesTalents } from '../format/company-reach';
