/**
 * Every document access case against the local engine's policy: seed the base documents and the case's own
 * (bypassing the policy; only what differs from the case before: tests/access/seed-delta.ts), act as the case's
 * actor, and check allow, or deny with `permission-denied`.
 */
import { createServerDocuments } from '@/server/local/documents/server-documents';
import type { LocalEngine } from '@/server/local/engine';
import { clientAccess } from '@/server/local/policy/types';
import type { Documents } from '@/services/backend/types';
import { openTestEngine } from '../helpers/local-server';
import { ACTORS, DOCUMENT_CASES, type AccessCase, type Actor } from './cases';
import { RULES_EXTRA_CASES } from './rules-extra-cases';
import { readsOnly, seedTracker, type SeedDelta } from './seed-delta';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 120_000 });

let engine: LocalEngine;

beforeAll(async () => {
  engine = await openTestEngine();
});

afterAll(async () => {
  await engine?.close();
});

function actingAs(actor: Actor): Documents {
  const auth = actor === 'anonymous' ? null : ACTORS[actor];
  return createServerDocuments(engine.documents, engine.realtime.hub, clientAccess(auth));
}

// Each case starts from BASE_SEED and its own documents; only what differs from the last case is written.
const seeds = seedTracker();
async function seed(delta: SeedDelta) {
  if (delta.clear) await engine.db.query('DELETE FROM documents');
  const writes = [
    ...delta.set.map(([path, data]) => ({ type: 'set' as const, path, data })),
    ...delta.remove.map((path) => ({ type: 'delete' as const, path })),
  ];
  // One commit for the whole seed (the same writes, one transaction instead of one per document).
  if (writes.length > 0) await engine.serverDocuments.batch(writes);
}

function run(docs: Documents, op: AccessCase['op']): Promise<unknown> {
  switch (op.type) {
    case 'get':
      return docs.get(op.path);
    case 'create':
      return docs.set(op.path, op.data);
    case 'update':
      return docs.update(op.path, op.data);
    case 'delete':
      return docs.delete(op.path);
    case 'query':
      return docs.query(op.spec);
    case 'count':
      return docs.count(op.spec);
    case 'batch':
      return docs.batch(op.ops);
  }
}

async function check(testCase: AccessCase) {
  const step = seeds.next(testCase.seed);
  await seed(step.delta);
  const attempt = run(actingAs(testCase.actor), testCase.op);
  if (testCase.expect === 'allow') {
    await expect(attempt).resolves.not.toThrow();
    step.done(readsOnly(testCase.op));
  } else {
    await expect(attempt).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'Missing or insufficient permissions.',
    });
    step.done(true);
  }
}

describe('local document policy: the access-case table', () => {
  it.each(DOCUMENT_CASES.map((c) => [c.name, c] as const))('%s', async (_name, testCase) => {
    await check(testCase);
  });

  // The rules' own extra clauses (tests/access/rules-extra-cases.ts): both engines answer them the same too.
  it.each(RULES_EXTRA_CASES.map((c) => [c.name, c] as const))('rules clause: %s', async (_name, testCase) => {
    await check(testCase);
  });

  it('denies live subscriptions exactly as it denies reads', async () => {
    await seed(seeds.next({}).delta);
    const listen = (actor: Actor, path: string) =>
      new Promise<string>((resolve) => {
        const stop = actingAs(actor).onDoc(
          path,
          () => {
            stop();
            resolve('allowed');
          },
          (error) => resolve(error.code),
        );
      });
    expect(await listen('admin', 'admin/admin-1')).toBe('allowed');
    expect(await listen('talentA', 'admin/admin-1')).toBe('permission-denied');
    expect(await listen('anonymous', 'students/talent-a')).toBe('permission-denied');
    const query = (actor: Actor) =>
      new Promise<string>((resolve) => {
        const stop = actingAs(actor).onQuery(
          { collection: 'admin', limit: 10 },
          () => {
            stop();
            resolve('allowed');
          },
          (error) => resolve(error.code),
        );
      });
    expect(await query('admin')).toBe('permission-denied');
  });
});
