import { describe, expect, it } from 'vitest';
import type { PairSimilarity } from '../wire/images';
import type { PairMark } from './imageStatus';
import {
  acceptSuggestions,
  shownSuggestion,
  type AcceptSuggestionsStep,
  type PictureLoads,
  type SuggestionInput,
  type SuggestionPair,
} from './pairSuggestions.rules';

const LOADED: PictureLoads = { original: 'loaded', found: 'loaded' };
const identical: PairSimilarity = { score: 0.97, suggestion: 'IDENTICAL' };
const different: PairSimilarity = { score: 0.08, suggestion: 'NOT_IDENTICAL' };
const between: PairSimilarity = { score: 0.6, suggestion: null };

describe('shownSuggestion: whether a pair shows its suggestion', () => {
  it.each<[string, SuggestionInput, ReturnType<typeof shownSuggestion>]>([
    [
      'offered, a suggestion, both pictures loaded',
      { offered: true, similarity: identical, pictures: LOADED },
      { mark: 'IDENTICAL', score: 0.97 },
    ],
    [
      'a NOT_IDENTICAL suggestion',
      { offered: true, similarity: different, pictures: LOADED },
      { mark: 'NOT_IDENTICAL', score: 0.08 },
    ],
    [
      'a score of exactly 0 or 1 is a score',
      { offered: true, similarity: { score: 1, suggestion: 'IDENTICAL' }, pictures: LOADED },
      { mark: 'IDENTICAL', score: 1 },
    ],
    [
      'the extension not offered',
      { offered: false, similarity: identical, pictures: LOADED },
      null,
    ],
    ['not fingerprinted yet (null)', { offered: true, similarity: null, pictures: LOADED }, null],
    [
      'no similarity at all (not asked)',
      { offered: true, similarity: undefined, pictures: LOADED },
      null,
    ],
    [
      'a score between the thresholds',
      { offered: true, similarity: between, pictures: LOADED },
      null,
    ],
    [
      'the found picture still loading',
      { offered: true, similarity: identical, pictures: { original: 'loaded', found: 'loading' } },
      null,
    ],
    [
      'the original still loading',
      { offered: true, similarity: identical, pictures: { original: 'loading', found: 'loaded' } },
      null,
    ],
    [
      'the found picture failed',
      { offered: true, similarity: identical, pictures: { original: 'loaded', found: 'failed' } },
      null,
    ],
    [
      'the original failed (the pair itself counts as loaded)',
      { offered: true, similarity: different, pictures: { original: 'failed', found: 'loaded' } },
      null,
    ],
    [
      'the pair not reported by the grid yet',
      { offered: true, similarity: identical, pictures: undefined },
      null,
    ],
    [
      'a score outside 0 to 1 (not the contract)',
      { offered: true, similarity: { score: 1.5, suggestion: 'IDENTICAL' }, pictures: LOADED },
      null,
    ],
    [
      'a suggestion that is not a mark (not the contract)',
      {
        offered: true,
        similarity: { score: 0.9, suggestion: 'OFFLINE' } as unknown as PairSimilarity,
        pictures: LOADED,
      },
      null,
    ],
  ])('%s', (_, input, expected) => {
    expect(shownSuggestion(input)).toEqual(expected);
  });
});

