/**
 * Whether firestore.indexes.json serves every recorded query, with the local engine's own index matcher (the one
 * that refuses a query missing its composite index in local mode, as Firestore does in production).
 */
import { readFileSync } from 'node:fs';
import { served, type CompositeIndex, type IndexNeed } from '../../server/local/documents/indexes';

export interface RecordedQuery {
  group: string;
  where: string[];
  order: string[];
  need: IndexNeed | null;
  /** The engine refused it for want of an index: only the suites asserting that refusal pass with such a query. */
  refused?: boolean;
}

export interface Coverage {
  queries: number;
  shapes: number;
  composite: number;
  missing: string[];
  /** Shapes the engine refused in suites that expect the refusal (a service query refused fails its own suite). */
  refused: number;
}

const shapeOf = (q: RecordedQuery) =>
  `${q.group}: where ${q.where.join(', ') || '-'}; order ${q.order.join(', ') || '-'}`;

export function readRecordedQueries(file: string): RecordedQuery[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RecordedQuery);
}

/**
 * Each distinct query shape the engine served, checked once against the declared indexes: those needing a
 * composite index the file does not serve are missing. Refused shapes are only counted.
 */
export function indexCoverage(queries: RecordedQuery[], declared: CompositeIndex[]): Coverage {
  const shapes = new Map<string, RecordedQuery>();
  const refused = new Set<string>();
  for (const q of queries) {
    if (q.refused) refused.add(shapeOf(q));
    else shapes.set(shapeOf(q), q);
  }
  const missing: string[] = [];
  let composite = 0;
  for (const [shape, q] of shapes) {
    if (!q.need) continue;
    composite += 1;
    if (!served(declared, q.need, q.group)) missing.push(shape);
  }
  return { queries: queries.length, shapes: shapes.size, composite, missing, refused: refused.size };
}
