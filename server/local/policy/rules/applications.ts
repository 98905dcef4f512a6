/**
 * applications/{appId}, appId = `<jobId>_<talentId>`: read only by its talent and by the current members of the job's
 * company while it is not suspended (a list must pin `talentId == uid` or `companyId ==` the member's company). A talent creates only its own, stage `applied`, for an active
 * job whose deadline has not passed, carrying the job's company, title and company name and its own account email
 * (the contact the company gets), in the same batch that
 * adds one to the job's `applicantCount`; then it can only withdraw it. The job's company moves it between its
 * stages (never to `withdrawn`, never after it), changing only the stage fields, never the content; every move
 * appends one history entry by the mover; an account being deleted moves and withdraws nothing (the table). Nobody
 * deletes one.
 */
import { JOB_SEEKER_CATEGORIES } from '@/constants/enums';
import { isWireTimestamp, type WireData, type WireValue } from '@/services/backend/wire/wire';
import { LIMITS } from '@/services/schemas/common';
import { APPLICATION_LIMITS, COMPANY_STAGES, FINAL_STAGES, REJECTION_REASONS } from '@/services/schemas/application';
import { JOB_LIMITS } from '@/services/schemas/job';
import { isApplicationUploadUrl, PROFILE_FIELD_MAX } from '@/services/schemas/talent';
import { valuesEqual } from '../../documents/values';
import {
  affects,
  has,
  hasAll,
  hasOnly,
  isFileLink,
  isList,
  isMap,
  isOneOf,
  isRequestTime,
  isString,
  isUser,
  onlyAffects,
} from '../helpers';
import { isAdmin, talentActive } from './students';
import { callerCompanyNotSuspended, isActiveMember, isCompanyMember } from './company-members';
import type { CollectionRules, ReadRequest, WriteRequest } from '../types';
import { fieldsValid, type FieldChecks } from './fields';

const APPLICATION_REQUIRED = [
  'id',
  'jobId',
  'talentId',
  'companyId',
  'jobTitle',
  'companyName',
  'talentName',
  'talentCategory',
  'stage',
  'history',
  'createdAt',
  'updatedAt',
];
const OPTIONAL_ON_CREATE = ['talentEmail', 'talentAvatar', 'talentPhone', 'coverNote', 'cvUrl'];
export const COMPANY_MOVE_KEYS = ['stage', 'rejectionReason', 'history', 'updatedAt', 'firstResponseAt'];
const TALENT_MOVE_KEYS = ['stage', 'history', 'updatedAt'];

const CHECKS: FieldChecks = {
  id: (v) => isString(v, 1, 2 * LIMITS.idMax + 1),
  jobId: (v) => isString(v, 1, LIMITS.idMax),
  talentId: (v) => isString(v, 1, LIMITS.idMax),
  companyId: (v) => isString(v, 1, LIMITS.idMax),
  jobTitle: (v) => isString(v, 1, JOB_LIMITS.titleMax),
  companyName: (v) => isString(v, 1, LIMITS.nameMax),
  talentName: (v) => isString(v, 1, LIMITS.nameMax),
  talentCategory: (v) => isOneOf(v, JOB_SEEKER_CATEGORIES),
  talentEmail: (v) => isString(v, 3, LIMITS.emailMax),
  talentPhone: (v) => isString(v, 1, PROFILE_FIELD_MAX.phone),
  talentAvatar: isFileLink,
  coverNote: (v) => isString(v, 0, APPLICATION_LIMITS.coverNoteMax),
  cvUrl: isFileLink,
  stage: (v) => v === 'applied',
  history: (v) => isList(v, 1),
  createdAt: isWireTimestamp,
  updatedAt: isWireTimestamp,
};

/** The id is `<jobId>_<uid>`: whose application it is follows from the id, also for one that does not exist. */
function idParts(appId: string): { jobId: string; talentId: string } | null {
  const parts = appId.split('_');
  return parts.length === 2 ? { jobId: parts[0], talentId: parts[1] } : null;
}

const isEntry = (v: WireValue | undefined, stage: WireValue | undefined, uid: string) =>
  isMap(v, 3) && hasOnly(v, ['stage', 'at', 'by']) && v.stage === stage && isWireTimestamp(v.at) && v.by === uid;

/** The history is the stored one plus exactly one entry: the new stage, by the mover. */
function historyAppended(r: WriteRequest, uid: string): boolean {
  const before = (r.resource!.history ?? []) as WireValue[];
  const after = r.data.history;
  return (
    isList(after, APPLICATION_LIMITS.historyMax) &&
    after.length === before.length + 1 &&
    before.every((entry, i) => valuesEqual(entry, after[i])) &&
    isEntry(after[after.length - 1], r.data.stage, uid)
  );
}

