/**
 * Account rows by uid, kept in memory between requests. Every call to the local backend checks its caller's row
 * (callers.ts); under load that one lookup was a third of all the statements the database thread ran.
 *
 * The cache is exact, not "fresh for a while": a suspended, deleted or signed-out account is refused from the next
 * request on, as before. `watchAccountWrites` wraps the engine's database (engine.ts), so that every statement that
 * writes auth_users (anything naming the table that is not a select, in a transaction or not) empties the cache
 * around it (database/write-watch.ts). A row read while such a write was under way is not kept.
 */
import type { Database } from '../database/types';
import { watchWrites } from '../database/write-watch';
import { rememberAtMost } from './remember';
import { userByUid, type UserRow } from './users';

/** Past this many accounts, the oldest entries go first. */
const ACCOUNTS_KEPT = 10_000;

interface AccountCache {
  /** Bumped by every write to auth_users: a read that saw it change keeps nothing. */
  version: number;
  rows: Map<string, UserRow | null>;
}

// One cache per database, whichever auth engine on it reads or writes (tests open two engines on one database).
const caches = new WeakMap<Database, AccountCache>();
const cacheOf = (db: Database): AccountCache => {
  // Another wrapper (the document cache's) may sit on top of the watched database: its cache is the one below.
  for (let below: Database | null = db; below; below = Object.getPrototypeOf(below) as Database | null) {
    const found = caches.get(below);
    if (found) return found;
  }
  const cache: AccountCache = { version: 0, rows: new Map() };
  caches.set(db, cache);
  return cache;
};

const writesAccounts = (sql: string) => /\bauth_users\b/i.test(sql) && !/^\s*select\b/i.test(sql);

function forget(cache: AccountCache): void {
  cache.version += 1;
  cache.rows.clear();
}

const watchedDatabases = new WeakSet<Database>();

/**
 * `db` with every write to auth_users emptying the cache, and everything else (a worker database's `dump`) as it
 * was. The engine wraps its database once, so every holder of it writes through here; wrapping twice is a no-op.
 */
export function watchAccountWrites<D extends Database>(db: D): D {
  if (watchedDatabases.has(db)) return db;
  const cache = cacheOf(db);
  const watched = watchWrites(db, writesAccounts, () => forget(cache));
  caches.set(watched, cache);
  watchedDatabases.add(watched);
  return watched;
}

const copy = (row: UserRow | null): UserRow | null => row && { ...row };

/** The account row of `uid` (null when there is none), from memory when no write to auth_users came since. */
export async function cachedAccount(db: Database, uid: string): Promise<UserRow | null> {
  const cache = cacheOf(db);
  if (cache.rows.has(uid)) return copy(cache.rows.get(uid)!);
  const seen = cache.version;
  const row = await userByUid(db, uid);
  if (cache.version === seen) {
    rememberAtMost(cache.rows, uid, copy(row), ACCOUNTS_KEPT);
  }
  return row;
}
