/**
 * A talent's saved job searches (job alerts): save the job list's filters under a name with a frequency, list them,
 * change the name or frequency, turn its alerts off or on, delete one. The rules let a talent read and write only its own
 * (`talentId == uid`), so every query pins it; the alert job (server/scheduled) is the only writer of `lastRunAt`
 * after the save.
 */
import { getBackend } from '../backend/backend';
import { serverTimestamp } from '../backend/types';
import {
  SAVED_SEARCHES,
  savedSearchFromSnapshot,
  savedSearchPath,
  savedSearchSlots,
} from '../converters/saved-search-converter';
import { ValidationError } from '../errors';
import { isDocId } from '../schemas/doc-id';
import type { JobFilters } from '../schemas/job';
import type { SavedSearch, SavedSearchForm } from '../schemas/saved-search';
import { SAVED_SEARCH_LIMITS } from '../schemas/saved-search-constants';
import { validateLazily } from '../schemas/validate-lazily';

const OLDEST_FIRST = [{ field: 'createdAt', direction: 'asc' as const }];

function requireId(field: string, id: unknown): asserts id is string {
  if (!isDocId(id)) throw new ValidationError([{ field, message: 'Required' }]);
}

/** Every saved search of the talent, oldest first (at most SAVED_SEARCH_LIMITS.perTalentMax). */
export async function listSavedSearches(talentId: string): Promise<SavedSearch[]> {
  requireId('talentId', talentId);
  const backend = await getBackend();
  const snaps = await backend.docs.query({
    collection: SAVED_SEARCHES,
    where: [{ field: 'talentId', op: '==', value: talentId }],
    orderBy: OLDEST_FIRST,
    limit: SAVED_SEARCH_LIMITS.perTalentMax,
  });
  return snaps.map(savedSearchFromSnapshot);
}

/**
 * Saves the filters as they are now, in the talent's first free slot (the rules accept no other id); new jobs are
 * looked for from this moment on.
 */
export async function saveSearch(talentId: string, filters: JobFilters, form: SavedSearchForm): Promise<string> {
  requireId('talentId', talentId);
  const [{ stripUndefined, validateInput }, { jobFiltersSchema }, { savedSearchFormSchema }] = await Promise.all([
    import('../schemas/common'),
    import('../schemas/job'),
    import('../schemas/saved-search'),
  ]);
  const { name, frequency } = validateInput(savedSearchFormSchema, form);
  const validFilters = stripUndefined(validateInput(jobFiltersSchema, filters));
  const backend = await getBackend();
  const saved = await backend.docs.query({
    collection: SAVED_SEARCHES,
    where: [{ field: 'talentId', op: '==', value: talentId }],
    limit: SAVED_SEARCH_LIMITS.perTalentMax,
  });
  const taken = new Set(saved.map((snap) => snap.id));
  // A search saved before slots keeps its own id: it counts, but takes no slot.
  const id = savedSearchSlots(talentId, SAVED_SEARCH_LIMITS.perTalentMax).find((slot) => !taken.has(slot));
  if (saved.length >= SAVED_SEARCH_LIMITS.perTalentMax || id === undefined) {
    throw new ValidationError(
      [{ field: 'name', message: `You can keep ${SAVED_SEARCH_LIMITS.perTalentMax} saved searches; delete one first` }],
      'resource-exhausted',
    );
  }
  await backend.docs.set(savedSearchPath(id), {
    talentId,
    name,
    frequency,
    filters: validFilters,
    createdAt: serverTimestamp(),
    lastRunAt: serverTimestamp(),
    alertsOn: true,
  });
  return id;
}

export async function updateSavedSearch(id: string, form: SavedSearchForm): Promise<void> {
  requireId('id', id);
  const { name, frequency } = await validateLazily(
    import('../schemas/saved-search').then((m) => m.savedSearchFormSchema),
    form,
  );
  const backend = await getBackend();
  await backend.docs.update(savedSearchPath(id), { name, frequency });
}

/** Alerts off keeps the search to run from the list; on again, only jobs posted after the next run are sent. */
export async function setSavedSearchAlerts(id: string, alertsOn: boolean): Promise<void> {
  requireId('id', id);
  const backend = await getBackend();
  await backend.docs.update(savedSearchPath(id), { alertsOn: alertsOn === true });
}

export async function deleteSavedSearch(id: string): Promise<void> {
  requireId('id', id);
  const backend = await getBackend();
  await backend.docs.delete(savedSearchPath(id));
}
