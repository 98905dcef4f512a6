/**
 * Documents (by path) and query results (per collection group) kept in memory between requests. Under load the
 * database thread was the bottleneck, and most of its statements were reads of documents nobody had written since: a
 * job, the job list's first page, the policy's look-ups (a company's members) on every read.
 *
 * The cache is exact, not "fresh for a while". A commit names the documents it writes (`writing`): when the write is
 * sent and again when it is answered, their cached copies and every query result of their groups go, and nothing
 * read meanwhile is kept. Any other statement that writes the documents table (seeding, tests; anything naming the
 * table that is not a read) empties the whole cache around it (`watchDocumentWrites`, installed by engine.ts, through
 * database/write-watch.ts as the account cache does for auth_users).
 *
 * Entries are kept as JSON text and parsed on each hit: no caller can change what another reads.
 */
import type { Database } from '../database/types';
import { watchWrites } from '../database/write-watch';
import { parseDocPath } from './paths';

/** Past this many characters held (keys, which hold a query's SQL, and JSON), the oldest entries go first. */
const CHARACTERS_KEPT = 16_000_000;
/** Past this many entries, the oldest go first: each costs the map some memory of its own, however small. */
const ENTRIES_KEPT = 50_000;
/** An answer larger than this is not kept: it would push out many small ones. */
const LARGEST_KEPT = 1_000_000;
/** Past this many documents' write times remembered, everything is emptied and they are forgotten. */
const WRITE_TIMES_KEPT = 10_000;

interface Group {
  /** Bumped whenever the group's query results are emptied: a query that saw it change keeps nothing. */
  version: number;
  /** Writes of the group under way: no query result of it read meanwhile is kept. */
  writing: number;
  /** Its query results held (documents are held by path, apart from their group). */
  keys: Set<string>;
}

interface Cache {
  /** Bumped when everything is emptied: a read that saw it change keeps nothing. */
  version: number;
  /** Counts the starts and ends of writes; `written` holds, per document, the count at its newest. */
  clock: number;
  written: Map<string, number>;
  /** Documents being written, with how many writes of each are under way. */
  writing: Map<string, number>;
  groups: Map<string, Group>;
  entries: Map<string, { group: string | null; text: string }>;
  characters: number;
}

const caches = new WeakMap<Database, Cache>();

const docKey = (path: string) => `doc\0${path}`;

function groupOf(cache: Cache, name: string): Group {
  let group = cache.groups.get(name);
  if (!group) cache.groups.set(name, (group = { version: 0, writing: 0, keys: new Set() }));
  return group;
}

function drop(cache: Cache, key: string): void {
  const entry = cache.entries.get(key);
  if (!entry) return;
  cache.entries.delete(key);
  cache.characters -= key.length + entry.text.length;
  if (entry.group !== null) cache.groups.get(entry.group)?.keys.delete(key);
}

function emptyGroup(cache: Cache, group: Group): void {
  group.version += 1;
  for (const key of group.keys) drop(cache, key);
}

function emptyAll(cache: Cache): void {
  cache.version += 1;
  cache.entries.clear();
  cache.characters = 0;
  for (const group of cache.groups.values()) {
    group.version += 1;
    group.keys.clear();
  }
}

/** Keeps `text` under `key`: a query result of `group`, or a document (group null). */
function keep(cache: Cache, key: string, group: string | null, text: string): void {
  const size = key.length + text.length;
  if (size > LARGEST_KEPT) return;
  drop(cache, key);
  while ((cache.characters + size > CHARACTERS_KEPT || cache.entries.size >= ENTRIES_KEPT) && cache.entries.size > 0) {
    drop(cache, cache.entries.keys().next().value as string);
  }
  cache.entries.set(key, { group, text });
  cache.characters += size;
  if (group !== null) groupOf(cache, group).keys.add(key);
}

/** Marks a write of `path` starting or ending: its cached copy goes, and reads begun before now keep nothing. */
function touch(cache: Cache, path: string): void {
  cache.written.set(path, cache.clock);
  drop(cache, docKey(path));
}

