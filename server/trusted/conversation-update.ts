/**
 * Trusted operation `conversation-update`: `{ conversationId, action }` by one of its two participants.
 * `accept` / `decline`: the recipient of a message request answers it (accepting shares the talent's contact
 * details, as applying does). `block` / `unblock`: either side stops (or resumes) messages both ways. `seen`: the
 * caller has read the thread; only its own unread count and "Seen" time change, so nobody forges the other's.
 */
import {
  BackendError,
  arrayRemove,
  arrayUnion,
  increment,
  type DocumentData,
  type WriteOp,
} from '@/services/backend/types';
import { conversationFromSnapshot, conversationPath, inboxPath } from '@/services/converters/messaging-converter';
import type { Conversation } from '@/services/schemas/messaging';
import { actingAs } from './company-membership';
import { contactOf } from './conversation-reasons';
import { notify } from './notify';
import { loadParty, messagesLink } from './parties';
import type { TrustedContext, TrustedOperation } from './types';

/** The conversation, if the caller is in it; otherwise the same answer as a missing one. */
export async function ownConversation(ctx: TrustedContext, id: string): Promise<Conversation> {
  const snap = await ctx.docs.get(conversationPath(id));
  const conv = snap.exists ? conversationFromSnapshot(snap) : null;
  if (!conv || !conv.participants.includes(ctx.caller.uid))
    throw new BackendError('not-found', 'This conversation does not exist.');
  return conv;
}

async function answerRequest(ctx: TrustedContext, conv: Conversation, accept: boolean): Promise<WriteOp[]> {
  const me = ctx.caller.uid;
  if (conv.status === 'open' || conv.requestedBy === me || (!accept && conv.status === 'declined')) {
    throw new BackendError('failed-precondition', 'There is no message request to answer here.');
  }
  if (!accept) return [{ type: 'update', path: conversationPath(conv.id), data: { status: 'declined' } }];
  const talent = await loadParty(ctx.docs, me);
  if (!talent) throw new BackendError('permission-denied', 'Finish signing up first.');
  const requester = conv.requestedBy ?? '';
  const requesterRole = conv.people[requester]?.role ?? 'company';
  await notify(ctx, {
    userId: requester,
    kind: 'message',
    title: `${talent.name} accepted your message request`,
    body: 'You can now continue the conversation and see their contact details.',
    link: messagesLink(requesterRole, conv.id),
  });
  const contact = contactOf(talent, await ctx.accountEmailVerified(me));
  return [
    { type: 'update', path: conversationPath(conv.id), data: { status: 'open', ...(contact ? { contact } : {}) } },
  ];
}

function markSeen(conv: Conversation, me: string): WriteOp[] {
  const unread = conv.unread[me] ?? 0;
  const lastAt = conv.lastMessage?.at ?? 0;
  // Nothing new to acknowledge: no write, so opening a thread twice costs nothing.
  if (unread === 0 && (conv.lastMessage?.by === me || (conv.seenAt[me] ?? 0) >= lastAt)) return [];
  const data: DocumentData = { [`unread.${me}`]: 0, [`seenAt.${me}`]: new Date() };
  const ops: WriteOp[] = [{ type: 'update', path: conversationPath(conv.id), data }];
  if (unread > 0)
    ops.push({ type: 'set', path: inboxPath(me), data: { unreadConversations: increment(-1) }, merge: true });
  return ops;
}

export const conversationUpdate: TrustedOperation<'conversation-update'> = async (
  callerCtx,
  { conversationId, action },
) => {
  // A company's member answers, blocks and reads as the company, whose conversation it is.
  const ctx = {
    ...callerCtx,
    caller: {
      ...callerCtx.caller,
      uid: (await actingAs(callerCtx.docs, callerCtx.caller.uid, callerCtx.caller.secondFactor)).uid,
    },
  };
  const conv = await ownConversation(ctx, conversationId);
  const me = ctx.caller.uid;
  let ops: WriteOp[];
  switch (action) {
    case 'accept':
    case 'decline':
      ops = await answerRequest(ctx, conv, action === 'accept');
      break;
    case 'block':
      ops = [{ type: 'update', path: conversationPath(conv.id), data: { blockedBy: arrayUnion(me) } }];
      break;
    case 'unblock':
      ops = [{ type: 'update', path: conversationPath(conv.id), data: { blockedBy: arrayRemove(me) } }];
      break;
    case 'seen':
      ops = markSeen(conv, me);
      break;
  }
  if (ops.length > 0) await ctx.docs.batch(ops);
  return { ok: true };
};
