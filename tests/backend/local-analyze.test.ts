/**
 * The store refreshes the planner's statistics itself (PGlite runs no autovacuum), as autovacuum would: after 2,000
 * written documents on a small table, after a tenth of the table on a large one. ANALYZE holds the one database
 * connection for seconds on a large folder, so refreshing every 2,000 writes there stalled writes under load.
 */
import type { Database } from '@/server/local/database/types';
import { documentCacheOf } from '@/server/local/documents/document-cache';
import type { LocalEngine } from '@/server/local/engine';
import type { PolicyEntry } from '@/server/local/policy/types';
import type { Documents } from '@/services/backend/types';
import { openTestEngine } from '../helpers/local-server';
import { storeWithPolicy } from '../helpers/policy-store';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 120_000 });

const TABLE: PolicyEntry[] = [{ match: 'items/{id}', rules: { get: () => true } }];

let engine: LocalEngine;
let admin: Documents;
let sent: string[];

beforeAll(async () => {
  engine = await openTestEngine();
  sent = [];
  const db: Database = Object.create(engine.db, {
    exec: { value: (sql: string) => (sent.push(sql), engine.db.exec(sql)) },
  });
  ({ admin } = storeWithPolicy({ ...engine, db } as LocalEngine, TABLE, {
    uid: 'u1',
    email: 'u1@analyze.test',
    emailVerified: true,
  }));
});

afterAll(async () => {
  await engine?.close();
});

let written = 0;
async function write(count: number): Promise<void> {
  for (let done = 0; done < count; done += 500) {
    const ops = Array.from({ length: Math.min(500, count - done) }, () => ({
      type: 'set' as const,
      path: `items/i${written++}`,
      data: { n: written },
    }));
    await admin.batch(ops);
  }
}

/** Whether the store ran ANALYZE within the next 1.5 s (it waits 1 s after the write that made it due). */
async function analyzedSoon(): Promise<boolean> {
  const before = sent.length;
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return sent.slice(before).some((sql) => /^ANALYZE documents$/.test(sql));
}

describe('refreshing the planner statistics', () => {
  it('runs ANALYZE after 2,000 writes on a small table, and keeps the documents it holds in memory', async () => {
    await write(1999);
    expect(await analyzedSoon()).toBe(false);
    await admin.get('items/i0');
    await write(1);
    expect(await analyzedSoon()).toBe(true);
    expect(documentCacheOf(engine.db).held('items/i0')).toBeTruthy();
  });

  it('waits for a tenth of a large table', async () => {
    // 40,000 more rows as seeding writes them, counted by an ANALYZE: with the first test's 2,000, the next
    // refresh is due after 4,200 writes.
    await engine.db.exec(`
      INSERT INTO documents (path, collection, coll_group, id, data, create_time, update_time)
      SELECT 'bulk/b' || n, 'bulk', 'bulk', 'b' || n, '{}'::jsonb, 0, 0 FROM generate_series(1, 40000) AS n;
      ANALYZE documents;`);
    await write(2000);
    expect(await analyzedSoon()).toBe(false);
    await write(1500);
    expect(await analyzedSoon()).toBe(false);
    await write(600);
    expect(await analyzedSoon()).toBe(false);
    await write(100);
    expect(await analyzedSoon()).toBe(true);
  });
});
