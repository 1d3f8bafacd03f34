import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts';
import {
  decideBulkMark,
  decideSave,
  isGroupChecked,
  markableIds,
  rangeMarkIds,
  savePayload,
  shouldFetchNextBatch,
  splitIntoGroups,
  type GroupPair,
} from './imagesFlow.rules';

const pair = (
  id: number,
  decision?: GroupPair['decision'],
  load: GroupPair['load'] = 'loaded',
): GroupPair => ({
  id,
  decision,
  load,
});

describe('batches and groups', () => {
  it('splits 200 reserved images into four groups of 50', () => {
    const groups = splitIntoGroups(Array.from({ length: 200 }, (_, i) => i));
    expect(groups.map((g) => g.length)).toEqual([50, 50, 50, 50]);
    expect(groups[3]![49]).toBe(199);
  });

  it.each([
    [0, []],
    [1, [1]],
    [51, [50, 1]],
    [130, [50, 50, 30]],
  ])('splits %i images into groups of %j', (count, sizes) => {
    expect(
      splitIntoGroups(Array.from({ length: count }, (_, i) => i)).map((g) => g.length),
    ).toEqual(sizes);
  });

  it('refuses a group size below 1', () => {
    expect(() => splitIntoGroups([1], 0)).toThrow(RangeError);
  });

  it.each([
    [0, false],
    [3, false],
    [4, true],
    [5, true],
  ])('after %i groups used, fetch the next batch: %s', (used, expected) => {
    expect(shouldFetchNextBatch(used)).toBe(expected);
  });
});

describe('saving a group', () => {
  it.each([
    [[pair(1, 'IDENTICAL'), pair(2, undefined, 'loading')], false],
    [[pair(1, 'IDENTICAL'), pair(2, undefined, 'failed')], true],
    [[], true],
  ])('checked %#', (pairs, expected) => {
    expect(isGroupChecked(pairs)).toBe(expected);
  });

  it('refuses while an image is still loading, with the spec message (trailing space kept)', () => {
    expect(decideSave([pair(1, 'IDENTICAL'), pair(2, undefined, 'loading')])).toEqual({
      kind: 'refuse',
      message: 'Please check all groups of images ',
    });
    expect(TEXTS.images.checkAllGroups.endsWith(' ')).toBe(true);
  });

  it('asks to confirm when every pair is identical', () => {
    const step = decideSave([pair(1, 'IDENTICAL'), pair(2, 'IDENTICAL')]);
    expect(step).toEqual({
      kind: 'confirmAllIdentical',
      failedIds: [],
      payload: {
        statuses: [
          { id: 1, status: 'IDENTICAL' },
          { id: 2, status: 'IDENTICAL' },
        ],
        offlineIds: [],
      },
    });
  });

  it('asks with the count of unmarked pairs, which become offline', () => {
    const step = decideSave([pair(1, 'NOT_IDENTICAL'), pair(2), pair(3, 'IDENTICAL'), pair(4)]);
    expect(step).toEqual({
      kind: 'confirmUnmarked',
      unmarkedIds: [2, 4],
      failedIds: [],
      payload: {
        statuses: [
          { id: 1, status: 'NOT_IDENTICAL' },
          { id: 3, status: 'IDENTICAL' },
        ],
        offlineIds: [2, 4],
      },
    });
  });

  it('lists only the unmarked pairs whose pictures loaded; failed ones go offline unlisted', () => {
    const step = decideSave([pair(1), pair(2, undefined, 'failed'), pair(3, 'IDENTICAL')]);
    expect(step).toEqual({
      kind: 'confirmUnmarked',
      unmarkedIds: [1],
      failedIds: [2],
      payload: { statuses: [{ id: 3, status: 'IDENTICAL' }], offlineIds: [1, 2] },
    });
  });

  it('sends failed, unmarked images as offline without asking', () => {
    const step = decideSave([
      pair(1, 'NOT_IDENTICAL'),
      pair(2, undefined, 'failed'),
      pair(3, 'IDENTICAL'),
    ]);
    expect(step).toEqual({
      kind: 'save',
      payload: {
        statuses: [
          { id: 1, status: 'NOT_IDENTICAL' },
          { id: 3, status: 'IDENTICAL' },
        ],
        offlineIds: [2],
      },
    });
  });

  it('keeps an explicit mark on a failed image', () => {
    expect(savePayload([pair(1, 'IDENTICAL', 'failed')])).toEqual({
      statuses: [{ id: 1, status: 'IDENTICAL' }],
      offlineIds: [],
    });
  });

  it('all identical but some failed and unmarked: asks, saying how many go offline', () => {
    expect(
      decideSave([pair(1, 'IDENTICAL'), pair(2, undefined, 'failed'), pair(3, 'IDENTICAL')]),
    ).toEqual({
      kind: 'confirmAllIdentical',
      failedIds: [2],
      payload: {
        statuses: [
          { id: 1, status: 'IDENTICAL' },
          { id: 3, status: 'IDENTICAL' },
        ],
        offlineIds: [2],
      },
    });
  });

  it.each<[string, GroupPair[], string]>([
    ['every picture failed, nothing marked', [pair(1, undefined, 'failed')], 'save'],
    [
      'a failed pair marked identical counts',
      [pair(1, 'IDENTICAL', 'failed')],
      'confirmAllIdentical',
    ],
    ['one not identical', [pair(1, 'IDENTICAL'), pair(2, 'NOT_IDENTICAL')], 'save'],
    ['an empty group', [], 'save'],
  ])('%s: %j gives %s', (_, pairs, kind) => {
    expect(decideSave(pairs).kind).toBe(kind);
  });
});

