import { describe, expect, it } from 'vitest';
import {
  cycleSort,
  nextSortDirection,
  pageCount,
  pageQuery,
  pageSizeFor,
  sortField,
  sortParams,
  TABLE_PAGE_SIZES,
  type Sort,
} from './paging';

describe('the sort parameter rule', () => {
  it.each([
    ['DOMAIN_FLOW_STATUS', 'domainFlowStatus'],
    ['ID', 'id'],
    ['TOTAL_SIGHTINGS', 'totalSightings'],
    ['CREATED_AT', 'createdAt'],
    ['TLD', 'tld'],
    ['foundAt', 'foundAt'],
    ['agency', 'agency'],
    ['Mixed_Case', 'Mixed_Case'],
  ])('%s is sent as %s', (field, expected) => {
    expect(sortField(field)).toBe(expected);
  });

  it('sends one sort=field,dir per key, in order, the direction in lower case', () => {
    const sorts: Sort[] = [
      { field: 'FOUND_AT', direction: 'desc' },
      { field: 'agency', direction: 'asc' },
    ];
    expect(sortParams(sorts)).toEqual(['foundAt,desc', 'agency,asc']);
    expect(sortParams()).toEqual([]);
  });

  it('builds the query: zero-based page, size, repeatable sort', () => {
    expect(
      pageQuery({ page: 0, size: 25, sorts: [{ field: 'IMAGE_URL', direction: 'asc' }] }),
    ).toEqual([
      ['page', '0'],
      ['size', '25'],
      ['sort', 'imageUrl,asc'],
    ]);
    expect(pageQuery({ page: 3, size: 10 })).toEqual([
      ['page', '3'],
      ['size', '10'],
    ]);
  });

  it.each([
    [{ page: -1, size: 10 }],
    [{ page: 0.5, size: 10 }],
    [{ page: 0, size: 0 }],
    [{ page: 0, size: Number.NaN }],
  ])('refuses %j', (request) => {
    expect(() => pageQuery(request)).toThrow(RangeError);
  });
});

describe('the header sort cycle', () => {
  it('goes ascending, descending, none, and round again', () => {
    expect(nextSortDirection(null)).toBe('asc');
    expect(nextSortDirection('asc')).toBe('desc');
    expect(nextSortDirection('desc')).toBeNull();
  });

  it('sorts by the clicked column only, cycling its direction', () => {
    let sorts: Sort[] = [{ field: 'agency', direction: 'asc' }];
    sorts = cycleSort(sorts, 'foundAt');
    expect(sorts).toEqual([{ field: 'foundAt', direction: 'asc' }]);
    sorts = cycleSort(sorts, 'foundAt');
    expect(sorts).toEqual([{ field: 'foundAt', direction: 'desc' }]);
    sorts = cycleSort(sorts, 'foundAt');
    expect(sorts).toEqual([]);
  });
});

describe('page sizes', () => {
  it('has the spec sizes of each table kind', () => {
    expect(TABLE_PAGE_SIZES.images.defaultSize).toBe(10);
    expect(TABLE_PAGE_SIZES.domains.defaultSize).toBe(10);
    expect(TABLE_PAGE_SIZES.blacklist.defaultSize).toBe(10);
    expect(TABLE_PAGE_SIZES.usages).toEqual({
      defaultSize: 1000,
      options: [25, 50, 100, 200, 1000],
    });
  });

  it.each<[Parameters<typeof pageSizeFor>[0], number | null | undefined, number]>([
    ['usages', 200, 200],
    ['usages', 30, 1000],
    ['usages', null, 1000],
    ['images', 1000, 10],
    ['blacklist', undefined, 10],
  ])('%s asked for %s gets %s', (kind, wanted, expected) => {
    expect(pageSizeFor(kind, wanted)).toBe(expected);
  });

  it.each([
    [0, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [1_000_001, 1000, 1001],
  ])('%s items at %s a page make %s pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });
});
