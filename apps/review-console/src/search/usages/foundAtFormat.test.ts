import { describe, expect, it } from 'vitest';
import { foundAtFromDisplay, foundAtToDisplay } from './foundAtFormat';

describe('found at: the display form of 002 §9 and the wire form', () => {
  it.each([
    ['23/11/2026 07:30 PM', '2026-11-23 19:30:00'],
    ['23/11/2026 12:05 AM', '2026-11-23 00:05:00'],
    ['01/02/2026 12:00 pm', '2026-02-01 12:00:00'],
    ['1/2/2026 9:15:30 am', '2026-02-01 09:15:30'],
    ['2026-11-23 19:30:00', '2026-11-23 19:30:00'],
    ['', ''],
    ['23/11/2026 13:00 PM', '23/11/2026 13:00 PM'],
    ['tomorrow', 'tomorrow'],
  ])('%s is taken as %s', (typed, value) => {
    expect(foundAtFromDisplay(typed)).toBe(value);
  });

  it.each([
    ['2026-11-23 19:30:00', '23/11/2026 07:30 PM'],
    ['2026-11-23 00:05:00', '23/11/2026 12:05 AM'],
    ['2026-11-23 12:00:00', '23/11/2026 12:00 PM'],
    ['2026-02-01 09:15:30', '01/02/2026 09:15:30 AM'],
    ['', ''],
    ['not a date', 'not a date'],
  ])('%s shows as %s', (value, shown) => {
    expect(foundAtToDisplay(value)).toBe(shown);
  });

  it('goes there and back', () => {
    for (const value of ['2026-01-31 23:59:59', '2027-07-04 00:00:00', '2026-11-23 12:30:00'])
      expect(foundAtFromDisplay(foundAtToDisplay(value))).toBe(value);
  });
});
