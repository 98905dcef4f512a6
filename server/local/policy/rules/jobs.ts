/**
 * jobs/{jobId}: any signed-in user reads a job (a talent must see that a job closed), anyone an open one (the
 * public job page), but lists only active jobs
 * unless it is the owning company listing its own (`companyId == uid`). Only a company creates a job, as its own,
 * active, with no applicants, its own company name; then only the owner edits, closes and reopens it, never its
 * id, company, applicant count or creation time. No client writes `applicantCount`: applying is a trusted
 * operation (server/trusted/application-apply.ts) that counts the application in its transaction. Nobody deletes a job.
 */
import {
  DEGREES,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  JOB_CATEGORIES,
  JOB_LEVELS,
  JOB_STATUSES,
  SALARY_PERIODS,
  WORK_MODES,
} from '@/constants/enums';
import { isWireTimestamp, type WireData, type WireValue } from '@/services/backend/wire/wire';
import { LIMITS } from '@/services/schemas/common';
import { YEARLY_PAY_FIELD, isKnownCurrency, yearlyPayMatches } from '@/services/format/pay';
import { JOB_LIMITS } from '@/services/schemas/job';
import { PLACE_LIMITS } from '@/services/schemas/place';
import {
  has,
  hasAll,
  hasOnly,
  isFileLink,
  isList,
  isMap,
  isOneOf,
  isRequestTime,
  isString,
  onlyAffects,
  signedIn,
} from '../helpers';
import type { CollectionRules, ReadRequest, WriteRequest } from '../types';
import { isAdmin } from './students';
import { callerCompanyId, isCompanyMember } from './company-members';
import { fieldsValid, type FieldChecks } from './fields';

const JOB_REQUIRED = [
  'id',
  'companyId',
  'companyName',
  'title',
  'description',
  'category',
  'level',
  'workMode',
  'employmentType',
  'experience',
  'salary',
  'skills',
  'status',
  'applicantCount',
  'keywords',
  'createdAt',
  'updatedAt',
];
/** Required of a new job only: a job saved before it existed is edited without it until the upgrade adds it. */
const NEW_JOB_REQUIRED = [...JOB_REQUIRED, YEARLY_PAY_FIELD];
const OPTIONAL = [
  'companyLogo',
  'degree',
  'location',
  'place',
  'remoteCountries',
  'placeKeys',
  'deadline',
  'companyVerified',
];
export const JOB_EDITABLE = [
  'companyName',
  'companyLogo',
  'title',
  'description',
  'category',
  'level',
  'workMode',
  'employmentType',
  'experience',
  'degree',
  'salary',
  'location',
  'skills',
  'deadline',
  'status',
  'keywords',
  YEARLY_PAY_FIELD,
  'updatedAt',
  'place',
  'remoteCountries',
  'placeKeys',
];
const SALARY_KEYS = ['min', 'max', 'currency', 'period'];

const isMoney = (v: WireValue | undefined): v is number => typeof v === 'number' && v >= 0 && v <= JOB_LIMITS.salaryMax;

const isSalary = (v: WireValue) =>
  isMap(v, 4) &&
  hasAll(v, SALARY_KEYS) &&
  isMoney(v.min) &&
  isMoney(v.max) &&
  v.min <= v.max &&
  typeof v.currency === 'string' &&
  isKnownCurrency(v.currency) &&
  isOneOf(v.period, SALARY_PERIODS);

