/** Every query the assessment services build is served by firestore.indexes.json (the local engine checks as Firestore does). */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createIndexCatalog } from '@/server/local/documents/indexes';
import { planQuery } from '@/server/local/documents/query-plan';
import type { OrderClause, WhereClause } from '@/services/backend/types';

const catalog = createIndexCatalog(path.resolve(__dirname, '../../firestore.indexes.json'));
const served = (where: WhereClause[], orderBy: OrderClause[]) => () => catalog.check(planQuery({ collection: 'assessments', where, orderBy, limit: 21 } as never));
const published: WhereClause = { field: 'status', op: '==', value: 'published' };
const prefix: WhereClause[] = [{ field: 'skillLower', op: '>=', value: 're' }, { field: 'skillLower', op: '<', value: 're\uf8ff' }];
const bySkill: OrderClause[] = [{ field: 'skillLower', direction: 'asc' }];
const recent: OrderClause[] = [{ field: 'updatedAt', direction: 'desc' }];

describe('assessment indexes', () => {
  it('serve the talent list, its category first and the skill search', () => {
    expect(served([published], bySkill)).not.toThrow();
    expect(served([published, ...prefix], bySkill)).not.toThrow();
    expect(served([{ field: 'categories', op: 'array-contains', value: 'Accountant' }, published], bySkill)).not.toThrow();
  });

  it('serve the admin list with every filter combination', () => {
    expect(served([], recent)).not.toThrow();
    expect(served([published], recent)).not.toThrow();
    expect(served(prefix, bySkill)).not.toThrow();
    expect(served([published, ...prefix], bySkill)).not.toThrow();
  });
});