function companyMove(r: WriteRequest, uid: string): boolean {
  const d = r.data;
  return (
    onlyAffects(r, COMPANY_MOVE_KEYS) &&
    r.resource!.stage !== 'withdrawn' &&
    isOneOf(d.stage, COMPANY_STAGES) &&
    isRequestTime(r, d.updatedAt) &&
    historyAppended(r, uid) &&
    (d.stage === 'rejected' ? isOneOf(d.rejectionReason, REJECTION_REASONS) : !has(d, 'rejectionReason')) &&
    (!affects(r, 'firstResponseAt') || (!has(r.resource!, 'firstResponseAt') && isRequestTime(r, d.firstResponseAt)))
  );
}

async function talentWithdraw(r: WriteRequest, uid: string): Promise<boolean> {
  return (
    (await talentActive(r)) &&
    onlyAffects(r, TALENT_MOVE_KEYS) &&
    !FINAL_STAGES.includes(r.resource!.stage as never) &&
    r.data.stage === 'withdrawn' &&
    isRequestTime(r, r.data.updatedAt) &&
    historyAppended(r, uid)
  );
}

async function validCreate(r: WriteRequest): Promise<boolean> {
  const d = r.data;
  const uid = r.auth?.uid;
  const ids = idParts(r.params.appId);
  if (!uid || !ids || ids.talentId !== uid || d.talentId !== uid || d.jobId !== ids.jobId || d.id !== r.params.appId)
    return false;
  if (!hasAll(d, APPLICATION_REQUIRED) || !hasOnly(d, [...APPLICATION_REQUIRED, ...OPTIONAL_ON_CREATE])) return false;
  if (!fieldsValid(d, Object.keys(d), CHECKS) || !isRequestTime(r, d.createdAt) || !isRequestTime(r, d.updatedAt))
    return false;
  if (!isEntry((d.history as WireValue[])[0], 'applied', uid)) return false;
  const jobPath = `jobs/${ids.jobId}`;
  const [before, after] = [await r.get(jobPath), await r.getAfter(jobPath)];
  return (
    before !== null &&
    after !== null &&
    after.status === 'active' &&
    (!has(after, 'deadline') || (isWireTimestamp(after.deadline) && after.deadline.$ts > r.time)) &&
    d.companyId === after.companyId &&
    d.jobTitle === after.title &&
    d.companyName === after.companyName &&
    after.applicantCount === (before.applicantCount as number) + 1 &&
    applicantCopy(r, d, uid, await r.getAfter(`students/${uid}`))
  );
}

/**
 * `isApplicantCopy` in firestore.rules: what an application copies from the applicant is its profile's after this
 * write (a missing profile fails): name, category, photo and phone as stored there; the CV the profile's or a
 * file uploaded for this application (its own folder); the contact email the account's own, given exactly when it is
 * verified. A suspended talent applies to nothing.
 */
function applicantCopy(r: WriteRequest, d: WireData, uid: string, talent: WireData | null): boolean {
  if (talent === null || talent.suspended === true) return false;
  const profile = (isMap(talent.profile, Infinity) ? talent.profile : {}) as WireData;
  const sameAsProfile = (key: string, profileKey: string) =>
    !has(d, key) || (has(profile, profileKey) && valuesEqual(d[key], profile[profileKey]));
  return (
    d.talentName === talent.name &&
    d.talentCategory === talent.role &&
    sameAsProfile('talentAvatar', 'avatarUrl') &&
    sameAsProfile('talentPhone', 'phone') &&
    (sameAsProfile('cvUrl', 'cvUrl') || isApplicationUploadUrl(d.cvUrl, uid, String(d.jobId))) &&
    (r.auth!.emailVerified ? d.talentEmail === r.auth!.email : !has(d, 'talentEmail'))
  );
}

const readable = async (r: ReadRequest) => {
  const uid = r.auth?.uid;
  if (!uid) return false;
  if (r.resource === null) return idParts(r.path.split('/')[1])?.talentId === uid;
  return (r.resource as WireData).talentId === uid || (await isActiveMember(r, (r.resource as WireData).companyId));
};

export const applicationRules: CollectionRules = {
  get: readable,
  // Administrators list them too (a talent's applications on its back-office page).
  list: async (r) =>
    r.auth !== null &&
    (r.pinned('talentId')?.value === r.auth.uid ||
      (await isActiveMember(r, r.pinned('companyId')?.value)) ||
      (await isAdmin(r))),
  create: validCreate,
  update: async (r) => {
    const uid = r.auth?.uid;
    if (!uid) return false;
    // A suspended company moves nobody, whatever its members' tokens say.
    if (await isCompanyMember(r, r.resource!.companyId))
      return companyMove(r, uid) && (await callerCompanyNotSuspended(r));
    if (isUser(r, r.resource!.talentId as string)) return talentWithdraw(r, uid);
    return false;
  },
};
