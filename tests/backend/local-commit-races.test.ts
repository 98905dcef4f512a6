/**
 * Commits that race (server/local/documents/commit.ts): a batch is judged outside any transaction and written only
 * if what it read is unchanged, so a write landing between the judging and the write must make it judge again on
 * the new state. Seen from outside: no lost increment, and no write allowed on a document the policy read before
 * another writer changed it.
 */
import type { LocalEngine } from '@/server/local/engine';
import type { PolicyEntry } from '@/server/local/policy/types';
import { increment, type Documents } from '@/services/backend/types';
import { openTestEngine } from '../helpers/local-server';
import { storeWithPolicy } from '../helpers/policy-store';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

/** Runs once, between a write's judging and its write: what another writer does meanwhile. */
let betweenJudgingAndWrite: (() => Promise<void>) | undefined;

const TABLE: PolicyEntry[] = [
  { match: 'gates/{id}', rules: { get: () => true } },
  {
    match: 'items/{id}',
    rules: {
      get: () => true,
      // Writable while the gate is open; the gate is read through `get()`, as rules read other documents.
      create: async (r) => (await r.get('gates/g'))?.open === true,
      update: async (r) => {
        const open = (await r.get('gates/g'))?.open === true;
        const meanwhile = betweenJudgingAndWrite;
        betweenJudgingAndWrite = undefined;
        await meanwhile?.();
        return open;
      },
    },
  },
];

let engine: LocalEngine;
let admin: Documents;
let user: Documents;

beforeAll(async () => {
  engine = await openTestEngine();
  ({ admin, user } = storeWithPolicy(engine, TABLE, { uid: 'u1', email: 'u1@race.test', emailVerified: true }));
});

afterAll(async () => {
  await engine?.close();
});

describe('racing commits', () => {
  it('loses no increment when 40 writers add to one counter at once', async () => {
    await admin.batch([{ type: 'set', path: 'counters/c', data: { n: 0 } }]);
    await Promise.all(
      Array.from({ length: 40 }, () =>
        admin.batch([{ type: 'update', path: 'counters/c', data: { n: increment(1) } }]),
      ),
    );
    expect((await admin.get('counters/c')).data).toEqual({ n: 40 });
  });

  it('judges a write again when a document its rule read changed before it was written', async () => {
    await admin.batch([
      { type: 'set', path: 'gates/g', data: { open: true } },
      { type: 'set', path: 'items/i', data: { v: 0 } },
    ]);
    // The rule reads the gate open, then another writer closes it before the write lands: the write is refused.
    betweenJudgingAndWrite = () =>
      admin.batch([{ type: 'set', path: 'gates/g', data: { open: false } }]).then(() => undefined);
    await expect(user.batch([{ type: 'update', path: 'items/i', data: { v: 1 } }])).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect((await admin.get('items/i')).data).toEqual({ v: 0 });

    // The other way: closed when read, opened before the write; judged again, it is allowed.
    betweenJudgingAndWrite = () =>
      admin.batch([{ type: 'set', path: 'gates/g', data: { open: true } }]).then(() => undefined);
    await user.batch([{ type: 'update', path: 'items/i', data: { v: 2 } }]);
    expect((await admin.get('items/i')).data).toEqual({ v: 2 });
  });

  it('judges a write again when its own document changed before it was written', async () => {
    await admin.batch([
      { type: 'set', path: 'gates/g', data: { open: true } },
      { type: 'set', path: 'items/k', data: { v: 0, note: 'first' } },
    ]);
    // The batch was judged on { v: 0, note: 'first' }; another writer changes the note meanwhile, which must stay.
    betweenJudgingAndWrite = () =>
      admin.batch([{ type: 'update', path: 'items/k', data: { note: 'second' } }]).then(() => undefined);
    await user.batch([{ type: 'update', path: 'items/k', data: { v: increment(1) } }]);
    expect((await admin.get('items/k')).data).toEqual({ v: 1, note: 'second' });
  });
});
