import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, PLACE_REGIONS } from '@/constants/places';
import { citiesOf, isListedPlace, regionsOf } from '@/services/format/places';
import { countryName, countryNames, placeLabel } from '@/services/format/place-label';
import { jobInputSchema, jobFiltersSchema } from '@/services/schemas/job';
import {
  PLACE_LIMITS,
  jobPlaceKeys,
  placeKey,
  placeKeySchema,
  placeSchema,
  remoteCountriesSchema,
} from '@/services/schemas/place';

describe('the shipped list of places', () => {
  it('holds every ISO 3166-1 country once, and no retired or user-assigned code', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of ['NG', 'KE', 'PT', 'US', 'GB', 'AQ', 'PS', 'TW']) expect(COUNTRY_CODES).toContain(code);
    for (const code of ['UK', 'EU', 'XK', 'SU', 'YU', 'ZZ']) expect(COUNTRY_CODES).not.toContain(code);
  });

  it('lists regions only of listed countries, each with at least one city', () => {
    for (const [country, regions] of Object.entries(PLACE_REGIONS)) {
      expect(COUNTRY_CODES).toContain(country);
      for (const [region, cities] of Object.entries(regions)) {
        expect(cities.length, `${country}/${region}`).toBeGreaterThan(0);
        expect(placeSchema.safeParse({ country, region, city: cities[0] }).success).toBe(true);
      }
    }
  });

  it('offers the regions of a country and the cities of a region, none for a country placed alone', () => {
    expect(regionsOf('NG')).toEqual(['Lagos', 'Federal Capital Territory']);
    expect(citiesOf('NG', 'Lagos')).toEqual(['Lagos', 'Ikeja']);
    expect(regionsOf('FR')).toEqual([]);
    expect(citiesOf('NG', 'Kano')).toEqual([]);
  });

  it('accepts a place only when each of its parts is in the list, under its parent', () => {
    expect(isListedPlace({ country: 'NG' })).toBe(true);
    expect(isListedPlace({ country: 'FR' })).toBe(true);
    expect(isListedPlace({ country: 'NG', region: 'Lagos', city: 'Ikeja' })).toBe(true);
    expect(isListedPlace({ country: 'QQ' })).toBe(false);
    expect(isListedPlace({ country: 'KE', region: 'Lagos' })).toBe(false);
    expect(isListedPlace({ country: 'NG', region: 'Federal Capital Territory', city: 'Ikeja' })).toBe(false);
    expect(isListedPlace({ country: 'FR', region: 'Ile-de-France' })).toBe(false);
  });

  it('names every shipped country as Intl names it in English, A to Z (run scripts/generate-country-names.mjs when this fails)', () => {
    const shipped = countryNames();
    expect([...shipped.keys()].sort()).toEqual([...COUNTRY_CODES].sort());
    const intl = new Intl.DisplayNames(['en'], { type: 'region' });
    for (const [code, name] of shipped) expect(name, code).toBe(intl.of(code));
    const names = [...shipped.values()];
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it('names countries in English, and falls back to the code', () => {
    expect(countryName('NG')).toBe('Nigeria');
    expect(countryName('CI')).toBe('Côte d’Ivoire');
    expect(countryName('not a code')).toBe('not a code');
    expect(placeLabel({ country: 'NG', region: 'Lagos', city: 'Ikeja' })).toBe('Ikeja, Lagos, Nigeria');
    expect(placeLabel({ country: 'NG', region: 'Lagos', city: 'Lagos' })).toBe('Lagos, Nigeria');
    expect(placeLabel({ country: 'PT' })).toBe('Portugal');
  });
});

describe('a job place as the schema takes it', () => {
  it('wants a two-letter country, and a region for a city', () => {
    expect(placeSchema.safeParse({ country: 'ng' }).success).toBe(false);
    expect(placeSchema.safeParse({ country: 'NG', city: 'Lagos' }).error?.issues[0]).toMatchObject({
      path: ['region'],
      message: 'Choose the region of the city',
    });
    expect(placeSchema.safeParse({ country: 'NG', region: 'A/B' }).success).toBe(false);
    expect(placeSchema.parse({ country: 'NG', region: ' Lagos ' })).toEqual({ country: 'NG', region: 'Lagos' });
  });

  it('takes each remote country once, up to the limit', () => {
    expect(remoteCountriesSchema.safeParse(['NG', 'KE']).success).toBe(true);
    expect(remoteCountriesSchema.safeParse(['NG', 'NG']).error?.issues[0].message).toBe('Each country once');
    const many = Array.from({ length: PLACE_LIMITS.remoteCountriesMax + 1 }, (_, i) =>
      String.fromCharCode(65 + (i % 26), 65 + Math.floor(i / 26)),
    );
    expect(remoteCountriesSchema.safeParse(many).success).toBe(false);
  });
});

