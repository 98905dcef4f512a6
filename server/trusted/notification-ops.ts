/**
 * `notifications-read` `{ ids } | { all: true }`: the caller marks its own notifications read; the unread count on
 * its inbox is then recounted (a count query), so it heals itself and never drifts below what is really unread.
 */
import { NOTIFICATIONS, inboxPath } from '@/services/converters/messaging-converter';
import type { TrustedContext, TrustedOperation } from './types';
import { actingAs } from './company-membership';

const unreadSpec = (uid: string) => ({
  collection: NOTIFICATIONS,
  where: [
    { field: 'userId', op: '==' as const, value: uid },
    { field: 'read', op: '==' as const, value: false },
  ],
  orderBy: [{ field: 'createdAt', direction: 'desc' as const }],
});

async function recount(ctx: TrustedContext, uid: string): Promise<number> {
  const unread = await ctx.docs.count(unreadSpec(uid));
  await ctx.docs.set(inboxPath(uid), { unreadNotifications: unread }, { merge: true });
  return unread;
}

export const notificationsRead: TrustedOperation<'notifications-read'> = async (ctx, input) => {
  // A company's notifications are its team's: a member marks them read for the company.
  const me = (await actingAs(ctx.docs, ctx.caller.uid, ctx.caller.secondFactor)).uid;
  if ('ids' in input) {
    const snaps = await Promise.all(input.ids.map((id) => ctx.docs.get(`${NOTIFICATIONS}/${id}`)));
    const mine = snaps.filter((s) => s.exists && s.data?.userId === me && s.data.read !== true);
    if (mine.length)
      await ctx.docs.batch(mine.map((s) => ({ type: 'update' as const, path: s.path, data: { read: true } })));
  } else {
    // A bounded sweep per call: the bell's "mark all read" calls again while the count says more are unread.
    const snaps = await ctx.docs.query({ ...unreadSpec(me), limit: 400 });
    if (snaps.length)
      await ctx.docs.batch(snaps.map((s) => ({ type: 'update' as const, path: s.path, data: { read: true } })));
  }
  return { unread: await recount(ctx, me) };
};
