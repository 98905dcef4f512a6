/**
 * Trusted operation `response-stats`: recomputes a company's median time to first response and
 * writes it where talents see it, on `companies/{id}.responseStats` and as `companyResponseMs` on its active jobs.
 * Clients may not write these fields (the rules refuse them), so a company cannot polish its own figure; the
 * result depends only on stored data, so any party to the company's applications may ask for a refresh.
 */
import { medianFirstResponseMs } from '@/services/format/application-metrics';
import { BackendError, deleteField, type DocSnapshot, type WriteOp } from '@/services/backend/types';
import { APPLICATIONS, applicationFromSnapshot } from '@/services/converters/application-converter';
import { companyPath } from '@/services/converters/company-converter';
import { companyMemberPath, memberCompanyId } from '@/services/converters/company-member-doc';
import { JOBS, jobPath } from '@/services/converters/job-converter';
import { queryAll } from '@/services/pagination';
import type { ResponseStatsResult } from '@/services/backend/trusted-ops/account';
import type { ResponseStats } from '@/services/schemas/company';
import { commitInChunks, WRITE_CHUNK } from '@/services/write-chunks';
import type { TrustedContext, TrustedDocs, TrustedOperation } from './types';

/** The median covers the company's latest applications: how it answers now, at a bounded cost per refresh. */
export const RESPONSE_STATS_WINDOW = 200;

/**
 * A member of the company (its founding account included), or a talent with an application to it: the caller's member
 * document (one read, as the rules read it), then for anyone else the same one-read query the rules allow.
 */
async function assertInvolved(ctx: TrustedContext, companyId: string): Promise<void> {
  if (memberCompanyId(await ctx.docs.get(companyMemberPath(ctx.caller.uid))) === companyId) return;
  const mine = await ctx.docs.query({
    collection: APPLICATIONS,
    where: [
      { field: 'companyId', op: '==', value: companyId },
      { field: 'talentId', op: '==', value: ctx.caller.uid },
    ],
    limit: 1,
  });
  if (mine.length === 0)
    throw new BackendError('permission-denied', 'Only the company or its applicants may refresh its response time.');
}

function activeJobs(docs: TrustedDocs, companyId: string): Promise<DocSnapshot[]> {
  return queryAll(
    docs,
    {
      collection: JOBS,
      where: [
        { field: 'companyId', op: '==', value: companyId },
        { field: 'status', op: '==', value: 'active' },
      ],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    WRITE_CHUNK,
  );
}

/**
 * Recomputes and writes one company's figures with privileged access. Also for server code that writes
 * applications directly (the demo seed), where there is no caller to check.
 */
export async function recomputeResponseStats(docs: TrustedDocs, companyId: string): Promise<ResponseStatsResult> {
  const snaps = await docs.query({
    collection: APPLICATIONS,
    where: [{ field: 'companyId', op: '==', value: companyId }],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: RESPONSE_STATS_WINDOW,
  });
  const apps = snaps.map(applicationFromSnapshot);
  const now = Date.now();
  const stats: ResponseStats = {
    medianMs: medianFirstResponseMs(apps),
    applications: apps.length,
    responded: apps.filter((a) => a.firstResponseAt !== null).length,
    updatedAt: now,
  };

  // A job carries the figure only when there is one (3+ applications, at least one answered); otherwise none.
  const shown = stats.medianMs;
  const jobOps: WriteOp[] = (await activeJobs(docs, companyId))
    .filter((snap) => (snap.data?.companyResponseMs ?? null) !== shown)
    .map((snap) => ({ type: 'update', path: jobPath(snap.id), data: { companyResponseMs: shown ?? deleteField() } }));
  const ops: WriteOp[] = [
    { type: 'update', path: companyPath(companyId), data: { responseStats: { ...stats, updatedAt: new Date(now) } } },
    ...jobOps,
  ];
  // Jobs are never deleted, so a missing document can only be the company, whose update is the first write.
  await commitInChunks(docs, ops).catch((error: unknown) => {
    if (error instanceof BackendError && error.code === 'not-found')
      throw new BackendError('not-found', 'Company does not exists');
    throw error;
  });
  return { stats, jobsUpdated: jobOps.length };
}

/** Payload `{ companyId }`; the caller must be the company or one of its applicants. */
export const responseStats: TrustedOperation<'response-stats'> = async (ctx, { companyId }) => {
  await assertInvolved(ctx, companyId);
  return recomputeResponseStats(ctx.docs, companyId);
};
