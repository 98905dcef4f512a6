/**
 * Queries that need a composite index, derived from firestore.indexes.json, for the differential test: for every
 * declared index, documents that carry its fields (values of several types, ties, missing fields) and the query
 * shapes the index serves. Each collection group gets its own scratch collection (`contract-tests/{uid}/<group>`),
 * so the local backend plans them with the group's declared indexes, as it does the real collection.
 */
import type { DocumentData, OrderClause, QuerySpec, WhereClause, WhereOp } from '@/services/backend/types';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface DeclaredIndex {
  collectionGroup: string;
  queryScope?: string;
  fields: IndexField[];
}

export interface IndexCase {
  /** Which declared index (or pair, when the query needs index merging) the query is served by. */
  index: string;
  group: string;
  spec: Omit<QuerySpec, 'collection'>;
  /** Also compare the page after the first `limit` documents (a cursor over the composite order). */
  nextPage?: boolean;
  count?: boolean;
}

type Random = { next(): number; pick<T>(items: readonly T[]): T };

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
/** Values an equality field takes: several types, so a filter must match by type as well as value. */
const EQUAL_VALUES: readonly unknown[] = ['a', 'b', 'B', '', 1, 2.5, 0, true, false, null];
/** Values an ordered field takes: dates (the usual case), numbers, strings and null, with ties. */
const ORDER_VALUES: readonly unknown[] = [day(0), day(1), day(1), day(2), day(5), day(9), 3, -1, 'x', null];
/** Elements of an array field. */
const ELEMENTS: readonly unknown[] = ['a', 'b', 'c', 1, true, null];
/**
 * What `in`, `array-contains` and `array-contains-any` look for: no null, because the emulator never answers a
 * membership query for null (the SDK's request stays pending), so there would be nothing to compare with.
 */
const MEMBERS = ELEMENTS.filter((v) => v !== null);
const IN_VALUES = [...EQUAL_VALUES, ...ORDER_VALUES].filter((v) => v !== null);

const label = (ix: DeclaredIndex) =>
  `${ix.collectionGroup}(${ix.fields.map((f) => `${f.fieldPath} ${f.arrayConfig ?? (f.order === 'DESCENDING' ? 'desc' : 'asc')}`).join(', ')})`;

const direction = (f: IndexField): OrderClause['direction'] => (f.order === 'DESCENDING' ? 'desc' : 'asc');

/** The indexes a collection-scope query can use, without a trailing `__name__` (the key every index ends with). */
function collectionIndexes(indexes: readonly DeclaredIndex[]): DeclaredIndex[] {
  return indexes
    .filter((ix) => (ix.queryScope ?? 'COLLECTION') === 'COLLECTION')
    .map((ix) => ({
      ...ix,
      fields: ix.fields.filter((f, i) => !(f.fieldPath === '__name__' && i === ix.fields.length - 1)),
    }));
}

function arrayValue(rnd: Random): unknown {
  const shape = rnd.next();
  if (shape < 0.1) return 'a'; // not an array: array-contains never matches it
  if (shape < 0.2) return [];
  return Array.from({ length: 1 + Math.floor(rnd.next() * 3) }, () => rnd.pick(ELEMENTS));
}

/** Documents for every group: each declared field of the group, sometimes missing. */
export function indexSeeds(
  indexes: readonly DeclaredIndex[],
  rnd: Random,
  perGroup = 36,
): Map<string, Record<string, DocumentData>> {
  const fieldsByGroup = new Map<string, Map<string, IndexField>>();
  for (const ix of indexes) {
    const fields = fieldsByGroup.get(ix.collectionGroup) ?? new Map<string, IndexField>();
    for (const f of ix.fields) if (!fields.has(f.fieldPath) || f.arrayConfig) fields.set(f.fieldPath, f);
    fieldsByGroup.set(ix.collectionGroup, fields);
  }
  const seeds = new Map<string, Record<string, DocumentData>>();
  for (const [group, fields] of fieldsByGroup) {
    const docs: Record<string, DocumentData> = {};
    for (let i = 0; i < perGroup; i++) {
      const doc: DocumentData = {};
      for (const [name, f] of fields) {
        if (rnd.next() < 0.08) continue; // missing: no index entry, so no result of a query on it
        // A field both ordered and compared by equality in different indexes takes values of both pools.
        doc[name] = f.arrayConfig
          ? arrayValue(rnd)
          : rnd.next() < 0.5
            ? rnd.pick(EQUAL_VALUES)
            : rnd.pick(ORDER_VALUES);
      }
      docs[`d${String(i).padStart(2, '0')}`] = doc;
    }
    seeds.set(group, docs);
  }
  return seeds;
}

