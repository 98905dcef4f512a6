/** Job lists, each one query per page (newest first), carrying the constraints the access rules check. */
import type { JobCategory } from '@/constants/category-match';
import { JOB_CATEGORIES } from '@/constants/enums';
import { getBackend } from '../backend/backend';
import type { DocSnapshot, OrderClause, WhereClause } from '../backend/types';
import { JOBS, jobFromSnapshot } from '../converters/job-converter';
import { ValidationError } from '../errors';
import { queryPage, type Page } from '../pagination';
import { isDocId } from '../schemas/doc-id';
import type { Job, JobFilters } from '../schemas/job';
import { JOB_LIMITS, jobSearchWords } from '../schemas/job-constants';
import { queryFilteredPage } from '../search/filtered-page';
import { searchWords } from '../search/search-words';
import { activeJobsWhere, validJobFilters } from './job-filter-clauses';

export type { JobFilters };
export const JOB_PAGE_SIZE = 20;
const NEWEST_FIRST = [{ field: 'createdAt', direction: 'desc' as const }];

/** The company's own jobs, all or one status; readable for the owner only, so the query pins `companyId`. */
export async function listCompanyJobs(opts: {
  companyId: string;
  status?: Job['status'];
  cursor?: string;
  pageSize?: number;
}): Promise<Page<Job>> {
  if (!isDocId(opts.companyId)) throw new ValidationError([{ field: 'companyId', message: 'Required' }]);
  const where: WhereClause[] = [{ field: 'companyId', op: '==', value: opts.companyId }];
  if (opts.status) where.push({ field: 'status', op: '==', value: opts.status });
  const backend = await getBackend();
  const { snaps, nextCursor } = await queryPage(
    backend.docs,
    { collection: JOBS, where, orderBy: NEWEST_FIRST },
    opts.pageSize ?? JOB_PAGE_SIZE,
    opts.cursor,
  );
  return { items: snaps.map(jobFromSnapshot), nextCursor };
}

/**
 * The talents' job search with a minimum pay too: one range clause on each job's yearly pay (./pay-filter.ts), whose
 * rates table loads only when a search asks for a minimum.
 */
export async function activeJobsQuery(filters: JobFilters): Promise<{ where: WhereClause[]; orderBy: OrderClause[] }> {
  const valid = await validJobFilters(filters);
  const where = activeJobsWhere(valid);
  if (!valid.minSalary) return { where, orderBy: NEWEST_FIRST };
  const { activeJobsOrder, minimumPayClause } = await import('./pay-filter');
  const pay = minimumPayClause(valid);
  if (pay) where.push(pay);
  return { where, orderBy: activeJobsOrder(where) };
}

/** A keyword search reads at most this many jobs a page (five pages' worth) while it looks for jobs holding every word. */
const SEARCH_MAX_READS = 5 * JOB_PAGE_SIZE;

/**
 * Jobs holding every word of the search, newest first, those whose title holds every word first on each page.
 * One word is one query on the search keywords; more words query the rarest and check the others on each job read
 * (queryFilteredPage).
 */
export async function listActiveJobs(
  opts: { filters?: JobFilters; cursor?: string; pageSize?: number } = {},
): Promise<Page<Job>> {
  const filters = opts.filters ?? {};
  const { where, orderBy } = await activeJobsQuery(filters);
  const words = filters.keyword ? jobSearchWords(filters.keyword) : [];
  // With a keyword the query matches one word: the other words, and a place, are checked on each job read.
  const checked = words.length > 0 && filters.place ? [filters.place] : [];
  const backend = await getBackend();
  const spec = { collection: JOBS, where, orderBy };
  const pageSize = opts.pageSize ?? JOB_PAGE_SIZE;
  const keep = (snap: DocSnapshot) => holdsEvery(snap, 'keywords', words) && holdsEvery(snap, 'placeKeys', checked);
  const { snaps, nextCursor } =
    words.length > 1 || checked.length > 0
      ? await queryFilteredPage(backend.docs, spec, { pageSize, after: opts.cursor, maxReads: SEARCH_MAX_READS, keep })
      : await queryPage(backend.docs, spec, pageSize, opts.cursor);
  const items = snaps.map(jobFromSnapshot);
  return { items: words.length > 0 ? titleMatchesFirst(items, words) : items, nextCursor };
}

function holdsEvery(snap: DocSnapshot, field: 'keywords' | 'placeKeys', values: string[]): boolean {
  if (values.length === 0) return true;
  const list = snap.data?.[field];
  return Array.isArray(list) && values.every((v) => list.includes(v));
}

/** Stable: the page stays newest first within each group. */
function titleMatchesFirst(jobs: Job[], words: string[]): Job[] {
  const inTitle = (job: Job) => {
    const title = searchWords(job.title);
    return words.every((w) => title.includes(w));
  };
  return [...jobs.filter(inTitle), ...jobs.filter((job) => !inTitle(job))];
}

/** The company's active jobs per job category: four counts (one read each), which also add up to its active total. */
export async function countCompanyActiveJobsByCategory(companyId: string): Promise<Record<JobCategory, number>> {
  if (!isDocId(companyId)) throw new ValidationError([{ field: 'companyId', message: 'Required' }]);
  const backend = await getBackend();
  const counts = await Promise.all(
    JOB_CATEGORIES.map((category) =>
      backend.docs.count({
        collection: JOBS,
        where: [
          { field: 'companyId', op: '==', value: companyId },
          { field: 'status', op: '==', value: 'active' },
          { field: 'category', op: '==', value: category },
        ],
      }),
    ),
  );
  return Object.fromEntries(JOB_CATEGORIES.map((category, i) => [category, counts[i]])) as Record<JobCategory, number>;
}

/**
 * Active jobs (of one category, or any) asking for at least one of the skills, newest first: one query on the
 * search tokens, which hold each whole skill lowercased. No skills, no query.
 */
export async function listActiveJobsWithAnySkill(opts: {
  category?: JobCategory;
  skills: string[];
  limit: number;
}): Promise<Job[]> {
  const tokens = [...new Set(opts.skills.map((s) => s.trim().toLowerCase()).filter(Boolean))].slice(
    0,
    JOB_LIMITS.skillsMax,
  );
  if (tokens.length === 0) return [];
  const where = activeJobsWhere(await validJobFilters(opts.category ? { category: opts.category } : {}));
  where.push({ field: 'keywords', op: 'array-contains-any', value: tokens });
  const backend = await getBackend();
  const snaps = await backend.docs.query({ collection: JOBS, where, orderBy: NEWEST_FIRST, limit: opts.limit });
  return snaps.map(jobFromSnapshot);
}

/** The newest active jobs (of one category, or any), without a page cursor: no extra read for a "next" link. */
export async function listNewestActiveJobs(opts: { category?: JobCategory; limit: number }): Promise<Job[]> {
  const where = activeJobsWhere(await validJobFilters(opts.category ? { category: opts.category } : {}));
  const backend = await getBackend();
  const snaps = await backend.docs.query({ collection: JOBS, where, orderBy: NEWEST_FIRST, limit: opts.limit });
  return snaps.map(jobFromSnapshot);
}
