/**
 * The local backend against Firestore itself: the same seeded documents and a few hundred random queries through
 * both adapters (the Firebase one on the Firestore emulator, with the real rules), and a list of edge-case writes.
 * Every disagreement is listed with its class: ordering of mixed types, arrays and maps; filter values; document
 * id order; queries served by a composite index of firestore.indexes.json (every declared index, its query shapes
 * and cursors, and index merging: tests/backend/differential-index-cases.ts); what writes are accepted and how
 * values come back; error codes. Runs wherever the emulators run:
 *   FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 node scripts/with-auth-emulator.mjs \
 *     npx vitest run --project node tests/backend/differential.test.ts
 * `DIFF_SEED=<n>` replays one run's queries; `DIFF_QUERIES=<n>` changes how many.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Backend, DocumentData, QuerySpec, WhereOp } from '@/services/backend/types';
import {
  disposeEmulatorBackends,
  emulatorBackend,
  loadFirestoreRules,
  requireEmulator,
} from '../helpers/firebase-emulators';
import { rulesWithContractScratch } from '../helpers/contract-scratch';
import { createTestBackend, startLocalServer, type LocalServer } from '../helpers/local-server';
import { indexCases, indexSeeds, type DeclaredIndex } from './differential-index-cases';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 120_000 });

const canRun =
  requireEmulator(
    'differential test (local vs Firestore)',
    'FIRESTORE_EMULATOR_HOST',
    'needs the Firestore emulator, Java 21',
  ) &&
  requireEmulator(
    'differential test (local vs Firestore)',
    'FIREBASE_AUTH_EMULATOR_HOST',
    'needs the Auth emulator too: wrap the command in node scripts/with-auth-emulator.mjs',
  );

const SEED = Number(process.env.DIFF_SEED ?? Date.now() % 1_000_000);
const QUERIES = Number(process.env.DIFF_QUERIES ?? 250);

/** A small deterministic generator (mulberry32), so a failing run can be replayed from its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] };
}

const day = (iso: string) => new Date(iso);
/** Values of every type Firestore orders, with the edge cases of each. */
const VALUES: readonly unknown[] = [
  null,
  false,
  true,
  NaN,
  -Infinity,
  -5,
  -0.5,
  0,
  1,
  1.5,
  2,
  10,
  Infinity,
  day('1970-01-01T00:00:00Z'),
  day('2026-01-01T00:00:00Z'),
  '',
  'A',
  'a',
  'a\u0000',
  'ab',
  'b',
  'é',
  '\u{1F600}',
  [],
  [1],
  [1, 5],
  [2],
  [false],
  [null],
  ['x'],
  [1, 'x'],
  [day('2026-01-01T00:00:00Z')],
  [{ a: 1 }],
  {},
  { a: 1 },
  { a: 2 },
  { a: 1, b: 2 },
  { b: 1 },
  { z: 1 },
  { a: { b: 1 } },
  { a: [1] },
];

const ORDER_OPS: WhereOp[] = ['<', '<=', '>', '>='];
const ALL_OPS: WhereOp[] = ['==', '!=', '<', '<=', '>', '>=', 'in', 'not-in', 'array-contains', 'array-contains-any'];

interface Side {
  name: string;
  backend: Backend;
  collection: string;
  /** `contract-tests/{uid}`: the side's scratch documents, under which a collection may take any name. */
  scratch: string;
}

type Outcome = { ids: string[] } | { count: number } | { error: string; missingIndex?: boolean };

/** A query neither side answers within this long counts as an answer of its own ('timeout'). */
const QUERY_TIMEOUT_MS = 2_500;

async function outcome(run: () => Promise<string[] | number>): Promise<Outcome> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'timeout' })), QUERY_TIMEOUT_MS);
  });
  try {
    const result = await Promise.race([run(), timeout]);
    return typeof result === 'number' ? { count: result } : { ids: result };
  } catch (e) {
    const error = e as { code?: string; message?: string };
    return {
      error: error.code ?? String(e),
      ...(error.message?.includes('requires an index') ? { missingIndex: true } : {}),
    };
  } finally {
    clearTimeout(timer);
  }
}

const describeValue = (v: unknown): string =>
  v instanceof Date
    ? `Date(${v.toISOString()})`
    : typeof v === 'number' && (Object.is(v, -0) || !Number.isFinite(v))
      ? String(Object.is(v, -0) ? '-0' : v)
      : JSON.stringify(v);