describe('acceptSuggestions: the "accept suggestions" key', () => {
  const pair = (id: number, similarity?: PairSimilarity | null): SuggestionPair => ({
    id,
    similarity,
  });

  /**
   * 1 and 2 show a suggestion; 3 is the operator's (against its suggestion); 4 has none yet;
   * 5 is between the thresholds; 6 is still loading; 7's original failed; 8's found picture
   * failed; 9 was never reported; 10 shows one.
   */
  const group = [
    pair(1, identical),
    pair(2, different),
    pair(3, identical),
    pair(4, null),
    pair(5, between),
    pair(6, different),
    pair(7, identical),
    pair(8, identical),
    pair(9, identical),
    pair(10, identical),
  ];
  const pictures: Record<number, PictureLoads> = {
    1: LOADED,
    2: LOADED,
    3: LOADED,
    4: LOADED,
    5: LOADED,
    6: { original: 'loaded', found: 'loading' },
    7: { original: 'failed', found: 'loaded' },
    8: { original: 'loaded', found: 'failed' },
    10: LOADED,
  };

  it('marks only the unmarked pairs that show a suggestion, in order; says what it left and why', () => {
    expect(acceptSuggestions(group, { 3: 'NOT_IDENTICAL' }, pictures)).toEqual({
      kind: 'mark',
      marks: [
        { id: 1, mark: 'IDENTICAL' },
        { id: 2, mark: 'NOT_IDENTICAL' },
        { id: 10, mark: 'IDENTICAL' },
      ],
      left: {
        markedIds: [3],
        withoutSuggestionIds: [4, 5],
        loadingIds: [6, 9],
        failedIds: [7, 8],
      },
    });
  });

  it('never overrides a mark, even one that agrees with the suggestion', () => {
    const step = acceptSuggestions(group, { 1: 'NOT_IDENTICAL', 10: 'IDENTICAL' }, pictures);
    expect(step.kind === 'mark' && step.marks).toEqual([
      { id: 2, mark: 'NOT_IDENTICAL' },
      { id: 3, mark: 'IDENTICAL' },
    ]);
    expect(step.left.markedIds).toEqual([1, 10]);
  });

  it('accepting again changes nothing: the accepted pairs are marked now', () => {
    const first = acceptSuggestions(group, {}, pictures);
    expect(first.kind).toBe('mark');
    const marks: Record<number, PairMark> = {};
    if (first.kind === 'mark') for (const { id, mark } of first.marks) marks[id] = mark;
    expect(acceptSuggestions(group, marks, pictures)).toEqual({
      kind: 'nothing',
      left: {
        markedIds: [1, 2, 3, 10],
        withoutSuggestionIds: [4, 5],
        loadingIds: [6, 9],
        failedIds: [7, 8],
      },
    });
  });

  it.each<[string, SuggestionPair[], Record<number, PairMark>, AcceptSuggestionsStep]>([
    [
      'an empty group',
      [],
      {},
      {
        kind: 'nothing',
        left: { markedIds: [], withoutSuggestionIds: [], loadingIds: [], failedIds: [] },
      },
    ],
    [
      'no pair has a suggestion (not fingerprinted, or between the thresholds)',
      [pair(1, null), pair(2), pair(5, between)],
      {},
      {
        kind: 'nothing',
        left: { markedIds: [], withoutSuggestionIds: [1, 2, 5], loadingIds: [], failedIds: [] },
      },
    ],
    [
      'the suggested pairs are still loading or failed',
      [pair(6, different), pair(8, identical)],
      {},
      {
        kind: 'nothing',
        left: { markedIds: [], withoutSuggestionIds: [], loadingIds: [6], failedIds: [8] },
      },
    ],
    [
      'every pair marked',
      [pair(1, identical), pair(2, different)],
      { 1: 'IDENTICAL', 2: 'IDENTICAL' },
      {
        kind: 'nothing',
        left: { markedIds: [1, 2], withoutSuggestionIds: [], loadingIds: [], failedIds: [] },
      },
    ],
  ])('nothing to accept: %s', (_, pairs, marks, expected) => {
    expect(acceptSuggestions(pairs, marks, pictures)).toEqual(expected);
  });

  it('accepts exactly the pairs that show their suggestion', () => {
    const marks = { 3: 'NOT_IDENTICAL' as const };
    const step = acceptSuggestions(group, marks, pictures);
    const shown = group
      .filter(({ id }) => !marks[id as 3])
      .filter(({ id, similarity }) =>
        shownSuggestion({ offered: true, similarity, pictures: pictures[id] }),
      )
      .map(({ id }) => id);
    expect(step.kind === 'mark' && step.marks.map(({ id }) => id)).toEqual(shown);
  });
});
