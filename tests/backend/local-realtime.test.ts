/**
 * The engine's policy and realtime mechanics with a purpose-built policy table: list rules that rely on the
 * query's own `==` constraints, rules on resource data re-checked for live documents, pushes only on change.
 */
import type { LocalEngine } from '@/server/local/engine';
import type { PolicyEntry } from '@/server/local/policy/types';
import type { BackendError, Documents, QuerySpec } from '@/services/backend/types';
import { openTestEngine } from '../helpers/local-server';
import { storeWithPolicy } from '../helpers/policy-store';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

const TABLE: PolicyEntry[] = [
  {
    match: 'jobs/{id}',
    rules: {
      // Only active jobs are listed: a list query must say so itself.
      list: (r) => r.auth !== null && r.pinned('status')?.value === 'active',
      get: (r) => r.auth !== null && r.resource?.status === 'active',
    },
  },
];

let engine: LocalEngine;
let admin: Documents;
let user: Documents;

beforeAll(async () => {
  engine = await openTestEngine();
  ({ admin, user } = storeWithPolicy(engine, TABLE, { uid: 'u1', email: 'u1@rt.test', emailVerified: true }));
  await admin.batch([
    { type: 'set', path: 'jobs/j1', data: { status: 'active', title: 'One' } },
    { type: 'set', path: 'jobs/j2', data: { status: 'closed', title: 'Two' } },
  ]);
});

afterAll(async () => {
  await engine?.close();
});

const denied = async (promise: Promise<unknown>) =>
  expect(promise).rejects.toMatchObject({ code: 'permission-denied' });

describe('rules are not filters', () => {
  it('allows a list query that pins the field the rule checks, and only that', async () => {
    const active: QuerySpec = { collection: 'jobs', where: [{ field: 'status', op: '==', value: 'active' }] };
    expect((await user.query(active)).map((d) => d.id)).toEqual(['j1']);
    expect(await user.count(active)).toBe(1);
    await denied(user.query({ collection: 'jobs' }));
    await denied(user.query({ collection: 'jobs', where: [{ field: 'status', op: 'in', value: ['active'] }] }));
    await denied(user.query({ collection: 'jobs', where: [{ field: 'status', op: '==', value: 'closed' }] }));
    await denied(user.count({ collection: 'jobs' }));
  });

  it('checks live queries the same way', async () => {
    const error = await new Promise<BackendError>((resolve) =>
      user.onQuery({ collection: 'jobs' }, () => undefined, resolve),
    );
    expect(error.code).toBe('permission-denied');
  });
});

describe('live snapshots', () => {
  it('pushes a query snapshot only when its result changed', async () => {
    const seen: string[][] = [];
    const stop = user.onQuery(
      { collection: 'jobs', where: [{ field: 'status', op: '==', value: 'active' }] },
      (docs) => seen.push(docs.map((d) => `${d.id}:${d.data?.title}`)),
      () => undefined,
    );
    await vi.waitFor(() => expect(seen).toEqual([['j1:One']]));
    await admin.set('jobs/j2', { status: 'closed', title: 'Two, renamed' });
    await admin.set('jobs/j1', { status: 'active', title: 'One' });
    await admin.set('jobs/j3', { status: 'active', title: 'Three' });
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(['j1:One', 'j3:Three']));
    expect(seen).toHaveLength(2);
    stop();
  });

  it('re-checks a live document against rules on its data, and ends it when access is lost', async () => {
    const titles: unknown[] = [];
    const errors: BackendError[] = [];
    user.onDoc(
      'jobs/j1',
      (snap) => titles.push(snap.data?.title),
      (e) => errors.push(e),
    );
    await vi.waitFor(() => expect(titles).toEqual(['One']));
    await admin.update('jobs/j1', { title: 'One again' });
    await vi.waitFor(() => expect(titles).toEqual(['One', 'One again']));
    await admin.update('jobs/j1', { status: 'closed' });
    await vi.waitFor(() => expect(errors.map((e) => e.code)).toEqual(['permission-denied']));
    // A witness query by the same user sees j1 come back (the same commit reaches every live subscription); the
    // ended one must not.
    const active: string[][] = [];
    const stopWitness = user.onQuery(
      { collection: 'jobs', where: [{ field: 'status', op: '==', value: 'active' }] },
      (docs) => active.push(docs.map((d) => `${d.id}:${d.data?.title}`)),
      () => undefined,
    );
    try {
      await vi.waitFor(() => expect(active).toHaveLength(1));
      await admin.update('jobs/j1', { status: 'active', title: 'Back' });
      await vi.waitFor(() => expect(active.at(-1)).toContain('j1:Back'));
    } finally {
      stopWitness();
    }
    expect(titles).toEqual(['One', 'One again']);
  });
});
