/**
 * How names, titles and keywords are matched: case- and accent-insensitively ("Zoë" is found by "zoe", "ADA" by
 * "ada"), word by word, in any order. What a service writes into a search field and what a query looks for both go
 * through these functions, so the two never disagree.
 */

/** Lowercased, accents and other combining marks removed, compatibility forms unified (ligatures, full-width). */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The distinct folded words of a text, in order: letters and digits, keeping `+` and `#` (C++, C#). */
export function searchWords(text: string): string[] {
  return [
    ...new Set(
      foldForSearch(text)
        .split(/[^\p{L}\p{N}+#]+/u)
        .filter(Boolean),
    ),
  ];
}

/**
 * The word a query matches with `array-contains`: the longest, as the most likely to be rare (the fewest
 * documents to read before the other words are checked).
 */
export function mostSelectiveWord(words: readonly string[]): string | null {
  if (words.length === 0) return null;
  return words.reduce((a, b) => (b.length > a.length ? b : a));
}

/** Bounds of a name's search terms (the access rules check the same): 60 terms of at most 20 characters. */
export const NAME_TERMS_LIMITS = { termMax: 20, termsMax: 60 } as const;

const prefixes = (word: string) => {
  const chars = Array.from(word).slice(0, NAME_TERMS_LIMITS.termMax);
  return chars.map((_, i) => chars.slice(0, i + 1).join(''));
};

/**
 * What a person's or company's document stores to be found by name: every prefix of every folded word, so "ada",
 * "love" and "lovelace" all find "Ada Lovelace" with one `array-contains`.
 */
export function nameTerms(name: string): string[] {
  return [...new Set(searchWords(name).flatMap(prefixes))].slice(0, NAME_TERMS_LIMITS.termsMax);
}

/** The terms a name search looks for: its words, each cut to the longest prefix stored. */
export function nameQueryTerms(query: string): string[] {
  return [...new Set(searchWords(query).map((w) => Array.from(w).slice(0, NAME_TERMS_LIMITS.termMax).join('')))].slice(
    0,
    10,
  );
}
