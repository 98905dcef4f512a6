import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rename, rm, rmdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../database/types';
import { BackendError } from '../../../services/backend/types';
import type { AuthEngine } from '../auth/types';
import { createFolderQueue } from './folder-locks';
import { checkStoragePath, diskPath } from './paths';
import type { FileLookup } from './storage-access';
import { baseContentType, checkContent, checkDelete, checkRead, checkUpload } from './storage-policy';
import type { FileStore } from './types';

export { FILES_SCHEMA_SQL } from './schema';

export interface FileStoreOptions {
  dataDir: string;
  /** Not needed by the store itself (callers pass a verified AuthContext); accepted so the engine can pass it. */
  auth?: AuthEngine;
  now?: () => number;
  /** The documents the policy reads (memberships, standings, reserved paths), as storage.rules reads Firestore. */
  lookup: FileLookup;
}

interface FileRow {
  path: string;
  content_type: string;
  download_token: string;
}

/** The URL the app stores and renders: relative, so next/image serves it as a local image. */
function downloadUrl(storagePath: string, token: string): string {
  return `/api/local/files/${storagePath.split('/').map(encodeURIComponent).join('/')}?token=${token}`;
}

const notFound = (storagePath: string) =>
  new BackendError('storage/object-not-found', `Object '${storagePath}' does not exist.`);
const invalid = (message: string) => new BackendError('storage/invalid-argument', message);

/**
 * Storage's paths are flat names, but here they are files and folders on disk: a file cannot be stored inside
 * another file (`x/cv.pdf/evil` under `x/cv.pdf`), nor where a folder of other files is. Refused as an invalid
 * path, never left to the file system to fail with a 500.
 */
async function checkNoOverlap(db: Database, storagePath: string): Promise<void> {
  const { rows } = await db.query<{ path: string }>(
    `select path from local_files
     where left($1, length(path) + 1) = path || '/' or left(path, length($1) + 1) = $1 || '/' limit 1`,
    [storagePath],
  );
  const other = rows[0]?.path;
  if (!other) return;
  throw invalid(
    other.length < storagePath.length
      ? `'${other}' is a file, so nothing can be stored inside it; choose another path.`
      : `'${storagePath}' is a folder holding other files; choose another name.`,
  );
}

/** What the file system says when a path runs into a file or a folder that is in the way. */
const PATH_CLASH = new Set(['ENOTDIR', 'EISDIR', 'EEXIST', 'ENAMETOOLONG']);
const isPathClash = (err: unknown) => PATH_CLASH.has((err as NodeJS.ErrnoException).code ?? '');

/** Removes the folders a deletion left empty, up to (not including) the files root. */
async function pruneEmptyFolders(root: string, file: string): Promise<void> {
  for (let dir = path.dirname(file); dir.startsWith(root + path.sep); dir = path.dirname(dir)) {
    try {
      await rmdir(dir);
    } catch {
      return; // not empty (or already gone): the folders above are not empty either
    }
  }
}

/**
 * An upload that waited behind its account's deletion must not land afterwards: the account is disabled before its
 * files go, so an upload by a disabled or removed account is refused once it has its turn, and the policy (its
 * tombstone, its membership, its standing) is asked again then.
 */
async function checkUploaderActive(db: Database, uid: string): Promise<void> {
  const { rows } = await db.query<{ disabled: boolean }>('select disabled from auth_users where uid = $1', [uid]);
  if (rows.length === 0 || rows[0].disabled) {
    throw new BackendError('storage/unauthenticated', 'This account is no longer active: sign in again.');
  }
}

