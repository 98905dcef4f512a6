import { describe, expect, it } from 'vitest';
import { countryCodesByName } from '@/services/format/country-options';
import { COUNTRY_CODES } from '@/constants/places';
import { countryName } from '@/services/format/place-label';

describe('country options', () => {
  it('offers every shipped country once, A to Z by its name', () => {
    const codes = countryCodesByName();
    expect([...codes].sort()).toEqual([...COUNTRY_CODES].sort());
    const names = codes.map((code) => countryName(code));
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(names.indexOf('Nigeria')).toBeLessThan(names.indexOf('Norway'));
  });

  it('labels a country by its English name, and an unknown code by itself', () => {
    expect(countryName('NG')).toBe('Nigeria');
    expect(countryName('ZZ')).toBe('ZZ');
  });
});
