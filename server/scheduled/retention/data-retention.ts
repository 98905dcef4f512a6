/**
 * The scheduled job `data-retention`: every period of constants/retention.ts, enforced once a day. Each sweep is
 * idempotent (a second run right after the first changes nothing), so a retried trigger is harmless.
 */
import type { TrustedServices } from '../../trusted/types';
import { forgetAuditDetails, forgetClosedApplications, removeExpiredExports } from './data-sweeps';
import { sweepInactiveAccounts } from './inactive-accounts';

export async function enforceRetention(ctx: TrustedServices, at = Date.now()): Promise<Record<string, number>> {
  const now = new Date(at);
  const exportsRemoved = await removeExpiredExports(ctx, now);
  const applicationsForgotten = await forgetClosedApplications(ctx, now);
  const auditEntriesForgotten = await forgetAuditDetails(ctx, now);
  const accounts = await sweepInactiveAccounts(ctx, now);
  return {
    exportsRemoved,
    applicationsForgotten,
    auditEntriesForgotten,
    accountsWarned: accounts.warned,
    accountsDeleted: accounts.deleted,
    accountsRefused: accounts.refused,
  };
}