const CHECKS: FieldChecks = {
  id: (v) => isString(v, 1, LIMITS.idMax),
  companyId: (v) => isString(v, 1, LIMITS.idMax),
  companyName: (v) => isString(v, 1, LIMITS.nameMax),
  companyLogo: isFileLink,
  title: (v) => isString(v, 1, JOB_LIMITS.titleMax),
  description: (v) => isString(v, 1, JOB_LIMITS.descriptionMax),
  category: (v) => isOneOf(v, JOB_CATEGORIES),
  level: (v) => isOneOf(v, JOB_LEVELS),
  workMode: (v) => isOneOf(v, WORK_MODES),
  employmentType: (v) => isOneOf(v, EMPLOYMENT_TYPES),
  experience: (v) => isOneOf(v, EXPERIENCE_LEVELS),
  degree: (v) => isOneOf(v, DEGREES),
  salary: isSalary,
  location: (v) => isString(v, 1, JOB_LIMITS.locationMax),
  place: isPlace,
  remoteCountries: (v) =>
    isList(v, PLACE_LIMITS.remoteCountriesMax) && v.every((c) => typeof c === 'string' && COUNTRY.test(c)),
  placeKeys: (v) => isList(v, PLACE_LIMITS.keysMax) && v.every((k) => isString(k, 1, PLACE_KEY_MAX)),
  skills: (v) => isList(v, JOB_LIMITS.skillsMax) && v.every((s) => isString(s, 1, JOB_LIMITS.skillMax)),
  deadline: isWireTimestamp,
  status: (v) => isOneOf(v, JOB_STATUSES),
  applicantCount: (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0,
  keywords: isKeywordList,
  salaryYearlyUsd: (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0,
  createdAt: isWireTimestamp,
  updatedAt: isWireTimestamp,
  companyVerified: (v) => v === true,
};

/**
 * `isKeywordList` in firestore.rules: at most 60 keywords, which joined by line breaks are 1 to 60 characters
 * between breaks (the rules check them as one string for their expression budget). Here they must also be
 * strings, which the rules cannot afford to check one by one (a number there is joined as its digits).
 */
const KEYWORD_LINES = new RegExp(
  `^[^\\n]{1,${JOB_LIMITS.keywordMax}}(\\n[^\\n]{1,${JOB_LIMITS.keywordMax}}){0,${JOB_LIMITS.keywordsMax - 1}}$`,
);
function isKeywordList(v: WireValue): boolean {
  if (!isList(v, JOB_LIMITS.keywordsMax) || !v.every((k) => typeof k === 'string')) return false;
  return v.length === 0 || KEYWORD_LINES.test(v.join('\n'));
}

/**
 * A place's shape, as `isPlacedJob` in firestore.rules checks it: 'country/region/city' (missing parts empty) is a
 * two-letter country, then nothing, a region, or a region and its city. Whether it is in the shipped list is the job
 * write's check: a made-up place only hides the company's own job from searches.
 */
const COUNTRY = /^[A-Z]{2}$/;
const PLACE_TEXT = new RegExp(`^[A-Z]{2}/([^/\\n]{1,${PLACE_LIMITS.nameMax}}/[^/\\n]{0,${PLACE_LIMITS.nameMax}})?/?$`);
const placePart = (v: WireValue | undefined) => (v === undefined ? '' : typeof v === 'string' ? v : null);
function isPlace(v: WireValue): boolean {
  if (!isMap(v, 3) || !hasOnly(v, ['country', 'region', 'city'])) return false;
  const parts = [placePart(v.country), placePart(v.region), placePart(v.city)];
  return parts.every((p) => p !== null) && PLACE_TEXT.test(parts.join('/'));
}
/** The longest place key: country, region and city joined by slashes. */
const PLACE_KEY_MAX = 2 + 2 * (1 + PLACE_LIMITS.nameMax);

/**
 * The place keys hold only the job's own place (country, country/region, country/region/city) and remote countries,
 * so a job is not found under a place it does not name (`isPlacedJob` in firestore.rules).
 */
function placeKeysMatch(d: WireData): boolean {
  const keys = d.placeKeys;
  if (!Array.isArray(keys)) return true;
  const place: WireData = isMap(d.place, 3) ? d.place : {};
  const country = String(place.country ?? '');
  const region = `${country}/${String(place.region ?? '')}`;
  const allowed = [
    country,
    region,
    `${region}/${String(place.city ?? '')}`,
    ...(Array.isArray(d.remoteCountries) ? d.remoteCountries : []),
  ];
  return keys.every((k) => allowed.includes(k));
}

/** Remote countries only on a job that can be done remotely. */
const remoteOk = (d: WireData) =>
  d.workMode !== 'Onsite' || !Array.isArray(d.remoteCountries) || d.remoteCountries.length === 0;

/** The stored yearly pay is the one the salary gives (the minimum-pay filter relies on it): `payMatches` in the rules. */
const payMatches = (d: WireData) =>
  yearlyPayMatches(d[YEARLY_PAY_FIELD], d.salary as Parameters<typeof yearlyPayMatches>[1]);

const locationOk = (d: WireData) =>
  (d.workMode === 'remote' || has(d, 'location') || has(d, 'place')) && remoteOk(d) && placeKeysMatch(d);
/** A deadline is the instant its calendar day ends anywhere on Earth (services/format/deadlines.ts), as in the rules. */
const futureDeadline = (r: WriteRequest) => isWireTimestamp(r.data.deadline) && r.data.deadline.$ts > r.time;

/** The company's name after this write: a rename updates the company and its jobs in one batch. */
async function ownCompanyName(r: WriteRequest, uid: string): Promise<boolean> {
  const company = await r.getAfter(`companies/${uid}`);
  return company !== null && company.name === r.data.companyName;
}

/**
 * Job review: the open status a company may set is `active` once the back office verified it, otherwise
 * `awaiting-review` (read from its company document after the write, as the rules do).
 */
async function isOpenStatus(r: WriteRequest, uid: string, status: WireValue | undefined): Promise<boolean> {
  const company = await r.getAfter(`companies/${uid}`);
  return status === (company?.verification === 'verified' ? 'active' : 'awaiting-review');
}

/** A suspended company writes no job, whatever its token says: the suspension is read from its company document. */
async function notSuspended(r: WriteRequest, uid: string): Promise<boolean> {
  const company = await r.get(`companies/${uid}`);
  return company !== null && company.suspended !== true;
}

/** An edit by a member of the job's company (checked by the caller); `uid` is the company's id. */
async function ownerEdit(r: WriteRequest): Promise<boolean> {
  const uid = r.resource!.companyId as string;
  const d = r.data;
  const ok =
    onlyAffects(r, JOB_EDITABLE) &&
    hasAll(d, JOB_REQUIRED) &&
    fieldsValid(d, r.affectedKeys, CHECKS) &&
    isRequestTime(r, d.updatedAt) &&
    ((!r.affectedKeys.has('salary') && !r.affectedKeys.has(YEARLY_PAY_FIELD)) || payMatches(d)) &&
    locationOk(d) &&
    (!r.affectedKeys.has('deadline') || !has(d, 'deadline') || futureDeadline(r)) &&
    // Reopening a job past its deadline (the schedule closes those) takes a new, future deadline in the same write.
    (!r.affectedKeys.has('status') || d.status === 'closed' || !has(d, 'deadline') || futureDeadline(r));
  if (!ok || !(await notSuspended(r, uid))) return false;
  if (r.affectedKeys.has('status') && d.status !== 'closed' && !(await isOpenStatus(r, uid, d.status))) return false;
  return !r.affectedKeys.has('companyName') || ownCompanyName(r, uid);
}

/** `isOpenJob` in firestore.rules: live and before its deadline, what anyone may read (the public job page). */
const isOpenJob = (r: ReadRequest, job: WireData) =>
  job.status === 'active' && (!has(job, 'deadline') || (isWireTimestamp(job.deadline) && job.deadline.$ts > r.time));

export const jobRules: CollectionRules = {
  // A job awaiting review is read only by its company and administrators; a missing one reads as missing. Signed
  // out, only an open job is readable.
  get: async (r) =>
    signedIn(r)
      ? r.resource === null ||
        r.resource.status !== 'awaiting-review' ||
        (await isCompanyMember(r, r.resource.companyId)) ||
        (await isAdmin(r))
      : r.resource !== null && isOpenJob(r, r.resource),
  list: async (r) =>
    signedIn(r) &&
    (r.pinned('status')?.value === 'active' ||
      (await isCompanyMember(r, r.pinned('companyId')?.value)) ||
      (await isAdmin(r))),
  create: async (r) => {
    const d = r.data;
    const uid = await callerCompanyId(r);
    if (uid === null) return false;
    return (
      hasAll(d, NEW_JOB_REQUIRED) &&
      hasOnly(d, [...NEW_JOB_REQUIRED, ...OPTIONAL]) &&
      fieldsValid(d, Object.keys(d), CHECKS) &&
      d.id === r.params.jobId &&
      d.companyId === uid &&
      (await isCompanyMember(r, uid)) &&
      (!has(d, 'companyVerified') || (d.companyVerified === true && d.status === 'active')) &&
      d.applicantCount === 0 &&
      isRequestTime(r, d.createdAt) &&
      isRequestTime(r, d.updatedAt) &&
      payMatches(d) &&
      locationOk(d) &&
      (!has(d, 'deadline') || futureDeadline(r)) &&
      (await isOpenStatus(r, uid, d.status)) &&
      (await ownCompanyName(r, uid)) &&
      (await notSuspended(r, uid))
    );
  },
  update: async (r) => signedIn(r) && (await isCompanyMember(r, r.resource!.companyId)) && ownerEdit(r),
};
