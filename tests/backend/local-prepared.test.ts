/**
 * The document store's prepared statements (server/local/documents/prepared.ts): the same rows as a plain query,
 * each statement text prepared once, values that could break out of a literal taken as values, and a transaction
 * never waiting on a statement being prepared behind it.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatements } from '@/server/local/documents/prepared';

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
  await db.exec(`CREATE TABLE docs (path text PRIMARY KEY, data jsonb, at bigint)`);
  await db.query(`INSERT INTO docs VALUES ('a', '{"n": 1}', 10), ('b''s', '{"n": 2}', 20), ('c\\d', '{"n": 3}', 30)`);
});
afterAll(async () => {
  await db.close();
});

const prepared = async () =>
  (await db.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).rows.map((r) => r.statement);

describe('prepared statements', () => {
  it('answer as the plain query does, and prepare each statement text once', async () => {
    const statements = createStatements(db);
    const sql = 'SELECT path, data, at FROM docs WHERE path = $1 OR (data @> $2::jsonb AND at > $3) ORDER BY path';
    for (const params of [
      ['a', '{"n": 3}', 0],
      ["b's", '{"n": 9}', 0],
      ['c\\d', '{"n": 1}', 50],
    ]) {
      const plain = await db.query(sql, params);
      expect((await statements.query(db, sql, params)).rows).toEqual(plain.rows);
      expect((await statements.query(db, sql, params)).rows).toEqual(plain.rows);
    }
    expect((await prepared()).filter((text) => text.includes('FROM docs WHERE path = $1 OR'))).toHaveLength(1);
  });

  it('takes quotes and backslashes in values as values', async () => {
    const statements = createStatements(db);
    const sql = 'SELECT count(*)::int AS n FROM docs WHERE path = $1';
    expect((await statements.query<{ n: number }>(db, sql, ["x' OR '1'='1"])).rows[0].n).toBe(0);
    expect((await statements.query<{ n: number }>(db, sql, ["b's"])).rows[0].n).toBe(1);
    expect((await statements.query<{ n: number }>(db, sql, ['c\\d'])).rows[0].n).toBe(1);
  });

  it('a transaction meeting a statement first runs it plainly, while it is prepared for the next one', async () => {
    const statements = createStatements(db);
    const sql = "SELECT data->'n' AS n FROM docs WHERE path = $1 AND at >= $2";
    const inside = db.transaction(async (tx) => {
      // The engine's connection asks for the same statement now: its PREPARE waits for this transaction to end.
      const outside = statements.query<{ n: number }>(db, sql, ["b's", 0]);
      const { rows } = await statements.query<{ n: number }>(tx, sql, ['a', 0]);
      return { rows, outside };
    });
    const { rows, outside } = await inside;
    expect(rows).toEqual([{ n: 1 }]);
    expect((await outside).rows).toEqual([{ n: 2 }]);
    expect((await prepared()).filter((text) => text.includes('AND at >= $2'))).toHaveLength(1);
    await db.transaction(async (tx) => {
      expect((await statements.query(tx, sql, ['c\\d', 0])).rows).toEqual([{ n: 3 }]);
    });
  });

  it('reports a bad statement as the plain query does', async () => {
    const statements = createStatements(db);
    await expect(statements.query(db, 'SELECT nope FROM docs WHERE path = $1', ['a'])).rejects.toThrow(
      /column "nope" does not exist/,
    );
  });
});
