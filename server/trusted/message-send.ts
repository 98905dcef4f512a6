/**
 * Trusted operation `message-send`: `{ to, text, jobId?, attachment? }` (a file the sender's side uploaded to this
 * conversation's folder). Starts the pair's conversation
 * when there is none (only for a reason planStart accepts) or continues it, and in one batch writes the message,
 * the conversation's last message and unread counts, and both inboxes' unread-conversation counts; then notifies
 * the recipient; a company's first messages to a talent are checked for scam signals on the way (./message-check.ts).
 * Refused: a company the back office has not verified (or suspended) writing to a talent, a blocked conversation (either
 * way), a sender whose messaging an administrator paused, a company's second message before its request is accepted. A talent replying to a request accepts it.
 * With an idempotency `key` the message's id comes from it: a send whose message is already there (a retry after a
 * lost answer, a queued message sent twice) writes and notifies nothing and answers the first send's ids.
 */
import { BackendError, increment, type DocumentData, type WriteOp } from '@/services/backend/types';
import {
  conversationFromSnapshot,
  conversationPath,
  inboxFromSnapshot,
  inboxPath,
  messagesCollection,
} from '@/services/converters/messaging-converter';
import { matchStoragePath } from '@/services/files/storage-paths';
import { MESSAGING_LIMITS, conversationId, type Conversation } from '@/services/schemas/messaging';
import { assertCompanyReviewed } from './company-standing';
import { transactionDocs } from './transaction';
import { contactOf, openedByApplication, planStart } from './conversation-reasons';
import { notify } from './notify';
import { assertSecondFactor } from './caller-roles';
import { loadParty, messagesLink, partyOf, type PartyRecord } from './parties';
import type { TrustedContext, TrustedOperation } from './types';
import { actingAs } from './company-membership';
import { storagePathOf } from './upload-paths';
import { checkCompanyMessage } from './message-check';

const preview = (text: string, hasAttachment: boolean) =>
  text ? text.slice(0, MESSAGING_LIMITS.previewMax) : hasAttachment ? 'Sent an attachment' : '';

/** Refuses a send into an existing conversation; answers the status it has after this message. */
function continueStatus(
  conv: Conversation,
  me: string,
  other: PartyRecord,
): Pick<Conversation, 'status'> & { accepts: boolean } {
  if (conv.blockedBy.length > 0)
    throw new BackendError('failed-precondition', 'This conversation is blocked; no messages can be sent either way.');
  if (conv.status === 'open') return { status: 'open', accepts: false };
  if (conv.requestedBy === me) {
    throw new BackendError(
      'failed-precondition',
      conv.status === 'declined'
        ? `${other.name} declined your message request.`
        : `Wait until ${other.name} accepts your message request.`,
    );
  }
  return { status: 'open', accepts: true };
}

/** An attachment is a file the sender's side stored in this conversation's folder, which only its parties open. */
function assertOwnAttachment(url: string, conversationId: string, partyId: string): void {
  const found = matchStoragePath(storagePathOf(url) ?? '');
  if (
    found?.kind !== 'conversationFile' ||
    found.params.conversationId !== conversationId ||
    found.params.partyId !== partyId
  )
    throw new BackendError('invalid-argument', 'Attach a file uploaded to this conversation.');
}

async function assertMayMessage(docs: Pick<TrustedContext['docs'], 'get'>, uid: string): Promise<void> {
  if (inboxFromSnapshot(await docs.get(inboxPath(uid))).messagingBlocked) {
    throw new BackendError('permission-denied', 'An administrator has paused your messaging after a report.');
  }
}

