/**
 * How a place reads: country names in the reader's language (Intl.DisplayNames; the code itself where the runtime
 * has no name for it). Apart from the shipped list (./places.ts), so a screen that only shows places does not load it.
 */
import type { Place } from '../schemas/place';

const namers = new Map<string, Intl.DisplayNames | null>();

/** One formatter per language, made on first use: a list of 249 names would otherwise make 249 of them. */
function namer(locale: string): Intl.DisplayNames | null {
  if (!namers.has(locale)) {
    try {
      namers.set(locale, new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }));
    } catch {
      namers.set(locale, null);
    }
  }
  return namers.get(locale) ?? null;
}

/** A country's name in a language (English by default), or its code when the runtime has no name for it. */
export function countryName(code: string, locale = 'en'): string {
  try {
    return namer(locale)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** A place as people read it, finest first ("Ikeja, Lagos, Nigeria"), a city named as its region once ("Lagos, Nigeria"). */
export function placeLabel(place: Place, locale = 'en'): string {
  const parts = [place.city, place.region, countryName(place.country, locale)].filter((p) => p !== undefined);
  return parts.filter((p, i) => p !== parts[i + 1]).join(', ');
}
