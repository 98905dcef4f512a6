/**
 * Every document access case against the local engine's policy: seed the base documents and the case's own
 * (bypassing the policy), act as the case's actor, and check allow, or deny with `permission-denied`.
 */
import { createServerDocuments } from '@/server/local/documents/server-documents';
import type { LocalEngine } from '@/server/local/engine';
import { clientAccess } from '@/server/local/policy/types';
import type { Documents } from '@/services/backend/types';
import { openTestEngine } from '../helpers/local-server';
import { ACTORS, BASE_SEED, DOCUMENT_CASES, type AccessCase, type Actor } from './cases';
import { RULES_EXTRA_CASES } from './rules-extra-cases';

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

async function seed(extra: AccessCase['seed']) {
  await engine.db.query('DELETE FROM documents');
  // One commit for the whole seed (the same writes, one transaction instead of one per document).
  await engine.serverDocuments.batch(
    Object.entries({ ...BASE_SEED, ...extra }).map(([path, data]) =>
      data === null ? { type: 'delete' as const, path } : { type: 'set' as const, path, data },
    ),
  );
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
  await seed(testCase.seed);
  const attempt = run(actingAs(testCase.actor), testCase.op);
  if (testCase.expect === 'allow') {
    await expect(attempt).resolves.not.toThrow();
  } else {
    await expect(attempt).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'Missing or insufficient permissions.',
    });
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
    await seed({});
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
