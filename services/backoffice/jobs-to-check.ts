/**
 * The open jobs the back office should look at: Internship and Entry Level jobs asking for more experience than
 * such a job may (saved before the check existed, services/schemas/job-honesty.ts), newest first, 20 a page. A degree
 * marked neither required nor preferred is flagged on the company's own job lists instead: a missing field cannot
 * be queried.
 */
import { ENTRY_EXPERIENCE, ENTRY_LEVELS, EXPERIENCE_LEVELS } from '../../constants/enums';
import { getBackend } from '../backend/backend';
import type { QuerySpec } from '../backend/types';
import { JOBS, jobFromSnapshot } from '../converters/job-converter';
import { queryPage, type Page } from '../pagination';
import type { Job } from '../schemas/job';
import { ADMIN_PAGE_SIZE } from './talents';

const ABOVE_ENTRY = EXPERIENCE_LEVELS.filter((e) => !(ENTRY_EXPERIENCE as readonly string[]).includes(e));

export const JOBS_TO_CHECK_QUERY: QuerySpec = {
  collection: JOBS,
  where: [
    { field: 'level', op: 'in', value: [...ENTRY_LEVELS] },
    { field: 'experience', op: 'in', value: ABOVE_ENTRY },
    { field: 'status', op: 'in', value: ['active', 'awaiting-review'] },
  ],
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
};

export async function listJobsToCheck(after?: string): Promise<Page<Job>> {
  const backend = await getBackend();
  const { snaps, nextCursor } = await queryPage(backend.docs, JOBS_TO_CHECK_QUERY, ADMIN_PAGE_SIZE, after);
  return { items: snaps.map(jobFromSnapshot), nextCursor };
}
