/**
 * Vitest setup for `npm run deploy:check`: every query the local engine plans is checked against the index
 * catalog, so wrapping the catalog's check records each query's shape (collection group, the composite index it
 * needs, if any, and whether the engine refused it) into QUERY_LOG_FILE, one JSON line per query.
 */
import { appendFileSync } from 'node:fs';
import { vi } from 'vitest';
import type { QueryPlan } from '@/server/local/documents/query-plan';

vi.mock('@/server/local/documents/indexes', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/server/local/documents/indexes')>();
  const log = process.env.QUERY_LOG_FILE;
  const record = (plan: QueryPlan, refused: boolean) => {
    if (!log) return;
    const where = plan.filters.map((f) => `${f.field} ${f.op}`);
    const order = plan.order.map((o) => `${o.field} ${o.direction}`);
    appendFileSync(
      log,
      `${JSON.stringify({ group: plan.group, where, order, idDirection: plan.idDirection, need: original.requiredIndex(plan), refused })}\n`,
    );
  };
  return {
    ...original,
    createIndexCatalog(file: string) {
      const catalog = original.createIndexCatalog(file);
      return {
        ...catalog,
        check(plan: QueryPlan) {
          try {
            catalog.check(plan);
          } catch (err) {
            record(plan, true);
            throw err;
          }
          record(plan, false);
        },
      };
    },
  };
});
