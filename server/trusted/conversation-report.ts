/**
 * Reports. `conversation-report` `{ conversationId, reason }`: a participant reports the other party;
 * the report copies the latest messages, so administrators judge it without reading anyone's conversations. A
 * talent's report of a company also joins the trust queue (./trust-queue.ts), with the signals flagged in the
 * conversation.
 * `report-resolve` `{ reportId, action: 'dismiss' | 'block' | 'lift' }` (administrators): closes an open report,
 * and `block` pauses the reported party's messaging (on its inbox document, which message-send checks); `lift`
 * ends the pause a `block` started.
 */
import { createHash } from 'node:crypto';
import { BackendError } from '@/services/backend/types';
import { REPORTS, inboxPath, messageFromSnapshot, messagesCollection } from '@/services/converters/messaging-converter';
import { MESSAGING_LIMITS, otherParticipant } from '@/services/schemas/messaging';
import { assertAdmin } from './caller-roles';
import { actingContext } from './company-membership';
import { ownConversation } from './conversation-update';
import { runInTransaction } from './transaction-context';
import type { TrustedContext, TrustedOperation } from './types';
import { scamReportItem } from './trust-queue';

const DAY_MS = 24 * 3_600_000;
/** Reports of one reporter on one conversation: a report closed by an administrator frees the next number. */
const MAX_REPORT_ROUNDS = 200;

/**
 * The id of the reporter's report on this conversation: `rep<hash>_<n>`, the first n whose report is not closed.
 * Deterministic, so two reports sent at once land on the same document: never a second record (the per-day limit
 * is a count, which a transaction cannot hold, so the report stays outside one).
 */
async function currentReportSlot(
  ctx: TrustedContext,
  conversationId: string,
  reporter: string,
): Promise<{ id: string; open: boolean }> {
  const key = createHash('sha256').update(`${conversationId}\n${reporter}`).digest('hex').slice(0, 24);
  for (let n = 0; n < MAX_REPORT_ROUNDS; n++) {
    const id = `rep${key}_${n}`;
    const snap = await ctx.docs.get(`${REPORTS}/${id}`);
    if (!snap.exists) return { id, open: false };
    if (snap.data?.status === 'open') return { id, open: true };
  }
  throw new BackendError('resource-exhausted', 'You have reported this conversation too many times.');
}

/**
 * One open report per reporter and conversation: a second report while one is open answers as the first did
 * (the same `reportId`) and writes nothing. New reports are limited per reporter and day, like message requests.
 */
export const conversationReport: TrustedOperation<'conversation-report'> = async (
  callerCtx,
  { conversationId, reason },
) => {
  // A recruiter reports for its company: the conversation, the report and the daily limit are the company's.
  const ctx = await actingContext(callerCtx);
  const conv = await ownConversation(ctx, conversationId);
  const me = ctx.caller.uid;
  const slot = await currentReportSlot(ctx, conv.id, me);
  if (slot.open) return { reportId: slot.id };
  const now = new Date();
  const today = await ctx.docs.count({
    collection: REPORTS,
    where: [
      { field: 'reporter', op: '==', value: me },
      { field: 'createdAt', op: '>=', value: new Date(now.getTime() - DAY_MS) },
    ],
  });
  if (today >= MESSAGING_LIMITS.reportsPerDay) {
    throw new BackendError(
      'resource-exhausted',
      `You have sent ${MESSAGING_LIMITS.reportsPerDay} reports today; you can send more tomorrow. An administrator is reviewing them.`,
    );
  }
  // The slot is looked up again and written in one transaction: reports sent at once write one record.
  const reportId = await runInTransaction(ctx, async (txCtx) => {
    const current = await currentReportSlot(txCtx, conv.id, me);
    if (current.open) return current.id;
    const reported = otherParticipant(conv.id, me);
    const snaps = await txCtx.docs.query({
      collection: messagesCollection(conv.id),
      orderBy: [{ field: 'sentAt', direction: 'desc' }],
      limit: MESSAGING_LIMITS.reportedMessages,
    });
    const messages = snaps
      .map(messageFromSnapshot)
      .reverse()
      .map((m) => ({ by: m.by, text: m.text, sentAt: new Date(m.sentAt ?? 0) }));
    const scam = await scamReportItem(txCtx.docs, conv, me, reported, current.id, reason, now);
    await txCtx.docs.set(`${REPORTS}/${current.id}`, {
      id: current.id,
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
    if (scam) await txCtx.docs.set(scam.path, scam.data);
    return current.id;
  });
  return { reportId };
};

export const reportResolve: TrustedOperation<'report-resolve'> = async (ctx, { reportId, action }) => {
  await assertAdmin(ctx);
  // Read and resolved in one transaction: administrators acting on one report at once resolve it once.
  await runInTransaction(ctx, async (txCtx) => {
    const snap = await txCtx.docs.get(`${REPORTS}/${reportId}`);
    if (!snap.exists) throw new BackendError('not-found', 'This report does not exist.');
    const now = new Date();
    if (action === 'lift') {
      if (snap.data?.status !== 'actioned')
        throw new BackendError('failed-precondition', 'No pause from this report to lift.');
      await txCtx.docs.batch([
        {
          type: 'update',
          path: `${REPORTS}/${reportId}`,
          data: { status: 'lifted', liftedAt: now, liftedBy: ctx.caller.uid },
        },
        { type: 'set', path: inboxPath(String(snap.data.reported)), data: { messagingBlocked: false }, merge: true },
      ]);
      return;
    }
    if (snap.data?.status !== 'open') throw new BackendError('failed-precondition', 'This report was already handled.');
    await txCtx.docs.batch([
      {
        type: 'update',
        path: `${REPORTS}/${reportId}`,
        data: { status: action === 'block' ? 'actioned' : 'dismissed', resolvedAt: now, resolvedBy: ctx.caller.uid },
      },
      ...(action === 'block'
        ? [
            {
              type: 'set' as const,
              path: inboxPath(String(snap.data.reported)),
              data: { messagingBlocked: true },
              merge: true,
            },
          ]
        : []),
    ]);
  });
  return { ok: true };
};
