import { describe, expect, it } from 'vitest';
import { clampPage, pageCountOf, pagerPages, type PagerEntry } from './pagerPages';

const E = 'end-ellipsis' as const;
const S = 'start-ellipsis' as const;

describe('pagerPages', () => {
  const cases: [page: number, pageCount: number, siblings: number | undefined, PagerEntry[]][] = [
    [1, 1, undefined, [1]],
    [1, 0, undefined, [1]],
    [2, 5, undefined, [1, 2, 3, 4, 5]],
    [7, 7, undefined, [1, 2, 3, 4, 5, 6, 7]],
    [1, 8, undefined, [1, 2, 3, 4, 5, E, 8]],
    [4, 8, undefined, [1, 2, 3, 4, 5, E, 8]],
    [5, 8, undefined, [1, S, 4, 5, 6, 7, 8]],
    [8, 8, undefined, [1, S, 4, 5, 6, 7, 8]],
    [1, 13, undefined, [1, 2, 3, 4, 5, E, 13]],
    [5, 13, undefined, [1, S, 4, 5, 6, E, 13]],
    [7, 13, undefined, [1, S, 6, 7, 8, E, 13]],
    [9, 13, undefined, [1, S, 8, 9, 10, E, 13]],
    [10, 13, undefined, [1, S, 9, 10, 11, 12, 13]],
    [13, 13, undefined, [1, S, 9, 10, 11, 12, 13]],
    // Out of range pages are clamped first.
    [0, 13, undefined, [1, 2, 3, 4, 5, E, 13]],
    [99, 13, undefined, [1, S, 9, 10, 11, 12, 13]],
    // Wider and narrower windows.
    [10, 20, 2, [1, S, 8, 9, 10, 11, 12, E, 20]],
    [3, 20, 2, [1, 2, 3, 4, 5, 6, 7, E, 20]],
    [5, 10, 0, [1, S, 5, E, 10]],
    [1, 10, 0, [1, 2, 3, E, 10]],
  ];

  it.each(cases)('page %i of %i (siblings %s)', (page, pageCount, siblings, expected) => {
    expect(pagerPages(page, pageCount, siblings)).toEqual(expected);
  });

  it('keeps the same length wherever the current page is', () => {
    const lengths = new Set(Array.from({ length: 50 }, (_, i) => pagerPages(i + 1, 50).length));
    expect([...lengths]).toEqual([7]);
  });
});

describe('pageCountOf', () => {
  it.each([
    [125, 20, 7],
    [120, 20, 6],
    [1, 20, 1],
    [0, 20, 1],
    [10, 0, 1],
  ])('%i items at %i per page: %i pages', (total, size, expected) => {
    expect(pageCountOf(total, size)).toBe(expected);
  });
});

describe('clampPage', () => {
  it.each([
    [0, 7, 1],
    [-3, 7, 1],
    [8, 7, 7],
    [4, 7, 4],
    [2.6, 7, 3],
    [Number.NaN, 7, 1],
    [3, 0, 1],
  ])('page %s of %i becomes %i', (page, count, expected) => {
    expect(clampPage(page, count)).toBe(expected);
  });
});
