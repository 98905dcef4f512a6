/**
 * Phone numbers written in a text, found by libphonenumber-js (Google's metadata: real numbering plans, not a digit
 * pattern). Numbers written nationally are read as from the countries our users live in. A national number must
 * start with its trunk prefix 0, which keeps sums ("80 000 - 120 000") and references from passing for numbers.
 */
import { findNumbers, type CountryCode } from 'libphonenumber-js/max';

const HOME_COUNTRIES: CountryCode[] = [
  'NG',
  'KE',
  'GH',
  'ZA',
  'TZ',
  'UG',
  'GB',
  'FR',
  'DE',
  'PT',
  'ES',
  'NL',
  'BE',
  'IT',
];

/** A currency sign or code just before a number makes it a sum. */
const SUM_BEFORE = /(?:[$₦€£₵]|usd|ngn|kes|ksh|kshs|ghs|zar|eur|gbp|tzs|ugx)\s?$/i;

/** A WhatsApp link carries an international number without its plus sign. */
const WHATSAPP_LINK = /wa\.me\/(\d{8,15})/gi;

/** The phone numbers written in the text, as written (each once, however many countries it would be valid in). */
export function phoneNumbersIn(text: string): string[] {
  const found = new Set<string>();
  for (const m of text.matchAll(WHATSAPP_LINK)) {
    if (findNumbers(`+${m[1]}`, { v2: true }).length) found.add(m[0]);
  }
  for (const country of HOME_COUNTRIES) {
    for (const hit of findNumbers(text, { defaultCountry: country, v2: true })) {
      const written = text.slice(hit.startsAt, hit.endsAt);
      const international = written.startsWith('+') || written.startsWith('00');
      if (!international && !written.startsWith('0')) continue;
      if (SUM_BEFORE.test(text.slice(Math.max(0, hit.startsAt - 5), hit.startsAt))) continue;
      found.add(written);
    }
  }
  return [...found];
}
