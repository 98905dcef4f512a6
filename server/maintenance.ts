/**
 * Derived data an operator may need to (re)build after a deploy: talent cards for talents created before cards
 * existed, each company's reply time, company documents of before the review (made pending, their account email
 * and reasons moved to companyAccounts), search fields of before searches folded case and accents, each job's yearly
 * pay in the reference currency, events' join links moved where only those going read them, and the former email
 * opt-out turned into notification settings per kind, and each one-account company's account made its owner. All idempotent and
 * computed from stored documents only.
 */
import type { TrustedDocs } from './trusted/types';
import { backfillJobKeywords, backfillNameTerms } from './seed/search-backfill';
import { backfillTalentCards } from './seed/talent-card-backfill';
import { recomputeResponseStats } from './trusted/response-stats';
import { upgradeLegacyCompanies } from './trusted/company-legacy';
import { upgradeJobPay } from './seed/job-pay-upgrade';
import { moveEventJoinLinks } from './seed/event-link-upgrade';
import { upgradeEmailOptOut } from './seed/email-opt-out-upgrade';
import { upgradeCompanyOwners } from './seed/company-owner-upgrade';
import { queryAll } from '../services/pagination';

export interface MaintenanceReport {
  cardsWritten: number;
  companiesRecomputed: number;
  companiesUpgraded: number;
  jobKeywordsRewritten: number;
  nameTermsWritten: number;
  jobsUpgraded: number;
  eventLinksMoved: number;
  emailOptOutsUpgraded: number;
  companyOwnersWritten: number;
}

export async function rebuildDerivedData(docs: TrustedDocs): Promise<MaintenanceReport> {
  const cardsWritten = await backfillTalentCards(docs);
  const companiesUpgraded = await upgradeLegacyCompanies(docs);
  const jobKeywordsRewritten = await backfillJobKeywords(docs);
  const nameTermsWritten = await backfillNameTerms(docs);
  const jobsUpgraded = await upgradeJobPay(docs);
  const eventLinksMoved = await moveEventJoinLinks(docs);
  const emailOptOutsUpgraded = await upgradeEmailOptOut(docs);
  const companyOwnersWritten = await upgradeCompanyOwners(docs);
  const companies = await queryAll(docs, { collection: 'companies' });
  for (const company of companies) await recomputeResponseStats(docs, company.id);
  return {
    cardsWritten,
    companiesRecomputed: companies.length,
    companiesUpgraded,
    jobKeywordsRewritten,
    nameTermsWritten,
    jobsUpgraded,
    eventLinksMoved,
    emailOptOutsUpgraded,
    companyOwnersWritten,
  };
}