export const messageSend: TrustedOperation<'message-send'> = async (ctx, input) => {
  // A company's member writes as the company (the conversation is the company's); the message names the member.
  const acting = await actingAs(ctx.docs, ctx.caller.uid, ctx.caller.secondFactor);
  const me = acting.uid;
  if (input.to === me) throw new BackendError('invalid-argument', 'You cannot message yourself.');
  const id = conversationId(me, input.to);
  if (input.attachment) assertOwnAttachment(input.attachment.url, id, me);
  // Checks and writes in one transaction: the request quota, the first message of a pair and the unread counts
  // hold when many sends arrive at once.
  const keyedId = input.key ? `k${input.key}` : null;
  const sent = await ctx.docs.runTransaction(async (tx) => {
    const docs = transactionDocs(tx);
    if (keyedId) {
      const earlier = await docs.get(`${messagesCollection(id)}/${keyedId}`);
      if (earlier.exists) {
        if (earlier.data?.by !== me) throw new BackendError('already-exists', 'Send this message again.');
        return { replayed: true as const, messageId: keyedId };
      }
    }
    const [sender, recipient] = await Promise.all([loadParty(docs, me), loadParty(docs, input.to)]);
    if (!sender) throw new BackendError('permission-denied', 'Finish signing up before sending messages.');
    if (!recipient) throw new BackendError('not-found', 'This account no longer exists.');
    // An administrator writes to anyone, unasked: the back office's reach, so a second factor's too.
    if (sender.role === 'admin') assertSecondFactor(ctx);
    // Until the back office verifies it (and while it is suspended) a company reaches no talent, not even by reply;
    // it may still answer an administrator (who may ask it for what the review needs).
    if (sender.role === 'company' && recipient.role === 'talent') await assertCompanyReviewed(docs, me);
    await assertMayMessage(docs, me);

    const snap = await docs.get(conversationPath(id));
    const now = new Date();
    const existing = snap.exists ? conversationFromSnapshot(snap) : null;
    const text = input.text;
    const last = { text: preview(text, !!input.attachment), at: now, by: me };
    const ops: WriteOp[] = [];
    let isRequest = false;

    if (existing) {
      // A talent who applied since the company's request opened the door that way: the request no longer holds it back.
      const applied =
        existing.status !== 'open' &&
        existing.requestedBy === me &&
        existing.blockedBy.length === 0 &&
        recipient.role === 'talent'
          ? await openedByApplication(docs, me, recipient)
          : null;
      const { status, accepts } = applied
        ? { status: 'open' as const, accepts: false }
        : continueStatus(existing, me, recipient);
      const talent = sender.role === 'talent' ? sender : null;
      const contact =
        applied?.contact ?? (accepts && talent ? contactOf(talent, await ctx.accountEmailVerified(me)) : undefined);
      const changes: DocumentData = {
        lastMessage: last,
        updatedAt: now,
        [`unread.${input.to}`]: increment(1),
        [`unread.${me}`]: 0,
        [`seenAt.${me}`]: now,
        status,
        ...(contact ? { contact } : {}),
      };
      ops.push({ type: 'update', path: conversationPath(id), data: changes });
      if ((existing.unread[input.to] ?? 0) === 0)
        ops.push({ type: 'set', path: inboxPath(input.to), data: { unreadConversations: increment(1) }, merge: true });
      if ((existing.unread[me] ?? 0) > 0)
        ops.push({ type: 'set', path: inboxPath(me), data: { unreadConversations: increment(-1) }, merge: true });
    } else {
      const plan = await planStart(docs, sender, recipient, input.jobId, now.getTime());
      isRequest = plan.status === 'request';
      const doc: DocumentData = {
        id,
        participants: [me, input.to].sort(),
        people: { [me]: partyOf(sender), [input.to]: partyOf(recipient) },
        ...(plan.job ? { job: plan.job } : {}),
        status: plan.status,
        ...(isRequest ? { requestedBy: me, requestedAt: now } : {}),
        ...(plan.contact ? { contact: plan.contact } : {}),
        blockedBy: [],
        lastMessage: last,
        unread: { [me]: 0, [input.to]: 1 },
        seenAt: { [me]: now },
        createdAt: now,
        updatedAt: now,
      };
      ops.push({ type: 'set', path: conversationPath(id), data: doc });
      if (plan.quota) ops.push(plan.quota);
      ops.push({ type: 'set', path: inboxPath(input.to), data: { unreadConversations: increment(1) }, merge: true });
    }

    const messageId = keyedId ?? `m${now.getTime().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
    // A company's first messages to a talent are checked for scam signals (./message-check.ts); the sender never
    // learns the outcome: the warning is the talent's alone.
    if (sender.role === 'company' && recipient.role === 'talent')
      ops.push(
        ...(await checkCompanyMessage(docs, {
          conversationId: id,
          messageId,
          company: { id: me, name: sender.name },
          talent: { id: input.to, name: recipient.name },
          text,
          opens: !existing,
          now,
        })),
      );
    ops.push({
      type: 'set',
      path: `${messagesCollection(id)}/${messageId}`,
      data: {
        id: messageId,
        by: me,
        ...(acting.memberName !== undefined ? { sentBy: ctx.caller.uid, sentByName: acting.memberName } : {}),
        text,
        sentAt: now,
        ...(input.attachment ? { attachment: input.attachment } : {}),
      },
    });
    await docs.batch(ops);
    return { replayed: false as const, sender, recipient, isRequest, last, messageId };
  });
  if (sent.replayed) return { conversationId: id, messageId: sent.messageId };
  const { sender, recipient, isRequest, last, messageId } = sent;

  await notify(ctx, {
    userId: input.to,
    kind: isRequest ? 'message-request' : 'message',
    title: isRequest ? `Message request from ${sender.name}` : `New message from ${sender.name}`,
    body: last.text,
    link: messagesLink(recipient.role, id),
  });
  return { conversationId: id, messageId };
};
