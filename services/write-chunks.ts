import type { Documents, WriteOp } from './backend/types';

/** Firestore allows 500 writes per batch; 400 leaves room for the occasional extra write. */
export const WRITE_CHUNK = 400;

/**
 * Commits `ops` in batches of at most `size`, in order. Not atomic across batches: callers write operations that
 * are safe to repeat, so a run that fails halfway is finished by running it again.
 */
export async function commitInChunks(
  docs: Pick<Documents, 'batch'>,
  ops: WriteOp[],
  size = WRITE_CHUNK,
): Promise<void> {
  for (let i = 0; i < ops.length; i += size) await docs.batch(ops.slice(i, i + size));
}
