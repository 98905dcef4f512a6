/**
 * The back office's search by name, for talents and companies alike: case- and accent-insensitive, by any word of
 * the name or its start ("ada", "love" and "lovelace" all find "Ada Lovelace"), newest first. The most selective
 * term is queried on the stored `nameTerms` (index nameTerms + timestamp desc); the others, when the search has
 * several words, are checked on each document read (queryFilteredPage).
 */
import type { DocSnapshot, Documents, QuerySpec } from '../backend/types';
import { queryFilteredPage } from '../search/filtered-page';
import { mostSelectiveWord, nameQueryTerms } from '../search/search-words';
import { queryPage } from '../pagination';

/** A name search reads at most this many documents a page while it looks for names holding every word. */
const NAME_SEARCH_MAX_READS = 100;

/** The query of a name search, or null when the text holds no word to look for. */
export function nameSearchQuery(collection: string, text: string): QuerySpec | null {
  const term = mostSelectiveWord(nameQueryTerms(text));
  if (!term) return null;
  return {
    collection,
    where: [{ field: 'nameTerms', op: 'array-contains', value: term }],
    orderBy: [{ field: 'timestamp', direction: 'desc' }],
  };
}

export async function nameSearchPage(docs: Documents, spec: QuerySpec, text: string, pageSize: number, after?: string) {
  const terms = nameQueryTerms(text);
  if (terms.length <= 1) return queryPage(docs, spec, pageSize, after);
  const keep = (snap: DocSnapshot) => {
    const stored = snap.data?.nameTerms;
    return Array.isArray(stored) && terms.every((t) => stored.includes(t));
  };
  return queryFilteredPage(docs, spec, { pageSize, after, keep, maxReads: NAME_SEARCH_MAX_READS });
}
