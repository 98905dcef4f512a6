/** savedSearches/{id}: stored document <-> SavedSearch. A filter that no longer reads is dropped, not fatal. */
import {
  EMPLOYMENT_TYPES,
  EXPERIENCE_LEVELS,
  JOB_CATEGORIES,
  JOB_LEVELS,
  SALARY_PERIODS,
  WORK_MODES,
} from '../../constants/enums';
import type { DocSnapshot } from '../backend/types';
import type { SavedSearch } from '../schemas/saved-search';
import { SAVED_SEARCH_FREQUENCIES } from '../schemas/saved-search-constants';
import { PLACE_KEY_PATTERN } from '../schemas/place-constants';
import { readOptional, readOr, toMillis } from './lenient';
import { isPlainObject, bool, matching, nonNegative, oneOf, text, type Reader } from './read';

export const SAVED_SEARCHES = 'savedSearches';
export const savedSearchPath = (id: string) => `${SAVED_SEARCHES}/${id}`;
/**
 * The ids a talent's saved searches take, one per slot (`<uid>_0` to `<uid>_9`): the rules cannot count a talent's
 * searches, so the cap is the number of slots.
 */
export const savedSearchSlots = (talentId: string, slots: number) =>
  Array.from({ length: slots }, (_, slot) => `${talentId}_${slot}`);

/** The job list's filters (jobFiltersSchema in services/schemas/job.ts), each read on its own. */
const filterReaders: Record<keyof SavedSearch['filters'], Reader<unknown>> = {
  category: oneOf(JOB_CATEGORIES),
  level: oneOf(JOB_LEVELS),
  workMode: oneOf(WORK_MODES),
  employmentType: oneOf(EMPLOYMENT_TYPES),
  experience: oneOf(EXPERIENCE_LEVELS),
  minSalary: nonNegative,
  salaryCurrency: matching(/^[A-Z]{3}$/),
  salaryPeriod: oneOf(SALARY_PERIODS),
  keyword: text,
  place: matching(PLACE_KEY_PATTERN),
};

function readFilters(value: unknown): SavedSearch['filters'] {
  const stored = isPlainObject(value) ? value : {};
  const filters: Record<string, unknown> = {};
  for (const [key, read] of Object.entries(filterReaders)) {
    const value = readOptional(read, stored[key]);
    if (value !== undefined) filters[key] = value;
  }
  return filters as SavedSearch['filters'];
}

export function savedSearchFromSnapshot(snap: DocSnapshot): SavedSearch {
  const d = isPlainObject(snap.data) ? snap.data : {};
  return {
    id: snap.id,
    talentId: readOr(text, d.talentId, ''),
    name: readOr(text, d.name, ''),
    frequency: readOr(oneOf(SAVED_SEARCH_FREQUENCIES), d.frequency, 'weekly'),
    filters: readFilters(d.filters),
    createdAt: toMillis(d.createdAt),
    lastRunAt: toMillis(d.lastRunAt),
    alertsOn: readOr(bool, d.alertsOn, true),
  };
}
