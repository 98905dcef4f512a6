/**
 * The local backend's database on its own thread (server/local/database/worker-database.ts): what callers see is
 * PGlite's behaviour (rows, commits, rollbacks, Postgres' error codes, statements outside a transaction waiting for
 * it), while the calling thread stays free to serve requests during a long statement.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkerDatabase, type WorkerDatabase } from '@/server/local/database/worker-database';

let dir: string;
let db: WorkerDatabase;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-db-'));
  ({ db } = await openWorkerDatabase(path.join(dir, 'pg')));
  await db.exec(`CREATE TABLE items (id text PRIMARY KEY, data jsonb, n int)`);
}, 120_000);
afterAll(async () => {
  await db?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM items')).rows[0].n;

describe('the database thread', () => {
  it('answers queries with typed rows: JSON as objects, integers as numbers, arrays as parameters', async () => {
    await db.query('INSERT INTO items VALUES ($1, $2::jsonb, $3), ($4, $5::jsonb, $6)', [
      'a',
      '{"tags":["x"]}',
      1,
      'b',
      '{"tags":[]}',
      2,
    ]);
    const { rows } = await db.query<{ id: string; data: unknown; n: number }>(
      'SELECT * FROM items WHERE id = any($1) ORDER BY id',
      [['a', 'b']],
    );
    expect(rows).toEqual([
      { id: 'a', data: { tags: ['x'] }, n: 1 },
      { id: 'b', data: { tags: [] }, n: 2 },
    ]);
    expect((await db.query('DELETE FROM items WHERE id = $1', ['b'])).affectedRows).toBe(1);
  });

  it('commits a transaction that returns and rolls back one that throws, with its own error', async () => {
    const before = await count();
    const value = await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO items VALUES ('t1', '{}', 1)`);
      return (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM items')).rows[0].n;
    });
    expect(value).toBe(before + 1);
    class Refused extends Error {}
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO items VALUES ('t2', '{}', 1)`);
        throw new Refused('no');
      }),
    ).rejects.toBeInstanceOf(Refused);
    expect(await count()).toBe(before + 1);
    await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO items VALUES ('t3', '{}', 1)`);
      await tx.rollback();
      await expect(tx.query('SELECT 1')).rejects.toThrow(/Transaction is closed/);
    });
    expect(await count()).toBe(before + 1);
  });

  it("reports Postgres' errors with their code, and a failed statement aborts its transaction", async () => {
    const duplicate = await db.query(`INSERT INTO items VALUES ('t1', '{}', 1)`).catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(Error);
    expect(duplicate).toMatchObject({ code: '23505', message: expect.stringMatching(/duplicate key/) });
    const before = await count();
    await expect(
      db.transaction(async (tx) => {
        await tx.query(`INSERT INTO items VALUES ('t4', '{}', 1)`);
        await tx.query(`INSERT INTO items VALUES ('t1', '{}', 1)`);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await count()).toBe(before);
  });

  it('runs a statement sent outside an open transaction after it, as PGlite does', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO items VALUES ('o1', '{}', 1)`);
      outside = db
        .query(`SELECT count(*)::int AS n FROM items WHERE id = 'o1'`)
        .then((r) => order.push(`outside saw ${(r.rows[0] as { n: number }).n}`));
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('transaction ends');
    });
    await outside;
    expect(order).toEqual(['transaction ends', 'outside saw 1']);
  });

  it('keeps the calling thread free while a statement runs', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    await db.query('SELECT pg_sleep(0.5)');
    clearInterval(timer);
    // On the calling thread, the half-second statement would hold back every tick until it ended (one at most).
    expect(ticks).toBeGreaterThan(3);
  });

  it('refuses calls once closed, and a closed folder reopens with its data', async () => {
    const { db: other } = await openWorkerDatabase(path.join(dir, 'pg2'));
    await other.exec(`CREATE TABLE kept (id int)`);
    await other.query('INSERT INTO kept VALUES (7)');
    await other.close();
    expect(other.closed).toBe(true);
    await expect(other.query('SELECT 1')).rejects.toThrow(/stopped|not open/);
    const { db: again, fresh } = await openWorkerDatabase(path.join(dir, 'pg2'));
    expect(fresh).toBe(false);
    expect((await again.query('SELECT id FROM kept')).rows).toEqual([{ id: 7 }]);
    await again.close();
  }, 120_000);
});
