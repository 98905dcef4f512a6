/**
 * Trusted operation `trust-suspend` `{ companyId, reason }` (administrators, from the trust queue): suspends the
 * company as `suspend-account` does (sign-in ended, open jobs closed, audit entry, its members told) and, in the
 * same transaction, warns every talent it wrote to with an in-app notice and closes its open trust queue items.
 *
 * A transaction holds at most 500 writes, so one suspension warns the talents of the company's newest
 * TRUST_WARN_MAX conversations and says when there were more; the notice ids are one per company and talent, so a
 * talent is never warned twice about one company.
 */
import type { WriteOp } from '@/services/backend/types';
import { CONVERSATIONS } from '@/services/converters/messaging-converter';
import { TRUST_QUEUE, trustItemPath } from '@/services/converters/trust-queue-converter';
import { otherParticipant } from '@/services/schemas/messaging';
import { notificationWrites } from './notify';
import { messagesLink } from './parties';
import { suspend } from './suspension';
import type { TrustedContext, TrustedOperation } from './types';

export const TRUST_WARN_MAX = 100;
/** Open queue items of one company closed by one suspension (a company with more has more than enough against it). */
const CLOSE_MAX = 100;

async function warnTalents(txCtx: TrustedContext, companyId: string, companyName: string, now: Date) {
  const convs = await txCtx.docs.query({
    collection: CONVERSATIONS,
    where: [{ field: 'participants', op: 'array-contains', value: companyId }],
    orderBy: [{ field: 'updatedAt', direction: 'desc' }],
    limit: TRUST_WARN_MAX + 1,
  });
  const talents = convs
    .slice(0, TRUST_WARN_MAX)
    .map((snap) => {
      const talent = otherParticipant(snap.id, companyId);
      const people = (snap.data?.people ?? {}) as Record<string, { role?: string }>;
      return people[talent]?.role === 'talent' ? { talent, conversationId: snap.id } : null;
    })
    .filter((t) => t !== null);
  const ops = talents.flatMap(({ talent, conversationId }) =>
    notificationWrites(
      `safety_${companyId}_${talent}`,
      {
        userId: talent,
        kind: 'safety-warning',
        title: `${companyName} was suspended`,
        body: `The marketplace suspended ${companyName}, which wrote to you, as a likely scam. Do not pay it anything, do not send it documents or codes, and stop any conversation with it outside the marketplace.`,
        link: messagesLink('talent', conversationId),
      },
      now,
    ),
  );
  return { ops, warned: talents.length, more: convs.length > TRUST_WARN_MAX };
}

export const trustSuspend: TrustedOperation<'trust-suspend'> = async (ctx, { companyId, reason }) => {
  let outcome = { warned: 0, more: false };
  const { closed } = await suspend(ctx, { targetType: 'company', id: companyId, reason }, async (txCtx, now) => {
    const company = await txCtx.docs.get(`companies/${companyId}`);
    const warning = await warnTalents(txCtx, companyId, String(company.data?.name ?? 'A company'), now);
    const items = await txCtx.docs.query({
      collection: TRUST_QUEUE,
      where: [
        { field: 'companyId', op: '==', value: companyId },
        { field: 'status', op: '==', value: 'open' },
      ],
      limit: CLOSE_MAX,
    });
    outcome = { warned: warning.warned, more: warning.more };
    const closing: WriteOp[] = items.map((snap) => ({
      type: 'update',
      path: trustItemPath(snap.id),
      data: { status: 'closed', closedAt: now, closedBy: ctx.caller.uid, outcome: 'suspended' },
    }));
    return [...warning.ops, ...closing];
  });
  return { closed, ...outcome };
};
