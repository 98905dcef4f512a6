/**
 * The one way a notification is created: `notify(ctx, input)` writes `notifications/{id}` for the
 * recipient, adds one to the unread count on its `inboxes/{uid}` (the bell reads that one document), and emails
 * it, each only as far as the recipient's notification settings allow for that kind (server/trusted/delivery.ts):
 * "off" writes nothing, "in app only" sends no email. A company's notice reaches every member of its team, each by
 * their own settings (server/trusted/recipients.ts). Message notifications are emailed at most once an hour per
 * user (a digest: "you have new messages"), the last time kept server-side on the inbox document; those held back
 * meanwhile are emailed by the scheduled digest once the hour is over.
 *
 * Callers are trusted operations that have checked the event really happened. An operation whose notice must land
 * with its change (applying, moving an applicant, an interview step) plans it inside its transaction
 * (`planNotice`: the same checks, its writes committed with the change) and emails it after (`sendNotices`).
 */
import { deleteField, increment, type WriteOp } from '@/services/backend/types';
import { NOTIFICATIONS, inboxPath } from '@/services/converters/messaging-converter';
import { MESSAGE_DIGEST_MS, type NotificationKind } from '@/services/schemas/messaging';
import { deliveryFor, type KnownRecipient } from './recipients';
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
export type Recipient = KnownRecipient;

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
 * One notification decided inside a transaction: its writes (none when it exists already or the recipient turned
 * this kind off), to commit with the change it announces, and its email, sent once the transaction has committed
 * (mail is not transactional, and a transaction may run more than once).
 */
export interface PlannedNotice {
  id: string;
  writes: WriteOp[];
  /** The recipients' addresses by their settings, read through `ctx` (the caller's services, not the transaction). */
  emailTo(ctx: NotifyServices): Promise<string[]>;
  input: NotifyInput;
}

/**
 * Plans `input` for the recipient as its settings allow, reading through `ctx.docs` (a transaction's, usually).
 * `fresh`: the caller's checks show the event is new (a step that happens once), so its id need not be looked up.
 */
export async function planNotice(
  ctx: NotifyServices,
  input: NotifyInput,
  now: Date,
  { recipient, fresh = false }: { recipient?: Recipient; fresh?: boolean } = {},
): Promise<PlannedNotice> {
  const id = input.id ?? newId();
  const none: PlannedNotice = { id, writes: [], emailTo: async () => [], input };
  if (input.id && !fresh && (await ctx.docs.get(`${NOTIFICATIONS}/${id}`)).exists) return none;
  const delivery = await deliveryFor(ctx, input.userId, input.kind, recipient);
  if (!delivery.inApp) return none;
  return {
    id,
    writes: notificationWrites(id, input, now),
    emailTo: (outer) => (input.email === false ? Promise.resolve([]) : delivery.emailTo(outer)),
    input,
  };
}

/**
 * Emails each planned notice (one written in the app) as its recipients' settings allow; answers how many went. A
 * failed email is logged, never thrown: the change it announces has committed, and the notice is in the app.
 */
export async function sendNotices(ctx: NotifyServices, notices: readonly PlannedNotice[]): Promise<number> {
  let sent = 0;
  for (const notice of notices) {
    if (notice.writes.length === 0) continue;
    const { input } = notice;
    const mail = input.email || { subject: input.title, text: input.body };
    const attachments = 'attachments' in mail && mail.attachments?.length ? { attachments: mail.attachments } : {};
    try {
      for (const address of await notice.emailTo(ctx)) {
        await ctx.sendMail({ to: address, subject: mail.subject, text: mail.text, link: input.link, ...attachments });
        sent += 1;
      }
    } catch (error) {
      console.warn('[notify] could not email', notice.id, error);
    }
  }
  return sent;
}

/**
 * Writes the notification and sends its email as the recipient's settings allow; answers what it did (`created`
 * false: it existed already, or the recipient turned this kind off).
 */
export async function notify(
  ctx: NotifyServices,
  input: NotifyInput,
  recipient?: Recipient,
): Promise<{ id: string; created: boolean; emailed: boolean }> {
  const now = new Date();
  const planned = await planNotice(ctx, input, now, { recipient });
  const { id } = planned;
  if (planned.writes.length === 0) return { id, created: false, emailed: false };
  await ctx.docs.batch(planned.writes);
  if (!DIGEST_KINDS.includes(input.kind))
    return { id, created: true, emailed: (await sendNotices(ctx, [planned])) > 0 };
  const to = await planned.emailTo(ctx);
  if (to.length === 0) return { id, created: true, emailed: false };
  const inbox = (await ctx.docs.get(inboxPath(input.userId))).data ?? {};
  const last = inbox.lastDigestAt instanceof Date ? inbox.lastDigestAt.getTime() : 0;
  if (now.getTime() - last < MESSAGE_DIGEST_MS) {
    // Held back: the scheduled digest (server/scheduled/message-digests.ts) emails once this hour is over.
    if (!(inbox.digestDueAt instanceof Date))
      await ctx.docs.set(inboxPath(input.userId), { digestDueAt: new Date(last + MESSAGE_DIGEST_MS) }, { merge: true });
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
