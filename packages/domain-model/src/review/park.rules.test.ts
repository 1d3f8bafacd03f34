import { describe, expect, it } from 'vitest';
import { earliestParkDate, showsParkBanner, validateParkDate } from './park.rules';

// 23 November 2026, 13:00 in the operator's own time zone.
const NOW = new Date(2026, 10, 23, 13, 0);
const LATE = new Date(2026, 10, 23, 23, 59);

describe('the park date (001 §5)', () => {
  it.each<[string | Date | null | undefined, string]>([
    [null, 'This field cannot be empty.'],
    [undefined, 'This field cannot be empty.'],
    ['', 'This field cannot be empty.'],
    ['not a date', 'This field cannot be empty.'],
    ['2026-11-23', 'Please choose a date in the future'],
    ['2026-11-22', 'Please choose a date in the future'],
    ['2025-12-31', 'Please choose a date in the future'],
    [new Date(2026, 10, 23, 23, 59), 'Please choose a date in the future'],
  ])('refuses %j: %s', (value, message) => {
    expect(validateParkDate(value, NOW)).toEqual({ kind: 'invalid', message });
  });

  it.each<[string | Date, string]>([
    ['2026-11-24', '2026-11-24'],
    [' 2026-11-24 ', '2026-11-24'],
    ['2027-01-05', '2027-01-05'],
    [new Date(2026, 10, 24, 0, 0), '2026-11-24'],
    [new Date(2026, 11, 31, 18, 30), '2026-12-31'],
  ])('accepts %j and sends %s', (value, untilDate) => {
    expect(validateParkDate(value, NOW)).toEqual({ kind: 'valid', untilDate });
  });

  it('refuses today even late in the evening, accepts tomorrow just after midnight', () => {
    expect(validateParkDate('2026-11-23', LATE).kind).toBe('invalid');
    expect(validateParkDate('2026-11-24', LATE).kind).toBe('valid');
  });

  it('offers tomorrow as the earliest date, across a month and a year end', () => {
    expect(earliestParkDate(NOW)).toBe('2026-11-24');
    expect(earliestParkDate(new Date(2026, 10, 30, 23, 0))).toBe('2026-12-01');
    expect(earliestParkDate(new Date(2026, 11, 31, 8, 0))).toBe('2027-01-01');
  });
});

describe('the parked-until banner (001 §4.5, §9)', () => {
  it.each<[string | null, boolean]>([
    [null, false],
    ['', false],
    ['garbage', false],
    ['2027-03-01', true],
    ['2026-11-24', true],
    ['2026-11-23', true],
    ['2026-11-22', true],
    ['2026-11-21', false],
    ['2026-10-01', false],
  ])('parked until %j on 23 November: shown %s', (parkedUntil, shown) => {
    expect(showsParkBanner(parkedUntil, NOW)).toBe(shown);
  });

  it('shows through the whole day after the date and hides at midnight', () => {
    expect(showsParkBanner('2026-11-22', LATE)).toBe(true);
    expect(showsParkBanner('2026-11-22', new Date(2026, 10, 24, 0, 0))).toBe(false);
  });
});
