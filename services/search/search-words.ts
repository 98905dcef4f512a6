/**
 * How names, titles and keywords are matched: case- and accent-insensitively ("Zoë" is found by "zoe", "ADA" by
 * "ada"), word by word, in any order. What a service writes into a search field and what a query looks for both go
 * through these functions, so the two never disagree.
 */

/** Lowercased, accents and other combining marks removed, compatibility forms unified (ligatures, full-width). */
export function foldForSearch(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** The distinct folded words of a text, in order: letters and digits, keeping `+` and `#` (C++, C#). */
export function searchWords(text: string): string[] {
  return [...new Set(foldForSearch(text).split(/[^\p{L}\p{N}+#]+/u).filter(Boolean))];
}

/**
 * The word a query matches with `array-contains`: the longest, as the most likely to be rare (the fewest
 * documents to read before the other words are checked).
 */
export function mostSelectiveWord(words: readonly string[]): string | null {
  if (words.length === 0) return null;
  return words.reduce((a, b) => (b.length > a.length ? b : a));
}
