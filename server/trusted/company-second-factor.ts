/**
 * `company-second-factor` `{ required }`: the owner requires two-step sign-in of the whole team, or no longer does.
 * One transaction marks every active member's document (what the rules, the local policy and the trusted operations
 * read: `secondFactorRequired`) and the company's (what a member joining later inherits), with a notice to each
 * other member; its emails follow. The owner turning it on must itself be signed in with its app, or it would shut
 * itself out.
 */
import { COMPANY_ROUTES } from '@/constants/routes';
import { BackendError, deleteField, type WriteOp } from '@/services/backend/types';
import { companyPath } from '@/services/converters/company-converter';
import { companyMemberPath } from '@/services/converters/company-member-doc';
import { memberFromSnapshot } from '@/services/converters/company-team-converter';
import { teamMemberDocs } from './company-membership';
import { requireOwner } from './company-team';
import { runInTransaction } from './transaction-context';
import type { TrustedOperation } from './types';

export const companySecondFactor: TrustedOperation<'company-second-factor'> = async (ctx, { required }) => {
  if (required && !ctx.caller.secondFactor) {
    throw new BackendError(
      'failed-precondition',
      'Turn on two-step sign-in for yourself and sign in with its code before you require it of your team.',
    );
  }
  const others = await runInTransaction(ctx, async (tx) => {
    const owner = await requireOwner(tx.docs, tx);
    const flag = required ? true : deleteField();
    const members = (await teamMemberDocs(tx.docs, owner.companyId))
      .map(memberFromSnapshot)
      .filter((m) => m !== null && (m.role === 'owner' || m.role === 'recruiter'));
    const writes: WriteOp[] = [
      ...members.map((m): WriteOp => ({
        type: 'update',
        path: companyMemberPath(m!.uid),
        data: { secondFactorRequired: flag },
      })),
      { type: 'update', path: companyPath(owner.companyId), data: { secondFactorRequired: flag } },
    ];
    await tx.docs.batch(writes);
    return members.filter((m) => m!.uid !== ctx.caller.uid).map((m) => m!);
  });
  const emails = await ctx.accountEmails(others.map((m) => m.uid));
  await Promise.all(
    others.map((m) =>
      ctx.sendMail({
        to: emails.get(m.uid) ?? m.email,
        subject: required ? 'Your company now requires two-step sign-in' : 'Two-step sign-in is now up to you',
        text: required
          ? 'The owner of your company requires a code from an authenticator app at every sign-in. Set up the app in your settings; until then you cannot act for the company.'
          : 'The owner of your company no longer requires two-step sign-in. You may keep it on in your settings.',
        link: COMPANY_ROUTES.settings,
      }),
    ),
  );
  return { members: others.length + 1 };
};
