/** The shipped countries as a select offers them: by name in the reader's language, A to Z. */
import { COUNTRY_CODES } from '@/constants/places';
import { countryName } from '@/services/format/place-label';

const sorted = new Map<string, readonly string[]>();

/** Every listed country code, ordered by its name (computed once per language). */
export function countryCodesByName(locale = 'en'): readonly string[] {
  let codes = sorted.get(locale);
  if (!codes) {
    const collator = new Intl.Collator(locale);
    codes = [...COUNTRY_CODES].sort((a, b) => collator.compare(countryName(a, locale), countryName(b, locale)));
    sorted.set(locale, codes);
  }
  return codes;
}

export const countryLabel = (code: string) => countryName(code);
