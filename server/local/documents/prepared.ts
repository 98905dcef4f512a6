/**
 * Named prepared statements for the documents table. It carries an expression index per declared composite index
 * (about sixty), and Postgres looks at every index, and asks the file system for its size, each time it plans a
 * statement: on 100,000 jobs a one-row read by primary key took 3.8 ms planned afresh and 0.5 ms as a prepared
 * statement (PGlite runs every `query` as an unnamed statement, planned each time). A prepared statement keeps its
 * plan once Postgres settles on a generic one (after five runs), so the store's statements run as PREPARE/EXECUTE.
 *
 * Every value the store binds is text or a number (JSON travels as text cast to jsonb), so EXECUTE takes them as
 * quoted literals and Postgres types them from the statement; anything else runs as a plain query.
 */
import type { Database, Queryable, QueryResults } from '../database/types';
import { sqlLiteral } from './sql';

/** Statements whose text is built per query (filters, orders, limits): past this many, new texts run unprepared. */
const MAX_STATEMENTS = 500;
/** Names unique in the process, so two stores on one connection cannot collide. */
let named = 0;

function literals(params: readonly unknown[]): string | null {
  const out: string[] = [];
  for (const value of params) {
    if (typeof value === 'string') out.push(sqlLiteral(value));
    else if (typeof value === 'number' && Number.isFinite(value)) out.push(sqlLiteral(String(value)));
    else return null;
  }
  return out.join(', ');
}

export interface Statements {
  /**
   * Runs `sql` with `params` on `q`, prepared when it can be. A transaction runs statements already prepared and
   * plain queries otherwise, and never waits for a PREPARE: one sent on the engine's connection is queued behind
   * the transaction itself.
   */
  query<T>(q: Queryable, sql: string, params: readonly unknown[]): Promise<QueryResults<T>>;
  /** `q` with its queries run as `query` above, for code written against a plain connection. */
  on(q: Queryable): Queryable;
}

export function createStatements(db: Database): Statements {
  const ready = new Map<string, string>();
  const preparing = new Map<string, Promise<string | null>>();

  function prepare(sql: string): Promise<string | null> {
    let pending = preparing.get(sql);
    if (!pending) {
      named += 1;
      const name = `docs_${named}`;
      pending = db.exec(`PREPARE ${name} AS ${sql}`).then(
        () => {
          ready.set(sql, name);
          return name;
        },
        // Left to the plain query, which reports the statement's error as it always did.
        () => null,
      );
      preparing.set(sql, pending);
      void pending.then(() => preparing.delete(sql));
    }
    return pending;
  }

  async function query<T>(q: Queryable, sql: string, params: readonly unknown[] = []): Promise<QueryResults<T>> {
    const args = literals(params);
    let name = ready.get(sql) ?? null;
    if (!name && args !== null && ready.size + preparing.size < MAX_STATEMENTS) {
      // A transaction's statement is prepared on the side, for the next transaction.
      if (q === db) name = await prepare(sql);
      else void prepare(sql);
    }
    if (!name || args === null) return q.query<T>(sql, [...params]);
    return q.query<T>(params.length > 0 ? `EXECUTE ${name}(${args})` : `EXECUTE ${name}`);
  }

  return {
    query,
    on: (q) => ({ query: <T>(sql: string, params?: unknown[]) => query<T>(q, sql, params) }),
  };
}
