/**
 * The access cases of learning resources, part of the shared table (cases.ts spreads them in): every
 * signed-in user reads and lists them with the queries services/resources/resources.ts runs; only administrators write.
 */
import { serverTimestamp, type DocumentData } from '../../services/backend/types';
import type { AccessCase } from './cases';

const created = new Date('2026-01-01T00:00:00Z');
const inOrder = [{ field: 'order', direction: 'asc' as const }];

const resource = (extra: DocumentData = {}): DocumentData => ({
  title: 'Learn CSS',
  url: 'https://web.dev/learn/css',
  type: 'course',
  skills: ['CSS'],
  skillKeys: ['css'],
  categories: ['Web Developer'],
  description: 'A free course.',
  free: true,
  facets: ['w:learn', 'w:css', 's:css', 'c:Web Developer', 's:css|c:Web Developer'],
  order: 1,
  createdAt: created,
  updatedAt: created,
  ...extra,
});
const fresh = (extra: DocumentData = {}) =>
  resource({ createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...extra });
const seeded = { 'resources/r1': resource() };
const path = 'resources/r1';

export const RESOURCE_CASES: AccessCase[] = [
  {
    name: 'resources: anonymous cannot read one',
    actor: 'anonymous',
    seed: seeded,
    op: { type: 'get', path },
    expect: 'deny',
  },
  { name: 'resources: a talent reads one', actor: 'talentA', seed: seeded, op: { type: 'get', path }, expect: 'allow' },
  {
    name: 'resources: a company reads one',
    actor: 'companyA',
    seed: seeded,
    op: { type: 'get', path },
    expect: 'allow',
  },
  {
    name: 'resources: a talent lists them by skill and category',
    actor: 'talentA',
    seed: seeded,
    op: {
      type: 'query',
      spec: {
        collection: 'resources',
        where: [{ field: 'facets', op: 'array-contains', value: 's:css|c:Web Developer' }],
        orderBy: inOrder,
        limit: 21,
      },
    },
    expect: 'allow',
  },
  {
    name: 'resources: anonymous cannot list them',
    actor: 'anonymous',
    seed: seeded,
    op: { type: 'query', spec: { collection: 'resources', orderBy: inOrder, limit: 21 } },
    expect: 'deny',
  },
  {
    name: 'resources: an admin searches them by type',
    actor: 'admin',
    seed: seeded,
    op: {
      type: 'query',
      spec: {
        collection: 'resources',
        where: [
          { field: 'facets', op: 'array-contains-any', value: ['s:css', 'w:css'] },
          { field: 'type', op: '==', value: 'course' },
        ],
        orderBy: inOrder,
        limit: 21,
      },
    },
    expect: 'allow',
  },
  {
    name: 'resources: an admin creates one',
    actor: 'admin',
    op: { type: 'create', path: 'resources/r2', data: fresh() },
    expect: 'allow',
  },
  {
    name: 'resources: a talent cannot create one',
    actor: 'talentA',
    op: { type: 'create', path: 'resources/r2', data: fresh() },
    expect: 'deny',
  },
  {
    name: 'resources: a company cannot create one',
    actor: 'companyA',
    op: { type: 'create', path: 'resources/r2', data: fresh() },
    expect: 'deny',
  },
  {
    name: 'resources: an admin cannot store a javascript: link',
    actor: 'admin',
    op: { type: 'create', path: 'resources/r2', data: fresh({ url: 'javascript:alert(1)' }) },
    expect: 'deny',
  },
  {
    name: 'resources: an admin cannot store an unknown type',
    actor: 'admin',
    op: { type: 'create', path: 'resources/r2', data: fresh({ type: 'podcast' }) },
    expect: 'deny',
  },
  {
    name: 'resources: an admin cannot add an unknown field',
    actor: 'admin',
    op: { type: 'create', path: 'resources/r2', data: fresh({ featured: true }) },
    expect: 'deny',
  },
  {
    name: 'resources: an admin cannot backdate the creation',
    actor: 'admin',
    op: { type: 'create', path: 'resources/r2', data: fresh({ createdAt: created }) },
    expect: 'deny',
  },
  {
    name: 'resources: an admin edits one',
    actor: 'admin',
    seed: seeded,
    op: { type: 'update', path, data: { title: 'Learn CSS well', updatedAt: serverTimestamp() } },
    expect: 'allow',
  },
  {
    name: 'resources: an admin reorders one',
    actor: 'admin',
    seed: seeded,
    op: { type: 'update', path, data: { order: 5 } },
    expect: 'allow',
  },
  {
    name: 'resources: an admin cannot rewrite the creation time',
    actor: 'admin',
    seed: seeded,
    op: { type: 'update', path, data: { createdAt: new Date('2020-01-01T00:00:00Z') } },
    expect: 'deny',
  },
  {
    name: 'resources: a talent cannot edit one',
    actor: 'talentA',
    seed: seeded,
    op: { type: 'update', path, data: { order: 0 } },
    expect: 'deny',
  },
  {
    name: 'resources: an admin deletes one',
    actor: 'admin',
    seed: seeded,
    op: { type: 'delete', path },
    expect: 'allow',
  },
  {
    name: 'resources: a talent cannot delete one',
    actor: 'talentA',
    seed: seeded,
    op: { type: 'delete', path },
    expect: 'deny',
  },
];
