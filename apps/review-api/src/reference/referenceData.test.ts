import { languageForCountry, MAIN_LANGUAGES, PRIORITY_COUNTRIES } from '@sightings/domain-model';
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

describe('the language a country fills', () => {
  const countries = allCountries();

  it('is decided for every country several languages list (no accidental first by label)', () => {
    const listedBy = new Map<string, string[]>();
    for (const language of LANGUAGES) {
      for (const code of language.countries) {
        listedBy.set(code, [...(listedBy.get(code) ?? []), language.code]);
      }
    }
    for (const [country, codes] of listedBy) {
      if (codes.length < 2) continue;
      expect(codes, country).toContain(MAIN_LANGUAGES[country]);
    }
  });

  it.each([
    ['CHE', 'de'],
    ['BEL', 'nl'],
    ['CAN', 'en'],
    ['AUT', 'de'],
    ['USA', 'en'],
    ['ITA', 'it'],
  ])('%s fills %s', (country, code) => {
    expect(languageForCountry(country, LANGUAGES)).toEqual({ kind: 'priority', code });
  });

  it('gives every priority country a priority language', () => {
    for (const { alpha3Code } of PRIORITY_COUNTRIES) {
      expect(languageForCountry(alpha3Code, LANGUAGES)?.kind, alpha3Code).toBe('priority');
    }
  });

  it('sorts the other countries by the locale: Åland Islands among the A countries', () => {
    const names = countries.filter((c) => !c.priority).map((c) => c.fullName);
    const aland = names.indexOf('Åland Islands');
    expect(names[aland - 1]).toBe('Afghanistan');
    expect(names[aland + 1]).toBe('Albania');
    expect(names.at(-1)).toBe('Zimbabwe');
  });
});
