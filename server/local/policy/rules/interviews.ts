/**
 * interviews/{applicationId}: seen by the job's company and its applicant only. The company proposes one to five
 * future times of 15 minutes to 4 hours while the application is in the Interview stage, proposes again (a new
 * round) or cancels; the talent only picks one of the proposed times, still ahead, while its application is open
 * and it is not suspended. Nobody deletes one from a client. Mirrors the interviews block of firestore.rules.
 */
import { isWireTimestamp, type WireData, type WireValue } from '@/services/backend/wire/wire';
import { isTimeZone } from '@/services/schemas/event-constants';
import { FINAL_STAGES, type ApplicationStage } from '@/services/schemas/application-constants';
import { INTERVIEW_LIMITS } from '@/services/schemas/interview-constants';
import { hasAll, hasOnly, has, isList, isMap, isRequestTime, isString, onlyAffects, signedIn } from '../helpers';
import type { CollectionRules, RuleBase, WriteRequest } from '../types';
import { callerCompanyNotSuspended as notSuspended, isCompanyMember } from './company-members';
import { talentActive } from './students';

const REQUIRED = [
  'applicationId',
  'jobId',
  'companyId',
  'talentId',
  'jobTitle',
  'companyName',
  'talentName',
  'slots',
  'timeZone',
  'status',
  'round',
  'createdAt',
  'updatedAt',
];
const ALLOWED = [...REQUIRED, 'details'];
const MINUTE = 60_000;

const ms = (v: WireValue | undefined) => (isWireTimestamp(v) ? v.$ts : null);

function isSlot(r: RuleBase, slot: WireValue): boolean {
  if (!isMap(slot, 2) || !hasAll(slot, ['startsAt', 'endsAt'])) return false;
  const start = ms(slot.startsAt);
  const end = ms(slot.endsAt);
  return (
    start !== null &&
    end !== null &&
    start > r.time &&
    end >= start + INTERVIEW_LIMITS.minutesMin * MINUTE &&
    end <= start + INTERVIEW_LIMITS.minutesMax * MINUTE
  );
}

async function isProposal(r: WriteRequest): Promise<boolean> {
  const d = r.data;
  return (
    hasAll(d, REQUIRED) &&
    hasOnly(d, ALLOWED) &&
    d.status === 'proposed' &&
    Number.isInteger(d.round) &&
    isList(d.slots, INTERVIEW_LIMITS.slotsMax) &&
    d.slots.length >= 1 &&
    d.slots.every((slot) => isSlot(r, slot)) &&
    isTimeZone(d.timeZone) &&
    (!has(d, 'details') || isString(d.details, 1, INTERVIEW_LIMITS.detailsMax)) &&
    isRequestTime(r, d.updatedAt) &&
    (await notSuspended(r))
  );
}

/** The application is the caller's company's, in the Interview stage, and the copied names and ids agree with it. */
async function isOwnApplicant(r: WriteRequest, d: WireData): Promise<boolean> {
  const appId = r.params.applicationId ?? '';
  const app = await r.get(`applications/${appId}`);
  return (
    app !== null &&
    d.applicationId === appId &&
    (await isCompanyMember(r, app.companyId)) &&
    app.stage === 'interview' &&
    (['companyId', 'talentId', 'jobId', 'jobTitle', 'companyName', 'talentName'] as const).every((k) => d[k] === app[k])
  );
}

function isChoice(r: WriteRequest): boolean {
  const before = r.resource!;
  const d = r.data;
  const slots = before.slots;
  const index = d.chosenIndex;
  if (
    before.status !== 'proposed' ||
    !Array.isArray(slots) ||
    typeof index !== 'number' ||
    !Number.isInteger(index) ||
    index < 0 ||
    index >= slots.length
  )
    return false;
  const slot = slots[index];
  const start = ms(d.startsAt);
  return (
    onlyAffects(r, ['status', 'chosenIndex', 'startsAt', 'endsAt', 'updatedAt']) &&
    d.status === 'scheduled' &&
    isMap(slot, 2) &&
    start !== null &&
    start === ms(slot.startsAt) &&
    ms(d.endsAt) === ms(slot.endsAt) &&
    start > r.time &&
    isRequestTime(r, d.updatedAt)
  );
}

async function isCancel(r: WriteRequest): Promise<boolean> {
  const d = r.data;
  return (
    (r.resource!.status === 'proposed' || r.resource!.status === 'scheduled') &&
    onlyAffects(r, ['status', 'cancelReason', 'updatedAt']) &&
    d.status === 'cancelled' &&
    (!has(d, 'cancelReason') || isString(d.cancelReason, 1, INTERVIEW_LIMITS.reasonMax)) &&
    isRequestTime(r, d.updatedAt) &&
    (await notSuspended(r))
  );
}

async function reproposal(r: WriteRequest): Promise<boolean> {
  const before = r.resource!;
  const createdBefore = ms(before.createdAt);
  return (
    (await isProposal(r)) &&
    typeof before.round === 'number' &&
    r.data.round === before.round + 1 &&
    createdBefore !== null &&
    ms(r.data.createdAt) === createdBefore &&
    (await isOwnApplicant(r, r.data))
  );
}

/**
 * The talent's application is still open and the talent not suspended: a rejected or withdrawn applicant picks no
 * time on a proposal left over from before.
 */
async function choiceAllowed(r: WriteRequest): Promise<boolean> {
  const app = await r.get(`applications/${r.params.applicationId}`);
  return app !== null && !FINAL_STAGES.includes(app.stage as ApplicationStage) && (await talentActive(r));
}

const isParty = async (r: RuleBase, doc: WireData | null) =>
  doc !== null && ((r.auth !== null && doc.talentId === r.auth.uid) || (await isCompanyMember(r, doc.companyId)));

export const interviewRules: CollectionRules = {
  get: (r) => isParty(r, r.resource),
  list: async (r) => {
    if (r.auth === null) return false;
    return r.pinned('talentId')?.value === r.auth.uid || (await isCompanyMember(r, r.pinned('companyId')?.value));
  },
  create: async (r) =>
    signedIn(r) &&
    (await isProposal(r)) &&
    r.data.round === 1 &&
    isRequestTime(r, r.data.createdAt) &&
    (await isOwnApplicant(r, r.data)),
  update: async (r) => {
    if (!signedIn(r) || r.resource === null) return false;
    if (r.resource.talentId === r.auth!.uid) return isChoice(r) && (await choiceAllowed(r));
    if (!(await isCompanyMember(r, r.resource.companyId))) return false;
    return (await isCancel(r)) || (await reproposal(r));
  },
};
