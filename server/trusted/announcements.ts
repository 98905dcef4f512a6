/**
 * Announcements (administrators only). `announcement-create` `{ audience, title, body }` stores the
 * announcement with how many will receive it; `announcement-send` `{ announcementId }` delivers the next page of
 * recipients (a notification and an email each, as far as their announcement settings allow) and moves the stored cursor on, so
 * the back office calls it in a loop with a progress bar and thousands of recipients never time out one request.
 * Recipients are walked by id (students, then companies), so a repeated call after a failure resumes, not restarts.
 */
import { BackendError, type DocSnapshot } from '@/services/backend/types';
import { ANNOUNCEMENTS } from '@/services/converters/messaging-converter';
import { MESSAGING_LIMITS, type Audience } from '@/services/schemas/messaging';
import { commitInChunks } from '@/services/write-chunks';
import { assertAdmin } from './caller-roles';
import { recipientChannels } from './delivery';
import { notificationWrites } from './notify';
import { notificationsLink } from './parties';
import { readCompanyAccount } from './company-standing';
import type { TrustedContext, TrustedOperation } from './types';

type Phase = 'students' | 'companies' | 'done';

const PHASES: Record<Audience, Phase[]> = { talents: ['students'], companies: ['companies'], everyone: ['students', 'companies'] };

export const announcementCreate: TrustedOperation<'announcement-create'> = async (ctx, input) => {
  await assertAdmin(ctx);
  const phases = PHASES[input.audience];
  const counts = await Promise.all(phases.map((collection) => ctx.docs.count({ collection })));
  const total = counts.reduce((a, b) => a + b, 0);
  const now = new Date();
  const id = `a${now.getTime().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  await ctx.docs.set(`${ANNOUNCEMENTS}/${id}`, {
    id, ...input, total, recipients: 0, emailed: 0, phase: phases[0], after: '', status: 'sending', createdAt: now, createdBy: ctx.caller.uid,
  });
  return { id, total, recipients: 0, done: false };
};

async function nextRecipients(ctx: TrustedContext, phase: Exclude<Phase, 'done'>, after: string): Promise<DocSnapshot[]> {
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
  const phase = a.phase as Exclude<Phase, 'done'>;
  const snaps = await nextRecipients(ctx, phase, String(a.after ?? ''));
  const now = new Date();
  const role = phase === 'students' ? 'talent' : 'company';
  const channels = await Promise.all(snaps.map((s) => recipientChannels(ctx.docs, s.id, 'announcement')));
  const ops = snaps.flatMap((s, i) =>
    channels[i].inApp
      ? notificationWrites(`${announcementId}_${s.id}`, {
          userId: s.id, kind: 'announcement', title: String(a.title), body: String(a.body), link: notificationsLink(role),
        }, now)
      : [],
  );
  await commitInChunks(ctx.docs, ops);
  let emailed = 0;
  for (const [i, s] of snaps.entries()) {
    if (!channels[i].email) continue;
    // A company's email is in its private account record.
    const email = role === 'company' ? ((await readCompanyAccount(ctx.docs, s.id))?.email ?? '') : typeof s.data?.email === 'string' ? s.data.email : '';
    if (!email) continue;
    await ctx.sendMail({ to: email, subject: String(a.title), text: String(a.body), link: notificationsLink(role) });
    emailed += 1;
  }
  const phases = PHASES[(a.audience as Audience) ?? 'talents'] ?? ['students'];
  const lastPage = snaps.length < MESSAGING_LIMITS.announcementBatch;
  const nextPhase: Phase = lastPage ? (phases[phases.indexOf(phase) + 1] ?? 'done') : phase;
  const recipients = Number(a.recipients ?? 0) + snaps.length;
  await ctx.docs.update(path, {
    recipients,
    emailed: Number(a.emailed ?? 0) + emailed,
    phase: nextPhase,
    after: lastPage ? '' : snaps[snaps.length - 1].id,
    ...(nextPhase === 'done' ? { status: 'sent', sentAt: now } : {}),
  });
  return { id: announcementId, total, recipients, done: nextPhase === 'done' };
};
