import { describe, expect, it } from 'vitest';
import {
  columnsFor,
  gridActionForKey,
  IMAGE_PAIR_GRID_SHORTCUTS,
  imagePairGridShortcutGroups,
  imagePairGridShortcuts,
  selectedRange,
  targetIndex,
  toRows,
  type GridAction,
  type KeyInput,
} from './gridNavigation';

describe('targetIndex', () => {
  // 10 pairs in 4 columns: rows 0-3, 4-7, 8-9.
  const at = (index: number) => ({ index, count: 10, columns: 4 });
  it.each<[string, number, number | null]>([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 3, 4],
    ['ArrowRight', 9, 9],
    ['ArrowLeft', 4, 3],
    ['ArrowLeft', 0, 0],
    ['ArrowDown', 1, 5],
    ['ArrowDown', 5, 9],
    ['ArrowDown', 6, 9],
    ['ArrowDown', 4, 8],
    ['ArrowDown', 8, 8],
    ['ArrowDown', 9, 9],
    ['ArrowUp', 9, 5],
    ['ArrowUp', 5, 1],
    ['ArrowUp', 2, 2],
    ['Home', 7, 0],
    ['End', 2, 9],
    ['PageDown', 2, null],
    ['a', 2, null],
  ])('%s from %i → %s', (key, index, expected) => {
    expect(targetIndex(key, at(index))).toBe(expected);
  });

  it('moves by one row of one column, and does nothing without pairs', () => {
    expect(targetIndex('ArrowDown', { index: 0, count: 3, columns: 1 })).toBe(1);
    expect(targetIndex('ArrowDown', { index: 0, count: 3, columns: 0 })).toBe(1);
    expect(targetIndex('ArrowDown', { index: 0, count: 0, columns: 4 })).toBeNull();
  });

  it('starts from the last pair when the index is past the end', () => {
    expect(targetIndex('ArrowLeft', { index: 12, count: 10, columns: 4 })).toBe(8);
  });
});

describe('gridActionForKey', () => {
  const position = { index: 1, count: 10, columns: 4 };
  it.each<[string, KeyInput, GridAction | null]>([
    ['i marks identical', { key: 'i' }, { type: 'mark', decision: 'IDENTICAL' }],
    ['I with Caps Lock marks', { key: 'I' }, { type: 'mark', decision: 'IDENTICAL' }],
    ['n marks not identical', { key: 'n' }, { type: 'mark', decision: 'NOT_IDENTICAL' }],
    [
      'Shift+I marks the unmarked',
      { key: 'I', shiftKey: true },
      { type: 'markUnmarked', decision: 'IDENTICAL' },
    ],
    [
      'Shift+N marks the unmarked',
      { key: 'N', shiftKey: true },
      { type: 'markUnmarked', decision: 'NOT_IDENTICAL' },
    ],
    ['Backspace clears', { key: 'Backspace' }, { type: 'mark', decision: null }],
    ['Delete clears', { key: 'Delete' }, { type: 'mark', decision: null }],
    ['0 clears', { key: '0' }, { type: 'mark', decision: null }],
    ['Enter compares', { key: 'Enter' }, { type: 'compare' }],
    ['Space compares', { key: ' ' }, { type: 'compare' }],
    ['o opens the site', { key: 'o' }, { type: 'openSite' }],
    ['h shows or hides the details', { key: 'h' }, { type: 'hints' }],
    ['Shift+H is nothing', { key: 'H', shiftKey: true }, null],
    ['Escape collapses', { key: 'Escape' }, { type: 'collapse' }],
    ['ArrowDown moves a row', { key: 'ArrowDown' }, { type: 'move', index: 5, extend: false }],
    [
      'Shift+ArrowRight extends',
      { key: 'ArrowRight', shiftKey: true },
      { type: 'move', index: 2, extend: true },
    ],
    ['Shift+End extends', { key: 'End', shiftKey: true }, { type: 'move', index: 9, extend: true }],
    ['Ctrl+I is the browser’s', { key: 'i', ctrlKey: true }, null],
    ['Meta+ArrowLeft is the browser’s', { key: 'ArrowLeft', metaKey: true }, null],
    ['Alt+n is the browser’s', { key: 'n', altKey: true }, null],
    ['Tab leaves the grid', { key: 'Tab' }, null],
    ['s is the page’s', { key: 's' }, null],
    ['? is the page’s', { key: '?', shiftKey: true }, null],
  ])('%s', (_name, input, expected) => {
    expect(gridActionForKey(input, position)).toEqual(expected);
  });

  it('has a shortcut entry for every key it handles', () => {
    const keys = IMAGE_PAIR_GRID_SHORTCUTS.map((s) => s.keys).join(' | ');
    for (const key of ['Arrow', 'Home', 'End', 'Shift + I', 'Shift + N', 'Backspace', 'Enter'])
      expect(keys).toContain(key);
  });

  it('lists H only for a grid with the admin hints', () => {
    const keysOf = (showHints: boolean) => imagePairGridShortcuts({ showHints }).map((s) => s.keys);
    expect(keysOf(true)).toContain('H');
    expect(keysOf(false)).not.toContain('H');
    expect(keysOf(false)).toHaveLength(IMAGE_PAIR_GRID_SHORTCUTS.length - 1);
  });

  it('groups them for the shortcuts dialog: every shortcut once, H under Open for admins', () => {
    const groups = imagePairGridShortcutGroups({ showHints: true });
    expect(groups.map((g) => g.title)).toEqual(['Move and select', 'Mark', 'Open']);
    expect(groups.flatMap((g) => g.shortcuts)).toHaveLength(IMAGE_PAIR_GRID_SHORTCUTS.length);
    expect(groups[2]!.shortcuts.map((s) => s.keys)).toContain('H');
    const operator = imagePairGridShortcutGroups({ showHints: false });
    expect(operator[2]!.shortcuts.map((s) => s.keys)).not.toContain('H');
    // The digit and the letter, which look alike in many fonts, say which they are.
    expect(operator[2]!.shortcuts.map((s) => s.keys)).toContain('O (letter)');
    expect(operator[1]!.shortcuts.map((s) => s.keys)).toEqual([
      'I',
      'N',
      'Backspace / Delete / 0 (zero)',
      'Shift + I',
      'Shift + N',
    ]);
  });
});

describe('ranges', () => {
  it.each<[number | null, number, [number, number]]>([
    [null, 3, [3, 3]],
    [2, 5, [2, 5]],
    [5, 2, [2, 5]],
    [4, 4, [4, 4]],
  ])('anchor %s, focus %i → %j', (anchor, active, expected) => {
    expect(selectedRange(anchor, active)).toEqual(expected);
  });
});

describe('columnsFor', () => {
  it.each<[number, number, number, number]>([
    [1232, 280, 16, 4],
    [1168, 280, 16, 4],
    [1167, 280, 16, 3],
    [600, 280, 16, 2],
    [200, 280, 16, 1],
    [0, 280, 16, 1],
    [1000, 0, 16, 1],
    [1920, 280, 16, 6],
  ])('%i px with tiles of %i and gaps of %i → %i', (width, tile, gap, expected) => {
    expect(columnsFor(width, tile, gap)).toBe(expected);
  });
});

describe('toRows', () => {
  it('splits into rows with a shorter last row', () => {
    expect(toRows([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(toRows([], 3)).toEqual([]);
    expect(toRows([1, 2], 0)).toEqual([[1], [2]]);
  });
});
