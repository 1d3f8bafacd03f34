import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLACKLIST_PAGING_DEFAULTS,
  defaultPaging,
  DOMAIN_PAGING_DEFAULTS,
  IMAGE_PAGING_DEFAULTS,
  pagingFromQuery,
  pagingToQuery,
  SEARCH_PAGING_DEFAULTS,
  parseSortValue,
  searchPageRequest,
  USAGE_PAGING_DEFAULTS,
  type PagingDefaults,
  type SearchPaging,
} from './searchPaging';

const q = (text: string) => new URLSearchParams(text);

describe('the tables’ paging defaults (002 §9)', () => {
  it('usage tabs: 1000 a page of 25, 50, 100, 200, 1000, sorted by foundAt descending', () => {
    expect(USAGE_PAGING_DEFAULTS.size).toBe(1000);
    expect(USAGE_PAGING_DEFAULTS.sizes).toEqual([25, 50, 100, 200, 1000]);
    expect(USAGE_PAGING_DEFAULTS.sort).toEqual([{ field: 'foundAt', direction: 'desc' }]);
    expect(defaultPaging(USAGE_PAGING_DEFAULTS)).toEqual({
      page: 0,
      size: 1000,
      sort: [{ field: 'foundAt', direction: 'desc' }],
    });
  });

  it.each<[string, PagingDefaults, string]>([
    ['images', IMAGE_PAGING_DEFAULTS, 'foundAt'],
    ['domains', DOMAIN_PAGING_DEFAULTS, 'sightingsCount'],
    ['blacklist', BLACKLIST_PAGING_DEFAULTS, 'createdAt'],
  ])('%s tab: 10 a page, unsorted, sorts by its own fields', (_, defaults, field) => {
    expect(defaults.size).toBe(10);
    expect(defaults.sizes).toEqual([10, 20, 50, 100]);
    expect(defaults.sort).toEqual([]);
    expect(defaults.sortFields).toContain(field);
  });

  it('names each tab’s defaults', () => {
    expect(SEARCH_PAGING_DEFAULTS).toEqual({
      images: IMAGE_PAGING_DEFAULTS,
      domains: DOMAIN_PAGING_DEFAULTS,
      usages: USAGE_PAGING_DEFAULTS,
      clickhouse: USAGE_PAGING_DEFAULTS,
      blacklisted: BLACKLIST_PAGING_DEFAULTS,
    });
  });

  it('gives a fresh sort list each time (a screen may change it)', () => {
    const first = defaultPaging(USAGE_PAGING_DEFAULTS);
    first.sort[0]!.direction = 'asc';
    expect(defaultPaging(USAGE_PAGING_DEFAULTS).sort[0]!.direction).toBe('desc');
  });

  it('is the api-client’s page request', () => {
    expect(searchPageRequest(defaultPaging(USAGE_PAGING_DEFAULTS))).toEqual({
      page: 0,
      size: 1000,
      sorts: [{ field: 'foundAt', direction: 'desc' }],
    });
  });
});

describe('a sort value', () => {
  it.each<[string, { field: string; direction: 'asc' | 'desc' } | null]>([
    ['foundAt,desc', { field: 'foundAt', direction: 'desc' }],
    ['agency,ASC', { field: 'agency', direction: 'asc' }],
    ['FOUND_AT,asc', { field: 'foundAt', direction: 'asc' }],
    [' id,desc ', { field: 'id', direction: 'desc' }],
    ['foundAt', null],
    ['foundAt,up', null],
    ['nope,asc', null],
    ['', null],
  ])('%j is %j', (value, sort) => {
    expect(parseSortValue(value, USAGE_PAGING_DEFAULTS.sortFields)).toEqual(sort);
  });
});

