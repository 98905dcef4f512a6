/**
 * Documents and query results kept in memory (server/local/documents/document-cache.ts): read once, then from
 * memory, and never kept past a write of their collection group, even one racing the read. The loads are the
 * test's own functions, released one by one, so the races happen in a known order.
 */
import { cachedAccount, watchAccountWrites } from '@/server/local/auth/account-cache';
import type { QueryResults } from '@/server/local/database/types';
import { databaseAnswering } from '../helpers/stand-in-database';
import { documentCacheOf, watchDocumentWrites } from '@/server/local/documents/document-cache';

/** A database that answers every statement at once and records it; selects of auth_users find one account. */
function standIn() {
  const sent: string[] = [];
  let disabled = false;
  const answer = async <T>(sql: string): Promise<QueryResults<T>> => {
    sent.push(sql);
    if (/^update auth_users/.test(sql)) disabled = true;
    const rows = /^select \* from auth_users/.test(sql) ? [{ uid: 'u1', disabled }] : [];
    return { rows: rows as T[], fields: [] };
  };
  const db = databaseAnswering(answer);
  return { db, sent };
}

/** A load that counts its calls and answers `value` when released (at once unless `held`). */
function loader<T>(value: () => T) {
  const pending: (() => void)[] = [];
  let held = false;
  const load = {
    calls: 0,
    hold: () => (held = true),
    releaseAll: () => pending.splice(0).forEach((release) => release()),
    run: async (): Promise<T> => {
      load.calls += 1;
      const answer = value();
      if (held) await new Promise<void>((release) => pending.push(release));
      return answer;
    },
  };
  return load;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cached documents and query results', () => {
  it('reads a document once, then from memory, each time as a copy of its own', async () => {
    const cache = documentCacheOf(watchDocumentWrites(standIn().db));
    const load = loader(() => ({ title: 'Designer', tags: ['ux'] }));
    const first = (await cache.document('jobs/a', load.run)) as { tags: string[] };
    first.tags.push('changed by the first caller');
    const second = await cache.document('jobs/a', load.run);
    expect(load.calls).toBe(1);
    expect(second).toEqual({ title: 'Designer', tags: ['ux'] });
  });

  it('says which documents it holds, a missing one as null', async () => {
    const cache = documentCacheOf(watchDocumentWrites(standIn().db));
    expect(cache.held('jobs/a')).toBeUndefined();
    await cache.document('jobs/a', async () => ({ title: 'Designer' }));
    await cache.document('jobs/gone', async () => null);
    expect(cache.held('jobs/a')).toEqual({ title: 'Designer' });
    expect(cache.held('jobs/gone')).toBeNull();
  });

  it('after a write, reads that document and its group’s query results again, and keeps the rest', async () => {
    const cache = documentCacheOf(watchDocumentWrites(standIn().db));
    let title = 'Designer';
    const jobA = loader(() => ({ title }));
    const jobB = loader(() => ({ title: 'Engineer' }));
    const jobList = loader(() => [{ title }]);
    const companyList = loader(() => [{ name: 'Acme' }]);
    await cache.document('jobs/a', jobA.run);
    await cache.document('jobs/b', jobB.run);
    await cache.query('jobs', 'open jobs', jobList.run);
    await cache.query('companies', 'companies', companyList.run);

    const written = cache.writing(['jobs/a']);
    title = 'Senior designer';
    written();

    expect(await cache.document('jobs/a', jobA.run)).toEqual({ title: 'Senior designer' });
    expect(await cache.query('jobs', 'open jobs', jobList.run)).toEqual([{ title: 'Senior designer' }]);
    await cache.document('jobs/b', jobB.run);
    await cache.query('companies', 'companies', companyList.run);
    expect([jobA.calls, jobList.calls, jobB.calls, companyList.calls]).toEqual([2, 2, 1, 1]);
  });

  it('keeps nothing read while a write of it is under way, nor a read that a write overtook', async () => {
    const cache = documentCacheOf(watchDocumentWrites(standIn().db));
    const job = loader(() => ({ title: 'Designer' }));
    const list = loader(() => [{ title: 'Designer' }]);

    // Read during the write: answered, not kept.
    const written = cache.writing(['jobs/a']);
    await cache.document('jobs/a', job.run);
    await cache.query('jobs', 'open jobs', list.run);
    written();
    await cache.document('jobs/a', job.run);
    await cache.query('jobs', 'open jobs', list.run);
    expect([job.calls, list.calls]).toEqual([2, 2]);

    // Reads sent before a write and answered after it: not kept either.
    const racingDoc = loader(() => ({ title: 'before the write' }));
    const racingList = loader(() => [{ title: 'before the write' }]);
    racingDoc.hold();
    racingList.hold();
    const doc = cache.document('jobs/b', racingDoc.run);
    const query = cache.query('jobs', 'new jobs', racingList.run);
    await tick();
    cache.writing(['jobs/b'])();
    racingDoc.releaseAll();
    racingList.releaseAll();
    expect(await doc).toEqual({ title: 'before the write' });
    expect(await query).toEqual([{ title: 'before the write' }]);
    expect(cache.held('jobs/b')).toBeUndefined();
    const freshList = loader(() => [{ title: 'after the write' }]);
    expect(await cache.query('jobs', 'new jobs', freshList.run)).toEqual([{ title: 'after the write' }]);
    expect(freshList.calls).toBe(1);
  });

  it('empties everything around a statement that writes the documents table, in a transaction or not', async () => {
    const db = watchDocumentWrites(standIn().db);
    const cache = documentCacheOf(db);
    const job = loader(() => ({ title: 'Designer' }));
    const list = loader(() => [{ title: 'Designer' }]);
    await cache.document('jobs/a', job.run);
    await cache.query('jobs', 'open jobs', list.run);
    await db.query('DELETE FROM documents');
    await cache.document('jobs/a', job.run);
    await cache.query('jobs', 'open jobs', list.run);
    expect([job.calls, list.calls]).toEqual([2, 2]);

    await db.transaction(async (tx) => {
      await tx.query(`INSERT INTO documents (path) VALUES ('jobs/a')`);
    });
    await cache.document('jobs/a', job.run);
    expect(job.calls).toBe(3);

    // Reads, including the store's own prepared statements, and the store's statistics refresh leave it alone.
    await db.query('SELECT data FROM documents WHERE path = $1', ['jobs/a']);
    await db.query(`EXECUTE docs_3('jobs/a')`);
    await db.exec('ANALYZE documents');
    await cache.document('jobs/a', job.run);
    expect(job.calls).toBe(3);
  });

  it('holds at most 50,000 entries, however small: the oldest go first', async () => {
    const cache = documentCacheOf(watchDocumentWrites(standIn().db));
    for (let i = 0; i <= 50_000; i += 1) await cache.document(`jobs/${i}`, async () => null);
    expect(cache.held('jobs/0')).toBeUndefined();
    expect(cache.held('jobs/1')).toBeNull();
    expect(cache.held('jobs/50000')).toBeNull();
  });

  it('reads through, keeping nothing, on a database nobody watches', async () => {
    const cache = documentCacheOf(standIn().db);
    const job = loader(() => ({ title: 'Designer' }));
    await cache.document('jobs/a', job.run);
    await cache.document('jobs/a', job.run);
    expect(job.calls).toBe(2);
    expect(cache.held('jobs/a')).toBeUndefined();
  });

  it('leaves the account cache exact under it, and the database’s own methods in place', async () => {
    const { db: raw } = standIn();
    const db = watchDocumentWrites(watchAccountWrites(raw));
    expect((await cachedAccount(db, 'u1'))?.disabled).toBe(false);
    await db.query(`update auth_users set disabled = true where uid = $1`, ['u1']);
    expect((await cachedAccount(db, 'u1'))?.disabled).toBe(true);
    expect(db.dump()).toBe('the worker database’s own method');
    expect(watchDocumentWrites(db)).toBe(db);
  });
});
