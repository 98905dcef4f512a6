/**
 * A job's limits, messages and search words without zod (see ./job.ts for the schemas), for the screens and
 * converters that only read jobs. ./job.ts re-exports them.
 */
import { foldForSearch, searchWords } from '../search/search-words';
import { LIMITS } from './limits';

export const JOB_LIMITS = {
  titleMax: 120,
  descriptionMax: 10_000,
  locationMax: LIMITS.shortTextMax,
  skillMax: LIMITS.skillMax,
  skillsMax: LIMITS.skillsMax,
  /** Tokens of title, company name and skills; more are dropped (the rules bound the list). */
  keywordsMax: 60,
  /** A keyword's longest form: a whole skill. */
  keywordMax: LIMITS.skillMax,
  salaryMax: 1_000_000_000,
  /** How many people a job hires. */
  openingsMax: 50,
  /** A job is listed at most this many days after it was posted or last renewed (the rules hold the same bound). */
  listedDaysMax: 60,
} as const;

const DAY_MS = 86_400_000;
/** The latest expiry a write at `now` may set. */
export const latestExpiry = (now: number) => now + JOB_LIMITS.listedDaysMax * DAY_MS;
/** Whole days from `now` until `expiresAt`, rounded up (0 once it has passed). */
export const daysUntil = (expiresAt: number, now: number) => Math.max(0, Math.ceil((expiresAt - now) / DAY_MS));

/**
 * Why a closed job closed, when the company did not simply close it: filled (the trusted `job-fill`) or expired
 * (the schedule, once `expiresAt` passed without a renewal). Written by the server only.
 */
export const JOB_CLOSED_REASONS = ['filled', 'expired'] as const;

/** The message for a currency outside the list (constants/currency-rates.ts). */
export const CURRENCY_NOT_LISTED = 'Choose a currency from the list';

/**
 * The search words of a job, folded (lowercase, no accents): its title's words first, then the company name's and
 * the skills' words and each whole skill. Title words come first so the cap never drops them; a search ranks a
 * job whose title holds every word of the search above one matched by its company or skills.
 */
export function jobKeywords(title: string, companyName: string, skills: string[]): string[] {
  const all = [
    ...searchWords(title),
    ...searchWords(companyName),
    ...skills.flatMap((s) => [foldForSearch(s.trim()), ...searchWords(s)]),
  ];
  return [...new Set(all.filter((t) => t && t.length <= JOB_LIMITS.keywordMax))].slice(0, JOB_LIMITS.keywordsMax);
}

/** The words of a job search, each of which a job must hold; at most 10 (a search box, not a document). */
export function jobSearchWords(keyword: string): string[] {
  return searchWords(keyword).slice(0, 10);
}