function equalityClause(f: IndexField, rnd: Random, widen: boolean): WhereClause {
  if (f.arrayConfig) {
    return widen
      ? { field: f.fieldPath, op: 'array-contains-any', value: [rnd.pick(MEMBERS), rnd.pick(MEMBERS)] }
      : { field: f.fieldPath, op: 'array-contains', value: rnd.pick(MEMBERS) };
  }
  return widen
    ? { field: f.fieldPath, op: 'in', value: [rnd.pick(IN_VALUES), rnd.pick(IN_VALUES)] }
    : { field: f.fieldPath, op: '==', value: rnd.next() < 0.8 ? rnd.pick(EQUAL_VALUES) : rnd.pick(ORDER_VALUES) };
}

const RANGE_OPS: WhereOp[] = ['<', '<=', '>', '>=', '!='];

/** The query shapes one index serves: every split of its fields into equality filters and orderBy. */
function casesOf(ix: DeclaredIndex, rnd: Random): IndexCase[] {
  const cases: IndexCase[] = [];
  const name = label(ix);
  for (let split = 0; split < ix.fields.length; split++) {
    const head = ix.fields.slice(0, split);
    const tail = ix.fields.slice(split);
    // Only ordered fields can be ordered by; a query with no equality filter and one orderBy needs no index.
    if (tail.some((f) => f.arrayConfig) || (head.length === 0 && tail.length < 2)) continue;
    const orderBy = tail.map((f): OrderClause => ({ field: f.fieldPath, direction: direction(f) }));
    for (const widen of [false, true]) {
      if (widen && head.length === 0) continue;
      const where = head.map((f, i) => equalityClause(f, rnd, widen && i === 0));
      cases.push({ index: name, group: ix.collectionGroup, spec: { where, orderBy } });
      cases.push({ index: name, group: ix.collectionGroup, spec: { where, orderBy, limit: 2 }, nextPage: true });
    }
    const where = head.map((f) => equalityClause(f, rnd, false));
    cases.push({ index: name, group: ix.collectionGroup, spec: { where, orderBy }, count: true });
    // A range on the first ordered field (an inequality must be on the first orderBy field).
    const range: WhereClause = {
      field: tail[0].fieldPath,
      op: rnd.pick(RANGE_OPS),
      value: rnd.pick(ORDER_VALUES.slice(0, 6)),
    };
    cases.push({ index: name, group: ix.collectionGroup, spec: { where: [...where, range], orderBy } });
    cases.push({
      index: name,
      group: ix.collectionGroup,
      spec: { where: [...where, range], orderBy, limit: 3 },
      nextPage: true,
    });
  }
  return cases;
}

/**
 * Index merging: two indexes of a group that end with the same single ordered field serve a query with an
 * equality filter on each of their first fields (`a == 1 && b == 2 orderBy c` from (a, c) and (b, c)).
 */
function mergedCases(indexes: readonly DeclaredIndex[], rnd: Random): IndexCase[] {
  const cases: IndexCase[] = [];
  for (let i = 0; i < indexes.length; i++) {
    for (let j = i + 1; j < indexes.length; j++) {
      const [a, b] = [indexes[i], indexes[j]];
      if (a.collectionGroup !== b.collectionGroup || a.fields.length !== 2 || b.fields.length !== 2) continue;
      const [lastA, lastB] = [a.fields[1], b.fields[1]];
      if (
        lastA.fieldPath !== lastB.fieldPath ||
        lastA.order !== lastB.order ||
        a.fields[0].fieldPath === b.fields[0].fieldPath
      )
        continue;
      // Firestore allows one array-contains per query.
      if (a.fields[0].arrayConfig && b.fields[0].arrayConfig) continue;
      const where = [equalityClause(a.fields[0], rnd, false), equalityClause(b.fields[0], rnd, false)];
      const orderBy = [{ field: lastA.fieldPath, direction: direction(lastA) }];
      cases.push({ index: `${label(a)} + ${label(b)}`, group: a.collectionGroup, spec: { where, orderBy } });
    }
  }
  return cases;
}

/** Every case of every declared collection-scope index. */
export function indexCases(declared: readonly DeclaredIndex[], rnd: Random): IndexCase[] {
  const indexes = collectionIndexes(declared);
  return [...indexes.flatMap((ix) => casesOf(ix, rnd)), ...mergedCases(indexes, rnd)];
}
