/**
 * One process per data folder: PGlite is a single-writer database, and two processes writing the same files would
 * corrupt it. A lock file holds the owner's pid; a lock whose process is gone is taken over.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BackendError } from '@/services/backend/types';

const HELD = Symbol.for('talent-marketplace.local-engine-locks');
const held = ((globalThis as Record<symbol, unknown>)[HELD] ??= new Set<string>()) as Set<string>;

interface LockInfo {
  pid: number;
  since: string;
  command: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockInfo | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
  } catch {
    return null;
  }
}

export function acquireEngineLock(dataDir: string): { release(): void } {
  const file = path.join(dataDir, 'engine.lock');
  if (held.has(dataDir)) {
    throw new BackendError(
      'failed-precondition',
      `The local backend data folder ${dataDir} is already open in this process.`,
    );
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const info: LockInfo = {
        pid: process.pid,
        since: new Date().toISOString(),
        command: process.argv.slice(1, 3).join(' '),
      };
      fs.writeFileSync(file, JSON.stringify(info), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readLock(file);
      if (owner && owner.pid !== process.pid && alive(owner.pid)) {
        throw new BackendError(
          'failed-precondition',
          `The local backend data folder ${dataDir} is in use by process ${owner.pid} (${owner.command}, since ${owner.since}). ` +
            'Stop that process, or point LOCAL_DATA_DIR at another folder.',
        );
      }
      // The owner is gone (or is this very process, which no longer holds it): a stale lock.
      fs.rmSync(file, { force: true });
      if (attempt === 2) throw error;
    }
  }
  held.add(dataDir);
  const onExit = () => release();
  process.once('exit', onExit);
  function release() {
    if (!held.delete(dataDir)) return;
    process.removeListener('exit', onExit);
    if (readLock(file)?.pid === process.pid) fs.rmSync(file, { force: true });
  }
  return { release };
}
