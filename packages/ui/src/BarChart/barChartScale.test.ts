import { describe, expect, it } from 'vitest';
import { categoryTotals, labelStep, niceTicks, valueAt } from './barChartScale';

describe('niceTicks', () => {
  it.each([
    [37, 4, [0, 10, 20, 30, 40]],
    [40, 4, [0, 10, 20, 30, 40]],
    [41, 4, [0, 20, 40, 60]],
    [3, 4, [0, 1, 2, 3]],
    [1, 4, [0, 1]],
    [7, 4, [0, 2, 4, 6, 8]],
    [120, 4, [0, 50, 100, 150]],
    [999, 4, [0, 500, 1000]],
    [1000, 4, [0, 500, 1000]],
  ])('max %d, about %d steps: %j', (max, count, ticks) => {
    expect(niceTicks(max, count)).toEqual(ticks);
  });

  it('gives [0, 1] for nothing to show', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(-3)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
    expect(niceTicks(Number.POSITIVE_INFINITY)).toEqual([0, 1]);
  });

  it('gives fractional round ticks for fractional data', () => {
    expect(niceTicks(0.7, 4, false)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
  });

  it('always starts at 0 and ends at or above the max, evenly spaced', () => {
    for (let max = 1; max <= 5000; max += 37) {
      const ticks = niceTicks(max);
      expect(ticks[0]).toBe(0);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeGreaterThanOrEqual(2);
      expect(ticks.length).toBeLessThanOrEqual(9);
      const step = ticks[1]!;
      ticks.forEach((tick, i) => expect(tick).toBe(i * step));
    }
  });
});

describe('labelStep', () => {
  it.each([
    [7, 900, 80, 1],
    [11, 900, 80, 1],
    [12, 900, 80, 2],
    [30, 900, 80, 3],
    [90, 900, 80, 9],
    [0, 900, 80, 1],
    [5, 0, 80, 1],
    [5, 50, 80, 5],
  ])('%d categories in %d units with %d-unit labels: every %d', (n, width, label, step) => {
    expect(labelStep(n, width, label)).toBe(step);
  });
});

describe('categoryTotals and valueAt', () => {
  it('sums the series per category, a missing or bad value counting as 0', () => {
    const series = [{ values: [1, 2, 3] }, { values: [4, Number.NaN, -1] }, { values: [5] }];
    expect(categoryTotals(3, series)).toEqual([10, 2, 3]);
    expect(valueAt([1], 4)).toBe(0);
  });
});
