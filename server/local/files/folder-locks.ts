/**
 * File operations on one folder (an account's, a company's, a conversation's) run one at a time. On disk a folder is
 * shared state: an upload creates it and writes a temporary file into it while a delete of that folder's last file
 * removes the emptied folder, and an account's whole folder is removed while an upload may be landing in it. Interleaved, these fail with ENOENT or
 * ENOTEMPTY halfway; in turn, each sees the folder whole. One engine owns a data folder (the engine lock), so an
 * in-process queue is enough.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

export type FolderQueue = <T>(storagePath: string, task: () => Promise<T>) => Promise<T>;

/** The folder a path belongs to for locking: its first two segments (`talents/<uid>`, `conversations/<id>`). */
const lockKey = (storagePath: string) => storagePath.split('/').slice(0, 2).join('/');

export function createFolderQueue(): FolderQueue {
  const tails = new Map<string, Promise<unknown>>();
  return (storagePath, task) => {
    const key = lockKey(storagePath);
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(task, task);
    const settled = run.catch(() => undefined);
    tails.set(key, settled);
    void settled.then(() => {
      if (tails.get(key) === settled) tails.delete(key);
    });
    return run;
  };
}

/** Temporary `*.upload` files a killed process left behind (an upload is written to one, then renamed). */
export async function removeLeftoverUploads(root: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(root, { recursive: true, withFileTypes: true });
  } catch {
    return 0; // no files folder yet
  }
  const leftovers = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.upload'));
  await Promise.all(
    leftovers.map((entry) =>
      rm(path.join(entry.parentPath ?? (entry as { path?: string }).path ?? root, entry.name), { force: true }),
    ),
  );
  return leftovers.length;
}
