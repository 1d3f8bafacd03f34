import { describe, expect, it } from 'vitest';
import {
  hasDecidedSuggestions,
  precisionPercent,
  thresholdPercent,
} from './suggestionPrecisionView';

const tally = { suggested: 0, agreed: 0 };
const row = (agency: string, suggested: number) => ({
  agency,
  suggested,
  agreed: 0,
  precision: suggested ? 0 : null,
  identical: tally,
  notIdentical: tally,
});

describe('the suggestion precision as shown', () => {
  it.each([
    [1, '100.0%'],
    [0, '0.0%'],
    [0.875, '87.5%'],
    [2 / 3, '66.7%'],
    [0.9996, '99.9%'],
    [0.99949, '99.9%'],
  ])('precision %s reads %s', (precision, shown) => {
    expect(precisionPercent(precision)).toBe(shown);
  });

  it.each([
    [0.9612, '96.12%'],
    [0.0402, '4.02%'],
    [0.9, '90%'],
    [0.12345, '12.35%'],
  ])('threshold %s reads %s', (score, shown) => {
    expect(thresholdPercent(score)).toBe(shown);
  });

  it.each([
    [[], false],
    [[row('AP', 0)], false],
    [[row('AP', 0), row('Reuters', 2)], true],
  ])('decided suggestions in %j: %s', (agencies, expected) => {
    expect(
      hasDecidedSuggestions({ thresholds: { identical: 0.9, notIdentical: 0.1 }, agencies }),
    ).toBe(expected);
  });
});
