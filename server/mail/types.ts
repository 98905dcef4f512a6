/** What an email is made of, in both modes: the local mailbox and the Trigger Email extension read the same shape. */
/** The words before an email's unsubscribe link, in both modes. */
export const UNSUBSCRIBE_LINE = 'Stop these emails: ';

/** The headers mail programs offer their own one-click unsubscribe from (RFC 8058): a POST to `url`, in both modes. */
export const oneClickUnsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** A path on this site (e.g. `/talent-dashboard/messages`), appended to the text as a full link. */
  link: string;
  /**
   * Paths on this site for a mailing the recipient can stop: `page` is appended to the text as a full link,
   * `oneClick` goes in the List-Unsubscribe header with List-Unsubscribe-Post (mail programs' one-click, RFC 8058).
   */
  unsubscribe?: { page: string; oneClick: string };
  /** Parts of a digest, each under its heading, written after the text with their links as full addresses (sections.ts). */
  sections?: MailSection[];
  /** Files sent with the mail (an interview's calendar file). */
  attachments?: MailAttachment[];
}

/** A line of a digest's section that links to a page of this site (`path`). */
export interface MailLine {
  label: string;
  path: string;
}

export interface MailSection {
  heading: string;
  lines: MailLine[];
  /** The last line, after the list (e.g. "See all ..."). */
  more?: MailLine;
}

/** A small text file carried by an email, in the shape the Trigger Email extension (nodemailer) reads. */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}
