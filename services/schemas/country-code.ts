/**
 * A country as an ISO 3166-1 alpha-2 code, apart from the place schemas (./place.ts): a talent's profile needs only
 * this, and every signed-in screen loads the profile's schema.
 */
import { z } from 'zod/mini';

export const COUNTRY_NOT_LISTED = 'Choose a country from the list';

/** A job's place, a remote job's countries, a talent's profile. */
export const countryCodeSchema = z.string().check(z.regex(/^[A-Z]{2}$/, COUNTRY_NOT_LISTED));
