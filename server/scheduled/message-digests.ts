/**
 * The hourly message digest's second half. `notify` emails the first message notification of an hour at once and
 * holds back the rest, marking the inbox with `digestDueAt` (the end of that hour); this sweep sends one "you have
 * new messages" email per marked inbox once the hour is over, unless everything was read meanwhile or the person
 * now wants messages in the app only (or not at all). The mark goes
 * before the email: run twice, one email.
 */
import { deleteField } from '@/services/backend/types';
import { INBOXES } from '@/services/converters/messaging-converter';
import { deliveryFor } from '../trusted/recipients';
import { messagesLink, loadParty } from '../trusted/parties';
import { MESSAGES_MAIL_SUBJECT, type NotifyServices } from '../trusted/notify';

const PAGE = 100;
const MAX_PAGES = 50;

export async function sendMessageDigests(ctx: NotifyServices, now = Date.now()): Promise<{ emailed: number }> {
  let emailed = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const due = await ctx.docs.query({
      collection: INBOXES,
      where: [{ field: 'digestDueAt', op: '<=', value: new Date(now) }],
      orderBy: [{ field: 'digestDueAt', direction: 'asc' }],
      limit: PAGE,
    });
    for (const inbox of due) {
      await ctx.docs.set(inbox.path, { digestDueAt: deleteField(), lastDigestAt: new Date(now) }, { merge: true });
      const unread = Number(inbox.data?.unreadNotifications ?? 0);
      if (unread === 0) continue;
      // A company's inbox is its team's: each member who wants messages by email gets the digest.
      const to = await (await deliveryFor(ctx, inbox.id, 'message')).emailTo();
      const party = to.length > 0 ? await loadParty(ctx.docs, inbox.id) : null;
      if (!party) continue;
      for (const address of to) {
        await ctx.sendMail({
          to: address,
          subject: MESSAGES_MAIL_SUBJECT,
          text: 'New messages arrived after our last email. We email at most once an hour; they are waiting in your inbox.',
          link: messagesLink(party.role),
        });
        emailed += 1;
      }
    }
    if (due.length < PAGE) break;
  }
  return { emailed };
}
