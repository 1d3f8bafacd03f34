import type { SuggestionPrecision } from '@sightings/domain-model';

/** One agency's row of the suggestion precision (`GET /assessment_image/suggestion_precision`). */
export type PrecisionRow = SuggestionPrecision['agencies'][number];

/**
 * A precision (0 to 1) as a percentage with one decimal: '87.5%'. Rounding never shows a
 * precision below 1 as '100.0%' (a disagreement would be hidden): it reads '99.9%'.
 */
export function precisionPercent(precision: number): string {
  const shown = (Math.min(1, Math.max(0, precision)) * 100).toFixed(1);
  return shown === '100.0' && precision < 1 ? '99.9%' : `${shown}%`;
}

/** A threshold score (0 to 1) as a percentage, as exact as it is set, at most two decimals. */
export function thresholdPercent(score: number): string {
  return `${Number((score * 100).toFixed(2))}%`;
}

/** Whether any decided pair had a suggestion: the table is empty until one has. */
export function hasDecidedSuggestions(answer: SuggestionPrecision): boolean {
  return answer.agencies.some((row) => row.suggested > 0);
}
