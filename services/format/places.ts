/**
 * The shipped list of places (constants/places.ts) as the job write and the job form use it: whether a place is
 * listed, the regions and cities to offer, and country names in the reader's language (Intl.DisplayNames; the code
 * itself where the runtime has no name for it).
 */
import { COUNTRY_CODES, PLACE_REGIONS } from '../../constants/places';
import type { Place } from '../schemas/place';

const COUNTRIES = new Set(COUNTRY_CODES);

export const isListedCountry = (code: string): boolean => COUNTRIES.has(code);

/** The regions listed for a country, in the list's order; none for a country placed by its country alone. */
export const regionsOf = (country: string): string[] => Object.keys(PLACE_REGIONS[country] ?? {});

export const citiesOf = (country: string, region: string): readonly string[] => PLACE_REGIONS[country]?.[region] ?? [];

/** A place whose country, region and city are each in the list (a region of its country, a city of its region). */
export function isListedPlace(place: Place): boolean {
  if (!isListedCountry(place.country)) return false;
  if (place.region !== undefined && !regionsOf(place.country).includes(place.region)) return false;
  return place.city === undefined || (place.region !== undefined && citiesOf(place.country, place.region).includes(place.city));
}

/** A country's name in a language (English by default), or its code when the runtime has no name for it. */
export function countryName(code: string, locale = 'en'): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A place as people read it, finest first ("Ikeja, Lagos, Nigeria"), a city named as its region once ("Lagos, Nigeria"). */
export function placeLabel(place: Place, locale = 'en'): string {
  const parts = [place.city, place.region, countryName(place.country, locale)].filter((p) => p !== undefined);
  return parts.filter((p, i) => p !== parts[i + 1]).join(', ');
}
