/**
 * A sweep over the documents whose time field entered a window since the last run: (mark, cutoff], paged in time
 * order, with the mark moved to the cutoff only once every page is done. A second run finds nothing new, and a run
 * that failed part way is redone whole by the next.
 */
import type { DocSnapshot, QuerySpec } from '@/services/backend/types';
import type { TrustedDocs } from '../../trusted/types';

const PAGE = 200;
/** Server-only marks of the sweeps (no rule matches them: clients neither read nor write). */
const markPath = (name: string) => `scheduledRuns/${name}`;

export async function sweepSinceMark(
  docs: Pick<TrustedDocs, 'get' | 'set' | 'query'>,
  name: string,
  spec: { collection: string; field: string; where?: QuerySpec['where'] },
  cutoff: Date,
  each: (snap: DocSnapshot) => Promise<boolean>,
): Promise<number> {
  const through = (await docs.get(markPath(name))).data?.through;
  const since = through instanceof Date ? through : new Date(0);
  if (since.getTime() >= cutoff.getTime()) return 0;
  let changed = 0;
  let cursor: DocSnapshot | undefined;
  for (;;) {
    const page = await docs.query({
      collection: spec.collection,
      where: [
        ...(spec.where ?? []),
        { field: spec.field, op: '>', value: since },
        { field: spec.field, op: '<=', value: cutoff },
      ],
      orderBy: [{ field: spec.field, direction: 'asc' }],
      limit: PAGE,
      ...(cursor ? { startAfter: cursor } : {}),
    });
    for (const snap of page) if (await each(snap)) changed += 1;
    if (page.length < PAGE) break;
    cursor = page[page.length - 1];
  }
  await docs.set(markPath(name), { through: cutoff, changed });
  return changed;
}
