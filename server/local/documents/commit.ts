/**
 * One atomic commit: every write of a batch or none. Writes apply in order to the state the batch builds up; the
 * policy then judges each against the state before the batch (`exists`, `get`) and after it (`existsAfter`,
 * `getAfter`); one refusal or failure writes nothing.
 *
 * Optimistic first: the batch's documents and whatever the policy looks up are read outside any transaction (from the
 * document cache where it holds them), and one statement writes the batch only if every document read is still as it
 * was read (compare and set); a refusal counts only once the documents it was judged on are confirmed unchanged. The database is
 * never held while the server's thread judges the batch, which with the database on its own thread took several
 * round trips between the threads per write, each a wait for every other statement. A batch that keeps meeting
 * changes is judged again inside a transaction, which holds the database for it.
 */
import { BackendError } from '@/services/backend/types';
import type { WireData } from '@/services/backend/wire/wire';
import type { WireWriteOp } from '@/services/backend/wire/wire-query';
import type { Database, Queryable } from '../database/types';
import { permissionDenied, type Policy } from '../policy/policy';
import type { Access } from '../policy/types';
import { affectedKeys, applyWrite } from './apply-write';
import { documentCacheOf, type DocumentCache } from './document-cache';
import { lookupOn, storedReaderOn, type ReadObserver } from './lookup';
import { parseDocPath } from './paths';
import type { Statements } from './prepared';
import { dataFromStored, toStored } from './stored-form';
import { documentSize, MAX_DOC_BYTES, validateWrites } from './validate-write';

interface StoredRow {
  path: string;
  collection: string;
  coll_group: string;
  id: string;
  data: unknown;
}

/** What a judged batch writes. */
interface CommitPlan {
  paths: string[];
  removed: string[];
  written: StoredRow[];
  now: number;
}

/** Judged again after this many batches met a change between their reads and their write. */
const OPTIMISTIC_ATTEMPTS = 3;

/** Each stored document judging read, as first read; `changed` when a second read of it differed. */
class ReadSet {
  private readonly seen = new Map<string, string>();
  changed = false;

  observe: ReadObserver = (path, stored) => {
    const json = JSON.stringify(stored);
    const first = this.seen.get(path);
    if (first === undefined) this.seen.set(path, json);
    else if (first !== json) this.changed = true;
  };

  /** `[{ path, data }]`, data as stored (null for a missing document), for the write's check. */
  json(): string {
    return `[${[...this.seen].map(([path, data]) => `{"path":${JSON.stringify(path)},"data":${data}}`).join(',')}]`;
  }
}

/**
 * Reads the batch's documents (and the policy's look-ups) and judges the batch: through `tx`, or from `cache` where it
 * holds them (the optimistic write checks every document read either way).
 */
async function judge(
  tx: Queryable,
  ops: WireWriteOp[],
  policy: Policy,
  access: Access,
  observe?: ReadObserver,
  cache?: DocumentCache,
): Promise<CommitPlan> {
  const now = Date.now();
  const before = new Map<string, WireData | null>();
  const after = new Map<string, WireData | null>();
  const steps: { op: WireWriteOp; resource: WireData | null; data: WireData | null; missing: boolean }[] = [];
  const paths = [...new Set(ops.map((op) => op.path))];
  const held = cache ? paths.map((path) => cache.held(path)) : [];
  const stored = new Map<string, unknown>();
  if (cache && held.every((data) => data !== undefined)) {
    paths.forEach((path, i) => stored.set(path, held[i]));
  } else {
    // One round trip for every document the batch touches (batches of 500 are common when seeding).
    const { rows: found } = await tx.query<{ path: string; data: WireData }>(
      'SELECT path, data FROM documents WHERE path IN (SELECT jsonb_array_elements_text($1::jsonb))',
      [JSON.stringify(paths)],
    );
    for (const row of found) stored.set(row.path, row.data);
  }
  for (const path of paths) {
    const data = stored.get(path) ?? null;
    before.set(path, data === null ? null : dataFromStored(data as WireData));
    observe?.(path, data);
  }
  for (const op of ops) {
    const current = after.has(op.path) ? after.get(op.path)! : before.get(op.path)!;
    const missing = op.type === 'update' && current === null;
    // A missing update target is judged by the policy first (as Firestore's rules are), then fails not-found.
    const data = missing ? applyWrite({}, op, now) : applyWrite(current, op, now);
    if (data && documentSize(op.path, data) > MAX_DOC_BYTES) {
      throw new BackendError(
        'invalid-argument',
        `Document ${op.path} cannot be written because its size exceeds the maximum allowed size of 1,048,576 bytes.`,
      );
    }
    steps.push({ op, resource: current, data, missing });
    if (!missing) after.set(op.path, data);
  }
  if (access.kind === 'client') {
    const read = storedReaderOn(tx);
    const lookup = lookupOn(cache ? (path) => cache.document(path, () => read(path)) : read, now, observe);
    const afterLookup = {
      existsAfter: async (path: string) => (after.has(path) ? after.get(path) !== null : lookup.exists(path)),
      getAfter: async (path: string) => (after.has(path) ? after.get(path)! : lookup.get(path)),
    };
    for (const step of steps) {
      const kind = step.op.type === 'delete' ? 'delete' : step.resource === null && !step.missing ? 'create' : 'update';
      const allowed = await policy.allowWrite(kind, access.auth, {
        path: step.op.path,
        resource: step.resource,
        // Firestore's request.resource is null on delete; rules for delete must not read it.
        data: step.data ?? {},
        affectedKeys: affectedKeys(step.resource, step.data),
        ...lookup,
        ...afterLookup,
      });
      if (!allowed) throw permissionDenied();
    }
  }
  const missing = steps.find((s) => s.missing);
  if (missing) throw new BackendError('not-found', `No document to update: ${missing.op.path}`);
  const removed = [...after].filter(([, data]) => data === null).map(([path]) => path);
  const written = [...after].flatMap(([path, data]) => {
    if (data === null) return [];
    const doc = parseDocPath(path);
    return [{ path, collection: doc.collection, coll_group: doc.group, id: doc.id, data: toStored(data) }];
  });
  return { paths: [...after.keys()], removed, written, now };
}

