/**
 * The talents' job search as query clauses, without the backend: the job list (./job-lists.ts) and the server's job
 * alerts (server/scheduled/job-alerts.ts) build the same query from the same filters.
 */
import type { WhereClause } from '../backend/types';
import { validateInput } from '../schemas/common';
import { jobFiltersSchema, jobSearchWords, type JobFilters } from '../schemas/job';
import { mostSelectiveWord } from '../search/search-words';

/**
 * The talents' job search as one query: `status == 'active'`, then each filter given (in a fixed order). Firestore
 * allows one `array-contains` a query: a keyword takes it, and a place filter given with a keyword is checked on each
 * job read instead (`jobIsAt`); alone, the place is the query's `array-contains` on the jobs' place keys.
 */
export function activeJobsWhere(filters: JobFilters): WhereClause[] {
  const valid = validateInput(jobFiltersSchema, filters);
  const where: WhereClause[] = [{ field: 'status', op: '==', value: 'active' }];
  for (const field of ['category', 'level', 'workMode', 'employmentType', 'experience'] as const) {
    if (valid[field] !== undefined) where.push({ field, op: '==', value: valid[field] });
  }
  const word = valid.keyword !== undefined ? mostSelectiveWord(jobSearchWords(valid.keyword)) : null;
  if (word) where.push({ field: 'keywords', op: 'array-contains', value: word });
  else if (valid.place !== undefined) where.push({ field: 'placeKeys', op: 'array-contains', value: valid.place });
  return where;
}
