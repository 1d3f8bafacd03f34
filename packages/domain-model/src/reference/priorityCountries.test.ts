import { describe, expect, it } from 'vitest';
import { isPriorityCountry, PRIORITY_COUNTRIES } from './priorityCountries';

describe('priority countries', () => {
  it('are the 11 of spec 000 in its order', () => {
    expect(PRIORITY_COUNTRIES.map((c) => c.fullName)).toEqual([
      'Austria',
      'Germany',
      'Switzerland',
      'France',
      'United Kingdom',
      'Ireland',
      'Belgium',
      'Netherlands',
      'Italy',
      'United States of America',
      'Canada',
    ]);
  });

  it.each([
    ['DEU', true],
    ['CAN', true],
    ['ESP', false],
    ['deu', false],
    ['', false],
  ])('%s is priority: %s', (code, expected) => {
    expect(isPriorityCountry(code)).toBe(expected);
  });
});
