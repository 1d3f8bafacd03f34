import { describe, expect, it } from 'vitest';
import type { Language } from '../wire/reference';
import { languageForCountry, MAIN_LANGUAGES } from './countryLanguage.rules';

const LANGUAGES: Language[] = [
  { code: 'rm', label: 'Romansh', priority: false, countries: ['CHE'] },
  { code: 'de', label: 'German', priority: true, countries: ['DEU', 'AUT', 'CHE', 'LUX'] },
  { code: 'fr', label: 'French', priority: true, countries: ['FRA', 'BEL', 'CHE', 'CAN', 'LUX'] },
  { code: 'it', label: 'Italian', priority: true, countries: ['ITA', 'CHE'] },
  { code: 'nl', label: 'Dutch', priority: true, countries: ['NLD', 'BEL'] },
  { code: 'pl', label: 'Polish', priority: false, countries: ['POL'] },
  { code: 'en', label: 'English', priority: true, countries: ['GBR', 'IRL', 'USA', 'CAN'] },
  { code: 'sv', label: 'Swedish', priority: false, countries: ['SWE', 'FIN'] },
  { code: 'fi', label: 'Finnish', priority: false, countries: ['FIN'] },
];

describe('languageForCountry', () => {
  it.each([
    ['DEU', 'the one language that lists it', { kind: 'priority', code: 'de' }],
    [
      'CHE',
      'its main language, German (not French, first by label)',
      { kind: 'priority', code: 'de' },
    ],
    ['BEL', 'its main language, Dutch', { kind: 'priority', code: 'nl' }],
    ['CAN', 'its main language, English', { kind: 'priority', code: 'en' }],
    ['LUX', 'its main language, French', { kind: 'priority', code: 'fr' }],
    ['POL', 'a non-priority language, for the Other dropdown', { kind: 'other', code: 'pl' }],
    ['FIN', 'several, none of them main: the first by label', { kind: 'other', code: 'fi' }],
    ['JPN', 'nothing when no language lists it', null],
  ])('%s brings %s', (country, _, expected) => {
    expect(languageForCountry(country, LANGUAGES)).toEqual(expected);
  });

  it('falls back to the usual order when the main language does not list the country', () => {
    const withoutGerman = LANGUAGES.filter((language) => language.code !== 'de');
    expect(languageForCountry('CHE', withoutGerman)).toEqual({ kind: 'priority', code: 'fr' });
  });

  it('does not depend on the order of the list', () => {
    for (const country of Object.keys(MAIN_LANGUAGES)) {
      expect(languageForCountry(country, [...LANGUAGES].reverse())).toEqual(
        languageForCountry(country, LANGUAGES),
      );
    }
  });
});
