/** Every query the assessment services build is served by firestore.indexes.json (the local engine checks as Firestore does). */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createIndexCatalog } from '@/server/local/documents/indexes';
import { planQuery } from '@/server/local/documents/query-plan';
import type { OrderClause, QuerySpec, WhereClause } from '@/services/backend/types';
import { talentAttemptsQuery } from '@/services/backoffice/talents';

const catalog = createIndexCatalog(path.resolve(__dirname, '../../firestore.indexes.json'));
const served = (where: WhereClause[], orderBy: OrderClause[]) => () =>
  catalog.check(planQuery({ collection: 'assessments', where, orderBy, limit: 21 } as never));
const published: WhereClause = { field: 'status', op: '==', value: 'published' };
const prefix: WhereClause[] = [
  { field: 'skillLower', op: '>=', value: 're' },
  { field: 'skillLower', op: '<', value: 're\uf8ff' },
];
const bySkill: OrderClause[] = [{ field: 'skillLower', direction: 'asc' }];
const recent: OrderClause[] = [{ field: 'updatedAt', direction: 'desc' }];

describe('assessment indexes', () => {
  it('serve the talent list, its category first and the skill search', () => {
    expect(served([published], bySkill)).not.toThrow();
    expect(served([published, ...prefix], bySkill)).not.toThrow();
    expect(
      served([{ field: 'categories', op: 'array-contains', value: 'Accountant' }, published], bySkill),
    ).not.toThrow();
  });

  it("serve the skills feedback's query of a few skills' assessments without a composite index", () => {
    expect(served([published, { field: 'skillLower', op: 'in', value: ['react', 'css'] }], [])).not.toThrow();
  });

  it('serve the admin list with every filter combination', () => {
    expect(served([], recent)).not.toThrow();
    expect(served([published], recent)).not.toThrow();
    expect(served(prefix, bySkill)).not.toThrow();
    expect(served([published, ...prefix], bySkill)).not.toThrow();
  });
});

describe('assessment attempt indexes (back office)', () => {
  const attempts = (spec: Omit<QuerySpec, 'collection'>) => () =>
    catalog.check(planQuery({ collection: 'assessmentAttempts', limit: 21, ...spec } as never));
  const passedSince: WhereClause[] = [
    { field: 'passed', op: '==', value: true },
    { field: 'submittedAt', op: '>=', value: new Date(Date.UTC(2026, 10, 1)) },
  ];

  it("serve the dashboard's passed-this-month count and a talent's attempts newest first", () => {
    expect(attempts({ where: passedSince })).not.toThrow();
    const { collection, ...list } = talentAttemptsQuery('talent-1');
    expect(collection).toBe('assessmentAttempts');
    expect(attempts(list)).not.toThrow();
  });

  it('would refuse the same queries on fields no index covers (the check is real)', () => {
    expect(
      attempts({
        where: [
          { field: 'passed', op: '==', value: true },
          { field: 'startedAt', op: '>=', value: new Date(0) },
        ],
      }),
    ).toThrow();
    expect(
      attempts({
        where: [{ field: 'talentId', op: '==', value: 'talent-1' }],
        orderBy: [{ field: 'submittedAt', direction: 'desc' }],
      }),
    ).toThrow();
  });
});
