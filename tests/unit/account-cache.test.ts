/**
 * The callers' account rows kept in memory (server/local/auth/account-cache.ts): read once, then from memory, and
 * never kept past a write to auth_users, even one racing the read. The database is a stand-in whose answers the
 * test releases one by one, so the races happen in a known order.
 */
import { cachedAccount, watchAccountWrites } from '@/server/local/auth/account-cache';
import type { QueryResults } from '@/server/local/database/types';
import { databaseAnswering } from '../helpers/stand-in-database';

interface Held {
  sql: string;
  release: () => void;
}

/**
 * A database of one table, auth_users. Each statement runs when sent; with `hold` on, its answer waits until
 * released, so answers can arrive in any order.
 */
function standIn() {
  const rows = new Map<string, { uid: string; disabled: boolean }>([['u1', { uid: 'u1', disabled: false }]]);
  const held: Held[] = [];
  const selects: string[] = [];
  let hold = false;
  const run = <T>(sql: string, params: unknown[]): QueryResults<T> => {
    const uid = String(params[0]);
    if (/^select/.test(sql)) {
      selects.push(uid);
      const row = rows.get(uid);
      return { rows: (row ? [{ ...row }] : []) as T[], fields: [] };
    }
    if (/^update auth_users set disabled/.test(sql)) rows.set(uid, { uid, disabled: true });
    if (/^delete from auth_users/.test(sql)) rows.delete(uid);
    return { rows: [], fields: [], affectedRows: 1 };
  };
  const answer = async <T>(sql: string, params: unknown[] = []): Promise<QueryResults<T>> => {
    const result = run<T>(sql, params);
    if (hold) await new Promise<void>((release) => held.push({ sql, release }));
    return result;
  };
  const db = databaseAnswering(answer);
  return {
    db,
    selects,
    held,
    holdAnswers: (on: boolean) => (hold = on),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cached account rows', () => {
  it('reads an account once, then answers from memory, a copy each time', async () => {
    const { db, selects } = standIn();
    const watched = watchAccountWrites(db);
    const first = await cachedAccount(watched, 'u1');
    first!.disabled = true;
    expect(await cachedAccount(watched, 'u1')).toEqual({ uid: 'u1', disabled: false });
    expect(await cachedAccount(watched, 'nobody')).toBeNull();
    expect(await cachedAccount(watched, 'nobody')).toBeNull();
    expect(selects).toEqual(['u1', 'nobody']);
    expect(watched.dump()).toBe('the worker database’s own method');
    expect(watchAccountWrites(watched)).toBe(watched);
  });

  it('reads again after any write to auth_users, in a transaction or not, and not after other writes', async () => {
    const { db, selects } = standIn();
    const watched = watchAccountWrites(db);
    await cachedAccount(watched, 'u1');
    await watched.query('update documents set data = $2 where path = $1', ['x', '{}']);
    await cachedAccount(watched, 'u1');
    expect(selects).toEqual(['u1']);

    await watched.query('update auth_users set disabled = true where uid = $1', ['u1']);
    expect(await cachedAccount(watched, 'u1')).toEqual({ uid: 'u1', disabled: true });
    await watched.transaction((tx) => tx.query('delete from auth_users where uid = $1', ['u1']));
    expect(await cachedAccount(watched, 'u1')).toBeNull();
    expect(selects).toEqual(['u1', 'u1', 'u1']);
  });

  it('does not keep a row read before a write to auth_users but answered after it', async () => {
    const { db, selects, held, holdAnswers } = standIn();
    const watched = watchAccountWrites(db);
    holdAnswers(true);
    const read = cachedAccount(watched, 'u1');
    await tick();
    const write = watched.query('update auth_users set disabled = true where uid = $1', ['u1']);
    await tick();
    const [readAnswer, writeAnswer] = held.splice(0);
    writeAnswer.release();
    await write;
    readAnswer.release();
    expect(await read).toEqual({ uid: 'u1', disabled: false });
    holdAnswers(false);
    expect(await cachedAccount(watched, 'u1')).toEqual({ uid: 'u1', disabled: true });
    expect(selects).toEqual(['u1', 'u1']);
  });

  it('does not keep a row read while a transaction that wrote auth_users was still open', async () => {
    const { db, selects } = standIn();
    const watched = watchAccountWrites(db);
    let readInside: Promise<unknown> | undefined;
    await watched.transaction(async (tx) => {
      await tx.query('update auth_users set disabled = true where uid = $1', ['u1']);
      // Outside the transaction, before it ends: what a concurrent request would do.
      readInside = cachedAccount(watched, 'u1');
      await readInside;
    });
    await cachedAccount(watched, 'u1');
    expect(selects).toEqual(['u1', 'u1']);
  });
});
