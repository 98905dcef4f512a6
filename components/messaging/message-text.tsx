/**
 * A message's text with its web links clickable. The text is split into plain text nodes and anchors for
 * `http(s)://` links only; nothing is ever parsed as HTML, so a message cannot inject markup or a `javascript:` link.
 */
const LINK = /https?:\/\/[^\s<>"']+/gi;
// Punctuation that usually ends the sentence, not the link.
const TRAILING = /[.,!?;:)\]]+$/;

export type TextPart = { kind: 'text'; value: string } | { kind: 'link'; value: string };

export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const raw = match[0];
    const url = raw.replace(TRAILING, '');
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: 'text', value: text.slice(last, start) });
    parts.push({ kind: 'link', value: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}

export function MessageText({ text }: { text: string }) {
  return (
    <>
      {splitLinks(text).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.value} target="_blank" rel="noopener noreferrer nofollow">
            {part.value}
          </a>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </>
  );
}