function classOf(spec: QuerySpec): string {
  const w = spec.where?.[0];
  if (spec.orderBy?.some((o) => o.field === '__name__') || w?.field === '__name__') return '3 document-id order';
  if (w && ['in', 'not-in', 'array-contains-any', 'array-contains', '=='].includes(w.op)) return '2 filter values';
  return '1 ordering and comparison';
}

let local: LocalServer | undefined;
let sides: Side[] = [];

async function setUp() {
  local = await startLocalServer({ contractScratch: true });
  const localBackend = createTestBackend(local.url);
  const lu = await localBackend.auth.signUp(`diff-${Date.now()}@diff.test`, 'diff-password');
  await loadFirestoreRules(
    rulesWithContractScratch(readFileSync(path.resolve(__dirname, '../../firestore.rules'), 'utf8')),
  );
  const firebase = emulatorBackend();
  const fu = await firebase.auth.signUp(`diff-${Date.now()}@diff.test`, 'diff-password');
  sides = [
    {
      name: 'local',
      backend: localBackend,
      collection: `contract-tests/${lu.uid}/items`,
      scratch: `contract-tests/${lu.uid}`,
    },
    {
      name: 'firestore',
      backend: firebase,
      collection: `contract-tests/${fu.uid}/items`,
      scratch: `contract-tests/${fu.uid}`,
    },
  ];
}

async function seedBoth(docs: Record<string, DocumentData>) {
  for (const side of sides) {
    const ops = Object.entries(docs).map(([id, data]) => ({
      type: 'set' as const,
      path: `${side.collection}/${id}`,
      data,
    }));
    await side.backend.docs.batch(ops);
  }
}

