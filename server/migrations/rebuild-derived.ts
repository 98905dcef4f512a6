/**
 * What an operator (re)builds after a deploy in Firebase mode (`npm run rebuild-derived`): every data migration
 * (list.ts), then each company's reply time, recomputed from its conversations. All idempotent and computed from
 * stored documents only.
 */
import type { TrustedDocs } from '../trusted/types';
import { recomputeResponseStats } from '../trusted/response-stats';
import { queryAll } from '../../services/pagination';
import { MIGRATIONS, type MigrationCounts } from './list';

export type MaintenanceReport = MigrationCounts & { companiesRecomputed: number };

export async function rebuildDerivedData(docs: TrustedDocs): Promise<MaintenanceReport> {
  const counts: Record<string, number> = {};
  for (const migration of MIGRATIONS) counts[migration.counted] = await migration.run(docs);
  const companies = await queryAll(docs, { collection: 'companies' });
  for (const company of companies) await recomputeResponseStats(docs, company.id);
  return { ...(counts as MigrationCounts), companiesRecomputed: companies.length };
}
