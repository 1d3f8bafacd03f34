import { describe, expect, it } from 'vitest';
import { PRIORITY_COUNTRIES } from '../reference/priorityCountries';
import type { Country, Language } from '../wire/reference';
import { compareNames, countryName, sortCountries, sortLanguages } from './referenceOrder.rules';

const other = (fullName: string, alpha3Code: string): Country => ({
  fullName,
  alpha3Code,
  priority: false,
});

describe('compareNames', () => {
  it.each([
    ['Åland Islands', 'Albania', -1],
    ['Åland Islands', 'Afghanistan', 1],
    ['Curaçao', 'Cuba', 1],
    ['Curaçao', 'Cyprus', -1],
    ['Türkiye', 'Turkmenistan', -1],
    ['Réunion', 'Romania', -1],
    ['Zimbabwe', 'Åland Islands', 1],
    ['bahamas', 'Bahrain', -1],
  ])('%s against %s: %i', (a, b, sign) => {
    expect(Math.sign(compareNames(a, b))).toBe(sign);
  });
});

describe('sortCountries', () => {
  it('puts the priority countries first in the spec order, then the others by the locale', () => {
    const shuffled: Country[] = [
      other('Zimbabwe', 'ZWE'),
      other('Åland Islands', 'ALA'),
      ...[...PRIORITY_COUNTRIES].reverse().map((country) => ({ ...country, priority: true })),
      other('Albania', 'ALB'),
      other('Algeria', 'DZA'),
      other('Curaçao', 'CUW'),
      other('Cuba', 'CUB'),
      other('Cyprus', 'CYP'),
    ];
    expect(sortCountries(shuffled).map((country) => country.fullName)).toEqual([
      ...PRIORITY_COUNTRIES.map((country) => country.fullName),
      'Åland Islands',
      'Albania',
      'Algeria',
      'Cuba',
      'Curaçao',
      'Cyprus',
      'Zimbabwe',
    ]);
  });

  it('puts a priority country the spec does not list after the spec ones', () => {
    const countries: Country[] = [
      other('Austria', 'XAU'),
      { fullName: 'Denmark', alpha3Code: 'DNK', priority: true },
      { fullName: 'Canada', alpha3Code: 'CAN', priority: true },
    ];
    expect(sortCountries(countries).map((country) => country.alpha3Code)).toEqual([
      'CAN',
      'DNK',
      'XAU',
    ]);
  });

  it('leaves its input alone', () => {
    const countries = [other('B', 'BBB'), other('A', 'AAA')];
    sortCountries(countries);
    expect(countries.map((country) => country.fullName)).toEqual(['B', 'A']);
  });
});

describe('sortLanguages', () => {
  it('suggests priority languages first, then by label in the locale order', () => {
    const languages: Language[] = [
      { code: 'rm', label: 'Romansh', priority: false, countries: [] },
      { code: 'de', label: 'German', priority: true, countries: [] },
      { code: 'is', label: 'Íslenska', priority: false, countries: [] },
      { code: 'en', label: 'English', priority: true, countries: [] },
      { code: 'it', label: 'Italian', priority: false, countries: [] },
      { code: 'pl', label: 'Polish', priority: false, countries: [] },
    ];
    expect(sortLanguages(languages).map((language) => language.code)).toEqual([
      'en',
      'de',
      'is',
      'it',
      'pl',
      'rm',
    ]);
  });
});

describe('countryName', () => {
  const countries: Country[] = [
    { fullName: 'Germany', alpha3Code: 'DEU', priority: true },
    other('Åland Islands', 'ALA'),
  ];
  it.each([
    ['DEU', 'Germany'],
    ['deu', 'Germany'],
    [' ALA ', 'Åland Islands'],
    ['Germany', 'Germany'],
    ['XYZ', 'XYZ'],
    ['', null],
    ['  ', null],
    [null, null],
    [undefined, null],
  ])('%j is shown as %j', (code, expected) => {
    expect(countryName(code, countries)).toBe(expected);
  });
});
