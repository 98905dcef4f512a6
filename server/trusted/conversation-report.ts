/**
 * Reports (issue 13). `conversation-report` `{ conversationId, reason }`: a participant reports the other party;
 * the report copies the latest messages, so administrators judge it without reading anyone's conversations.
 * `report-resolve` `{ reportId, action: 'dismiss' | 'block' | 'lift' }` (administrators): closes an open report,
 * and `block` pauses the reported party's messaging (on its inbox document, which message-send checks); `lift`
 * ends the pause a `block` started.
 */
import { z } from 'zod/mini';
import { BackendError } from '@/services/backend/types';
import { REPORTS, inboxPath, messageFromSnapshot, messagesCollection } from '@/services/converters/messaging-converter';
import { idSchema, validateInput } from '@/services/schemas/common';
import { MESSAGING_LIMITS, otherParticipant, reportInputSchema } from '@/services/schemas/messaging';
import { assertAdmin } from './caller-roles';
import { ownConversation } from './conversation-update';
import type { TrustedOperation } from './types';

export const conversationReport: TrustedOperation = async (ctx, payload): Promise<{ reportId: string }> => {
  const { conversationId, reason } = validateInput(reportInputSchema, payload);
  const conv = await ownConversation(ctx, conversationId);
  const me = ctx.caller.uid;
  const reported = otherParticipant(conv.id, me);
  const snaps = await ctx.docs.query({
    collection: messagesCollection(conv.id),
    orderBy: [{ field: 'sentAt', direction: 'desc' }],
    limit: MESSAGING_LIMITS.reportedMessages,
  });
  const messages = snaps.map(messageFromSnapshot).reverse().map((m) => ({ by: m.by, text: m.text, sentAt: new Date(m.sentAt ?? 0) }));
  const now = new Date();
  const reportId = `r${now.getTime().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  await ctx.docs.set(`${REPORTS}/${reportId}`, {
    id: reportId,
    conversationId: conv.id,
    reporter: me,
    reporterName: conv.people[me]?.name ?? '',
    reported,
    reportedName: conv.people[reported]?.name ?? '',
    reason,
    messages,
    status: 'open',
    createdAt: now,
  });
  return { reportId };
};

const resolveSchema = z.strictObject({ reportId: idSchema, action: z.enum(['dismiss', 'block', 'lift']) });

export const reportResolve: TrustedOperation = async (ctx, payload): Promise<{ ok: true }> => {
  await assertAdmin(ctx);
  const { reportId, action } = validateInput(resolveSchema, payload);
  const snap = await ctx.docs.get(`${REPORTS}/${reportId}`);
  if (!snap.exists) throw new BackendError('not-found', 'This report does not exist.');
  const now = new Date();
  if (action === 'lift') {
    if (snap.data?.status !== 'actioned') throw new BackendError('failed-precondition', 'No pause from this report to lift.');
    await ctx.docs.batch([
      { type: 'update', path: `${REPORTS}/${reportId}`, data: { status: 'lifted', liftedAt: now, liftedBy: ctx.caller.uid } },
      { type: 'set', path: inboxPath(String(snap.data.reported)), data: { messagingBlocked: false }, merge: true },
    ]);
    return { ok: true };
  }
  if (snap.data?.status !== 'open') throw new BackendError('failed-precondition', 'This report was already handled.');
  await ctx.docs.batch([
    { type: 'update', path: `${REPORTS}/${reportId}`, data: { status: action === 'block' ? 'actioned' : 'dismissed', resolvedAt: now, resolvedBy: ctx.caller.uid } },
    ...(action === 'block' ? [{ type: 'set' as const, path: inboxPath(String(snap.data.reported)), data: { messagingBlocked: true }, merge: true }] : []),
  ]);
  return { ok: true };
};
