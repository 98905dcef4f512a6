/**
 * jobs/{jobId}: any signed-in user reads a job (a talent must see that a job closed), anyone an open one (the public
 * job page), but lists only active jobs unless it is the owning company listing its own. Only a company creates a job,
 * as its own, active, with no applicants, its own company name; then only the owner edits, closes and reopens it, never
 * its id, company, applicant count or creation time. A job states its openings (1 to 50) and fill-by date and is
 * listed until `expiresAt`, at most 60 days after the write that posts or renews it; only the server marks it filled
 * or expired (`closedReason`, `filledAt`), and a filled job stays closed. No client writes `applicantCount` (applying
 * is the trusted application-apply, which counts it). Nobody deletes a job.
 */
import {
  DEGREE_REQUIREMENTS,
  DEGREES,
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  JOB_CATEGORIES,
  JOB_LEVELS,
  JOB_STATUSES,
  WORK_MODES,
} from '@/constants/enums';
import { isWireTimestamp, type WireData, type WireValue } from '@/services/backend/wire/wire';
import { LIMITS } from '@/services/schemas/common';
import { YEARLY_PAY_FIELD, yearlyPayMatches } from '@/services/format/pay';
import { degreeRequirementOk, entryLevelExperienceOk } from '@/services/schemas/job-honesty';
import { JOB_LIMITS } from '@/services/schemas/job';
import { PLACE_LIMITS } from '@/services/schemas/place';
import {
  has,
  hasAll,
  hasOnly,
  isFileLink,
  isList,
  isOneOf,
  isRequestTime,
  isString,
  onlyAffects,
  signedIn,
} from '../helpers';
import type { CollectionRules, WriteRequest } from '../types';
import { isAdmin } from './students';
import { callerCompanyId, isCompanyMember } from './company-members';
import { fieldsValid, type FieldChecks } from './fields';
import { COUNTRY, PLACE_KEY_MAX, isKeywordList, isPlace, isSalary, locationOk } from './job-field-checks';
import { expiryAhead, isOpenJob, vacancyOk } from './job-vacancy-checks';

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
/**
 * Required of a new job only: a job saved before they existed is edited without them (the yearly pay until the upgrade
 * adds it; openings and fill-by date until the company's next edit of the form, which asks for them).
 */
const NEW_JOB_REQUIRED = [...JOB_REQUIRED, YEARLY_PAY_FIELD, 'openings', 'fillBy', 'expiresAt'];
const OPTIONAL = [
  'companyLogo',
  'degree',
  'degreeRequirement',
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
  'degreeRequirement',
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
  'openings',
  'fillBy',
  'expiresAt',
  // Removed only (its check refuses any value), when the company reopens a job that expired.
  'closedReason',
];
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
  degreeRequirement: (v) => isOneOf(v, DEGREE_REQUIREMENTS),
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
  openings: (v) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= JOB_LIMITS.openingsMax,
  fillBy: isWireTimestamp,
  expiresAt: isWireTimestamp,
  closedReason: () => false,
};

/**
 * `isJobFields` in firestore.rules: an entry-level job asks for entry-level experience and a degree is marked required
 * or preferred, checked when the write touches those fields (a job saved before the checks is flagged, not refused
 * every other edit).
 */
const honest = (d: WireData, touched: ReadonlySet<string>) =>
  (!['level', 'experience'].some((k) => touched.has(k)) || entryLevelExperienceOk(d)) &&
  (!['degree', 'degreeRequirement'].some((k) => touched.has(k)) || degreeRequirementOk(d));

/** The stored yearly pay is the one the salary gives (the minimum-pay filter relies on it): `payMatches` in the rules. */
const payMatches = (d: WireData) =>
  yearlyPayMatches(d[YEARLY_PAY_FIELD], d.salary as Parameters<typeof yearlyPayMatches>[1]);

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
    honest(d, r.affectedKeys) &&
    isRequestTime(r, d.updatedAt) &&
    ((!r.affectedKeys.has('salary') && !r.affectedKeys.has(YEARLY_PAY_FIELD)) || payMatches(d)) &&
    locationOk(d) &&
    (!r.affectedKeys.has('deadline') || !has(d, 'deadline') || futureDeadline(r)) &&
    vacancyOk(r, r.affectedKeys) &&
    // Reopening a job past its deadline (the schedule closes those) takes a new, future deadline in the same write,
    // and one past its expiry a renewal; a filled job stays closed (`job-fill` counted it on the company's record).
    (!r.affectedKeys.has('status') ||
      (!has(r.resource!, 'filledAt') &&
        (d.status === 'closed' || ((!has(d, 'deadline') || futureDeadline(r)) && expiryAhead(r)))));
  if (!ok || !(await notSuspended(r, uid))) return false;
  if (r.affectedKeys.has('status') && d.status !== 'closed' && !(await isOpenStatus(r, uid, d.status))) return false;
  return !r.affectedKeys.has('companyName') || ownCompanyName(r, uid);
}

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
      honest(d, new Set(Object.keys(d))) &&
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
      vacancyOk(r, new Set(Object.keys(d))) &&
      (await isOpenStatus(r, uid, d.status)) &&
      (await ownCompanyName(r, uid)) &&
      (await notSuspended(r, uid))
    );
  },
  update: async (r) => signedIn(r) && (await isCompanyMember(r, r.resource!.companyId)) && ownerEdit(r),
};
