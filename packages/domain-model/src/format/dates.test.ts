import { describe, expect, it } from 'vitest';
import { calendarDaysBetween, longDateTime, nextDay, parseIsoDate, toDate } from './dates';

describe('parseIsoDate: ISO dates as date-fns parseISO read them', () => {
  it.each([
    // A date alone, or a time without a zone: local time.
    ['2026-03-05', new Date(2026, 2, 5)],
    ['2026-03-05T15:04', new Date(2026, 2, 5, 15, 4)],
    ['2026-03-05 15:04:05', new Date(2026, 2, 5, 15, 4, 5)],
    ['2026-03-05T15:04:05.123', new Date(2026, 2, 5, 15, 4, 5, 123)],
    // A zone is honoured.
    ['2026-03-05T15:04:05Z', new Date(Date.UTC(2026, 2, 5, 15, 4, 5))],
    ['2026-03-05T15:04:05.5Z', new Date(Date.UTC(2026, 2, 5, 15, 4, 5, 500))],
    ['2026-03-05T15:04:05+02:00', new Date(Date.UTC(2026, 2, 5, 13, 4, 5))],
    ['2026-03-05T15:04:05-0130', new Date(Date.UTC(2026, 2, 5, 16, 34, 5))],
    ['2026-03-05T15:04:05+05', new Date(Date.UTC(2026, 2, 5, 10, 4, 5))],
    ['2024-02-29', new Date(2024, 1, 29)],
  ])('%s', (text, expected) => {
    expect(parseIsoDate(text)?.getTime()).toBe(expected.getTime());
  });

  it.each([
    'not a date',
    '',
    '2026-13-01',
    '2026-02-30',
    '2025-02-29',
    '2026-03-05T25:00',
    '2026-03-05T10:60',
    'March 5 2026',
    '05-03-2026',
    '2026-3-5',
  ])('%j is no date', (text) => {
    expect(parseIsoDate(text)).toBeNull();
  });
});

describe('toDate', () => {
  it.each([null, undefined, '', '   ', 'nope', new Date(Number.NaN)])('%j: null', (value) => {
    expect(toDate(value)).toBeNull();
  });

  it('takes a Date as it is and a string trimmed', () => {
    const date = new Date(2026, 0, 1);
    expect(toDate(date)).toBe(date);
    expect(toDate(' 2026-01-01 ')?.getTime()).toBe(date.getTime());
  });
});

describe('calendar days', () => {
  it.each([
    [new Date(2026, 10, 24, 0, 1), new Date(2026, 10, 23, 23, 59), 1],
    [new Date(2026, 10, 23, 23, 59), new Date(2026, 10, 23, 0, 0), 0],
    [new Date(2026, 10, 22), new Date(2026, 10, 24), -2],
    // Across the change to and from summer time (in zones that have one).
    [new Date(2026, 3, 1), new Date(2026, 2, 1), 31],
    [new Date(2026, 10, 1), new Date(2026, 9, 1), 31],
  ])('%s after %s: %i days', (later, earlier, days) => {
    expect(calendarDaysBetween(later, earlier)).toBe(days);
  });

  it('the next day keeps the time of day, across months and years', () => {
    expect(nextDay(new Date(2026, 11, 31, 8, 30))).toEqual(new Date(2027, 0, 1, 8, 30));
    expect(nextDay(new Date(2026, 1, 28, 23, 0))).toEqual(new Date(2026, 2, 1, 23, 0));
  });
});

describe('longDateTime: MMMM Do YYYY, h:mm:ss a', () => {
  it.each([
    [new Date(2026, 0, 1, 0, 0, 0), 'January 1st 2026, 12:00:00 am'],
    [new Date(2026, 1, 2, 12, 5, 9), 'February 2nd 2026, 12:05:09 pm'],
    [new Date(2026, 2, 3, 13, 0, 0), 'March 3rd 2026, 1:00:00 pm'],
    [new Date(2026, 3, 11, 11, 59, 59), 'April 11th 2026, 11:59:59 am'],
    [new Date(2026, 4, 12, 9, 1, 1), 'May 12th 2026, 9:01:01 am'],
    [new Date(2026, 5, 13, 23, 0, 0), 'June 13th 2026, 11:00:00 pm'],
    [new Date(2026, 6, 21, 6, 0, 0), 'July 21st 2026, 6:00:00 am'],
    [new Date(2026, 7, 22, 6, 0, 0), 'August 22nd 2026, 6:00:00 am'],
    [new Date(2026, 8, 23, 6, 0, 0), 'September 23rd 2026, 6:00:00 am'],
    [new Date(2026, 9, 30, 6, 0, 0), 'October 30th 2026, 6:00:00 am'],
    [new Date(2026, 11, 31, 6, 0, 0), 'December 31st 2026, 6:00:00 am'],
  ])('%s: %s', (date, text) => {
    expect(longDateTime(date)).toBe(text);
  });
});
