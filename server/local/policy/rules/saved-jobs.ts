/**
 * savedJobs/{talentId_jobId}: a talent's bookmarks, read, listed (pinned to `talentId == uid`), written and deleted
 * by that talent only, while it is not suspended (nor being deleted: the table), shaped as services/schemas/saved-job.ts
 * says. Mirrors the `savedJobs` block of firestore.rules.
 */
import { SAVED_JOB_LIMITS } from '@/services/schemas/saved-job';
import { hasAll, hasOnly, isRequestTime, isString, signedIn } from '../helpers';
import type { CollectionRules, RuleBase, WriteRequest } from '../types';
import { isActiveTalent } from './students';

const SAVED_JOB_KEYS = ['talentId', 'jobId', 'jobTitle', 'companyName', 'savedAt'];

/** The id names its owner (`<talentId>_<jobId>`), also for a bookmark that does not exist. */
const isOwnId = (r: RuleBase) => {
  const parts = (r.params.savedId ?? '').split('_');
  return r.auth !== null && parts.length === 2 && parts[0] === r.auth.uid;
};

const valid = (r: WriteRequest) =>
  hasAll(r.data, SAVED_JOB_KEYS) &&
  hasOnly(r.data, SAVED_JOB_KEYS) &&
  r.data.talentId === r.auth?.uid &&
  typeof r.data.jobId === 'string' &&
  r.params.savedId === `${r.data.talentId}_${r.data.jobId}` &&
  isString(r.data.jobTitle, 1, SAVED_JOB_LIMITS.jobTitleMax) &&
  isString(r.data.companyName, 1, SAVED_JOB_LIMITS.companyNameMax) &&
  isRequestTime(r, r.data.savedAt);

const write = async (r: WriteRequest) => signedIn(r) && isOwnId(r) && valid(r) && (await isActiveTalent(r));

export const savedJobRules: CollectionRules = {
  get: (r) => signedIn(r) && isOwnId(r),
  list: (r) => r.auth !== null && r.pinned('talentId')?.value === r.auth.uid,
  create: write,
  update: write,
  delete: async (r) => signedIn(r) && isOwnId(r) && (await isActiveTalent(r)),
};
