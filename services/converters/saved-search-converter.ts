/** savedSearches/{id}: stored document <-> SavedSearch. A filter that no longer parses is dropped, not fatal. */
import type { DocSnapshot } from '../backend/types';
import { jobFiltersSchema } from '../schemas/job';
import { savedSearchSchema, type SavedSearch } from '../schemas/saved-search';
import { isPlainObject, readOptional, readOr, toMillis } from './lenient';

export const SAVED_SEARCHES = 'savedSearches';
export const savedSearchPath = (id: string) => `${SAVED_SEARCHES}/${id}`;

const shape = savedSearchSchema.shape;
const filterShape = jobFiltersSchema.shape;

function readFilters(value: unknown): SavedSearch['filters'] {
  const stored = isPlainObject(value) ? value : {};
  const filters: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(filterShape)) {
    const read = readOptional(schema, stored[key]);
    if (read !== undefined) filters[key] = read;
  }
  return filters as SavedSearch['filters'];
}

export function savedSearchFromSnapshot(snap: DocSnapshot): SavedSearch {
  const d = isPlainObject(snap.data) ? snap.data : {};
  return {
    id: snap.id,
    talentId: readOr(shape.talentId, d.talentId, ''),
    name: readOr(shape.name, d.name, ''),
    frequency: readOr(shape.frequency, d.frequency, 'weekly'),
    filters: readFilters(d.filters),
    createdAt: toMillis(d.createdAt),
    lastRunAt: toMillis(d.lastRunAt),
    alertsOn: readOr(shape.alertsOn, d.alertsOn, true),
  };
}
