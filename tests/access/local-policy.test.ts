/**
 * Every document access case against the local engine's policy: seed the base documents and the case's own
 * (bypassing the policy; only what differs from the case before: tests/access/seed-delta.ts), act as the case's
 * actor, and check allow, or deny with `permission-denied`.
 */
import { createServerDocuments } from '@/server/local/documents/server-documents';
import type { AuthContext } from '@/server/local/auth/types';
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

/** The caller as the engine reads it from a token, the second factor included when the actor signed in with one. */
const authOf = ({ secondFactor, ...account }: (typeof ACTORS)[keyof typeof ACTORS]): AuthContext => ({
  ...account,
  ...(secondFactor ? { signInSecondFactor: 'totp' as const } : {}),
});

function actingAs(actor: Actor): Documents {
  const auth = actor === 'anonymous' ? null : authOf(ACTORS[actor]);
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

  // The hub checks a subscription again when the caller's own documents change (its member document is one).
  it.each([
    ['a recruiter taken off its team', 'recruiterA', null],
    [
      'a founding account taken off its team after handing it over',
      'companyA',
      { uid: 'company-a', companyId: 'company-a', role: 'removed', name: 'Company company-a', email: 'x@access.test' },
    ],
  ] as const)('ends the live subscriptions of %s at once', async (_who, actor, marker) => {
    const at = new Date('2026-02-01T00:00:00Z');
    const conversation = 'conversations/company-a_talent-a';
    // The case writes (it removes a member), so the next case starts from an emptied database.
    const step = seeds.next({
      'companyMembers/recruiter-a': {
        uid: 'recruiter-a',
        companyId: 'company-a',
        role: actor === 'companyA' ? 'owner' : 'recruiter',
        name: 'Rae Recruiter',
        email: 'recruiter-a@access.test',
        joinedAt: at,
      },
      'companyMembers/company-a': {
        uid: 'company-a',
        companyId: 'company-a',
        role: actor === 'companyA' ? 'recruiter' : 'owner',
        name: 'Company company-a',
        email: 'company-a@access.test',
        joinedAt: at,
      },
      [conversation]: {
        id: 'company-a_talent-a',
        participants: ['company-a', 'talent-a'],
        status: 'open',
        updatedAt: at,
      },
      [`${conversation}/messages/m1`]: { id: 'm1', by: 'talent-a', text: 'My direct line is +1 555', sentAt: at },
    });
    await seed(step.delta);
    step.done(false);
    const docs = actingAs(actor);
    const live = (subscribe: (next: () => void, fail: (e: { code: string }) => void) => () => void) => {
      let first!: () => void;
      const opened = new Promise<void>((resolve) => (first = resolve));
      const ended = new Promise<string>((resolve) =>
        subscribe(
          () => first(),
          (error) => resolve(error.code),
        ),
      );
      return { opened, ended };
    };
    const thread = live((next, fail) => docs.onDoc(conversation, next, fail));
    const list = live((next, fail) =>
      docs.onQuery(
        {
          collection: 'conversations',
          where: [{ field: 'participants', op: 'array-contains', value: 'company-a' }],
          orderBy: [{ field: 'updatedAt', direction: 'desc' }],
          limit: 21,
        },
        next,
        fail,
      ),
    );
    const messages = live((next, fail) =>
      docs.onQuery(
        { collection: `${conversation}/messages`, orderBy: [{ field: 'sentAt', direction: 'desc' }], limit: 30 },
        next,
        fail,
      ),
    );
    await Promise.all([thread.opened, list.opened, messages.opened]);

    const uid = ACTORS[actor].uid;
    await engine.serverDocuments.batch([
      marker === null
        ? { type: 'delete', path: `companyMembers/${uid}` }
        : { type: 'set', path: `companyMembers/${uid}`, data: marker },
    ]);
    expect(await thread.ended).toBe('permission-denied');
    expect(await list.ended).toBe('permission-denied');
    expect(await messages.ended).toBe('permission-denied');
    // And a new one is refused.
    await expect(docs.get(conversation)).rejects.toMatchObject({ code: 'permission-denied' });
  });
});
