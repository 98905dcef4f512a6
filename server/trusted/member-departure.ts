/**
 * What a member of a company's team leaves its company when it is taken off the team or its account goes. What it
 * sent for the company is the company's: the message is under the company's id, in the company's conversation, but
 * its attachment sits in the member's own upload folder (the only one a client may write to), which goes with its
 * account. So each attachment it sent is copied into the company's folder and its message points at the copy, and
 * the talent and the rest of the team keep opening it. Copied rather than left in place: nothing stays under an account that no longer exists, and the
 * company's own deletion sweeps the copies with its other files. The copy is read as the original was (neither
 * folder is a talent's: any signed-in user by path, anyone by the URL's token, which only the conversation's
 * messages carry).
 */
import { deleteField, type DocumentData, type WriteOp } from '@/services/backend/types';
import { EVENTS, rsvpPath } from '@/services/converters/event-converter';
import { CONVERSATIONS, messagesCollection } from '@/services/converters/messaging-converter';
import { queryAll } from '@/services/pagination';
import { commitInChunks } from '@/services/write-chunks';
import { DELETED_USER_NAME } from './account-traces';
import type { TrustedContext } from './types';

/** Answers how many attachments now point at the company's copy. Safe to repeat: a re-run finds them copied. */
export async function keepCompanyAttachments(
  ctx: Pick<TrustedContext, 'docs' | 'copyUserFile'>,
  uid: string,
  companyId: string,
): Promise<number> {
  const conversations = await queryAll(ctx.docs, {
    collection: CONVERSATIONS,
    where: [{ field: 'participants', op: 'array-contains', value: companyId }],
  });
  const writes: WriteOp[] = [];
  for (const conversation of conversations) {
    const sent = await queryAll(ctx.docs, {
      collection: messagesCollection(conversation.id),
      where: [{ field: 'sentBy', op: '==', value: uid }],
    });
    for (const message of sent) {
      const attachment = message.data?.attachment as DocumentData | undefined;
      if (typeof attachment?.url !== 'string') continue;
      const url = await ctx.copyUserFile(attachment.url, uid, companyId);
      if (url) writes.push({ type: 'update', path: message.path, data: { attachment: { ...attachment, url } } });
    }
  }
  await commitInChunks(ctx.docs, writes);
  return writes.length;
}

/**
 * The company's RSVPs stay (the seat is the company's), but one the departing member took no longer names it nor
 * carries its email. Answers how many changed.
 */
export async function forgetSeatTaker(
  ctx: Pick<TrustedContext, 'docs'>,
  uid: string,
  companyId: string,
): Promise<number> {
  const writes: WriteOp[] = [];
  for (const event of await queryAll(ctx.docs, { collection: EVENTS })) {
    const rsvp = await ctx.docs.get(rsvpPath(event.id, companyId));
    if (rsvp.data?.memberUid !== uid) continue;
    writes.push({
      type: 'update',
      path: rsvp.path,
      data: { memberName: DELETED_USER_NAME, memberUid: deleteField(), email: deleteField() },
    });
  }
  await commitInChunks(ctx.docs, writes);
  return writes.length;
}
