/**
 * Every query the back office builds is served by firestore.indexes.json, alone or by index merging:
 * the talents and companies lists with each combination of filters, the audit log, the dashboard's weekly counts
 * and "needs attention" lists.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createIndexCatalog } from '@/server/local/documents/indexes';
import { planQuery } from '@/server/local/documents/query-plan';
import type { QuerySpec } from '@/services/backend/types';
import { adminCompanyQuery, type AdminCompanyFilters } from '@/services/backoffice/companies';
import { adminTalentQuery, type AdminTalentFilters } from '@/services/backoffice/talents';

const catalog = createIndexCatalog(path.resolve(__dirname, '../../firestore.indexes.json'));
const served = (spec: QuerySpec) => () => catalog.check(planQuery({ limit: 21, ...spec } as never));

function combinations<T extends object>(values: T): T[] {
  const keys = Object.keys(values) as (keyof T)[];
  return Array.from(
    { length: 1 << keys.length },
    (_, mask) => Object.fromEntries(keys.filter((_, i) => mask & (1 << i)).map((k) => [k, values[k]])) as T,
  );
}

describe('back-office indexes', () => {
  it('serve the talents list with every combination of filters, and both searches', () => {
    const all: AdminTalentFilters = {
      category: 'Web Developer',
      availability: true,
      skill: 'React',
      suspended: true,
      country: 'NG',
    };
    for (const filters of combinations(all))
      expect(served(adminTalentQuery(filters)), JSON.stringify(filters)).not.toThrow();
    expect(served(adminTalentQuery({ q: 'ada@example.com' }))).not.toThrow();
    expect(served(adminTalentQuery({ q: 'Ada', category: 'Web Developer' }))).not.toThrow();
  });

  it("serve the priority signal report's counts by index merging", () => {
    const signalled = { field: 'signalled', op: '==' as const, value: true };
    const interviewed = { field: 'reachedInterview', op: '==' as const, value: true };
    for (const where of [[signalled], [interviewed], [signalled, interviewed]])
      expect(served({ collection: 'applications', where })).not.toThrow();
  });

  it('serve the companies list with every combination of filters, and both searches', () => {
    const all: AdminCompanyFilters = { review: 'pending', suspended: true };
    for (const filters of combinations(all))
      expect(served(adminCompanyQuery(filters)), JSON.stringify(filters)).not.toThrow();
    expect(served(adminCompanyQuery({ q: 'hr@example.com' }))).not.toThrow();
    expect(served(adminCompanyQuery({ q: 'Acme' }))).not.toThrow();
  });

  it('serve the audit log, a company jobs and a talent applications, newest first', () => {
    expect(
      served({
        collection: 'auditLog',
        where: [{ field: 'targetId', op: '==', value: 't' }],
        orderBy: [{ field: 'at', direction: 'desc' }],
      }),
    ).not.toThrow();
    expect(
      served({
        collection: 'jobs',
        where: [{ field: 'companyId', op: '==', value: 'c' }],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
      }),
    ).not.toThrow();
    expect(
      served({
        collection: 'applications',
        where: [{ field: 'talentId', op: '==', value: 't' }],
        orderBy: [{ field: 'createdAt', direction: 'desc' }],
      }),
    ).not.toThrow();
  });

  it('serve the dashboard: jobs per category and week, overdue jobs, companies awaiting review', () => {
    const week = [
      { field: 'createdAt', op: '>=' as const, value: new Date(0) },
      { field: 'createdAt', op: '<' as const, value: new Date(1) },
    ];
    expect(
      served({ collection: 'jobs', where: [{ field: 'category', op: '==', value: 'Writing' }, ...week] }),
    ).not.toThrow();
    const overdue: QuerySpec['where'] = [
      { field: 'status', op: '==', value: 'active' },
      { field: 'deadline', op: '<', value: new Date(1) },
    ];
    expect(
      served({ collection: 'jobs', where: overdue, orderBy: [{ field: 'deadline', direction: 'asc' }] }),
    ).not.toThrow();
    expect(
      served({
        collection: 'companies',
        where: [{ field: 'verification', op: '==', value: 'pending' }],
        orderBy: [{ field: 'timestamp', direction: 'desc' }],
      }),
    ).not.toThrow();
  });

  it('would catch a back-office query no index serves', () => {
    expect(
      served({
        collection: 'auditLog',
        where: [{ field: 'actorId', op: '==', value: 'a' }],
        orderBy: [{ field: 'at', direction: 'desc' }],
      }),
    ).toThrow(/requires an index/);
  });
});
