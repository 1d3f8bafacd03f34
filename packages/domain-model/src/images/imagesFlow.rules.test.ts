import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts';
import {
  decideSave,
  isGroupChecked,
  savePayload,
  shouldFetchNextBatch,
  splitIntoGroups,
  unmarkedIds,
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
      payload: {
        statuses: [
          { id: 1, status: 'NOT_IDENTICAL' },
          { id: 3, status: 'IDENTICAL' },
        ],
        offlineIds: [2, 4],
      },
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

  it('all identical but one failed and unmarked: saves without the all-identical question', () => {
    expect(decideSave([pair(1, 'IDENTICAL'), pair(2, undefined, 'failed')]).kind).toBe('save');
  });

  it('lists the unmarked pairs for Mark LEFT', () => {
    expect(unmarkedIds([pair(1, 'IDENTICAL'), pair(2), pair(3, 'NOT_IDENTICAL'), pair(4)])).toEqual(
      [2, 4],
    );
  });
});
