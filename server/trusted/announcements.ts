/**
 * Announcements (administrators only). `announcement-create` `{ audience, title, body }` stores the
 * announcement with how many people will receive it; `announcement-send` `{ announcementId }` delivers the next page
 * of recipients (a notification and an email each, as far as their announcement settings allow) and moves the stored
 * cursor on, so the back office calls it in a loop with a progress bar and thousands of recipients never time out one
 * request. Recipients are walked by id (students, then companies), so a repeated call after a failure resumes, not
 * restarts. A company is one page entry and one notification (its bell), but every member of its team is emailed as
 * their own settings allow (server/trusted/recipients.ts), and the counts are of people: each talent, each member.
 */
import { BackendError, type DocSnapshot } from '@/services/backend/types';
import { COMPANY_MEMBERS } from '@/services/converters/company-member-doc';
import { ANNOUNCEMENTS } from '@/services/converters/messaging-converter';
import { MEMBER_ROLES } from '@/services/schemas/company-team-constants';
import { MESSAGING_LIMITS, type Audience } from '@/services/schemas/messaging';
import { commitInChunks } from '@/services/write-chunks';
import { assertAdmin } from './caller-roles';
import { recipientChannels } from './delivery';
import { notificationWrites } from './notify';
import { notificationsLink } from './parties';
import { deliveryFor, type Delivery } from './recipients';
import type { TrustedContext, TrustedOperation } from './types';

type Walk = 'students' | 'companies';
type Phase = Walk | 'done';

const PHASES: Record<Audience, Walk[]> = {
  talents: ['students'],
  companies: ['companies'],
  everyone: ['students', 'companies'],
};

export const announcementCreate: TrustedOperation<'announcement-create'> = async (ctx, input) => {
  await assertAdmin(ctx);
  const phases = PHASES[input.audience];
  const counts = await Promise.all(phases.map((phase) => peopleIn(ctx, phase)));
  const total = counts.reduce((a, b) => a + b, 0);
  const now = new Date();
  const id = `a${now.getTime().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  await ctx.docs.set(`${ANNOUNCEMENTS}/${id}`, {
    id,
    ...input,
    total,
    recipients: 0,
    emailed: 0,
    phase: phases[0],
    after: '',
    status: 'sending',
    createdAt: now,
    createdBy: ctx.caller.uid,
  });
  return { id, total, recipients: 0, done: false };
};

/** How many people a phase reaches: one per talent; every current member of a company (its owner, its recruiters). */
async function peopleIn(ctx: TrustedContext, phase: Walk): Promise<number> {
  if (phase === 'students') return ctx.docs.count({ collection: 'students' });
  return ctx.docs.count({
    collection: COMPANY_MEMBERS,
    where: [{ field: 'role', op: 'in', value: [...MEMBER_ROLES] }],
  });
}

/** A talent's delivery: one person, at its profile's address. */
async function talentDelivery(ctx: TrustedContext, s: DocSnapshot): Promise<Delivery> {
  const channels = await recipientChannels(ctx.docs, s.id, 'announcement');
  const email = typeof s.data?.email === 'string' ? s.data.email : '';
  return { inApp: channels.inApp, people: 1, emailTo: async () => (channels.email && email ? [email] : []) };
}

async function nextRecipients(ctx: TrustedContext, phase: Walk, after: string): Promise<DocSnapshot[]> {
  return ctx.docs.query({
    collection: phase,
    ...(after ? { where: [{ field: 'id', op: '>' as const, value: after }] } : {}),
    orderBy: [{ field: 'id', direction: 'asc' }],
    limit: MESSAGING_LIMITS.announcementBatch,
  });
}

export const announcementSend: TrustedOperation<'announcement-send'> = async (ctx, { announcementId }) => {
  await assertAdmin(ctx);
  const path = `${ANNOUNCEMENTS}/${announcementId}`;
  const snap = await ctx.docs.get(path);
  if (!snap.exists || !snap.data) throw new BackendError('not-found', 'This announcement does not exist.');
  const a = snap.data;
  const total = Number(a.total ?? 0);
  if (a.phase === 'done') return { id: announcementId, total, recipients: Number(a.recipients ?? 0), done: true };
  const phase = a.phase as Walk;
  const snaps = await nextRecipients(ctx, phase, String(a.after ?? ''));
  const now = new Date();
  const role = phase === 'students' ? 'talent' : 'company';
  const deliveries = await Promise.all(
    snaps.map((s) => (role === 'talent' ? talentDelivery(ctx, s) : deliveryFor(ctx, s.id, 'announcement'))),
  );
  const ops = snaps.flatMap((s, i) =>
    deliveries[i].inApp
      ? notificationWrites(
          `${announcementId}_${s.id}`,
          {
            userId: s.id,
            kind: 'announcement',
            title: String(a.title),
            body: String(a.body),
            link: notificationsLink(role),
          },
          now,
        )
      : [],
  );
  await commitInChunks(ctx.docs, ops);
  let emailed = 0;
  for (const delivery of deliveries) {
    for (const to of await delivery.emailTo()) {
      await ctx.sendMail({ to, subject: String(a.title), text: String(a.body), link: notificationsLink(role) });
      emailed += 1;
    }
  }
  const phases = PHASES[(a.audience as Audience) ?? 'talents'] ?? ['students'];
  const lastPage = snaps.length < MESSAGING_LIMITS.announcementBatch;
  const nextPhase: Phase = lastPage ? (phases.at(phases.indexOf(phase) + 1) ?? 'done') : phase;
  const recipients = Number(a.recipients ?? 0) + deliveries.reduce((sum, d) => sum + d.people, 0);
  // Someone who joined since the announcement was created is counted in: "n of total" never goes past the total.
  const reached = Math.max(total, recipients);
  await ctx.docs.update(path, {
    recipients,
    total: reached,
    emailed: Number(a.emailed ?? 0) + emailed,
    phase: nextPhase,
    after: lastPage ? '' : snaps[snaps.length - 1].id,
    ...(nextPhase === 'done' ? { status: 'sent', sentAt: now } : {}),
  });
  return { id: announcementId, total: reached, recipients, done: nextPhase === 'done' };
};
