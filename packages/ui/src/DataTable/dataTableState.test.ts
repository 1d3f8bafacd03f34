import type { SortingState } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import {
  ariaSortOf,
  nextSorting,
  sortsOf,
  pageSelectionOf,
  toggleAllOnPage,
  toggleRows,
} from './dataTableState';

describe('nextSorting', () => {
  const cases: [SortingState, string, SortingState][] = [
    [[], 'name', [{ id: 'name', desc: false }]],
    [[{ id: 'name', desc: false }], 'name', [{ id: 'name', desc: true }]],
    [[{ id: 'name', desc: true }], 'name', []],
    [[{ id: 'name', desc: true }], 'date', [{ id: 'date', desc: false }]],
    [[{ id: 'name', desc: false }], 'date', [{ id: 'date', desc: false }]],
  ];
  it.each(cases)('from %j pressing %s gives %j', (sorting, column, expected) => {
    expect(nextSorting(sorting, column)).toEqual(expected);
  });
});

describe('ariaSortOf', () => {
  it.each([
    ['asc', 'ascending'],
    ['desc', 'descending'],
    [false, 'none'],
  ] as const)('%s is %s', (sorted, expected) => {
    expect(ariaSortOf(sorted)).toBe(expected);
  });
});

describe('toggleRows', () => {
  const ids = ['a', 'b', 'c', 'd', 'e'];
  const all = () => true;
  const notC = (id: string) => id !== 'c';
  const cases: [
    name: string,
    selected: string[],
    selectable: (id: string) => boolean,
    target: string,
    anchor: string | null,
    range: boolean,
    expected: string[],
  ][] = [
    ['selects one row', [], all, 'b', null, false, ['b']],
    ['unselects one row', ['b', 'd'], all, 'b', 'd', false, ['d']],
    ['selects a range down', ['a'], all, 'd', 'a', true, ['a', 'b', 'c', 'd']],
    ['selects a range up', [], all, 'b', 'e', true, ['b', 'c', 'd', 'e']],
    ['skips unselectable rows', [], notC, 'e', 'a', true, ['a', 'b', 'd', 'e']],
    ['unselects a range when the target was selected', ['a', 'b', 'c'], all, 'c', 'a', true, []],
    ['a range without an anchor is one row', [], all, 'c', null, true, ['c']],
    ['an anchor no longer on the page is one row', [], all, 'c', 'z', true, ['c']],
    ['keeps ids of other pages', ['x'], all, 'a', null, false, ['a', 'x']],
    ['does nothing for an id not on the page', ['a'], all, 'z', 'a', true, ['a']],
  ];
  it.each(cases)('%s', (_name, selected, selectable, target, anchor, range, expected) => {
    const next = toggleRows(new Set(selected), ids, selectable, target, anchor, range);
    expect([...next].sort()).toEqual(expected);
  });

  it('does not change the set it was given', () => {
    const selected = new Set(['a']);
    toggleRows(selected, ids, all, 'b', null, false);
    expect([...selected]).toEqual(['a']);
  });
});

describe('page selection', () => {
  const page = ['a', 'b', 'c'];
  it.each([
    [[], 'none'],
    [['x'], 'none'],
    [['a'], 'some'],
    [['a', 'b', 'c'], 'all'],
    [['a', 'b', 'c', 'x'], 'all'],
  ] as const)('%j on the page is %s', (selected, expected) => {
    expect(pageSelectionOf(new Set(selected), page)).toBe(expected);
  });

  it('selects all of the page from none or some, and keeps other pages', () => {
    expect([...toggleAllOnPage(new Set(['x']), page)].sort()).toEqual(['a', 'b', 'c', 'x']);
    expect([...toggleAllOnPage(new Set(['b']), page)].sort()).toEqual(['a', 'b', 'c']);
  });

  it('unselects the page when all of it is selected', () => {
    expect([...toggleAllOnPage(new Set(['a', 'b', 'c', 'x']), page)]).toEqual(['x']);
  });

  it('an empty page has nothing selected', () => {
    expect(pageSelectionOf(new Set(['a']), [])).toBe('none');
  });
});

describe('sortsOf', () => {
  it('gives the sorts of a page request', () => {
    expect(sortsOf([{ id: 'FOUND_AT', desc: true }])).toEqual([
      { field: 'FOUND_AT', direction: 'desc' },
    ]);
    expect(sortsOf([{ id: 'agency', desc: false }])).toEqual([
      { field: 'agency', direction: 'asc' },
    ]);
    expect(sortsOf([])).toEqual([]);
  });
});
