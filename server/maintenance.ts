/**
 * Derived data an operator may need to (re)build after a deploy: talent cards for talents created before cards
 * existed, and each company's reply time. Both are idempotent and computed from stored documents only.
 */
import type { TrustedDocs } from './trusted/types';
import { backfillTalentCards } from './seed/talent-card-backfill';
import { recomputeResponseStats } from './trusted/response-stats';
import { queryAll } from '../services/pagination';

export interface MaintenanceReport {
  cardsWritten: number;
  companiesRecomputed: number;
}

export async function rebuildDerivedData(docs: TrustedDocs): Promise<MaintenanceReport> {
  const cardsWritten = await backfillTalentCards(docs);
  const companies = await queryAll(docs, { collection: 'companies' });
  for (const company of companies) await recomputeResponseStats(docs, company.id);
  return { cardsWritten, companiesRecomputed: companies.length };
}