describe('the paging in the URL', () => {
  it.each<[string, PagingDefaults, SearchPaging]>([
    [
      '',
      USAGE_PAGING_DEFAULTS,
      { page: 0, size: 1000, sort: [{ field: 'foundAt', direction: 'desc' }] },
    ],
    [
      'page=3',
      USAGE_PAGING_DEFAULTS,
      { page: 2, size: 1000, sort: [{ field: 'foundAt', direction: 'desc' }] },
    ],
    [
      'page=1&size=25',
      USAGE_PAGING_DEFAULTS,
      { page: 0, size: 25, sort: [{ field: 'foundAt', direction: 'desc' }] },
    ],
    [
      'sort=agency,asc&sort=foundAt,desc',
      USAGE_PAGING_DEFAULTS,
      {
        page: 0,
        size: 1000,
        sort: [
          { field: 'agency', direction: 'asc' },
          { field: 'foundAt', direction: 'desc' },
        ],
      },
    ],
    ['sort=', USAGE_PAGING_DEFAULTS, { page: 0, size: 1000, sort: [] }],
    ['', IMAGE_PAGING_DEFAULTS, { page: 0, size: 10, sort: [] }],
    [
      'size=50&sort=domain,desc',
      DOMAIN_PAGING_DEFAULTS,
      { page: 0, size: 50, sort: [{ field: 'domain', direction: 'desc' }] },
    ],
    [
      'page=2&sort=createdAt,asc',
      BLACKLIST_PAGING_DEFAULTS,
      { page: 1, size: 10, sort: [{ field: 'createdAt', direction: 'asc' }] },
    ],
  ])('%j reads as %j', (query, defaults, paging) => {
    expect(pagingFromQuery(q(query), defaults)).toEqual({ paging, problems: [] });
  });

  it.each<[string, PagingDefaults, string]>([
    [
      'page=0',
      IMAGE_PAGING_DEFAULTS,
      "The URL's page '0' is not a page number (1 or more); it was left out.",
    ],
    [
      'page=-1',
      IMAGE_PAGING_DEFAULTS,
      "The URL's page '-1' is not a page number (1 or more); it was left out.",
    ],
    [
      'page=two',
      IMAGE_PAGING_DEFAULTS,
      "The URL's page 'two' is not a page number (1 or more); it was left out.",
    ],
    [
      'size=7',
      IMAGE_PAGING_DEFAULTS,
      "The URL's size '7' is not one of the page sizes 10, 20, 50, 100; it was left out.",
    ],
    [
      'size=10',
      USAGE_PAGING_DEFAULTS,
      "The URL's size '10' is not one of the page sizes 25, 50, 100, 200, 1000; it was left out.",
    ],
    [
      'sort=createdAt,asc',
      DOMAIN_PAGING_DEFAULTS,
      `The URL's sort 'createdAt,asc' is not a sort 'field,asc' or 'field,desc' over ${DOMAIN_PAGING_DEFAULTS.sortFields.join(', ')}; it was left out.`,
    ],
  ])('%j is left out: %s', (query, defaults, problem) => {
    const { paging, problems } = pagingFromQuery(q(query), defaults);
    expect(problems).toEqual([problem]);
    expect(paging).toEqual(defaultPaging(defaults));
  });

  it('keeps the good sorts, leaving out a bad one and a repeated field', () => {
    const { paging, problems } = pagingFromQuery(
      q('sort=agency,asc&sort=bad,asc&sort=agency,desc&sort=id,desc'),
      USAGE_PAGING_DEFAULTS,
    );
    expect(paging.sort).toEqual([
      { field: 'agency', direction: 'asc' },
      { field: 'id', direction: 'desc' },
    ]);
    expect(problems).toHaveLength(1);
  });

  it('takes at most five sorts', () => {
    const fields = ['id', 'status', 'agency', 'imageId', 'foundAt', 'domain'];
    const { paging, problems } = pagingFromQuery(
      q(fields.map((field) => `sort=${field},asc`).join('&')),
      USAGE_PAGING_DEFAULTS,
    );
    expect(paging.sort).toHaveLength(5);
    expect(problems).toEqual([
      'The URL has more than 5 sort parameters; those after the first 5 were left out.',
    ]);
  });

  it.each<[SearchPaging, PagingDefaults, string]>([
    [defaultPaging(USAGE_PAGING_DEFAULTS), USAGE_PAGING_DEFAULTS, ''],
    [defaultPaging(IMAGE_PAGING_DEFAULTS), IMAGE_PAGING_DEFAULTS, ''],
    [
      { page: 2, size: 1000, sort: [{ field: 'foundAt', direction: 'desc' }] },
      USAGE_PAGING_DEFAULTS,
      'page=3',
    ],
    [{ page: 0, size: 25, sort: [] }, USAGE_PAGING_DEFAULTS, 'size=25&sort='],
    [
      { page: 0, size: 10, sort: [{ field: 'DOMAIN_FLOW_STATUS', direction: 'asc' }] },
      DOMAIN_PAGING_DEFAULTS,
      'sort=domainFlowStatus%2Casc',
    ],
    [
      {
        page: 1,
        size: 20,
        sort: [
          { field: 'id', direction: 'desc' },
          { field: 'domain', direction: 'asc' },
        ],
      },
      BLACKLIST_PAGING_DEFAULTS,
      'page=2&size=20&sort=id%2Cdesc&sort=domain%2Casc',
    ],
  ])('%j is written %j', (paging, defaults, query) => {
    expect(pagingToQuery(paging, defaults).toString()).toBe(query);
  });

  it.each<[string, PagingDefaults]>([
    ['usages', USAGE_PAGING_DEFAULTS],
    ['images', IMAGE_PAGING_DEFAULTS],
    ['domains', DOMAIN_PAGING_DEFAULTS],
    ['blacklist', BLACKLIST_PAGING_DEFAULTS],
  ])('%s: every paging reads back from its URL as it was written', (_, defaults) => {
    const paging: fc.Arbitrary<SearchPaging> = fc.record({
      page: fc.nat({ max: 1_000_000 }),
      size: fc.constantFrom(...defaults.sizes),
      sort: fc
        .uniqueArray(fc.constantFrom(...defaults.sortFields), { maxLength: 5 })
        .chain((fields) =>
          fc.tuple(
            ...fields.map((field) =>
              fc.record({
                field: fc.constant(field),
                direction: fc.constantFrom<'asc' | 'desc'>('asc', 'desc'),
              }),
            ),
          ),
        ),
    });
    fc.assert(
      fc.property(paging, (value) => {
        const query = new URLSearchParams(pagingToQuery(value, defaults).toString());
        expect(pagingFromQuery(query, defaults)).toEqual({ paging: value, problems: [] });
      }),
    );
  });
});
