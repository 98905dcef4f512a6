/**
 * storage.rules, the local file store and the storage access-case table name the same paths. There is no Storage
 * emulator on this project's machines, so storage.rules itself is not run here: this test at least fails when its
 * `match` paths and the table disagree. It reads the rules file as text: every `match` inside the bucket is a path
 * kind of services/files/storage-paths.ts (the local store's table) and the reverse; every case's path falls in
 * exactly one `match` (or in none, and is refused); and for each `match`, each operation its `allow` statements
 * grant has allowed and refused cases, and each operation they do not grant has a refused case.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORAGE_PATHS, matchStoragePath } from '@/services/files/storage-paths';
import { STORAGE_CASES, type StorageOp } from './storage-cases';

const RULES = readFileSync(path.resolve(__dirname, '../../storage.rules'), 'utf8');

type Granted = Record<StorageOp['type'], boolean>;

/** Each `match` inside `/b/{bucket}/o`, with the operations its `allow` statements name. */
function rulesMatches(text: string): { pattern: string; granted: Granted }[] {
  const blocks = text.split(/^\s*match\s+/m).slice(1);
  return blocks
    .map((block) => {
      const pattern = block.slice(0, block.indexOf(' '));
      const ops = [...block.matchAll(/allow\s+([a-z,\s]+):/g)].flatMap((m) => m[1].split(',').map((o) => o.trim()));
      const has = (...names: string[]) => names.some((name) => ops.includes(name));
      return {
        pattern,
        granted: {
          download: has('read', 'get'),
          upload: has('write', 'create', 'update'),
          delete: has('write', 'delete'),
        },
      };
    })
    .filter(({ pattern }) => pattern !== '/b/{bucket}/o');
}

/** The rules' own reading of a pattern: `{x}` one segment, `{x=**}` the rest (possibly nothing). */
function matches(pattern: string, storagePath: string): boolean {
  const source = pattern
    .slice(1)
    .split('/')
    .map((segment, i) => {
      const sep = i === 0 ? '' : '/';
      if (/^\{\w+=\*\*\}$/.test(segment)) return '(/.*)?';
      if (/^\{\w+\}$/.test(segment)) return `${sep}[^/]+`;
      return `${sep}${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${source}$`, 's').test(storagePath);
}

const MATCHES = rulesMatches(RULES);

describe('storage.rules and the storage access-case table', () => {
  it("has one `match` per path kind of the local file store's table, and no other", () => {
    expect(MATCHES.length).toBeGreaterThan(0);
    expect(MATCHES.map((m) => m.pattern).sort()).toEqual(Object.values(STORAGE_PATHS).sort());
  });

  it('puts every case in exactly one `match`, the same kind the local store finds (or in none, refused)', () => {
    for (const c of STORAGE_CASES) {
      const found = MATCHES.filter((m) => matches(m.pattern, c.op.path));
      const local = matchStoragePath(c.op.path);
      expect.soft(found.length, c.name).toBeLessThanOrEqual(1);
      expect.soft(local === null ? undefined : STORAGE_PATHS[local.kind], c.name).toBe(found[0]?.pattern);
      if (found.length === 0) expect.soft(c.expect, c.name).toBe('deny');
    }
  });

  it('has allowed and refused cases for each operation a `match` grants, and refused ones for the others', () => {
    for (const { pattern, granted } of MATCHES) {
      const cases = STORAGE_CASES.filter((c) => matches(pattern, c.op.path));
      for (const op of ['download', 'upload', 'delete'] as const) {
        const outcomes = new Set(cases.filter((c) => c.op.type === op).map((c) => c.expect));
        expect.soft([...outcomes].sort(), `${pattern} ${op}`).toEqual(granted[op] ? ['allow', 'deny'] : ['deny']);
      }
    }
  });

  it('fails when the rules gain a path the table does not know', () => {
    const extra = rulesMatches(
      RULES.replace('match /events/{eventId}/{name}', 'match /events/{eventId}/covers/{name}'),
    );
    expect(extra.map((m) => m.pattern).sort()).not.toEqual(Object.values(STORAGE_PATHS).sort());
  });
});
