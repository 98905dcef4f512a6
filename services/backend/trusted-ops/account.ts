/**
 * Trusted operations on one's own account and company: deleting the account, refreshing response figures, saving a
 * talent's work history and education (with the search words discovery finds it by).
 */
import { z } from 'zod/mini';
import { DELETE_CONFIRMATION } from '../../schemas/limits';
import { careerPatchSchema } from '../../schemas/profile-entries';
import { idSchema } from '../../schemas/common';
import type { ResponseStats } from '../../schemas/company';
import { trustedOp } from './define';

/** What deleting an account did, for the confirmation the person reads. */
export interface AccountDeletionResult {
  /** `recruiter`: a member of a company that stays (the founding account after a hand-over too). */
  role: 'talent' | 'company' | 'recruiter' | 'none';
  /** Applications withdrawn or rejected, or stripped of the talent's files and contact. */
  applicationsUpdated: number;
  jobsClosed: number;
  filesDeleted: number;
}

export interface ResponseStatsResult {
  stats: ResponseStats;
  /** Active jobs whose `companyResponseMs` changed. */
  jobsUpdated: number;
}

/** What a career save stored: the search words derived from the entries. */
export interface CareerSaveResult {
  careerTerms: string[];
}

/** A download of one's data, ready: offered once, by `link`, until `expiresAt` (epoch ms). */
export interface DataExportResult {
  /** A path on this site; the first download ends it. */
  link: string;
  expiresAt: number;
  /** The zip file's size in bytes, and how many uploaded files it holds beside data.json. */
  bytes: number;
  files: number;
  /** The sections of data.json, by collection name. */
  contents: string[];
}

export const ACCOUNT_OPS = {
  'delete-account': trustedOp(
    z.strictObject({ confirm: z.literal(DELETE_CONFIRMATION, { error: `Type ${DELETE_CONFIRMATION} to confirm` }) }),
  ).returns<AccountDeletionResult>(),
  'response-stats': trustedOp(z.strictObject({ companyId: idSchema })).returns<ResponseStatsResult>(),
  'career-save': trustedOp(careerPatchSchema).returns<CareerSaveResult>(),
  // Always the caller's own data: there is nothing to name, so nobody can ask for someone else's.
  'data-export': trustedOp(z.strictObject({})).returns<DataExportResult>(),
};
