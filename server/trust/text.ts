/**
 * Text as the checker reads it: folded (lower case, accents dropped, one kind of apostrophe) so one phrase list
 * covers "Gebühr" and "gebuhr", "inscrição" and "inscricao"; cut into sentences, and each sentence into clauses,
 * because a negation ("we never charge a fee") or a warning ("report anyone who asks for a fee") only reaches the
 * words of its own clause.
 */

export interface Sentence {
  text: string;
  /** Offsets in `text` where a clause starts (0 first), ascending. */
  clauseStarts: number[];
}

export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    .replace(/[\u201c\u201d\u00ab\u00bb]/g, '"')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[^\S\n]+/g, ' ');
}

/** A sentence ends at . ! ? followed by a space, at a line break, or at a bullet. */
const SENTENCE_END = /[.!?]+(?=\s|$)|\n+|\s*[\u2022\u00b7]\s*/g;

/** Where a clause ends inside a sentence: punctuation, a dash between spaces, or a word that turns the sentence. */
const CLAUSE_BREAK =
  /[,;:()]|\s-\s|\s(?:but|however|although|though|while|whereas|mais|cependant|lakini|ila|mas|porem|pero|aunque|aber|jedoch|sondern)\s/g;

export function sentences(folded: string): Sentence[] {
  return folded
    .split(SENTENCE_END)
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .map((text) => {
      const clauseStarts = [0];
      for (const m of text.matchAll(CLAUSE_BREAK)) clauseStarts.push(m.index + m[0].length);
      return { text, clauseStarts };
    });
}

/** The clause around [start, end): from the clause where the match begins to the end of the clause where it ends. */
export function clauseAround(sentence: Sentence, start: number, end: number): { from: number; to: number } {
  let from = 0;
  let to = sentence.text.length;
  for (const s of sentence.clauseStarts) {
    if (s <= start) from = s;
    else if (s >= end) {
      to = s;
      break;
    }
  }
  return { from, to };
}

/** The last `words` words of a string (the reach of a negation before a phrase). */
export function lastWords(text: string, words: number): string {
  const parts = text.trim().split(/\s+/);
  return parts.slice(Math.max(0, parts.length - words)).join(' ');
}
