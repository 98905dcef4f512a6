/**
 * A digest email's text with its sections, as both mail paths send it (the local mailbox and the Firebase `mail`
 * document): the sections follow the text, each a heading and its lines, every link a full address on `siteUrl`,
 * so a plain-text mail program can follow them.
 */
import type { MailLine, MailSection } from './types';

const line = (siteUrl: string, { label, path }: MailLine) => `${label}: ${siteUrl}${path}`;

export function textWithSections(text: string, sections: readonly MailSection[] | undefined, siteUrl: string): string {
  if (!sections?.length) return text;
  const parts = sections.map(({ heading, lines, more }) =>
    [heading, ...lines.map((l) => `- ${line(siteUrl, l)}`), ...(more ? [line(siteUrl, more)] : [])].join('\n'),
  );
  return [text, ...parts].join('\n\n');
}
