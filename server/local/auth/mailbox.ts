import { randomUUID } from 'node:crypto';
import type { Database } from '../database/types';
import { textWithSections } from '../../mail/sections';
import { oneClickUnsubscribeHeaders } from '../../mail/types';
import type { LocalMail, LocalMailInput } from './types';

interface MailRow {
  id: string;
  to_email: string;
  subject: string;
  body: string;
  link: string;
  sent_at: number;
  headers: string | null;
  attachments: string | null;
}

/**
 * The local "mail server": every message lands in a table (read by /dev/mailbox and tests) and is printed as one
 * line with its link, so a developer can follow it straight from the terminal.
 */
export function createMailbox(
  db: Database,
  options: { appUrl: string; now: () => number; log?: (line: string) => void },
) {
  const log = options.log ?? ((line: string) => console.log(line));
  return {
    async send({ unsubscribe, sections, ...mail }: LocalMailInput): Promise<LocalMail> {
      // The mailbox keeps one link per mail (the action's): a digest's links and a stop link go in the text, as full addresses.
      const body = textWithSections(mail.text, sections, options.appUrl);
      const text = unsubscribe ? `${body}\n\n${unsubscribe.line}${options.appUrl}${unsubscribe.page}` : body;
      const headers = unsubscribe ? oneClickUnsubscribeHeaders(`${options.appUrl}${unsubscribe.oneClick}`) : undefined;
      const sent: LocalMail = {
        id: randomUUID(),
        sentAt: options.now(),
        ...mail,
        text,
        ...(headers ? { headers } : {}),
      };
      await db.query(
        'insert into auth_mail (id, to_email, subject, body, link, sent_at, headers, attachments) values ($1, $2, $3, $4, $5, $6, $7, $8)',
        [
          sent.id,
          sent.to,
          sent.subject,
          sent.text,
          sent.link,
          sent.sentAt,
          headers ? JSON.stringify(headers) : null,
          sent.attachments?.length ? JSON.stringify(sent.attachments) : null,
        ],
      );
      log(`[local mail] to ${sent.to}: ${sent.subject} -> ${options.appUrl}${sent.link}`);
      return sent;
    },
    async list(limit = 50): Promise<LocalMail[]> {
      const { rows } = await db.query<MailRow>('select * from auth_mail order by seq desc limit $1', [limit]);
      return rows.map((r) => ({
        id: r.id,
        to: r.to_email,
        subject: r.subject,
        text: r.body,
        link: r.link,
        sentAt: Number(r.sent_at),
        ...(r.headers ? { headers: JSON.parse(r.headers) as Record<string, string> } : {}),
        ...(r.attachments ? { attachments: JSON.parse(r.attachments) as LocalMail['attachments'] } : {}),
      }));
    },
  };
}
