/**
 * savedSearches/{id}: a talent's saved job searches, read, listed (pinned to `talentId == uid`), created, changed
 * (name, frequency and alerts on or off only) and deleted by that talent only, shaped as services/schemas/saved-search.ts says.
 * `lastRunAt` moves only from the alert job (server access). Mirrors the `savedSearches` block of firestore.rules.
 */
import { JOB_LIMITS } from '@/services/schemas/job';
import {
  SAVED_SEARCH_FILTER_KEYS,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_LIMITS,
} from '@/services/schemas/saved-search';
import type { WireData } from '@/services/backend/wire/wire';
import {
  has,
  hasAll,
  hasOnly,
  isBool,
  isMap,
  isOneOf,
  isRequestTime,
  isString,
  onlyAffects,
  signedIn,
} from '../helpers';
import type { CollectionRules, RuleBase, WriteRequest } from '../types';

const SAVED_SEARCH_KEYS = ['talentId', 'name', 'frequency', 'filters', 'createdAt', 'lastRunAt', 'alertsOn'];

const isOwner = (r: RuleBase, data: WireData | null) =>
  r.auth !== null && data !== null && data.talentId === r.auth.uid;

const isTalentAccount = async (r: RuleBase) => r.auth !== null && (await r.exists(`students/${r.auth.uid}`));

const validSettings = (data: WireData) =>
  isString(data.name, 1, SAVED_SEARCH_LIMITS.nameMax) &&
  isOneOf(data.frequency, SAVED_SEARCH_FREQUENCIES) &&
  isBool(data.alertsOn);

/** The filters' keys only; the alert job reads each value leniently, so a bad one costs its owner alone. */
const validFilters = (filters: WireData[string]) =>
  isMap(filters, SAVED_SEARCH_FILTER_KEYS.length) &&
  hasOnly(filters, SAVED_SEARCH_FILTER_KEYS) &&
  (!has(filters, 'keyword') || isString(filters.keyword, 0, JOB_LIMITS.titleMax));

const validNew = (r: WriteRequest) =>
  hasAll(r.data, SAVED_SEARCH_KEYS) &&
  hasOnly(r.data, SAVED_SEARCH_KEYS) &&
  r.data.talentId === r.auth?.uid &&
  validSettings(r.data) &&
  validFilters(r.data.filters) &&
  isRequestTime(r, r.data.createdAt) &&
  isRequestTime(r, r.data.lastRunAt);

export const savedSearchRules: CollectionRules = {
  get: (r) => isOwner(r, r.resource),
  list: (r) => r.auth !== null && r.pinned('talentId')?.value === r.auth.uid,
  create: async (r) => signedIn(r) && validNew(r) && (await isTalentAccount(r)),
  update: (r) => isOwner(r, r.resource) && onlyAffects(r, ['name', 'frequency', 'alertsOn']) && validSettings(r.data),
  delete: (r) => isOwner(r, r.resource),
};
