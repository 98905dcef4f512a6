/**
 * A job's place without zod (see ./place.ts for the schemas): the limits, messages and the place keys a location
 * filter searches, for the screens and converters that only read jobs. ./place.ts re-exports them.
 */
/** A place's parts, as ./place.ts's schema gives them (its `Place` has this shape). */
interface PlaceParts {
  country: string;
  region?: string;
  city?: string;
}

export const PLACE_LIMITS = {
  /** A region's or a city's longest name. */
  nameMax: 60,
  remoteCountriesMax: 30,
  /** Country, region and city keys, then one per remote country. */
  keysMax: 33,
} as const;

/** The messages for a place, a list of countries and a country outside the list. */
export const PLACE_NOT_LISTED = 'Choose a place from the list';
export const COUNTRIES_NOT_LISTED = 'Choose countries from the list';

/** A location filter: one of the keys `jobPlaceKeys` writes (a country, country/region or country/region/city). */
export const PLACE_KEY_PATTERN = new RegExp(`^[A-Z]{2}(/[^/\\n]{1,${PLACE_LIMITS.nameMax}}){0,2}$`);

/** The key of a place at its finest: the one a location filter on that place searches for. */
export function placeKey(place: PlaceParts): string {
  return [place.country, place.region, place.region !== undefined ? place.city : undefined]
    .filter((p) => p !== undefined)
    .join('/');
}

/** The keys a job is found by (see ./place.ts's header): its place from coarse to fine, then each remote country once. */
export function jobPlaceKeys(place: PlaceParts | undefined, remoteCountries: readonly string[] = []): string[] {
  const keys: string[] = [];
  if (place) {
    keys.push(place.country);
    if (place.region !== undefined) keys.push(`${place.country}/${place.region}`);
    if (place.region !== undefined && place.city !== undefined)
      keys.push(`${place.country}/${place.region}/${place.city}`);
  }
  keys.push(...remoteCountries);
  return [...new Set(keys)].slice(0, PLACE_LIMITS.keysMax);
}
