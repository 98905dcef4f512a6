/** Translates a planned query into SQL over the jsonb documents table, with Firestore's filter semantics. */
import type { WireValue } from '@/services/backend/local/wire';
import type { WireWhere } from '@/services/backend/local/wire-query';
import type { QueryPlan } from './query-plan';
import { fieldExpr, Params, sqlLiteral } from './sql';
import { rankOf } from './values';

const RANGE = { '<': '<', '<=': '<=', '>': '>', '>=': '>=' } as const;

function filterSql(f: WireWhere, p: Params): string {
  const x = fieldExpr(f.field);
  const list = () => (f.value as WireValue[]).map((v) => p.json(v)).join(', ');
  switch (f.op) {
    case '==':
      // Equality only matches the same type; the rank term also lets composite indexes (rank, value) serve it.
      return `fs_rank(${x}) = ${rankOf(f.value)} AND ${x} = ${p.json(f.value)}`;
    case '!=':
      return `jsonb_typeof(${x}) <> 'null' AND ${x} <> ${p.json(f.value)}`;
    case '<':
    case '<=':
    case '>':
    case '>=':
      return `fs_rank(${x}) = ${rankOf(f.value)} AND ${x} ${RANGE[f.op]} ${p.json(f.value)}`;
    case 'in':
      return `${x} IN (${list()})`;
    case 'not-in':
      if ((f.value as WireValue[]).includes(null)) return 'FALSE';
      return `jsonb_typeof(${x}) <> 'null' AND ${x} NOT IN (${list()})`;
    case 'array-contains':
      return `jsonb_typeof(${x}) = 'array' AND EXISTS (SELECT 1 FROM jsonb_array_elements(${x}) e WHERE e = ${p.json(f.value)})`;
    case 'array-contains-any':
      return `jsonb_typeof(${x}) = 'array' AND EXISTS (SELECT 1 FROM jsonb_array_elements(${x}) e WHERE e IN (${list()}))`;
  }
}

/** Sort keys per ordered field: (rank, value), so mixed types order as Firestore orders them. */
function sortKeys(plan: QueryPlan) {
  return plan.order.map((o) => ({ rank: `fs_rank(${fieldExpr(o.field)})`, value: fieldExpr(o.field), direction: o.direction }));
}

function cursorSql(plan: QueryPlan, p: Params): string {
  const cursor = plan.cursor!;
  const keys = sortKeys(plan);
  const cols: { expr: string; param: string; direction: 'asc' | 'desc' }[] = [];
  keys.forEach((k, i) => {
    cols.push({ expr: k.rank, param: String(rankOf(cursor.values[i])), direction: k.direction });
    cols.push({ expr: k.value, param: p.json(cursor.values[i]), direction: k.direction });
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
  const orderBy = [...sortKeys(plan).flatMap((k) => [`${k.rank} ${dir(k.direction)}`, `${k.value} ${dir(k.direction)}`]), `id ${dir(plan.idDirection)}`];
  const limit = plan.limit !== undefined ? ` LIMIT ${plan.limit}` : '';
  const body = `FROM documents WHERE ${where.join(' AND ')}`;
  if (select === 'count') {
    const inner = plan.limit !== undefined ? `SELECT 1 ${body}${limit}` : `SELECT 1 ${body}`;
    return { sql: `SELECT count(*)::int AS n FROM (${inner}) q`, params: p.values };
  }
  return { sql: `SELECT id, path, data ${body} ORDER BY ${orderBy.join(', ')}${limit}`, params: p.values };
}
