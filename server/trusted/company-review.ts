/**
 * Trusted operations `verify-company` and `decline-company` (issue 14, job review). Verifying marks the company
 * verified, puts its jobs awaiting review live and gives all its jobs the "Verified company" badge
 * (`companyVerified`, which no client may write). Declining records a reason the company sees on its dashboard;
 * its jobs keep waiting. Administrators only; each action is written to the audit log.
 */
import { z } from 'zod/mini';
import { BackendError, deleteField, type WriteOp } from '@/services/backend/types';
import { reasonSchema } from '@/services/backoffice/audit-schema';
import { companyPath } from '@/services/converters/company-converter';
import { toMillis } from '@/services/converters/lenient';
import { JOBS, jobPath } from '@/services/converters/job-converter';
import { queryAll } from '@/services/pagination';
import { idSchema } from '@/services/schemas/common';
import { commitInChunks, WRITE_CHUNK } from '@/services/write-chunks';
import { adminActor, auditOp } from './audit';
import { runInTransaction } from './transaction-context';
import type { TrustedContext, TrustedOperation } from './types';

const verifySchema = z.strictObject({ companyId: idSchema });
const declineSchema = z.strictObject({ companyId: idSchema, reason: reasonSchema });

function parse<T>(schema: z.ZodMiniType<T>, payload: unknown, expected: string): T {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new BackendError('invalid-argument', `Expected ${expected}.`);
  return parsed.data;
}

export async function companyNamed(ctx: TrustedContext, companyId: string): Promise<{ name: string; email: string; data: Record<string, unknown> }> {
  const snap = await ctx.docs.get(companyPath(companyId));
  if (!snap.exists || !snap.data) throw new BackendError('not-found', 'This company does not exist.');
  return { name: String(snap.data.name ?? ''), email: String(snap.data.email ?? ''), data: snap.data };
}

/** Every job of the company, newest first (the company's own jobs index), in pages of one batch. */
export const companyJobs = (ctx: TrustedContext, companyId: string) =>
  queryAll(
    ctx.docs,
    { collection: JOBS, where: [{ field: 'companyId', op: '==', value: companyId }], orderBy: [{ field: 'createdAt', direction: 'desc' }] },
    WRITE_CHUNK,
  );

export interface VerifyCompanyResult {
  /** Jobs that went live (they were awaiting review). */
  published: number;
}

/**
 * One verification, one audit entry: its id names the company and the review it ends (the time of the last
 * decline, or none), so verifies sent at once write the same entry.
 */
const verifyAuditId = (companyId: string, data: Record<string, unknown>) => `verify-${companyId}-${toMillis(data.verificationAt) ?? 0}`;

/**
 * Payload `{ companyId }`. Repeating it is harmless: on a verified company it only finishes a run that failed
 * halfway (jobs still without the badge) and writes no second audit entry.
 */
export const verifyCompany: TrustedOperation = async (ctx, payload): Promise<VerifyCompanyResult> => {
  const { companyId } = parse(verifySchema, payload, '{ companyId }');
  const actor = await adminActor(ctx);
  // Read and written in one transaction with decline: the company ends verified or declined, never both, and
  // its jobs carry the badge exactly when it is verified.
  const published = await runInTransaction(ctx, async (txCtx) => {
    const company = await companyNamed(txCtx, companyId);
    const now = new Date();
    const already = company.data.verification === 'verified';
    const ops: WriteOp[] = already
      ? []
      : [
          { type: 'update', path: companyPath(companyId), data: { verification: 'verified', verificationAt: now, verificationReason: deleteField() } },
          auditOp(actor, { action: 'verify-company', targetType: 'company', targetId: companyId, targetName: company.name }, now.getTime(), verifyAuditId(companyId, company.data)),
        ];
    let published = 0;
    for (const job of await companyJobs(txCtx, companyId)) {
      const waiting = job.data?.status === 'awaiting-review';
      if (!waiting && job.data?.companyVerified === true) continue;
      if (waiting) published += 1;
      ops.push({
        type: 'update',
        path: jobPath(job.id),
        data: waiting ? { companyVerified: true, status: 'active', updatedAt: now } : { companyVerified: true },
      });
    }
    if (ops.length > 0) await commitInChunks(txCtx.docs, ops);
    return published;
  });
  return { published };
};

/** Payload `{ companyId, reason }`; the reason is shown to the company on its dashboard. */
export const declineCompany: TrustedOperation = async (ctx, payload): Promise<{ ok: true }> => {
  const { companyId, reason } = parse(declineSchema, payload, '{ companyId, reason }');
  const actor = await adminActor(ctx);
  await runInTransaction(ctx, async (txCtx) => {
    const company = await companyNamed(txCtx, companyId);
    if (company.data.verification === 'verified') {
      throw new BackendError('failed-precondition', 'This company is already verified; suspend it instead.');
    }
    const now = new Date();
    await txCtx.docs.batch([
      { type: 'update', path: companyPath(companyId), data: { verification: 'declined', verificationReason: reason, verificationAt: now } },
      auditOp(actor, { action: 'decline-company', targetType: 'company', targetId: companyId, targetName: company.name, reason }, now.getTime()),
    ]);
  });
  return { ok: true };
};
