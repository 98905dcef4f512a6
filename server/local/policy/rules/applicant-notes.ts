/**
 * applicantNotes, applicantRatings and jobRatings: a company's private notes and 1-4 ratings on its applicants, and
 * the per-job aggregate the pipeline reads. Read only by the current members of the job's company (never by the
 * talent, another company or administrators), each note and rating written by its author only, while on the team of a
 * company that is not suspended (a note under its member document's name), a rating always with its aggregate moved
 * by exactly its own change (an entry of exactly its sum and count). Mirrors the "applicant notes and ratings" block
 * of firestore.rules; the table refuses these writes to an account being deleted.
 */
import type { WireData, WireValue } from '@/services/backend/wire/wire';
import { APPLICANT_NOTE_LIMITS, RATING_VALUES } from '@/services/schemas/applicant-notes';
import { valuesEqual } from '../../documents/values';
import { hasAll, hasOnly, isMap, isRequestTime, isString, onlyAffects, signedIn } from '../helpers';
import type { CollectionRules, RuleBase, WriteRequest } from '../types';
import { callerCompanyNotSuspended as notSuspended, isActiveMember, isCompanyMember } from './company-members';

const NOTE_KEYS = ['applicationId', 'jobId', 'companyId', 'authorId', 'authorName', 'text', 'createdAt', 'updatedAt'];
const RATING_KEYS = ['applicationId', 'jobId', 'companyId', 'authorId', 'rating', 'updatedAt'];
const AGGREGATE_KEYS = ['jobId', 'companyId', 'ratings', 'lastRatingId', 'updatedAt'];

/** The application, read from its own document, is the caller's company's, and the written ids agree with it. */
async function isOwnApplicant(r: RuleBase, data: WireData): Promise<boolean> {
  if (!isString(data.applicationId, 1, 1500) || data.applicationId.includes('/')) return false;
  const app = await r.get(`applications/${data.applicationId}`);
  return (
    app !== null &&
    (await isCompanyMember(r, app.companyId)) &&
    data.companyId === app.companyId &&
    data.jobId === app.jobId
  );
}

const noteText = (v: WireValue | undefined) => isString(v, 1, APPLICANT_NOTE_LIMITS.textMax);
const isAuthor = async (r: WriteRequest) =>
  r.resource !== null && r.resource.authorId === r.auth?.uid && (await isActiveMember(r, r.resource.companyId));

async function newNote(r: WriteRequest): Promise<boolean> {
  const d = r.data;
  return (
    signedIn(r) &&
    hasAll(d, NOTE_KEYS) &&
    hasOnly(d, NOTE_KEYS) &&
    d.authorId === r.auth!.uid &&
    isString(d.authorName, 1, APPLICANT_NOTE_LIMITS.authorNameMax) &&
    noteText(d.text) &&
    isRequestTime(r, d.createdAt) &&
    isRequestTime(r, d.updatedAt) &&
    (await isOwnApplicant(r, d)) &&
    (await notSuspended(r)) &&
    d.authorName === (await r.get(`companyMembers/${r.auth!.uid}`))?.name
  );
}

export const applicantNoteRules: CollectionRules = {
  get: async (r) => r.resource !== null && (await isCompanyMember(r, r.resource.companyId)),
  list: async (r) => r.auth !== null && (await isCompanyMember(r, r.pinned('companyId')?.value)),
  create: newNote,
  update: async (r) =>
    (await isAuthor(r)) &&
    onlyAffects(r, ['text', 'updatedAt']) &&
    noteText(r.data.text) &&
    isRequestTime(r, r.data.updatedAt),
  delete: isAuthor,
};

type Entry = { sum: number; count: number };
const ZERO: Entry = { sum: 0, count: 0 };
function entryOf(aggregate: WireData | null, applicationId: string): Entry | null {
  if (aggregate === null) return ZERO;
  const ratings = aggregate.ratings;
  if (!isMap(ratings, Infinity)) return null;
  if (!Object.hasOwn(ratings, applicationId)) return ZERO;
  const entry = ratings[applicationId];
  return isMap(entry, Infinity) && typeof entry.sum === 'number' && typeof entry.count === 'number'
    ? { sum: entry.sum, count: entry.count }
    : null;
}

