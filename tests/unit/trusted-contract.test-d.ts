/**
 * Type-level test, checked by `npx tsc --noEmit` (each `@ts-expect-error` line must fail to compile, or tsc
 * reports the directive as unused): the client's call and the server's operations are typed by one contract, so
 * a field renamed in the contract breaks both sides.
 */
import type { z } from 'zod/mini';
import { responseStats } from '@/server/trusted/response-stats';
import { TRUSTED_OPERATIONS } from '@/server/trusted/registry';
import type { TrustedOperationOf } from '@/server/trusted/types';
import type { CallTrustedOf, TrustedOps } from '@/services/backend/trusted-ops';
import type { ResponseStatsResult } from '@/services/backend/trusted-ops/account';
import type { TrustedOpContract } from '@/services/backend/trusted-ops/define';
import type { AppBackend } from '@/services/backend/backend';

declare const backend: AppBackend;

// The contract as it is: the client sends its input and gets its result, the registry implements every entry.
export async function callsAsTheContractSays() {
  const { stats, jobsUpdated }: ResponseStatsResult = await backend.callTrusted('response-stats', { companyId: 'c1' });
  // @ts-expect-error a name the contract does not have
  await backend.callTrusted('response-statistics', { companyId: 'c1' });
  // @ts-expect-error a field the contract does not have
  await backend.callTrusted('response-stats', { company: 'c1' });
  // @ts-expect-error the result is the contract's, not whatever the caller wishes
  const wished: { median: number } = await backend.callTrusted('response-stats', { companyId: 'c1' });
  return [stats, jobsUpdated, wished];
}

// The same contract with one field renamed (companyId -> company) and one result reshaped.
type Renamed = Omit<TrustedOps, 'response-stats' | 'cancel-rsvp'> & {
  'response-stats': TrustedOpContract<z.ZodMiniObject<{ company: z.ZodMiniString }>, ResponseStatsResult>;
  'cancel-rsvp': TrustedOpContract<z.ZodMiniObject<{ eventId: z.ZodMiniString }>, { promotedUid: string }>;
};
declare const renamedCall: CallTrustedOf<Renamed>;

export async function clientAfterTheRename() {
  // @ts-expect-error the client still sends the old field
  await renamedCall('response-stats', { companyId: 'c1' });
  await renamedCall('response-stats', { company: 'c1' });
}

// @ts-expect-error the server's implementation still reads the old field
export const serverAfterTheRename: TrustedOperationOf<Renamed, 'response-stats'> = responseStats;

// @ts-expect-error the registry no longer matches the contract: two operations take or answer the old shapes
export const registryAfterTheRename: { readonly [N in keyof Renamed]: TrustedOperationOf<Renamed, N> } =
  TRUSTED_OPERATIONS;

// A registry missing an operation does not type-check either.
const { 'cancel-rsvp': _dropped, ...withoutOne } = TRUSTED_OPERATIONS;
// @ts-expect-error 'cancel-rsvp' is missing
export const incompleteRegistry: { readonly [N in keyof TrustedOps]: TrustedOperationOf<TrustedOps, N> } = withoutOne;
void _dropped;
