/**
 * Composite indexes: which query needs one (as Firestore decides), whether firestore.indexes.json declares it, and
 * the Postgres expression index that makes the same query fast locally.
 */
import fs from 'node:fs';
import crypto from 'node:crypto';
import { BackendError } from '@/services/backend/types';
import { DOCUMENT_ID_FIELD } from './paths';
import type { QueryPlan } from './query-plan';
import { sortColumns } from './query-sql';
import { fieldExpr, sqlLiteral } from './sql';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope?: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

const EQUALITY_OPS = new Set(['==', 'in']);
const ARRAY_OPS = new Set(['array-contains', 'array-contains-any']);

export interface IndexNeed {
  equality: IndexField[];
  ordered: IndexField[];
}

/** The composite index a query needs, or null when Firestore serves it from single-field indexes. */
export function requiredIndex(plan: QueryPlan): IndexNeed | null {
  const orderFields = new Set(plan.order.map((o) => o.field));
  const equality: IndexField[] = [];
  for (const f of plan.filters) {
    // Document-id filters are served by the key every index ends with.
    if (f.field === DOCUMENT_ID_FIELD) continue;
    if (ARRAY_OPS.has(f.op)) {
      if (!equality.some((e) => e.fieldPath === f.field && e.arrayConfig))
        equality.push({ fieldPath: f.field, arrayConfig: 'CONTAINS' });
    } else if (
      EQUALITY_OPS.has(f.op) &&
      !orderFields.has(f.field) &&
      !equality.some((e) => e.fieldPath === f.field && e.order)
    ) {
      equality.push({ fieldPath: f.field, order: 'ASCENDING' });
    }
  }
  // Documents are kept in ascending key order: a descending walk over the keys alone needs an index of its own.
  if (plan.order.length === 0)
    return plan.idDirection === 'desc'
      ? { equality, ordered: [{ fieldPath: DOCUMENT_ID_FIELD, order: 'DESCENDING' }] }
      : null;
  if (plan.order.length === 1 && equality.length === 0) return null;
  const ordered = plan.order.map((o): IndexField => ({
    fieldPath: o.field,
    order: o.direction === 'asc' ? 'ASCENDING' : 'DESCENDING',
  }));
  return { equality, ordered };
}

const sameKind = (a: IndexField, b: IndexField) =>
  a.fieldPath === b.fieldPath && Boolean(a.arrayConfig) === Boolean(b.arrayConfig);

/**
 * The equality fields a declared index can serve for this need: its fields end with the need's ordered fields
 * exactly (a trailing `__name__` allowed), and every field before them is one of the need's equality fields. Null
 * when the index cannot take part.
 */
function equalityPart(declared: CompositeIndex, need: IndexNeed, group: string): IndexField[] | null {
  if (declared.collectionGroup !== group || (declared.queryScope ?? 'COLLECTION') !== 'COLLECTION') return null;
  // A trailing `__name__` is the key every index ends with, unless the query itself orders by it.
  const ordersById = need.ordered.some((o) => o.fieldPath === DOCUMENT_ID_FIELD);
  const fields = ordersById
    ? declared.fields
    : declared.fields.filter((f, i) => !(f.fieldPath === DOCUMENT_ID_FIELD && i === declared.fields.length - 1));
  const headLength = fields.length - need.ordered.length;
  if (headLength < 0) return null;
  const head = fields.slice(0, headLength);
  const tail = fields.slice(headLength);
  const tailMatches = need.ordered.every(
    (n, i) => tail[i].fieldPath === n.fieldPath && !tail[i].arrayConfig && tail[i].order === n.order,
  );
  return tailMatches && head.every((d) => need.equality.some((n) => sameKind(d, n))) ? head : null;
}

/**
 * Whether the declared indexes serve the need, as Firestore plans it: one index with all the equality fields, or,
 * by index merging, several that each end with the same ordered fields and together cover every equality field
 * (`a == 1 && b == 2 orderBy c` is served by (a, c) and (b, c)).
 */
export function served(declared: CompositeIndex[], need: IndexNeed, group: string): boolean {
  const heads = declared.map((d) => equalityPart(d, need, group)).filter((h): h is IndexField[] => h !== null);
  if (need.equality.length === 0) return heads.some((h) => h.length === 0);
  return need.equality.every((n) => heads.some((h) => h.some((d) => sameKind(d, n))));
}

/** One declared index that serves the need alone (every equality field, then the ordered fields). */
export function satisfies(declared: CompositeIndex, need: IndexNeed, group: string): boolean {
  const head = equalityPart(declared, need, group);
  return (
    head !== null &&
    head.length === need.equality.length &&
    need.equality.every((n) => head.some((d) => sameKind(d, n)))
  );
}

export function missingIndexError(need: IndexNeed, group: string): BackendError {
  const needed: CompositeIndex = {
    collectionGroup: group,
    queryScope: 'COLLECTION',
    fields: [...need.equality, ...need.ordered],
  };
  return new BackendError(
    'failed-precondition',
    `The query requires an index. Add this to "indexes" in firestore.indexes.json (and deploy it): ${JSON.stringify(needed)}`,
  );
}

/** Reads firestore.indexes.json; re-reads it when the file changes, so a developer adding an index needs no restart. */
export function createIndexCatalog(file: string) {
  let indexes: CompositeIndex[] = [];
  let mtime = -1;
  let checkedAt = 0;
  const load = () => {
    let stat: fs.Stats | undefined;
    try {
      stat = fs.statSync(file);
    } catch {
      indexes = [];
      return;
    }
    if (stat.mtimeMs === mtime) return;
    mtime = stat.mtimeMs;
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { indexes?: CompositeIndex[] };
    indexes = parsed.indexes ?? [];
  };
  load();
  return {
    all(): CompositeIndex[] {
      if (Date.now() - checkedAt > 1000) {
        checkedAt = Date.now();
        load();
      }
      return indexes;
    },
    check(plan: QueryPlan): void {
      const need = requiredIndex(plan);
      if (need && !served(this.all(), need, plan.group)) throw missingIndexError(need, plan.group);
    },
  };
}
export type IndexCatalog = ReturnType<typeof createIndexCatalog>;

/** A partial expression index per declared composite index; array-contains fields are left to the filter. */
export function postgresIndexes(indexes: CompositeIndex[]): { name: string; sql: string }[] {
  return indexes
    .filter((ix) => (ix.queryScope ?? 'COLLECTION') === 'COLLECTION')
    .map((ix) => {
      const fields = ix.fields.filter((f) => f.fieldPath !== '__name__' && !f.arrayConfig);
      const last = fields[fields.length - 1]?.order === 'DESCENDING' ? ' DESC' : '';
      const cols = fields.flatMap((f) => {
        const dir = f.order === 'DESCENDING' ? ' DESC' : '';
        return sortColumns(fieldExpr(f.fieldPath)).map((c) => `${c}${dir}`);
      });
      const body = `(collection, ${[...cols, `id${last}`].join(', ')}) WHERE coll_group = ${sqlLiteral(ix.collectionGroup)}`;
      const name = `fsix_${crypto.createHash('sha1').update(body).digest('hex').slice(0, 16)}`;
      return { name, sql: `CREATE INDEX IF NOT EXISTS ${name} ON documents ${body}` };
    });
}