function sameToken(given: string | null, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createFileStore(db: Database, options: FileStoreOptions): FileStore {
  const root = path.resolve(options.dataDir, 'files');
  const now = options.now ?? Date.now;
  const oneAtATime = createFolderQueue();
  const rowFor = async (storagePath: string) =>
    (
      await db.query<FileRow>('select path, content_type, download_token from local_files where path = $1', [
        storagePath,
      ])
    ).rows[0];

  /** Writes the bytes at the path (a temporary file renamed into place) and its row with a new download token; answers the download URL. */
  async function store(storagePath: string, contentType: string, bytes: Uint8Array, owner: string | null) {
    const target = diskPath(root, storagePath);
    await checkNoOverlap(db, storagePath);
    const token = randomUUID();
    const temp = `${target}.${randomBytes(6).toString('hex')}.upload`;
    try {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(temp, bytes);
    } catch (err) {
      await rm(temp, { force: true }).catch(() => undefined);
      if (isPathClash(err)) throw invalid(`A file is in the way of '${storagePath}'; choose another path.`);
      throw err;
    }
    try {
      await rename(temp, target);
      await db.query(
        `insert into local_files (path, content_type, size, download_token, owner_uid, updated_at) values ($1, $2, $3, $4, $5, $6)
         on conflict (path) do update set content_type = excluded.content_type, size = excluded.size,
           download_token = excluded.download_token, owner_uid = excluded.owner_uid, updated_at = excluded.updated_at`,
        [storagePath, baseContentType(contentType), bytes.byteLength, token, owner, now()],
      );
    } catch (err) {
      await rm(temp, { force: true });
      if (isPathClash(err)) throw invalid(`A folder is in the way of '${storagePath}'; choose another name.`);
      await rm(target, { force: true });
      throw err;
    }
    return downloadUrl(storagePath, token);
  }

  return {
    async upload(auth, storagePath, contentType, bytes) {
      // Refusals (a path that would leave the files folder first) happen before anything touches the disk or the table.
      diskPath(root, storagePath);
      await checkUpload(auth, storagePath, contentType, bytes.byteLength, options.lookup);
      checkContent(contentType, bytes);
      return oneAtATime(storagePath, async () => {
        // checkUpload refused a missing caller already.
        await checkUploaderActive(db, auth!.uid);
        await checkUpload(auth, storagePath, contentType, bytes.byteLength, options.lookup);
        return { path: storagePath, downloadURL: await store(storagePath, contentType, bytes, auth!.uid) };
      });
    },

    async read(auth, storagePath, downloadToken) {
      const target = diskPath(root, storagePath);
      const row = await rowFor(storagePath);
      // A missing file is missing for everyone, as Storage answers a deleted file's download URL with 404.
      if (!row) return null;
      if (!sameToken(downloadToken, row.download_token)) await checkRead(auth, storagePath, options.lookup);
      try {
        return { contentType: row.content_type, bytes: new Uint8Array(await readFile(target)) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT' || isPathClash(err)) return null;
        throw err;
      }
    },

    async delete(auth, storagePath) {
      const target = diskPath(root, storagePath);
      await checkDelete(auth, storagePath, options.lookup);
      await oneAtATime(storagePath, async () => {
        const { rows } = await db.query<{ path: string }>('delete from local_files where path = $1 returning path', [
          storagePath,
        ]);
        if (rows.length === 0) throw notFound(storagePath);
        await unlink(target).catch((err: NodeJS.ErrnoException) => {
          if (err.code !== 'ENOENT' && !isPathClash(err)) throw err;
        });
        await pruneEmptyFolders(root, target);
      });
    },

    async copy(from, to) {
      const source = diskPath(root, from);
      diskPath(root, to); // refuses a path outside the files folder before anything else
      return oneAtATime(to, async () => {
        const done = await rowFor(to);
        if (done) return downloadUrl(to, done.download_token);
        const row = await rowFor(from);
        if (!row) return null;
        try {
          return await store(to, row.content_type, await readFile(source), null);
        } catch (err) {
          if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
          throw err;
        }
      });
    },

    async put(storagePath, contentType, bytes) {
      await oneAtATime(storagePath, () => store(storagePath, contentType, bytes, null));
    },

    async list(prefix) {
      const folder = checkStoragePath(prefix.replace(/\/+$/, ''));
      const { rows } = await db.query<{ path: string }>(
        `select path from local_files where left(path, length($1) + 1) = $1 || '/' order by path`,
        [folder],
      );
      return rows.map((row) => row.path);
    },

    async readStored(storagePath) {
      const row = await rowFor(storagePath);
      if (!row) return null;
      try {
        return { contentType: row.content_type, bytes: new Uint8Array(await readFile(diskPath(root, storagePath))) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT' || isPathClash(err)) return null;
        throw err;
      }
    },

    async deleteFolder(prefix) {
      const folder = checkStoragePath(prefix.replace(/\/+$/, ''));
      const target = diskPath(root, folder);
      await oneAtATime(folder, async () => {
        await db.query(`delete from local_files where path = $1 or left(path, length($1) + 1) = $1 || '/'`, [folder]);
        await rm(target, { recursive: true, force: true });
      });
    },
  };
}
