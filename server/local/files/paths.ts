import path from 'node:path';
import { BackendError } from '../../../services/backend/types';

const invalid = (message: string) => new BackendError('storage/invalid-argument', message);

/** A file system takes names of 255 bytes at most; the store adds a temporary suffix while writing. */
const MAX_SEGMENT_BYTES = 200;

/**
 * A storage path as Firebase accepts it, minus anything that could step outside the files folder on disk:
 * slash-separated, no empty, `.` or `..` segments, no backslashes or control characters, no segment longer than a
 * file name may be.
 */
export function checkStoragePath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0) throw invalid('A file path is required.');
  if (Buffer.byteLength(value) > 1024) throw invalid('File paths are at most 1024 bytes.');
  if (/[\u0000-\u001f\u007f\\]/.test(value))
    throw invalid('File paths may not contain backslashes or control characters.');
  for (const segment of value.split('/')) {
    if (segment === '' || segment === '.' || segment === '..') throw invalid(`Invalid file path "${value}".`);
    if (Buffer.byteLength(segment) > MAX_SEGMENT_BYTES)
      throw invalid(`Each part of a file path is at most ${MAX_SEGMENT_BYTES} bytes.`);
  }
  return value;
}

/** The file's location under `root`; refuses anything that would resolve outside it. */
export function diskPath(root: string, storagePath: string): string {
  const full = path.resolve(root, ...checkStoragePath(storagePath).split('/'));
  const relative = path.relative(root, full);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative))
    throw invalid(`Invalid file path "${storagePath}".`);
  return full;
}
