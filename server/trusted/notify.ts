/**
 * The one way a notification is created: `notify(ctx, input)` writes `notifications/{id}` for the
 * recipient, adds one to the unread count on its `inboxes/{uid}` (the bell reads that one document), and emails
 * it, each only as far as the recipient's notification settings allow for that kind (server/trusted/delivery.ts):
 * "off" writes nothing, "in app only" sends no email. A company's notice reaches every member of its team, each by
 * their own settings (server/trusted/recipients.ts). Message notifications are emailed at most once an hour per
 * user (a digest: "you have new messages"), the last time kept server-side on the inbox document; those held back
 * meanwhile are emailed by the scheduled digest once the hour is over.
 *
 * Callers are trusted operations that have checked the event really happened; other issues' operations
 * (assessment results, event reminders, saved-job deadlines, job alerts) call this too.
 */
import { deleteField, increment, type WriteOp } from '@/services/backend/types';
import { NOTIFICATIONS, inboxPath } from '@/services/converters/messaging-converter';
import { MESSAGE_DIGEST_MS, type NotificationKind } from '@/services/schemas/messaging';
import { deliveryFor } from './recipients';
import type { MailAttachment } from '../mail/types';
import type { TrustedServices } from './types';

/** The subject of every messages email: the first of the hour, and the digest of the rest (server/scheduled/message-digests.ts). */
export const MESSAGES_MAIL_SUBJECT = 'You have new messages';

export interface NotifyInput {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** A path on this site. */
  link: string;
  /** The email's subject and text (default: the title and body), or false for no email at all. */
  email?: { subject: string; text: string; attachments?: MailAttachment[] } | false;
  /** A deterministic id makes the notification idempotent: a second call for the same event writes nothing. */
  id?: string;
}

/** What notify needs to know about the recipient; passed in by callers that already read it (event notices). */
export interface Recipient {
  email: string;
}

export type NotifyServices = Pick<TrustedServices, 'docs' | 'sendMail' | 'accountEmails'>;

const DIGEST_KINDS: readonly NotificationKind[] = ['message', 'message-request'];

/** The writes of one notification (the document and the unread count), for callers that batch many. */
export function notificationWrites(id: string, input: Omit<NotifyInput, 'id' | 'email'>, now: Date): WriteOp[] {
  return [
    {
      type: 'set',
      path: `${NOTIFICATIONS}/${id}`,
      data: {
        id,
        userId: input.userId,
        kind: input.kind,
        title: input.title,
        body: input.body,
        link: input.link,
        read: false,
        createdAt: now,
      },
    },
    { type: 'set', path: inboxPath(input.userId), data: { unreadNotifications: increment(1) }, merge: true },
  ];
}

const newId = () => `n${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;

/**
 * Writes the notification and sends its email as the recipient's settings allow; answers what it did (`created`
 * false: it existed already, or the recipient turned this kind off).
 */
export async function notify(
  ctx: NotifyServices,
  input: NotifyInput,
  recipient?: Recipient,
): Promise<{ id: string; created: boolean; emailed: boolean }> {
  const id = input.id ?? newId();
  if (input.id && (await ctx.docs.get(`${NOTIFICATIONS}/${id}`)).exists) return { id, created: false, emailed: false };
  const delivery = await deliveryFor(ctx, input.userId, input.kind, recipient);
  if (!delivery.inApp) return { id, created: false, emailed: false };
  const now = new Date();
  await ctx.docs.batch(notificationWrites(id, input, now));
  if (input.email === false) return { id, created: true, emailed: false };
  const to = await delivery.emailTo();
  if (to.length === 0) return { id, created: true, emailed: false };
  const mail = input.email ?? { subject: input.title, text: input.body };
  if (DIGEST_KINDS.includes(input.kind)) {
    const inbox = (await ctx.docs.get(inboxPath(input.userId))).data ?? {};
    const last = inbox.lastDigestAt instanceof Date ? inbox.lastDigestAt.getTime() : 0;
    if (now.getTime() - last < MESSAGE_DIGEST_MS) {
      // Held back: the scheduled digest (server/scheduled/message-digests.ts) emails once this hour is over.
      if (!(inbox.digestDueAt instanceof Date))
        await ctx.docs.set(
          inboxPath(input.userId),
          { digestDueAt: new Date(last + MESSAGE_DIGEST_MS) },
          { merge: true },
        );
      return { id, created: true, emailed: false };
    }
    await ctx.docs.set(inboxPath(input.userId), { lastDigestAt: now, digestDueAt: deleteField() }, { merge: true });
    for (const address of to) {
      await ctx.sendMail({
        to: address,
        subject: MESSAGES_MAIL_SUBJECT,
        text: `${input.title}\n\n${input.body}\n\nFurther messages this hour are in your inbox; we email at most once an hour.`,
        link: input.link,
      });
    }
    return { id, created: true, emailed: true };
  }
  const attachments = 'attachments' in mail && mail.attachments?.length ? { attachments: mail.attachments } : {};
  for (const address of to)
    await ctx.sendMail({ to: address, subject: mail.subject, text: mail.text, link: input.link, ...attachments });
  return { id, created: true, emailed: true };
}
