import { PRIORITY_COUNTRIES } from '@sightings/domain-model';
import { describe, expect, it } from 'vitest';
import { allCountries, LANGUAGES } from './referenceData';

describe('reference data', () => {
  const countries = allCountries();

  it('lists the full ISO 3166 list with the 11 priority countries first, in the spec order', () => {
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(countries.slice(0, 11).map((c) => c.fullName)).toEqual(
      PRIORITY_COUNTRIES.map((c) => c.fullName),
    );
    expect(countries.slice(0, 11).every((c) => c.priority)).toBe(true);
    expect(countries.slice(11).some((c) => c.priority)).toBe(false);
    expect(new Set(countries.map((c) => c.alpha3Code)).size).toBe(countries.length);
  });

  it('gives every priority country a priority language', () => {
    for (const { alpha3Code } of PRIORITY_COUNTRIES) {
      expect(
        LANGUAGES.some((l) => l.priority && l.countries.includes(alpha3Code)),
        alpha3Code,
      ).toBe(true);
    }
  });

  it('names only countries that exist', () => {
    const codes = new Set(countries.map((c) => c.alpha3Code));
    for (const language of LANGUAGES) {
      for (const code of language.countries)
        expect(codes.has(code), `${language.code} ${code}`).toBe(true);
    }
  });
});
