/**
 * savedSearches/{talentId_slot}: a talent's saved job searches, read, listed (pinned to `talentId == uid`), created,
 * changed (name, frequency and alerts on or off only) and deleted by that talent only, while it is not suspended (nor
 * being deleted: the table), shaped as services/schemas/saved-search.ts says. At most ten: a new one takes one of the
 * talent's ten slots, `<uid>_0` to `<uid>_9`; every filter value is of its type and within its bounds. `lastRunAt`
 * moves only from the alert job (server access). Mirrors the `savedSearches` block of firestore.rules.
 */
import {
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  JOB_CATEGORIES,
  JOB_LEVELS,
  SALARY_PERIODS,
  WORK_MODES,
} from '@/constants/enums';
import { JOB_LIMITS } from '@/services/schemas/job';
import { PLACE_KEY_PATTERN } from '@/services/schemas/place-constants';
import {
  SAVED_SEARCH_FILTER_KEYS,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_LIMITS,
} from '@/services/schemas/saved-search';
import type { WireData } from '@/services/backend/wire/wire';
import { hasAll, hasOnly, isBool, isMap, isOneOf, isRequestTime, isString, onlyAffects, signedIn } from '../helpers';
import type { CollectionRules, RuleBase, WriteRequest } from '../types';
import { fieldsValid, type FieldChecks } from './fields';
import { isActiveTalent } from './students';

const SAVED_SEARCH_KEYS = ['talentId', 'name', 'frequency', 'filters', 'createdAt', 'lastRunAt', 'alertsOn'];

const isOwner = (r: RuleBase, data: WireData | null) =>
  r.auth !== null && data !== null && data.talentId === r.auth.uid;

/** One of the talent's ten slots (rules cannot count the searches a talent has). */
const isSlot = (r: WriteRequest) => {
  const parts = (r.params.searchId ?? '').split('_');
  return parts.length === 2 && parts[0] === r.auth?.uid && /^[0-9]$/.test(parts[1]);
};

const validSettings = (data: WireData) =>
  isString(data.name, 1, SAVED_SEARCH_LIMITS.nameMax) &&
  isOneOf(data.frequency, SAVED_SEARCH_FREQUENCIES) &&
  isBool(data.alertsOn);

const FILTER_CHECKS: FieldChecks = {
  category: (v) => isOneOf(v, JOB_CATEGORIES),
  level: (v) => isOneOf(v, JOB_LEVELS),
  workMode: (v) => isOneOf(v, WORK_MODES),
  employmentType: (v) => isOneOf(v, EMPLOYMENT_TYPES),
  experience: (v) => isOneOf(v, EXPERIENCE_LEVELS),
  minSalary: (v) => typeof v === 'number' && v >= 0 && v <= JOB_LIMITS.salaryMax,
  salaryCurrency: (v) => typeof v === 'string' && /^[A-Z]{3}$/.test(v),
  salaryPeriod: (v) => isOneOf(v, SALARY_PERIODS),
  keyword: (v) => isString(v, 0, JOB_LIMITS.titleMax),
  place: (v) => typeof v === 'string' && PLACE_KEY_PATTERN.test(v),
};

/** The job list's filters only, each value of its type and within its bounds. */
const validFilters = (filters: WireData[string]) =>
  isMap(filters, SAVED_SEARCH_FILTER_KEYS.length) &&
  hasOnly(filters, SAVED_SEARCH_FILTER_KEYS) &&
  fieldsValid(filters, Object.keys(filters), FILTER_CHECKS);

const validNew = (r: WriteRequest) =>
  hasAll(r.data, SAVED_SEARCH_KEYS) &&
  hasOnly(r.data, SAVED_SEARCH_KEYS) &&
  r.data.talentId === r.auth?.uid &&
  isSlot(r) &&
  validSettings(r.data) &&
  validFilters(r.data.filters) &&
  isRequestTime(r, r.data.createdAt) &&
  isRequestTime(r, r.data.lastRunAt);

export const savedSearchRules: CollectionRules = {
  get: (r) => isOwner(r, r.resource),
  list: (r) => r.auth !== null && r.pinned('talentId')?.value === r.auth.uid,
  create: async (r) => signedIn(r) && validNew(r) && (await isActiveTalent(r)),
  update: async (r) =>
    isOwner(r, r.resource) &&
    onlyAffects(r, ['name', 'frequency', 'alertsOn']) &&
    validSettings(r.data) &&
    (await isActiveTalent(r)),
  delete: async (r) => isOwner(r, r.resource) && (await isActiveTalent(r)),
};
