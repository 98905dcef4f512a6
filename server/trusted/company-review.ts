/**
 * Trusted operations `verify-company` and `decline-company` (job review). Verifying marks the company
 * verified, puts its jobs awaiting review live and gives all its jobs the "Verified company" badge
 * (`companyVerified`, which no client may write). Declining records a reason (in the company's private account
 * record, companyAccounts/{uid}) the company sees on its dashboard; its jobs keep waiting. A company is reviewed
 * only once it has verified its email address. Either outcome is told to the company in app and by email to every
 * member of its team.
 * Administrators only; each action is written to the audit log.
 */
import { BackendError, deleteField, type WriteOp } from '@/services/backend/types';
import { companyPath } from '@/services/converters/company-converter';
import { toMillis } from '@/services/converters/lenient';
import { JOBS, jobPath } from '@/services/converters/job-converter';
import { queryAll } from '@/services/pagination';
import { COMPANY_ROUTES } from '@/constants/routes';
import { commitInChunks, WRITE_CHUNK } from '@/services/write-chunks';
import { adminActor, auditOp } from './audit';
import { companyAccountMerge } from './company-standing';
import { notify } from './notify';
import { everyMemberEmail } from './recipients';
import { runInTransaction } from './transaction-context';
import type { TrustedContext, TrustedOperation } from './types';

async function companyNamed(
  ctx: TrustedContext,
  companyId: string,
): Promise<{ name: string; data: Record<string, unknown> }> {
  const snap = await ctx.docs.get(companyPath(companyId));
  if (!snap.exists || !snap.data) throw new BackendError('not-found', 'This company does not exist.');
  return { name: String(snap.data.name ?? ''), data: snap.data };
}

/** The back office reviews a company only once it proved it owns its email address. */
async function assertEmailVerified(ctx: TrustedContext, companyId: string): Promise<void> {
  if (await ctx.accountEmailVerified(companyId)) return;
  throw new BackendError(
    'failed-precondition',
    'This company has not verified its email address yet; it can be reviewed once it has (it stays awaiting review).',
  );
}

/**
 * In app (the bell) and by email to every member of its team whatever their settings: the outcome of its review is
 * about the company's account.
 */
async function tellCompany(ctx: TrustedContext, companyId: string, title: string, body: string) {
  await notify(ctx, {
    userId: companyId,
    kind: 'company-review',
    title,
    body,
    link: COMPANY_ROUTES.home,
    email: false,
  });
  for (const to of await everyMemberEmail(ctx, companyId))
    await ctx.sendMail({ to, subject: title, text: body, link: COMPANY_ROUTES.home });
}

/** Every job of the company, newest first (the company's own jobs index), in pages of one batch. */
export const companyJobs = (ctx: TrustedContext, companyId: string) =>
  queryAll(
    ctx.docs,
    {
      collection: JOBS,
      where: [{ field: 'companyId', op: '==', value: companyId }],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
    },
    WRITE_CHUNK,
  );

/**
 * One verification, one audit entry: its id names the company and the review it ends (the time of the last
 * decline, or none), so verifies sent at once write the same entry.
 */
const verifyAuditId = (companyId: string, data: Record<string, unknown>) =>
  `verify-${companyId}-${toMillis(data.verificationAt) ?? 0}`;

/**
 * Payload `{ companyId }`. Repeating it is harmless: on a verified company it only finishes a run that failed
 * halfway (jobs still without the badge) and writes no second audit entry.
 */
export const verifyCompany: TrustedOperation<'verify-company'> = async (ctx, { companyId }) => {
  const actor = await adminActor(ctx);
  // The account's email is checked first (Auth, not a document); then read and written in one transaction with
  // decline: the company ends verified or declined, never both, and its jobs carry the badge exactly when it is verified.
  await assertEmailVerified(ctx, companyId);
  const { published, company, already } = await runInTransaction(ctx, async (txCtx) => {
    const company = await companyNamed(txCtx, companyId);
    const now = new Date();
    const already = company.data.verification === 'verified';
    const ops: WriteOp[] = already
      ? []
      : [
          // A legacy company document may still hold a decline reason: it goes too.
          {
            type: 'update',
            path: companyPath(companyId),
            data: { verification: 'verified', verificationAt: now, verificationReason: deleteField() },
          },
          companyAccountMerge(companyId, { verificationReason: deleteField(), emailVerified: true }),
          auditOp(
            actor,
            { action: 'verify-company', targetType: 'company', targetId: companyId, targetName: company.name },
            now.getTime(),
            verifyAuditId(companyId, company.data),
          ),
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
    return { published, company, already };
  });
  // Only the call that verified tells the company (a repeat or a concurrent twin stays quiet).
  if (!already) {
    await tellCompany(
      ctx,
      companyId,
      'Your company is verified',
      `An administrator verified ${company.name || 'your company'}. You can now discover talents, read their profiles and CVs and message them; your jobs are live with the Verified badge.`,
    );
  }
  return { published };
};

/** Payload `{ companyId, reason }`; the reason is shown to the company on its dashboard. */
export const declineCompany: TrustedOperation<'decline-company'> = async (ctx, { companyId, reason }) => {
  const actor = await adminActor(ctx);
  await assertEmailVerified(ctx, companyId);
  const company = await runInTransaction(ctx, async (txCtx) => {
    const company = await companyNamed(txCtx, companyId);
    if (company.data.verification === 'verified') {
      throw new BackendError('failed-precondition', 'This company is already verified; suspend it instead.');
    }
    const now = new Date();
    await txCtx.docs.batch([
      {
        type: 'update',
        path: companyPath(companyId),
        data: { verification: 'declined', verificationAt: now, verificationReason: deleteField() },
      },
      companyAccountMerge(companyId, { verificationReason: reason, emailVerified: true }),
      auditOp(
        actor,
        { action: 'decline-company', targetType: 'company', targetId: companyId, targetName: company.name, reason },
        now.getTime(),
      ),
    ]);
    return company;
  });
  await tellCompany(
    ctx,
    companyId,
    'Your company was not verified',
    `An administrator did not verify ${company.name || 'your company'}.\n\nReason: ${reason}\n\nUntil it is verified your jobs stay hidden and you cannot reach talents. Address the reason and contact support to be reviewed again.`,
  );
  return { ok: true };
};
