/** Trusted operations on one's own account and company: deleting the account, refreshing response figures. */
import { z } from 'zod/mini';
import { DELETE_CONFIRMATION, type AccountDeletionResult } from '../../account/account-deletion';
import { idSchema } from '../../schemas/common';
import type { ResponseStats } from '../../schemas/company';
import { trustedOp } from './define';

export interface ResponseStatsResult {
  stats: ResponseStats;
  /** Active jobs whose `companyResponseMs` changed. */
  jobsUpdated: number;
}

export const ACCOUNT_OPS = {
  'delete-account': trustedOp(
    z.strictObject({ confirm: z.literal(DELETE_CONFIRMATION, { error: `Type ${DELETE_CONFIRMATION} to confirm` }) }),
  ).returns<AccountDeletionResult>(),
  'response-stats': trustedOp(z.strictObject({ companyId: idSchema })).returns<ResponseStatsResult>(),
};
