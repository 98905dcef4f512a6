/**
 * The document store: get / query / count / atomic commits over the `documents` table, enforcing the access
 * policy for client access and announcing every committed change to the realtime hub.
 */
import type { Database } from '../database/types';
import type { WireData, WireDoc } from '@/services/backend/wire/wire';
import type { WireQuery } from '@/services/backend/wire/wire-query';
import { permissionDenied, type Policy } from '../policy/policy';
import type { Access } from '../policy/types';
import { commitWrites } from './commit';
import { documentCacheOf } from './document-cache';
import type { IndexCatalog } from './indexes';
import { lookupOn, readData, storedReaderOn, type StoredReader } from './lookup';
import { parseDocPath } from './paths';
import { createStatements } from './prepared';
import { pinnedValue, planQuery, type QueryPlan } from './query-plan';
import { buildQuerySql } from './query-sql';
import { dataFromStored } from './stored-form';

export type CommitListener = (paths: string[]) => void;

/**
 * PGlite runs no autovacuum, so the store refreshes the planner's statistics itself, as autovacuum would: after
 * 2,000 written documents or a tenth of the table, whichever is more. ANALYZE holds the one database connection
 * (2.5 to 3.7 s on the 100,000-job folder), so on a large table it must stay rare.
 */
function writesBeforeAnalyze(tableRows: number): number {
  return Math.max(2000, Math.ceil(0.1 * tableRows));
}

export function createDocumentStore({ db, indexes, policy }: { db: Database; indexes: IndexCatalog; policy: Policy }) {
  const listeners = new Set<CommitListener>();
  const statements = createStatements(db);
  const prepared = statements.on(db);
  const cache = documentCacheOf(db);
  const readStored = storedReaderOn(prepared);
  /** Reads outside commits go through the cache (document-cache.ts says why it stays exact). */
  const readCached: StoredReader = (path) => cache.document(path, () => readStored(path));
  async function rows<T>(group: string, sql: string, params: readonly unknown[]): Promise<T[]> {
    const key = `sql\0${sql}\0${JSON.stringify(params)}`;
    return cache.query(group, key, async () => (await statements.query<T>(db, sql, params)).rows);
  }
  let writesSinceAnalyze = 0;
  let analyzeAfter = writesBeforeAnalyze(0);
  let analyzing = false;

  async function analyzeIfDue() {
    // reltuples is the table's size as the last ANALYZE (or seeding's) counted it; -1 before any.
    const counted = await db.query<{ rows: number }>(
      `SELECT reltuples::float8 AS rows FROM pg_class WHERE relname = 'documents'`,
    );
    analyzeAfter = writesBeforeAnalyze(Math.max(0, counted.rows[0]?.rows ?? 0));
    if (writesSinceAnalyze < analyzeAfter || db.closed) return;
    writesSinceAnalyze = 0;
    await db.exec('ANALYZE documents');
  }

  function noteWrites(n: number) {
    writesSinceAnalyze += n;
    if (writesSinceAnalyze < analyzeAfter || analyzing) return;
    analyzing = true;
    const timer = setTimeout(() => {
      if (db.closed) return;
      analyzeIfDue()
        .catch(() => undefined)
        .finally(() => (analyzing = false));
    }, 1000);
    timer.unref?.();
  }

  async function getDoc(path: string): Promise<WireDoc> {
    const doc = parseDocPath(path);
    const data = await readData(readCached, doc.path);
    return data ? { id: doc.id, path: doc.path, exists: true, data } : { id: doc.id, path: doc.path, exists: false };
  }

  async function checkGet(access: Access, doc: WireDoc): Promise<void> {
    if (access.kind === 'server') return;
    if (!(await policy.allowGet(access.auth, doc.path, doc.data ?? null, lookupOn(readCached, Date.now()))))
      throw permissionDenied();
  }

  /** Validates, applies the list rule ("rules are not filters") and checks the composite index. */
  async function plan(access: Access, query: WireQuery): Promise<QueryPlan> {
    const p = planQuery(query);
    if (access.kind === 'client') {
      const allowed = await policy.allowList(
        access.auth,
        { collection: p.collection, limit: p.limit, pinned: (field, op) => pinnedValue(p, field, op) },
        lookupOn(readCached, Date.now()),
      );
      if (!allowed) throw permissionDenied();
    }
    indexes.check(p);
    return p;
  }

  async function runPlan(p: QueryPlan): Promise<WireDoc[]> {
    const { sql, params } = buildQuerySql(p, 'docs');
    const found = await rows<{ id: string; path: string; data: WireData }>(p.group, sql, params);
    return found.map((r) => ({ id: r.id, path: r.path, exists: true, data: dataFromStored(r.data) }));
  }

  async function commit(access: Access, rawOps: unknown): Promise<void> {
    const changed = await commitWrites(db, statements, policy, access, rawOps);
    if (changed.length === 0) return;
    noteWrites(changed.length);
    for (const listener of listeners) {
      try {
        listener(changed);
      } catch (error) {
        console.error('[local-backend] commit listener failed', error);
      }
    }
  }

  return {
    async get(access: Access, path: string): Promise<WireDoc> {
      const doc = await getDoc(path);
      await checkGet(access, doc);
      return doc;
    },
    async query(access: Access, query: WireQuery): Promise<WireDoc[]> {
      return runPlan(await plan(access, query));
    },
    async count(access: Access, query: WireQuery): Promise<number> {
      const p = await plan(access, query);
      const { sql, params } = buildQuerySql(p, 'count');
      return (await rows<{ n: number }>(p.group, sql, params))[0].n;
    },
    commit,
    /** For the realtime hub: the same steps, split so a subscription is checked once and re-run on change. */
    getDoc,
    checkGet,
    plan,
    runPlan,
    onCommit(listener: CommitListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;
