import { randomUUID } from 'node:crypto';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthContext } from '../../server/local/auth/types';
import type { LocalEngine } from '../../server/local/engine';
import type { FileStore } from '../../server/local/files/types';
import { BackendError } from '../../services/backend/types';
import { fileBytes } from '../helpers/file-bytes';
import { openTestEngine } from '../helpers/local-server';
import { ACTORS, type Actor } from './cases';
import { STORAGE_CASES, storageSeed, type StorageCase } from './storage-cases';

// The node project does not inherit the root config's timeouts; opening PGlite takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 300_000 });

let engine: LocalEngine;
let dataDir: string;
let store: FileStore;

const contextOf = (actor: Actor): AuthContext | null => {
  if (actor === 'anonymous') return null;
  const { secondFactor, ...account } = ACTORS[actor];
  return { ...account, ...(secondFactor ? { signInSecondFactor: 'totp' as const } : {}) };
};
const onDisk = (storagePath: string) => path.join(dataDir, 'files', ...storagePath.split('/'));
const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );
const stored = async (storagePath: string) =>
  (await exists(onDisk(storagePath))) &&
  (await engine.db.query('select 1 from local_files where path = $1', [storagePath])).rows.length === 1;

/** Downloads and deletes act on an existing file, put in place as the store keeps one (no policy involved). */
async function seedFile(storagePath: string): Promise<void> {
  await mkdir(path.dirname(onDisk(storagePath)), { recursive: true });
  const bytes = fileBytes('image/png');
  await writeFile(onDisk(storagePath), bytes);
  await engine.db.query(
    `insert into local_files (path, content_type, size, download_token, owner_uid, updated_at)
     values ($1, 'image/png', $2, $3, null, $4)`,
    [storagePath, bytes.byteLength, randomUUID(), Date.now()],
  );
}

async function run(c: StorageCase): Promise<void> {
  const auth = contextOf(c.actor);
  if (c.op.type === 'upload')
    await store.upload(auth, c.op.path, c.op.contentType, fileBytes(c.op.contentType, c.op.size));
  else if (c.op.type === 'download') {
    if (!(await store.read(auth, c.op.path, null))) throw new Error('allowed but the file was not found');
  } else await store.delete(auth, c.op.path);
}

beforeAll(async () => {
  engine = await openTestEngine();
  dataDir = engine.dataDir;
  store = engine.files;
  // The file store accepts uploads only from live accounts (not from one being deleted): the actors have accounts,
  // one per uid (a removed founder is its company's founding account, the same account as companyA; an actor
  // signed in two ways is one account).
  const accounts = new Map(Object.values(ACTORS).map((actor) => [actor.uid, actor]));
  for (const actor of accounts.values()) {
    await engine.auth.createUser({
      uid: actor.uid,
      email: actor.email,
      password: 'password-123',
      emailVerified: actor.emailVerified,
    });
  }
});
afterAll(async () => {
  await engine?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await engine.db.query('delete from local_files');
  await rm(path.join(dataDir, 'files'), { recursive: true, force: true });
});

/** The documents the policy consults: memberships, standings, cards, applications, reservations. */
async function seedDocuments(c: StorageCase): Promise<void> {
  await engine.db.query('DELETE FROM documents');
  for (const [docPath, data] of Object.entries(storageSeed(c))) {
    if (data === null) await engine.serverDocuments.delete(docPath);
    else await engine.serverDocuments.set(docPath, data);
  }
}

describe('local storage policy (STORAGE_CASES)', () => {
  for (const c of STORAGE_CASES) {
    it(`${c.expect}: ${c.name}`, async () => {
      await seedDocuments(c);
      if (c.op.type !== 'upload') await seedFile(c.op.path);
      const outcome = run(c);
      if (c.expect === 'allow') {
        await outcome;
        if (c.op.type === 'upload') expect(await stored(c.op.path)).toBe(true);
        if (c.op.type === 'delete') expect(await stored(c.op.path)).toBe(false);
        return;
      }
      const err = await outcome.then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(BackendError);
      expect((err as BackendError).code).toBe('storage/unauthorized');
      expect((err as BackendError).message.length).toBeGreaterThan(10);
      // A refusal changes nothing: no upload lands, no delete happens.
      if (c.op.type === 'upload') expect(await stored(c.op.path)).toBe(false);
      else expect(await stored(c.op.path)).toBe(true);
    });
  }
});
