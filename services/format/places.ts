/**
 * The shipped list of places (constants/places.ts) as the job write and the job form use it: whether a place is
 * listed and the regions and cities to offer (how a place reads: ./place-label.ts).
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
  return (
    place.city === undefined ||
    (place.region !== undefined && citiesOf(place.country, place.region).includes(place.city))
  );
}
