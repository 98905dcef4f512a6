/** The shipped countries as a select offers them: by name in the reader's language, A to Z. */
import { COUNTRY_CODES } from '@/constants/places';
import { countryName } from '@/services/format/place-label';

interface Named {
  codes: readonly string[];
  names: ReadonlyMap<string, string>;
}

const byLocale = new Map<string, Named>();

/**
 * Each country named once per language, then sorted by those names: naming inside the comparison asked Intl for
 * about 4,000 names per sort, a quarter of a second of a slowed-down phone's main thread on the job list.
 */
function named(locale: string): Named {
  let entry = byLocale.get(locale);
  if (!entry) {
    const names = new Map(COUNTRY_CODES.map((code) => [code, countryName(code, locale)]));
    const collator = new Intl.Collator(locale);
    const codes = [...COUNTRY_CODES].sort((a, b) => collator.compare(names.get(a)!, names.get(b)!));
    entry = { codes, names };
    byLocale.set(locale, entry);
  }
  return entry;
}

/** Every listed country code, ordered by its name (computed once per language). */
export const countryCodesByName = (locale = 'en'): readonly string[] => named(locale).codes;

export const countryLabel = (code: string) => named('en').names.get(code) ?? countryName(code);
