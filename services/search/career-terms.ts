/**
 * The search words of a talent's work history and education: where they worked or studied and as what, so a
 * company looking for "acme" finds someone who worked at Acme. Whole folded words (not prefixes: a long history
 * would not fit), each cut to the longest term stored, work before education, in the order the talent keeps them.
 */
import { NAME_TERMS_LIMITS, nameTerms, searchWords } from './search-words';

interface EntryWords {
  organisation?: unknown;
  title?: unknown;
  degree?: unknown;
}

const words = (value: unknown) => (typeof value === 'string' ? searchWords(value) : []);
const cut = (word: string) => Array.from(word).slice(0, NAME_TERMS_LIMITS.termMax).join('');
const entries = (value: unknown): EntryWords[] =>
  Array.isArray(value) ? value.filter((e): e is EntryWords => typeof e === 'object' && e !== null) : [];

/**
 * `careerTerms` on the student document and its public card (discovery's keyword search): at most 60 terms of at
 * most 20 characters, the bounds the access rules check (as for name terms).
 */
export function careerTerms(workHistory: unknown, education: unknown): string[] {
  const all = [...entries(workHistory), ...entries(education)].flatMap((e) => [
    ...words(e.organisation),
    ...words(e.title),
    ...words(e.degree),
  ]);
  return [...new Set(all.map(cut))].slice(0, NAME_TERMS_LIMITS.termsMax);
}

/**
 * A talent's `nameTerms` (the back office's search): the name's prefixes first, so a name is always found, then the
 * career words while there is room.
 */
export function talentNameTerms(name: string, workHistory: unknown, education: unknown): string[] {
  return [...new Set([...nameTerms(name), ...careerTerms(workHistory, education)])].slice(
    0,
    NAME_TERMS_LIMITS.termsMax,
  );
}

/** The words a keyword search looks for, cut as the stored terms are. */
export function careerQueryTerms(query: string): string[] {
  return [...new Set(searchWords(query).map(cut))].slice(0, 10);
}
