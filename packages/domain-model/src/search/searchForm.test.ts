import { describe, expect, it } from 'vitest';
import {
  countryCode,
  distinctValues,
  FieldChecks,
  parseCount,
  parseFoundAt,
  parseNumber,
} from './searchForm';

describe('a typed value of a search form', () => {
  it.each<[string, string | null]>([
    ['FRA', 'FRA'],
    ['fra', 'FRA'],
    [' deu ', 'DEU'],
    ['UNDEFINED', 'UNDEFINED'],
    ['undefined', 'UNDEFINED'],
    ['FR', null],
    ['FRAN', null],
    ['F1A', null],
    ['', null],
  ])('country %j is %j', (value, code) => {
    expect(countryCode(value)).toBe(code);
  });

  it.each<[string, number | null]>([
    ['', null],
    ['  ', null],
    ['0', 0],
    [' 42 ', 42],
    ['007', 7],
    ['-1', Number.NaN],
    ['1.5', Number.NaN],
    ['1e3', Number.NaN],
    ['abc', Number.NaN],
  ])('count %j is %j', (text, value) => {
    expect(parseCount(text)).toBe(value);
  });

  it.each<[string, number | null]>([
    ['', null],
    ['0', 0],
    ['-2.5', -2.5],
    ['+3', 3],
    ['.5', 0.5],
    ['5.', 5],
    ['1e3', 1000],
    ['1,5', Number.NaN],
    ['Infinity', Number.NaN],
    ['1e999', Number.NaN],
    ['0x10', Number.NaN],
    ['abc', Number.NaN],
  ])('number %j is %j', (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it.each<[string, string | null | undefined]>([
    ['', null],
    ['2026-11-23 18:30:15', '2026-11-23 18:30:15'],
    ['2026-11-23T18:30:15', '2026-11-23 18:30:15'],
    ['2026-11-23 18:30', '2026-11-23 18:30:00'],
    [' 2026-01-01 00:00:00 ', '2026-01-01 00:00:00'],
    ['2024-02-29 12:00:00', '2024-02-29 12:00:00'],
    ['2000-02-29 12:00:00', '2000-02-29 12:00:00'],
    ['1900-02-29 12:00:00', undefined],
    ['2026-02-29 12:00:00', undefined],
    ['2026-04-31 12:00:00', undefined],
    ['2026-00-10 12:00:00', undefined],
    ['2026-12-00 12:00:00', undefined],
    ['2026-12-31 23:59:60', undefined],
    ['2026-12-31 23:60:00', undefined],
    ['2026-12-31 24:00:00', undefined],
    ['2026-12-31', undefined],
    ['31/12/2026 10:00', undefined],
    ['2026-12-31 10:00:00Z', undefined],
  ])('found at %j is %j', (text, value) => {
    expect(parseFoundAt(text)).toBe(value);
  });

  it('keeps distinct trimmed values in their order', () => {
    expect(distinctValues([' b', 'a', '', 'b ', '  ', 'c'])).toEqual(['b', 'a', 'c']);
  });

  it('remembers the first field refused', () => {
    const checks = new FieldChecks();
    expect(checks.count('imagesCount', '3')).toBe(3);
    expect(checks.invalid()).toBeNull();
    expect(checks.count('imagesCount', 'x')).toBeNull();
    expect(checks.number('differenceStart', 'y')).toBeNull();
    expect(checks.invalid()).toEqual({
      kind: 'invalid',
      field: 'imagesCount',
      message: 'Images count must be a whole number of 0 or more.',
    });
  });
});
