import { describe, expect, it } from 'vitest';
import {
  parseStatisticDay,
  STATISTIC_RANGE_MAX_DAYS,
  statisticDays,
  statisticRangeError,
} from './userStatistic.rules';

describe('parseStatisticDay', () => {
  it.each([
    ['2026-11-26', Date.UTC(2026, 10, 26)],
    ['2024-02-29', Date.UTC(2024, 1, 29)],
    ['2025-02-29', undefined],
    ['2026-13-01', undefined],
    ['2026-00-10', undefined],
    ['2026-1-01', undefined],
    ['26-11-2026', undefined],
    ['2026-11-26T00:00:00Z', undefined],
    ['', undefined],
    ['2026-11-26\u0000', undefined],
  ])('%j is %j', (value, time) => {
    expect(parseStatisticDay(value)).toBe(time);
  });
});

describe('statisticRangeError', () => {
  it.each([
    ['2026-11-01', '2026-11-26', undefined],
    ['2026-11-26', '2026-11-26', undefined],
    ['2026-11-27', '2026-11-26', 'end: the end date is before the start date.'],
    ['2026-02-30', '2026-03-01', 'start: "2026-02-30" is not a date (YYYY-MM-DD).'],
    ['2026-03-01', 'today', 'end: "today" is not a date (YYYY-MM-DD).'],
    ['2024-01-01', '2024-12-31', undefined],
    ['2025-01-01', '2026-01-01', undefined],
    ['2025-01-01', '2026-01-02', `end: a range can span at most ${STATISTIC_RANGE_MAX_DAYS} days.`],
  ])('%s to %s gives %j', (start, end, error) => {
    expect(statisticRangeError(start, end)).toBe(error);
  });
});

describe('statisticDays', () => {
  it('lists every day, both ends included, across a month and a leap day', () => {
    expect(statisticDays('2024-02-27', '2024-03-02')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
    ]);
  });

  it('gives one day for a one-day range and 366 for a leap year', () => {
    expect(statisticDays('2026-11-26', '2026-11-26')).toEqual(['2026-11-26']);
    expect(statisticDays('2024-01-01', '2024-12-31')).toHaveLength(366);
  });
});
