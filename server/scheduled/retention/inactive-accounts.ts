/**
 * Accounts nobody has used for `inactiveMonths` (constants/retention.ts) are warned by email, then deleted
 * `deletionNoticeDays` later unless the person signed in meanwhile, by the same deletion as "Delete account"
 * (server/trusted/delete-account.ts). Last activity is the latest of the account's creation, the identity provider's
 * last sign-in (Firebase Auth) and the account's sign-in records. `retentionNotices/{uid}` (server only) remembers
 * the warning, so a second run neither warns again nor deletes early; a sign-in since removes it.
 */
import { daysAfter, monthsBefore, RETENTION } from '@/constants/retention';
import { DELETE_CONFIRMATION } from '@/services/schemas/limits';
import { deleteAccount } from '../../trusted/delete-account';
import { latestSignIn } from '../../trusted/data-export/sign-in-history';
import type { SignInAccount, TrustedServices } from '../../trusted/types';

const noticePath = (uid: string) => `retentionNotices/${uid}`;
const asTime = (at: unknown) => (at instanceof Date ? at.getTime() : 0);

async function lastActivity(ctx: TrustedServices, account: SignInAccount): Promise<number> {
  const records = await latestSignIn(ctx.docs, account.uid);
  return Math.max(account.createdAt || 0, account.lastSignInAt ?? 0, records ?? 0);
}

type Outcome = 'warned' | 'deleted' | 'kept' | 'waiting' | 'refused';

async function review(ctx: TrustedServices, account: SignInAccount, now: Date): Promise<Outcome> {
  const { uid, email } = account;
  const notice = await ctx.docs.get(noticePath(uid));
  if ((await lastActivity(ctx, account)) > monthsBefore(now, RETENTION.inactiveMonths).getTime()) {
    if (!notice.exists) return 'kept';
    await ctx.docs.delete(noticePath(uid));
    return 'kept';
  }
  if (!notice.exists) {
    const deleteAfter = daysAfter(now, RETENTION.deletionNoticeDays);
    // The notice first: a failed mail is not sent twice, and the deletion still waits its full period.
    await ctx.docs.set(noticePath(uid), { uid, warnedAt: now, deleteAfter });
    if (email)
      await ctx.sendMail({
        to: email,
        subject: 'Your account will be deleted unless you sign in',
        text: `Nobody has signed in to your account for ${RETENTION.inactiveMonths} months. We keep data only as long as it is needed, so your account and everything in it will be deleted on ${deleteAfter.toDateString()} unless you sign in before then. Signing in once is enough to keep it. You can also download your data from Settings first.`,
        link: '/privacy',
      });
    return 'warned';
  }
  if (now.getTime() < asTime(notice.data?.deleteAfter)) return 'waiting';
  try {
    await deleteAccount({ ...ctx, caller: { uid, email } }, { confirm: DELETE_CONFIRMATION });
  } catch (error) {
    // An owner with a team is refused until it hands the company over: the notice stays, the next run tries again.
    if ((error as { code?: unknown })?.code === 'failed-precondition') return 'refused';
    throw error;
  }
  await ctx.docs.delete(noticePath(uid));
  return 'deleted';
}

export async function sweepInactiveAccounts(ctx: TrustedServices, now: Date): Promise<Record<Outcome, number>> {
  const counts: Record<Outcome, number> = { warned: 0, deleted: 0, kept: 0, waiting: 0, refused: 0 };
  let after: string | null = null;
  do {
    const page = await ctx.listAccounts(after);
    for (const account of page.accounts) {
      // Administrators are removed by an operator, never by a timer.
      if ((await ctx.docs.get(`admin/${account.uid}`)).exists) continue;
      counts[await review(ctx, account, now)] += 1;
    }
    after = page.next;
  } while (after);
  return counts;
}
