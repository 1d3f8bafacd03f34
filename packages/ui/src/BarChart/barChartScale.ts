/**
 * The bar chart's arithmetic, apart from React: the y axis's round ticks, how many x labels
 * fit, and the stacked totals.
 */

/** A round step (1, 2 or 5 times a power of ten) near `raw`, at least 1 for whole numbers. */
function roundStep(raw: number, wholeNumbers: boolean): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const step = (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power;
  return wholeNumbers ? Math.max(1, Math.round(step)) : step;
}

/**
 * The y axis's ticks from 0 to a round top at or above `max`, about `count` steps apart:
 * `niceTicks(37)` gives 0, 10, 20, 30, 40. Whole-number data gets whole-number ticks. A max of
 * 0 (or less, or not finite) gives [0, 1] so the axis still has a height.
 */
export function niceTicks(max: number, count = 4, wholeNumbers = true): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0, 1];
  const step = roundStep(max / Math.max(1, count), wholeNumbers);
  const steps = Math.ceil(max / step - 1e-9);
  // Float steps (0.1, 0.2) drift: round each tick to the step's decimals.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)));
  return Array.from({ length: steps + 1 }, (_, i) => Number((i * step).toFixed(decimals)));
}

/**
 * Every how many categories an x label is shown so that labels of `labelWidth` fit in `width`
 * with `categories` slots: 1 while all fit; for 90 days in 900 units with 80-unit labels, 9.
 */
export function labelStep(categories: number, width: number, labelWidth: number): number {
  if (categories <= 0 || !(width > 0) || !(labelWidth > 0)) return 1;
  const fitting = Math.max(1, Math.floor(width / labelWidth));
  return Math.max(1, Math.ceil(categories / fitting));
}

/** Each category's total over the series (a missing or negative value counts as 0). */
export function categoryTotals(
  categoryCount: number,
  series: readonly { values: readonly number[] }[],
): number[] {
  return Array.from({ length: categoryCount }, (_, i) =>
    series.reduce((sum, s) => sum + valueAt(s.values, i), 0),
  );
}

/** A series' value at a category: a finite non-negative number, else 0. */
export function valueAt(values: readonly number[], index: number): number {
  const value = values[index];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}
