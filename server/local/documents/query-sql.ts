/** Translates a planned query into SQL over the jsonb documents table, with Firestore's filter semantics. */
import { isWireSpecialNumber, type WireValue } from '@/services/backend/wire/wire';
import type { WireWhere } from '@/services/backend/wire/wire-query';
import { DOCUMENT_ID_FIELD } from './paths';
import type { QueryPlan } from './query-plan';
import { fieldExpr, Params, sqlLiteral } from './sql';
import { rankOf } from './values';

const RANGE = { '<': '<', '<=': '<=', '>': '>', '>=': '>=' } as const;

/** The sort columns of one value, in order (see schema.ts): rank, scalar value, array and map key. */
export const sortColumns = (x: string) => [`fs_rank(${x})`, `fs_val(${x})`, `fs_complex(${x})`];

/** The same columns for a parameter; the rank is known here, the rest the database computes as it does for data. */
function paramColumns(value: WireValue, p: Params): string[] {
  const v = p.json(value);
  return [String(rankOf(value)), `fs_val(${v})`, `fs_complex(${v})`];
}

const tuple = (cols: string[]) => `(${cols.join(', ')})`;
const equals = (x: string, value: WireValue, p: Params) =>
  `${tuple(sortColumns(x))} = ${tuple(paramColumns(value, p))}`;

const isNaNValue = (v: WireValue) => isWireSpecialNumber(v) && v.$num === 'NaN';

/** Firestore's `in` and `array-contains-any` never match null or NaN. */
const withoutNull = (values: WireValue[]) => values.filter((v) => v !== null && !isNaNValue(v));

/** `documentId()` filters compare the id column (ids sort as strings, byte by byte). */
function documentIdSql(f: WireWhere, p: Params): string {
  const ids = () => (f.value as string[]).map((id) => p.text(id)).join(', ');
  switch (f.op) {
    case '==':
      return `id = ${p.text(f.value as string)}`;
    case '!=':
      return `id <> ${p.text(f.value as string)}`;
    case 'in':
      return `id IN (${ids()})`;
    case 'not-in':
      return `id NOT IN (${ids()})`;
    default:
      return `id ${RANGE[f.op as keyof typeof RANGE]} ${p.text(f.value as string)}`;
  }
}

function filterSql(f: WireWhere, p: Params): string {
  if (f.field === DOCUMENT_ID_FIELD) return documentIdSql(f, p);
  const x = fieldExpr(f.field);
  const list = (values: WireValue[]) => values.map((v) => tuple(paramColumns(v, p))).join(', ');
  switch (f.op) {
    case '==':
      // Equality only matches the same type; the rank term also lets composite indexes serve it.
      return equals(x, f.value, p);
    case '!=':
      return `jsonb_typeof(${x}) <> 'null' AND NOT (${equals(x, f.value, p)})`;
    case '<':
    case '<=':
    case '>':
    case '>=': {
      // Null and NaN bound no range: Firestore matches nothing.
      if (f.value === null || isNaNValue(f.value)) return 'FALSE';
      const [rank, ...rest] = paramColumns(f.value, p);
      // NaN sorts first, but no range of numbers contains it.
      const notNaN = rank === '2' ? ` AND ${x} <> '{"$num":"NaN"}'::jsonb` : '';
      return `fs_rank(${x}) = ${rank} AND ${tuple(sortColumns(x).slice(1))} ${RANGE[f.op]} ${tuple(rest)}${notNaN}`;
    }
    case 'in': {
      const values = withoutNull(f.value as WireValue[]);
      return values.length ? `${tuple(sortColumns(x))} IN (${list(values)})` : 'FALSE';
    }
    case 'not-in':
      if ((f.value as WireValue[]).includes(null)) return 'FALSE';
      return `jsonb_typeof(${x}) <> 'null' AND ${tuple(sortColumns(x))} NOT IN (${list(f.value as WireValue[])})`;
    case 'array-contains':
      // Like the list filters, array-contains never matches null or NaN.
      if (f.value === null || isNaNValue(f.value)) return 'FALSE';
      return `jsonb_typeof(${x}) = 'array' AND EXISTS (SELECT 1 FROM jsonb_array_elements(${x}) e WHERE ${equals('e', f.value, p)})`;
    case 'array-contains-any': {
      const values = withoutNull(f.value as WireValue[]);
      if (!values.length) return 'FALSE';
      return `jsonb_typeof(${x}) = 'array' AND EXISTS (SELECT 1 FROM jsonb_array_elements(${x}) e WHERE ${tuple(sortColumns('e'))} IN (${list(values)}))`;
    }
  }
}

/** Sort keys per ordered field, so mixed types, arrays and maps order as Firestore orders them. */
function sortKeys(plan: QueryPlan) {
  return plan.order.map((o) => ({
    x: fieldExpr(o.field),
    columns: sortColumns(fieldExpr(o.field)),
    direction: o.direction,
  }));
}

function cursorSql(plan: QueryPlan, p: Params): string {
  const cursor = plan.cursor!;
  const cols: { expr: string; param: string; direction: 'asc' | 'desc' }[] = [];
  sortKeys(plan).forEach((k, i) => {
    const params = paramColumns(cursor.values[i], p);
    k.columns.forEach((expr, j) => cols.push({ expr, param: params[j], direction: k.direction }));
  });
  cols.push({ expr: 'id', param: p.text(cursor.id), direction: plan.idDirection });
  if (cols.every((c) => c.direction === cols[0].direction)) {
    // A row comparison lets Postgres start the index scan right at the cursor.
    const op = cols[0].direction === 'asc' ? '>' : '<';
    return `(${cols.map((c) => c.expr).join(', ')}) ${op} (${cols.map((c) => c.param).join(', ')})`;
  }
  const terms = cols.map((c, i) => {
    const equal = cols.slice(0, i).map((e) => `${e.expr} = ${e.param}`);
    return `(${[...equal, `${c.expr} ${c.direction === 'asc' ? '>' : '<'} ${c.param}`].join(' AND ')})`;
  });
  return `(${terms.join(' OR ')})`;
}

export function buildQuerySql(plan: QueryPlan, select: 'docs' | 'count'): { sql: string; params: unknown[] } {
  const p = new Params();
  const where = [`collection = ${sqlLiteral(plan.collection)}`, `coll_group = ${sqlLiteral(plan.group)}`];
  for (const f of plan.filters) where.push(filterSql(f, p));
  for (const o of plan.order) where.push(`${fieldExpr(o.field)} IS NOT NULL`);
  if (plan.cursor) where.push(cursorSql(plan, p));
  const dir = (d: 'asc' | 'desc') => (d === 'asc' ? 'ASC' : 'DESC');
  const orderBy = [
    ...sortKeys(plan).flatMap((k) => k.columns.map((c) => `${c} ${dir(k.direction)}`)),
    `id ${dir(plan.idDirection)}`,
  ];
  const limit = plan.limit !== undefined ? ` LIMIT ${plan.limit}` : '';
  const body = `FROM documents WHERE ${where.join(' AND ')}`;
  if (select === 'count') {
    const inner = plan.limit !== undefined ? `SELECT 1 ${body}${limit}` : `SELECT 1 ${body}`;
    return { sql: `SELECT count(*)::int AS n FROM (${inner}) q`, params: p.values };
  }
  return { sql: `SELECT id, path, data ${body} ORDER BY ${orderBy.join(', ')}${limit}`, params: p.values };
}
