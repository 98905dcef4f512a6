/**
 * A job's place, as structured fields beside the free-text `location` older jobs keep: the country it is in (ISO
 * 3166-1 alpha-2), optionally a region and a city of it, and for a job that can be done remotely the countries it
 * is open to. The schema checks the shape; that the place is one of the shipped list (constants/places.ts) is
 * checked where the list loads (services/format/places.ts: the job write and the job form), so the list does not
 * ride along on every screen that shows a job.
 *
 * Each job also stores `placeKeys`, derived here, so that a location filter is one indexed `array-contains` clause:
 * the country, country/region and country/region/city of its place, then each remote country. A search for a
 * country thus finds the jobs there and the remote jobs open to it; a region or a city finds the jobs placed there.
 */
import { z } from 'zod/mini';
import { countryCodeSchema } from './country-code';

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
const placeName = z.string().check(z.trim(), z.minLength(1), z.maxLength(PLACE_LIMITS.nameMax), z.regex(/^[^/\n]*$/, PLACE_NOT_LISTED));

export const placeSchema = z
  .strictObject({ country: countryCodeSchema, region: z.optional(placeName), city: z.optional(placeName) })
  .check(z.refine((p) => p.city === undefined || p.region !== undefined, { path: ['region'], message: 'Choose the region of the city' }));
export type Place = z.output<typeof placeSchema>;

export const remoteCountriesSchema = z
  .array(countryCodeSchema)
  .check(
    z.maxLength(PLACE_LIMITS.remoteCountriesMax, `At most ${PLACE_LIMITS.remoteCountriesMax} countries`),
    z.refine((list) => new Set(list).size === list.length, 'Each country once'),
  );

/** A location filter: one of the keys `jobPlaceKeys` writes (a country, country/region or country/region/city). */
export const PLACE_KEY_PATTERN = new RegExp(`^[A-Z]{2}(/[^/\\n]{1,${PLACE_LIMITS.nameMax}}){0,2}$`);
export const placeKeySchema = z.string().check(z.regex(PLACE_KEY_PATTERN, PLACE_NOT_LISTED));

/** The key of a place at its finest: the one a location filter on that place searches for. */
export function placeKey(place: Place): string {
  return [place.country, place.region, place.region !== undefined ? place.city : undefined].filter((p) => p !== undefined).join('/');
}

/** The keys a job is found by (see the header): its place from coarse to fine, then each remote country once. */
export function jobPlaceKeys(place: Place | undefined, remoteCountries: readonly string[] = []): string[] {
  const keys: string[] = [];
  if (place) {
    keys.push(place.country);
    if (place.region !== undefined) keys.push(`${place.country}/${place.region}`);
    if (place.region !== undefined && place.city !== undefined) keys.push(`${place.country}/${place.region}/${place.city}`);
  }
  keys.push(...remoteCountries);
  return [...new Set(keys)].slice(0, PLACE_LIMITS.keysMax);
}