/** The job's aggregate moves, in this batch, by exactly this rating's change and names it as its last writer. */
async function isRatingCounted(r: WriteRequest, ratingId: string, d: WireData): Promise<boolean> {
  const path = `jobRatings/${String(d.jobId)}`;
  const afterDoc = await r.getAfter(path);
  if (afterDoc === null || afterDoc.lastRatingId !== ratingId) return false;
  const appId = d.applicationId as string;
  const before = entryOf(await r.get(path), appId);
  const ratings = afterDoc.ratings;
  if (before === null || !isMap(ratings, Infinity) || !Object.hasOwn(ratings, appId)) return false;
  // Exactly its two numbers: every pipeline load reads the whole aggregate.
  if (!isMap(ratings[appId], 2) || !hasOnly(ratings[appId], ['sum', 'count'])) return false;
  const after = entryOf(afterDoc, appId);
  const previous = r.resource === null ? 0 : Number(r.resource.rating);
  return (
    after !== null &&
    after.sum === before.sum + Number(d.rating) - previous &&
    after.count === before.count + (r.resource === null ? 1 : 0)
  );
}

async function rating(r: WriteRequest): Promise<boolean> {
  const d = r.data;
  const uid = r.auth?.uid;
  const ratingId = r.params.ratingId ?? '';
  return (
    signedIn(r) &&
    hasAll(d, RATING_KEYS) &&
    hasOnly(d, RATING_KEYS) &&
    d.authorId === uid &&
    typeof d.applicationId === 'string' &&
    ratingId === `${d.applicationId}_${uid}` &&
    RATING_VALUES.includes(d.rating as never) &&
    isRequestTime(r, d.updatedAt) &&
    (r.resource === null || onlyAffects(r, ['rating', 'updatedAt'])) &&
    (await isOwnApplicant(r, d)) &&
    (await notSuspended(r)) &&
    (await isRatingCounted(r, ratingId, d))
  );
}

export const applicantRatingRules: CollectionRules = {
  get: (r) => {
    if (r.resource !== null) return isCompanyMember(r, r.resource.companyId);
    const parts = (r.params.ratingId ?? '').split('_');
    return r.auth !== null && parts.length === 3 && parts[2] === r.auth.uid;
  },
  create: rating,
  update: rating,
};

/** The aggregate changes one entry: the application of the rating the caller wrote in this same batch. */
async function aggregate(r: WriteRequest): Promise<boolean> {
  const d = r.data;
  if (!signedIn(r) || !hasAll(d, AGGREGATE_KEYS) || !hasOnly(d, AGGREGATE_KEYS)) return false;
  if (
    d.jobId !== r.params.jobId ||
    !(await isCompanyMember(r, d.companyId)) ||
    !isRequestTime(r, d.updatedAt) ||
    !isMap(d.ratings, Infinity)
  )
    return false;
  if (r.resource !== null && r.resource.companyId !== d.companyId) return false;
  const job = await r.get(`jobs/${r.params.jobId}`);
  if (
    job === null ||
    job.companyId !== d.companyId ||
    !isString(d.lastRatingId, 1, 1500) ||
    d.lastRatingId.includes('/')
  )
    return false;
  const written = await r.getAfter(`applicantRatings/${d.lastRatingId}`);
  if (
    written === null ||
    written.authorId !== r.auth!.uid ||
    written.jobId !== r.params.jobId ||
    !isRequestTime(r, written.updatedAt)
  )
    return false;
  const before: WireData = r.resource !== null && isMap(r.resource.ratings, Infinity) ? r.resource.ratings : {};
  const after = d.ratings as WireData;
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const same = (k: string) => Object.hasOwn(before, k) && Object.hasOwn(after, k) && valuesEqual(before[k], after[k]);
  const changed = [...keys].filter((k) => !same(k));
  return changed.every((k) => k === written.applicationId);
}

export const jobRatingRules: CollectionRules = {
  get: async (r) => {
    if (r.resource !== null) return isCompanyMember(r, r.resource.companyId);
    const job = await r.get(`jobs/${r.params.jobId}`);
    return job !== null && isCompanyMember(r, job.companyId);
  },
  create: aggregate,
  update: aggregate,
};
