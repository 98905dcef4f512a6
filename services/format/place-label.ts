/**
 * How a place reads: countries by their English names, from a shipped table (constants/country-names.ts) rather than
 * the browser's Intl.DisplayNames, whose first use costs a slowed phone 90 ms. Apart from the list of regions and
 * cities (./places.ts), so a screen that only shows places does not load it.
 */
import { COUNTRY_NAMES } from '@/constants/country-names';
import type { Place } from '../schemas/place';

let names: ReadonlyMap<string, string> | undefined;

/** Every shipped country code with its name, A to Z by name (the table's order). */
export function countryNames(): ReadonlyMap<string, string> {
  names ??= new Map(
    COUNTRY_NAMES.split('|')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, 2), entry.slice(2)]),
  );
  return names;
}

/** A country's English name, or its code when it is not a shipped country. */
export const countryName = (code: string): string => countryNames().get(code) ?? code;

/** A place as people read it, finest first ("Ikeja, Lagos, Nigeria"), a city named as its region once ("Lagos, Nigeria"). */
export function placeLabel(place: Place): string {
  const parts = [place.city, place.region, countryName(place.country)].filter((p) => p !== undefined);
  return parts.filter((p, i) => p !== parts[i + 1]).join(', ');
}