describe('bulk marks (Mark LEFT, Shift+I / Shift+N, ranges)', () => {
  const group = [
    pair(1, 'IDENTICAL'),
    pair(2),
    pair(3, undefined, 'loading'),
    pair(4, undefined, 'failed'),
    pair(5),
    pair(6, 'NOT_IDENTICAL', 'failed'),
  ];

  it('marks only unmarked pairs whose pictures are on screen', () => {
    expect(markableIds(group)).toEqual([2, 5]);
    expect(decideBulkMark(group, 'IDENTICAL')).toEqual({
      kind: 'mark',
      ids: [2, 5],
      decision: 'IDENTICAL',
      skipped: { failedIds: [4], loadingIds: [3] },
    });
  });

  it.each<[string, GroupPair[], ReturnType<typeof decideBulkMark>]>([
    [
      'everything marked',
      [pair(1, 'IDENTICAL')],
      { kind: 'nothing', skipped: { failedIds: [], loadingIds: [] } },
    ],
    [
      'the rest still loading or failed',
      [pair(1, undefined, 'loading'), pair(2, undefined, 'failed')],
      { kind: 'nothing', skipped: { failedIds: [2], loadingIds: [1] } },
    ],
    ['an empty group', [], { kind: 'nothing', skipped: { failedIds: [], loadingIds: [] } }],
  ])('nothing to mark when %s', (_, pairs, expected) => {
    expect(decideBulkMark(pairs, 'NOT_IDENTICAL')).toEqual(expected);
  });

  it.each<[string, GroupPair[], GroupPair['decision'] | null, number[]]>([
    ['one pair, failed: explicit', [pair(4, undefined, 'failed')], 'IDENTICAL', [4]],
    ['one pair, loading: explicit', [pair(3, undefined, 'loading')], 'NOT_IDENTICAL', [3]],
    ['a range: loaded pairs only, marked or not', group, 'NOT_IDENTICAL', [1, 2, 5]],
    ['clearing a range clears all of it', group, null, [1, 2, 3, 4, 5, 6]],
    ['an empty range', [], 'IDENTICAL', []],
  ])('range mark, %s', (_, range, decision, expected) => {
    expect(rangeMarkIds(range, decision ?? null)).toEqual(expected);
  });
});
