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
import { PLACE_KEY_PATTERN, PLACE_LIMITS, PLACE_NOT_LISTED } from './place-constants';

export { PLACE_LIMITS, jobPlaceKeys, placeKey } from './place-constants';

const placeName = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(PLACE_LIMITS.nameMax), z.regex(/^[^/\n]*$/, PLACE_NOT_LISTED));

export const placeSchema = z
  .strictObject({ country: countryCodeSchema, region: z.optional(placeName), city: z.optional(placeName) })
  .check(
    z.refine((p) => p.city === undefined || p.region !== undefined, {
      path: ['region'],
      message: 'Choose the region of the city',
    }),
  );
export type Place = z.output<typeof placeSchema>;

export const remoteCountriesSchema = z.array(countryCodeSchema).check(
  z.maxLength(PLACE_LIMITS.remoteCountriesMax, `At most ${PLACE_LIMITS.remoteCountriesMax} countries`),
  z.refine((list) => new Set(list).size === list.length, 'Each country once'),
);

export const placeKeySchema = z.string().check(z.regex(PLACE_KEY_PATTERN, PLACE_NOT_LISTED));