describe('the place keys a job is found by', () => {
  it('holds the place from coarse to fine, then each remote country once', () => {
    expect(jobPlaceKeys({ country: 'NG', region: 'Lagos', city: 'Ikeja' }, ['NG', 'KE'])).toEqual([
      'NG',
      'NG/Lagos',
      'NG/Lagos/Ikeja',
      'KE',
    ]);
    expect(jobPlaceKeys({ country: 'PT' })).toEqual(['PT']);
    expect(jobPlaceKeys(undefined, ['GH'])).toEqual(['GH']);
    expect(jobPlaceKeys(undefined)).toEqual([]);
  });

  it('stays within the bound the access rules check', () => {
    const remote = Array.from({ length: PLACE_LIMITS.remoteCountriesMax }, (_, i) => `R${String.fromCharCode(65 + i)}`);
    const keys = jobPlaceKeys({ country: 'NG', region: 'Lagos', city: 'Ikeja' }, remote);
    expect(keys).toHaveLength(PLACE_LIMITS.keysMax);
  });

  it('filters by any key a job can hold, and nothing else', () => {
    const place = { country: 'NG', region: 'Lagos', city: 'Ikeja' };
    expect(placeKey(place)).toBe('NG/Lagos/Ikeja');
    expect(placeKey({ country: 'NG' })).toBe('NG');
    for (const key of jobPlaceKeys(place, ['KE'])) expect(placeKeySchema.safeParse(key).success).toBe(true);
    for (const bad of ['ng', 'NG/', 'NG/a/b/c', 'Nigeria']) expect(placeKeySchema.safeParse(bad).success).toBe(false);
    expect(jobFiltersSchema.safeParse({ place: 'NG/Lagos' }).success).toBe(true);
    expect(jobFiltersSchema.safeParse({ place: 'Lagos' }).success).toBe(false);
  });
});

describe('a job with a place', () => {
  const job = {
    title: 'Data Analyst',
    description: 'Turn data into decisions.',
    category: 'It & Development',
    level: 'Entry Level',
    employmentType: 'Full time',
    experience: '1 - 3 years',
    salary: { min: 1, max: 2, currency: 'NGN', period: 'Monthly' },
    openings: 1,
    fillBy: Date.UTC(2027, 0, 31),
  } as const;
  const schema = jobInputSchema(0);

  it('needs a place or the free-text location of older jobs unless remote', () => {
    expect(schema.safeParse({ ...job, workMode: 'Onsite', place: { country: 'NG' } }).success).toBe(true);
    expect(schema.safeParse({ ...job, workMode: 'Onsite', location: 'Lagos, Nigeria' }).success).toBe(true);
    expect(schema.safeParse({ ...job, workMode: 'Onsite' }).error?.issues[0]).toMatchObject({
      path: ['location'],
      message: 'Required unless the job is remote',
    });
    expect(schema.safeParse({ ...job, workMode: 'remote' }).success).toBe(true);
  });

  it('is open to remote countries only when it can be done remotely', () => {
    expect(schema.safeParse({ ...job, workMode: 'remote', remoteCountries: ['NG', 'GH'] }).success).toBe(true);
    expect(
      schema.safeParse({ ...job, workMode: 'Onsite or remote', place: { country: 'NG' }, remoteCountries: ['GH'] })
        .success,
    ).toBe(true);
    expect(
      schema.safeParse({ ...job, workMode: 'Onsite', place: { country: 'NG' }, remoteCountries: ['GH'] }).error
        ?.issues[0],
    ).toMatchObject({
      path: ['remoteCountries'],
      message: 'Only for a job that can be done remotely',
    });
  });
});