/**
 * Reads, the store's own prepared statements (prepared.ts), whose one write, the commit's, reports itself, and
 * ANALYZE, which changes the planner's statistics, never a row.
 */
const NOT_A_WRITE = /^\s*(select|explain|analyze|prepare\s+\w+\s+as\s+select|execute\s+docs_\d+)\b/i;
const writesDocuments = (sql: string) => /\bdocuments\b/i.test(sql) && !NOT_A_WRITE.test(sql);

/** `db` with every statement that writes the documents table emptying its cache, and everything else as it was. */
export function watchDocumentWrites<D extends Database>(db: D): D {
  if (caches.has(db)) return db;
  const cache: Cache = {
    version: 0,
    clock: 0,
    written: new Map(),
    writing: new Map(),
    groups: new Map(),
    entries: new Map(),
    characters: 0,
  };
  const watched = watchWrites(db, writesDocuments, () => emptyAll(cache));
  caches.set(watched, cache);
  return watched;
}

export interface DocumentCache {
  /** `load()`'s answer for `key` (a query reading collection group `group` only), from memory when it is there. */
  query<T>(group: string, key: string, load: () => Promise<T>): Promise<T>;
  /** The stored document at `path` (null when missing) that `load()` reads, from memory when it is there. */
  document(path: string, load: () => Promise<unknown>): Promise<unknown>;
  /** The stored document at `path` if it is in memory (null when it is known to be missing), else undefined. */
  held(path: string): unknown;
  /**
   * Call before sending a write of `paths`; call what it returns once the write is answered (applied or not) or,
   * in a transaction, once the transaction has ended.
   */
  writing(paths: readonly string[]): () => void;
}

const uncached: DocumentCache = {
  query: (_group, _key, load) => load(),
  document: (_path, load) => load(),
  held: () => undefined,
  writing: () => () => undefined,
};

/** The cache of a database `watchDocumentWrites` returned; any other database reads through, uncached. */
export function documentCacheOf(db: Database): DocumentCache {
  let found: Cache | undefined;
  // Another wrapper (the account cache's) may sit on top of the watched database.
  for (let below: Database | null = db; below && !found; below = Object.getPrototypeOf(below) as Database | null)
    found = caches.get(below);
  if (!found) return uncached;
  const cache = found;
  const parsed = (key: string) => {
    const entry = cache.entries.get(key);
    return entry ? JSON.parse(entry.text) : undefined;
  };
  return {
    async query<T>(groupName: string, key: string, load: () => Promise<T>): Promise<T> {
      if (cache.entries.has(key)) return parsed(key) as T;
      const group = groupOf(cache, groupName);
      const seen = group.version;
      const value = await load();
      if (group.writing === 0 && group.version === seen) keep(cache, key, groupName, JSON.stringify(value));
      return value;
    },
    async document(path: string, load: () => Promise<unknown>): Promise<unknown> {
      const key = docKey(path);
      if (cache.entries.has(key)) return parsed(key);
      const seenClock = cache.clock;
      const seenVersion = cache.version;
      const value = await load();
      const untouched = !cache.writing.has(path) && (cache.written.get(path) ?? -1) <= seenClock;
      if (untouched && cache.version === seenVersion) keep(cache, key, null, JSON.stringify(value));
      return value;
    },
    held: (path) => parsed(docKey(path)),
    writing(paths: readonly string[]): () => void {
      const unique = [...new Set(paths)];
      const groups = [...new Set(unique.map((path) => parseDocPath(path).group))].map((name) => groupOf(cache, name));
      const mark = (step: 1 | -1) => {
        cache.clock += 1;
        for (const path of unique) {
          const under = (cache.writing.get(path) ?? 0) + step;
          if (under > 0) cache.writing.set(path, under);
          else cache.writing.delete(path);
          touch(cache, path);
        }
        for (const group of groups) {
          group.writing += step;
          emptyGroup(cache, group);
        }
        if (cache.written.size > WRITE_TIMES_KEPT) {
          // Forgetting write times is safe only if every read under way keeps nothing.
          emptyAll(cache);
          cache.written.clear();
        }
      };
      mark(1);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        mark(-1);
      };
    },
  };
}