(canRun ? describe : describe.skip)('differential: the local backend answers as Firestore does', () => {
  beforeAll(async () => {
    await setUp();
    // Every value under `v`, twice for some (ties break by id), and documents without `v` at all.
    const docs: Record<string, DocumentData> = {};
    VALUES.forEach((v, i) => {
      docs[`d${String(i).padStart(2, '0')}`] = { v, n: i % 7 };
    });
    docs.dup1 = { v: 1, n: 1 };
    docs.dup2 = { v: 'a', n: 2 };
    docs.nov1 = { n: 3 };
    docs.nov2 = { n: 4, other: true };
    await seedBoth(docs);
  });

  afterAll(async () => {
    await local?.stop();
    await disposeEmulatorBackends();
  });

  it(`random queries give the same documents in the same order (seed ${SEED})`, async () => {
    const rnd = random(SEED);
    const disagreements: string[] = [];
    const unanswered: string[] = [];
    let indexOnly = 0;
    for (let q = 0; q < QUERIES; q++) {
      const shape = rnd.next();
      const spec: Omit<QuerySpec, 'collection'> = {};
      if (shape < 0.2) {
        spec.orderBy = [{ field: 'v', direction: rnd.pick(['asc', 'desc'] as const) }];
      } else if (shape < 0.3) {
        spec.orderBy = [{ field: '__name__', direction: rnd.pick(['asc', 'asc', 'desc'] as const) }];
        const idFilter = rnd.next();
        if (idFilter < 0.4) spec.where = [{ field: 'n', op: '==', value: rnd.pick([0, 1, 2, 3]) }];
        else if (idFilter < 0.7)
          spec.where = [
            {
              field: '__name__',
              op: rnd.pick(['<', '>=', '==', 'in', 'not-in', '!='] as const),
              value: rnd.pick(['d10', 'd2', 'dup1', 'e']),
            },
          ];
        if (spec.where?.[0].op === 'in' || spec.where?.[0].op === 'not-in') spec.where[0].value = ['d03', 'nov1', 'zz'];
      } else {
        const op = rnd.next() < 0.4 ? rnd.pick(ORDER_OPS) : rnd.pick(ALL_OPS);
        const list = ['in', 'not-in', 'array-contains-any'].includes(op);
        const value = list
          ? Array.from({ length: 1 + Math.floor(rnd.next() * 3) }, () => rnd.pick(VALUES))
          : rnd.pick(VALUES);
        spec.where = [{ field: 'v', op, value }];
        if (ORDER_OPS.includes(op) || op === '!=' || op === 'not-in')
          spec.orderBy = [{ field: 'v', direction: rnd.pick(['asc', 'desc'] as const) }];
      }
      if (rnd.next() < 0.3) spec.limit = 1 + Math.floor(rnd.next() * 5);
      // The emulator counts NaN into `not-in [NaN, ...]` while its query leaves it out: no one answer to compare with.
      const nanNotIn = spec.where?.some(
        (w) => w.op === 'not-in' && (w.value as unknown[]).some((v) => Number.isNaN(v)),
      );
      const counting = rnd.next() < 0.15 && !nanNotIn;
      const results = await Promise.all(
        sides.map((side) =>
          outcome(async () => {
            const full = { ...spec, collection: side.collection } as QuerySpec;
            return counting ? side.backend.docs.count(full) : (await side.backend.docs.query(full)).map((d) => d.id);
          }),
        ),
      );
      const [mine, theirs] = results.map((r) => JSON.stringify('error' in r ? { error: r.error } : r));
      // The Firebase SDK sometimes never settles a query over NaN or infinities on the emulator: no reference answer.
      // The emulator serves queries without their composite indexes (production refuses them, as the local backend does).
      if ('missingIndex' in results[0] && !('error' in results[1])) {
        indexOnly += 1;
        continue;
      }
      if (theirs.includes('"timeout"')) {
        unanswered.push(JSON.stringify(spec, (_, v) => (typeof v === 'number' && !Number.isFinite(v) ? String(v) : v)));
        continue;
      }
      if (mine !== theirs) {
        const shown = {
          ...spec,
          where: spec.where?.map((w) => ({
            ...w,
            value:
              Array.isArray(w.value) && ['in', 'not-in', 'array-contains-any'].includes(w.op)
                ? w.value.map(describeValue)
                : describeValue(w.value),
          })),
        };
        disagreements.push(
          `[${classOf({ ...spec, collection: '' })}] ${counting ? 'count ' : ''}${JSON.stringify(shown)}\n    local:     ${mine}\n    firestore: ${theirs}`,
        );
      }
    }
    if (unanswered.length)
      console.log(
        `[differential] ${unanswered.length} of ${QUERIES} queries got no answer from the emulator within ${QUERY_TIMEOUT_MS} ms, not compared:\n  ${unanswered.join('\n  ')}`,
      );
    if (indexOnly)
      console.log(
        `[differential] ${indexOnly} queries need a composite index locally, which the emulator does not enforce: not compared`,
      );
    expect(unanswered.length + indexOnly, 'most queries must be compared').toBeLessThan(QUERIES / 5);
    expect(
      disagreements,
      `${disagreements.length} of ${QUERIES - unanswered.length - indexOnly} compared queries disagree (seed ${SEED}):\n${disagreements.join('\n')}`,
    ).toEqual([]);
  });

  it(`queries served by a declared composite index give the same answers (seed ${SEED})`, async () => {
    const declared = (
      JSON.parse(readFileSync(path.resolve(__dirname, '../../firestore.indexes.json'), 'utf8')) as {
        indexes: DeclaredIndex[];
      }
    ).indexes;
    const rnd = random(SEED + 1);
    for (const [group, docs] of indexSeeds(declared, rnd)) {
      for (const side of sides) {
        await side.backend.docs.batch(
          Object.entries(docs).map(([id, data]) => ({
            type: 'set' as const,
            path: `${side.scratch}/${group}/${id}`,
            data,
          })),
        );
      }
    }
    const cases = indexCases(declared, rnd);
    const disagreements: string[] = [];
    const unanswered: string[] = [];
    let nonEmpty = 0;
    for (const c of cases) {
      const results = await Promise.all(
        sides.map((side) =>
          outcome(async () => {
            const spec = { ...c.spec, collection: `${side.scratch}/${c.group}` } as QuerySpec;
            if (c.count) return side.backend.docs.count(spec);
            const first = await side.backend.docs.query(spec);
            if (!c.nextPage || first.length === 0) return first.map((d) => d.id);
            // The next page from a cursor on the last document: the composite order's values plus the id.
            const next = await side.backend.docs.query({ ...spec, startAfter: first[first.length - 1] });
            return [...first.map((d) => d.id), '|', ...next.map((d) => d.id)];
          }),
        ),
      );
      const [mine, theirs] = results.map((r) => JSON.stringify('error' in r ? { error: r.error } : r));
      const shown = `${c.count ? 'count ' : ''}${c.nextPage ? 'two pages ' : ''}${JSON.stringify({ ...c.spec, where: c.spec.where?.map((w) => ({ ...w, value: Array.isArray(w.value) ? w.value.map(describeValue) : describeValue(w.value) })) })}`;
      if (!theirs.includes('"ids":[]') && !theirs.includes('"count":0')) nonEmpty += 1;
      if (theirs.includes('"timeout"')) unanswered.push(shown);
      // The emulator serves every query; a refusal for a missing index here means the local planner misreads the file.
      else if (mine !== theirs)
        disagreements.push(`[4 composite index ${c.index}] ${shown}\n    local:     ${mine}\n    firestore: ${theirs}`);
    }
    console.log(
      `[differential] ${cases.length} composite-index queries over ${new Set(cases.map((c) => c.index)).size} declared indexes and merged pairs: ` +
        `${nonEmpty} with results, ${unanswered.length} unanswered by the emulator within ${QUERY_TIMEOUT_MS} ms`,
    );
    if (unanswered.length) console.log(`[differential] not compared:\n  ${unanswered.join('\n  ')}`);
    expect(unanswered.length, 'most composite-index queries must be compared').toBeLessThan(cases.length / 10);
    expect(
      disagreements,
      `${disagreements.length} of ${cases.length} composite-index queries disagree (seed ${SEED}):\n${disagreements.join('\n')}`,
    ).toEqual([]);
  });

  it('accepts and refuses the same writes, and gives back the same values', async () => {
    const deep = (n: number): unknown => (n === 0 ? 1 : { d: deep(n - 1) });
    const longName = 'k'.repeat(1501);
    const probes: [string, DocumentData, string?][] = [
      ['empty field name', { '': 1 }],
      ['reserved field name', { __x__: 1 }],
      ['field name of 1,500 bytes', { ['k'.repeat(1500)]: 1 }],
      ['field name over 1,500 bytes', { [longName]: 1 }],
      ['map nested 20 deep', { m: deep(19) }],
      ['map nested 21 deep', { m: deep(20) }],
      ['map nested 25 deep', { m: deep(25) }],
      ['date in year 1', { t: day('0001-01-01T00:00:00Z') }],
      ['date before year 1', { t: new Date(-62135596800001) }],
      ['date after year 9999', { t: new Date(253402300800000) }],
      ['NaN and infinities', { a: NaN, b: Infinity, c: -Infinity }],
      ['minus zero', { z: -0 }],
      ['NUL in a string and a key', { s: 'a\u0000b', ['k\u0000']: 1 }],
      ['a map that looks like a timestamp', { m: { $ts: 5 } }],
      ['a map that looks like a field operation', { m: { $fv: 'increment', by: 1 } }],
      ['keys starting with $', { $a: { $$b: 1 } }],
      ['a string of quotes near the limit', { s: '"'.repeat(1_000_000) }],
      ['a string of control characters near the limit', { s: '\u0001'.repeat(1_000_000) }],
      ['a string over the limit in UTF-8 bytes', { s: 'é'.repeat(530_000) }],
      ['a document over 1 MiB', { a: 'x'.repeat(600_000), b: 'y'.repeat(600_000) }],
      ['a document id of 1,500 bytes', { a: 1 }, 'i'.repeat(1500)],
      ['a document id over 1,500 bytes', { a: 1 }, 'i'.repeat(1501)],
    ];
    const disagreements: string[] = [];
    for (const [name, data, id] of probes) {
      const results = await Promise.all(
        sides.map(async (side) => {
          const docPath = `${side.collection}/${id ?? `w-${name.replace(/[^a-z0-9]+/gi, '-')}`}`;
          try {
            await side.backend.docs.set(docPath, data);
            const back = (await side.backend.docs.get(docPath)).data;
            return { stored: back };
          } catch (e) {
            return { error: (e as { code?: string }).code ?? String(e) };
          }
        }),
      );
      // Field order is no property of the data: compare maps with their keys sorted.
      const canonical = (r: { stored?: unknown; error?: string }) =>
        'error' in r && r.error
          ? `refused: ${r.error}`
          : JSON.stringify(r.stored, (_, v) => {
              if (typeof v === 'number' && (!Number.isFinite(v) || Object.is(v, -0)))
                return `#${Object.is(v, -0) ? '-0' : v}`;
              if (v && typeof v === 'object' && !Array.isArray(v))
                return Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
              return v;
            });
      const [mine, theirs] = results.map(canonical);
      if (mine !== theirs)
        disagreements.push(
          `[5 writes] ${name}\n    local:     ${mine.slice(0, 200)}\n    firestore: ${theirs.slice(0, 200)}`,
        );
    }
    expect(disagreements, `${disagreements.length} writes disagree:\n${disagreements.join('\n')}`).toEqual([]);
  });
});
