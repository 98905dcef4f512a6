/**
 * Every data migration, in the order it runs: data written before talent cards, before the company review, before
 * searches folded case and accents, before pay was compared across currencies, before events' join links were kept
 * apart, before notification settings per kind replaced the single email opt-out, before companies became teams,
 * before moves recorded that an applicant reached an interview, and before jobs expired. Each is idempotent and
 * answers how many documents it changed. The local engine runs each once per data folder
 * (recorded under `key`); in Firebase mode `npm run rebuild-derived` runs them all after a deploy.
 */
import type { TrustedDocs } from '../trusted/types';
import { upgradeCompanyOwners } from './company-owners';
import { upgradeEmailOptOut } from './email-opt-out';
import { moveEventJoinLinks } from './event-join-links';
import { backfillJobExpiry } from './job-expiry';
import { upgradeJobPay } from './job-pay';
import { upgradeLegacyCompanies } from './legacy-companies';
import { backfillJobKeywords, backfillNameTerms } from './search-fields';
import { backfillReachedInterview } from './reached-interview';
import { backfillTalentCards } from './talent-cards';

export interface Migration {
  /** Recorded once the migration ran on a local data folder. */
  key: string;
  /** The field of the rebuild's report that counts what it changed. */
  counted: string;
  run(docs: TrustedDocs): Promise<number>;
}

export const MIGRATIONS = [
  { key: 'talentCardsBackfilled', counted: 'cardsWritten', run: backfillTalentCards },
  { key: 'companiesUpgraded', counted: 'companiesUpgraded', run: upgradeLegacyCompanies },
  // Searches fold case and accents since: stored keywords are folded the same way.
  { key: 'jobKeywordsFolded', counted: 'jobKeywordsRewritten', run: backfillJobKeywords },
  { key: 'nameTermsWritten', counted: 'nameTermsWritten', run: backfillNameTerms },
  { key: 'jobPayYearly', counted: 'jobsUpgraded', run: upgradeJobPay },
  { key: 'eventJoinLinksMoved', counted: 'eventLinksMoved', run: moveEventJoinLinks },
  { key: 'emailOptOutToSettings', counted: 'emailOptOutsUpgraded', run: upgradeEmailOptOut },
  // Companies became teams: each one-account company's account is its owner.
  { key: 'companyOwnersWritten', counted: 'companyOwnersWritten', run: upgradeCompanyOwners },
  // The interview rate of priority applications counts applicants invited before moves recorded it.
  { key: 'reachedInterviewMarked', counted: 'applicationsMarkedInterviewed', run: backfillReachedInterview },
  // Jobs expire since: each open one is listed 60 days from the upgrade unless renewed.
  { key: 'jobExpiriesSet', counted: 'jobExpiriesSet', run: backfillJobExpiry },
] as const satisfies readonly Migration[];

export type MigrationCounts = Record<(typeof MIGRATIONS)[number]['counted'], number>;
