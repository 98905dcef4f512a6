/**
 * One page of a query whose last condition the database cannot check: a search of several words matches one word
 * with `array-contains` (Firestore allows one per query) and the service checks the others on each document read.
 * When every document read matches (the usual case: the rarest word is the one queried) the page costs what a plain
 * page costs, one read per shown document plus one; each document read that fails the check costs one more, up
 * to `maxReads` a page. A page that reaches `maxReads` ends early with a cursor from the last document read, so
 * the next page goes on from there and nothing is skipped.
 */
import type { DocSnapshot, Documents, QuerySpec } from '../backend/types';
import { decodeCursor, encodeCursor } from '../pagination';

/** Later batches ask for at least this many documents, so a page with many misses takes few round trips. */
const MIN_BATCH = 10;

export async function queryFilteredPage(
  docs: Pick<Documents, 'query'>,
  spec: QuerySpec,
  opts: { pageSize: number; after?: string; keep: (snap: DocSnapshot) => boolean; maxReads: number },
): Promise<{ snaps: DocSnapshot[]; nextCursor: string | null }> {
  const orderFields = (spec.orderBy ?? []).map((o) => o.field);
  let startAfter = opts.after ? decodeCursor(opts.after, spec.collection, orderFields) : undefined;
  const kept: DocSnapshot[] = [];
  let reads = 0;
  let exhausted = false;
  while (kept.length <= opts.pageSize && reads < opts.maxReads) {
    const want = opts.pageSize + 1 - kept.length;
    const limit = Math.min(reads === 0 ? want : Math.max(want, MIN_BATCH), opts.maxReads - reads);
    const snaps = await docs.query({ ...spec, limit, ...(startAfter ? { startAfter } : {}) });
    reads += snaps.length;
    for (const snap of snaps) {
      startAfter = snap;
      if (opts.keep(snap)) kept.push(snap);
      if (kept.length > opts.pageSize) break;
    }
    if (snaps.length < limit) {
      exhausted = true;
      break;
    }
  }
  const page = kept.slice(0, opts.pageSize);
  if (kept.length > opts.pageSize) return { snaps: page, nextCursor: encodeCursor(page[page.length - 1], orderFields) };
  // Stopped at the read cap: go on after the last document read (all shown ones come before it).
  if (!exhausted && startAfter) return { snaps: page, nextCursor: encodeCursor(startAfter, orderFields) };
  return { snaps: page, nextCursor: null };
}