const EXPECTED_ROWS = `SELECT e.path, e.data FROM jsonb_to_recordset($1::jsonb) AS e(path text, data jsonb)`;
const CHANGED_SINCE_READ = `SELECT 1 FROM (${EXPECTED_ROWS}) e LEFT JOIN documents d ON d.path = e.path WHERE d.data IS DISTINCT FROM e.data`;

/**
 * One statement, so one step on the database: writes the plan if every document in `expected` is still as read
 * (all of it or none), and says whether it did.
 */
const WRITE_IF_UNCHANGED = `WITH changed AS (${CHANGED_SINCE_READ} LIMIT 1),
  removed AS (
    DELETE FROM documents WHERE path IN (SELECT jsonb_array_elements_text($2::jsonb)) AND NOT EXISTS (SELECT 1 FROM changed)
  ),
  written AS (
    INSERT INTO documents (path, collection, coll_group, id, data, create_time, update_time)
    SELECT w.path, w.collection, w.coll_group, w.id, w.data, $4, $4
    FROM jsonb_to_recordset($3::jsonb) AS w(path text, collection text, coll_group text, id text, data jsonb)
    WHERE NOT EXISTS (SELECT 1 FROM changed)
    ON CONFLICT (path) DO UPDATE SET data = excluded.data, update_time = excluded.update_time
  )
SELECT NOT EXISTS (SELECT 1 FROM changed) AS applied`;

async function write(q: Queryable, plan: CommitPlan, expected: string): Promise<boolean> {
  const { rows } = await q.query<{ applied: boolean }>(WRITE_IF_UNCHANGED, [
    expected,
    JSON.stringify(plan.removed),
    JSON.stringify(plan.written),
    plan.now,
  ]);
  return rows[0].applied;
}

/** `write` on the engine's connection, with the cache told of it. */
async function writeNow(cache: DocumentCache, q: Queryable, plan: CommitPlan, expected: string): Promise<boolean> {
  const written = cache.writing(plan.paths);
  try {
    return await write(q, plan, expected);
  } finally {
    written();
  }
}

async function stillAsRead(q: Queryable, reads: ReadSet): Promise<boolean> {
  const { rows } = await q.query<{ current: boolean }>(`SELECT NOT EXISTS (${CHANGED_SINCE_READ}) AS current`, [
    reads.json(),
  ]);
  return rows[0].current;
}

/** Returns the paths the commit wrote (empty for an empty batch). */
export async function commitWrites(
  db: Database,
  statements: Statements,
  policy: Policy,
  access: Access,
  rawOps: unknown,
): Promise<string[]> {
  const ops = validateWrites(rawOps);
  if (ops.length === 0) return [];
  const q = statements.on(db);
  const cache = documentCacheOf(db);
  for (let attempt = 0; attempt < OPTIMISTIC_ATTEMPTS; attempt += 1) {
    const reads = new ReadSet();
    let plan: CommitPlan;
    try {
      plan = await judge(q, ops, policy, access, reads.observe, cache);
    } catch (error) {
      // A refusal or failure judged on documents that changed meanwhile is judged again on what is there now.
      if (!reads.changed && (await stillAsRead(q, reads))) throw error;
      continue;
    }
    if (!reads.changed && (await writeNow(cache, q, plan, reads.json()))) return plan.paths;
  }
  // The cache hears of the transaction's write when it is sent, and again once the transaction has ended.
  let written: (() => void) | undefined;
  try {
    return await db.transaction(async (raw) => {
      const tx = statements.on(raw);
      const plan = await judge(tx, ops, policy, access);
      written = cache.writing(plan.paths);
      await write(tx, plan, '[]');
      return plan.paths;
    });
  } finally {
    written?.();
  }
}
