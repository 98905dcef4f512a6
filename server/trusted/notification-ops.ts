/**
 * Notification operations clients call.
 * `notifications-read` `{ ids } | { all: true }`: the caller marks its own notifications read; the unread count on
 * its inbox is then recounted (a count query), so it heals itself and never drifts below what is really unread.
 * `application-notify` `{ applicationId, event: 'applied' | 'stage' }`: after applying, the talent asks for the
 * company's "new applicant" notification; after a move, the company asks for the talent's "stage changed" one.
 * The server checks the event happened (the application exists and is the caller's; the last history entry is a
 * move by the caller to the current stage); ids derived from the event make a repeat write nothing.
 */
import { COMPANY_ROUTES, TALENT_ROUTES } from '@/constants/routes';
import { BackendError } from '@/services/backend/types';
import { applicationFromSnapshot, applicationPath } from '@/services/converters/application-converter';
import { NOTIFICATIONS, inboxPath } from '@/services/converters/messaging-converter';
import { stageLabel } from '@/services/format/labels';
import { notify } from './notify';
import type { TrustedContext, TrustedOperation } from './types';
import { actingAs, readMembership } from './company-membership';

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

export const applicationNotify: TrustedOperation<'application-notify'> = async (ctx, { applicationId, event }) => {
  const snap = await ctx.docs.get(applicationPath(applicationId));
  if (!snap.exists) throw new BackendError('not-found', 'Application does not exist');
  const app = applicationFromSnapshot(snap);
  const me = ctx.caller.uid;
  if (event === 'applied') {
    if (app.talentId !== me)
      throw new BackendError('permission-denied', 'Only the applicant may announce its application.');
    const result = await notify(ctx, {
      id: `applied_${app.id}`,
      userId: app.companyId,
      kind: 'new-applicant',
      title: `New applicant for ${app.jobTitle}`,
      body: `${app.talentName} applied to ${app.jobTitle}.`,
      link: COMPANY_ROUTES.job(app.jobId),
    });
    return { created: result.created };
  }
  const last = app.history[app.history.length - 1];
  // Any member of the job's company moves applicants; the history names the one who did.
  if ((await readMembership(ctx.docs, me))?.companyId !== app.companyId)
    throw new BackendError('permission-denied', "Only the job's company may announce a stage change.");
  if (!last || last.by !== me || last.stage !== app.stage || app.history.length < 2) {
    throw new BackendError('failed-precondition', 'This application has no stage change to announce.');
  }
  const label = stageLabel(app.stage);
  const result = await notify(ctx, {
    id: `stage_${app.id}_${app.history.length}`,
    userId: app.talentId,
    kind: 'stage-changed',
    title: `${app.companyName}: ${label}`,
    body: `Your application for ${app.jobTitle} moved to "${label}".`,
    link: TALENT_ROUTES.appliedJobs,
  });
  return { created: result.created };
};
