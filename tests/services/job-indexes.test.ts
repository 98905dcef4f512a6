/**
 * Every query the jobs and applications services can build is served by the indexes declared in
 * firestore.indexes.json, alone or merged as Firestore merges them (the local engine refuses it otherwise, and
 * production would fail the same way).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createIndexCatalog } from '@/server/local/documents/indexes';
import { planQuery } from '@/server/local/documents/query-plan';
import { newJobsQuery } from '@/server/scheduled/job-alerts';
import { activeJobsQuery } from '@/services/jobs/job-lists';
import type { OrderClause, WhereClause } from '@/services/backend/types';
import type { JobFilters } from '@/services/schemas/job';

const catalog = createIndexCatalog(path.resolve(__dirname, '../../firestore.indexes.json'));
const newest = [{ field: 'createdAt', direction: 'desc' as const }];
const served =
  (collection: string, where: WhereClause[], orderBy: OrderClause[] = newest) =>
  () =>
    catalog.check(planQuery({ collection, where, orderBy, limit: 21 } as never));

const FILTER_VALUES: JobFilters = {
  category: 'Writing',
  level: 'Internship',
  workMode: 'remote',
  employmentType: 'Part time',
  experience: '1 - 3 years',
  minSalary: 1000,
  salaryCurrency: 'EUR',
  keyword: 'react',
  place: 'NG/Lagos',
};

describe('composite indexes', () => {
  it('serve the talent job search with every combination of filters and keyword', async () => {
    const keys = Object.keys(FILTER_VALUES) as (keyof JobFilters)[];
    for (let mask = 0; mask < 1 << keys.length; mask++) {
      const filters = Object.fromEntries(keys.filter((_, i) => mask & (1 << i)).map((k) => [k, FILTER_VALUES[k]]));
      const { where, orderBy } = await activeJobsQuery(filters);
      expect(served('jobs', where, orderBy), JSON.stringify(filters)).not.toThrow();
    }
  });

  it("serve each saved search's job alert query with every combination of filters, and the sweep for due searches", () => {
    const keys = Object.keys(FILTER_VALUES) as (keyof JobFilters)[];
    for (let mask = 0; mask < 1 << keys.length; mask++) {
      const filters = Object.fromEntries(keys.filter((_, i) => mask & (1 << i)).map((k) => [k, FILTER_VALUES[k]]));
      const { collection, where, orderBy } = newJobsQuery({
        id: 's',
        talentId: 't',
        name: 'n',
        frequency: 'daily',
        filters,
        createdAt: 0,
        lastRunAt: 0,
        alertsOn: true,
      });
      expect(served(collection, where, orderBy), JSON.stringify(filters)).not.toThrow();
    }
    const due = [
      { field: 'frequency', op: '==' as const, value: 'daily' },
      { field: 'lastRunAt', op: '<=' as const, value: new Date() },
    ];
    expect(served('savedSearches', due, [{ field: 'lastRunAt', direction: 'asc' }])).not.toThrow();
    expect(
      served(
        'savedSearches',
        [{ field: 'talentId', op: '==', value: 't' }],
        [{ field: 'createdAt', direction: 'asc' }],
      ),
    ).not.toThrow();
  });

  it('serve the company job lists and every application list', () => {
    const eq = (field: string, value: string): WhereClause => ({ field, op: '==', value });
    expect(served('jobs', [eq('companyId', 'c')])).not.toThrow();
    expect(served('jobs', [eq('companyId', 'c'), eq('status', 'closed')])).not.toThrow();
    expect(served('applications', [eq('companyId', 'c')])).not.toThrow();
    expect(served('applications', [eq('companyId', 'c'), eq('jobId', 'j')])).not.toThrow();
    expect(served('applications', [eq('companyId', 'c'), eq('stage', 'applied')])).not.toThrow();
    expect(served('applications', [eq('companyId', 'c'), eq('jobId', 'j'), eq('stage', 'applied')])).not.toThrow();
    expect(served('applications', [eq('talentId', 't')])).not.toThrow();
  });

  it('would catch a query no index serves', () => {
    expect(served('applications', [{ field: 'title', op: '==', value: 'j' }])).toThrow(/requires an index/);
    expect(
      served('jobs', [
        { field: 'status', op: '==', value: 'active' },
        { field: 'companyName', op: '==', value: 'c' },
      ]),
    ).toThrow(/requires an index/);
  });
});
