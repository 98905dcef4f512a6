/**
 * What a member of a company's team leaves its company when it is taken off the team or its account goes. An
 * attachment it sends is stored in the company's folder of the conversation (services/files/storage-paths.ts), so it
 * stays the company's with nothing to do. One sent before paths named their owner sits in the member's old upload
 * folder (`uploadedFiles/<uid>/`), which it could still delete and which goes with its account: that one is copied
 * into the company's folder of its conversation and its message points at the copy, so the talent and the rest of the
 * team keep opening it.
 */
import { deleteField, type DocumentData, type WriteOp } from '@/services/backend/types';
import { EVENTS, rsvpPath } from '@/services/converters/event-converter';
import { CONVERSATIONS, messagesCollection } from '@/services/converters/messaging-converter';
import { queryAll } from '@/services/pagination';
import { commitInChunks } from '@/services/write-chunks';
import { DELETED_USER_NAME } from './account-traces';
import type { TrustedContext } from './types';
import { legacyAttachmentTarget, storagePathOf } from './upload-paths';

/** Answers how many attachments now point at the company's copy. Safe to repeat: a re-run finds them copied. */
export async function keepCompanyAttachments(
  ctx: Pick<TrustedContext, 'docs' | 'copyFile'>,
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
      const from = storagePathOf(attachment.url);
      const to = from === null ? null : legacyAttachmentTarget(from, uid, conversation.id, companyId);
      const url = from && to ? await ctx.copyFile(from, to, attachment.url) : null;
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
