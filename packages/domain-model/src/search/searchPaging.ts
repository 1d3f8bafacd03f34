import {
  SEARCH_TABLE_DEFAULT_PAGE_SIZE,
  USAGE_PAGE_SIZE_OPTIONS,
  USAGE_SEARCH_DEFAULT_SORT,
  USAGE_TABLE_DEFAULT_PAGE_SIZE,
} from '../constants';
import { sortField, type PageRequest, type Sort } from '../paging/paging';
import {
  BLACKLIST_SORT_FIELDS,
  DOMAIN_LIST_SORT_FIELDS,
  IMAGE_SEARCH_SORT_FIELDS,
  USAGE_SORT_FIELDS,
} from '../constants';
import { SEARCH_URL_TEXTS } from './searchTexts';
import type { SearchTabId } from './searchUrl';

/**
 * A Search tab's page and sorting in the URL (spec 002 §4, §9; the contract's paging
 * conventions): `page` is 1-based in the URL (what the pager shows) and zero-based here and on
 * the wire, `size` one of the table's sizes, `sort=field,asc|desc` repeatable.
 */

/** A tab's paging: `page` zero-based; `sort` in order (empty: unsorted). */
export interface SearchPaging {
  page: number;
  size: number;
  sort: Sort[];
}

/** A table's paging defaults: its size, the sizes it offers, the fields it sorts by, its sort. */
export interface PagingDefaults {
  size: number;
  sizes: readonly number[];
  sortFields: readonly string[];
  sort: Sort[];
}

/** At most this many sorts (the wire's limit). */
export const SEARCH_SORT_MAX = 5;

/** The page sizes of the images, domains and blacklist tabs (002 §9 gives only the default, 10). */
export const SEARCH_TABLE_PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

const SORT_VALUE = /^([A-Za-z0-9_]+),(asc|desc)$/i;

/** A `field,asc|desc` value over `fields` as a sort (UPPER_SNAKE fields turn camelCase). */
export function parseSortValue(value: string, fields: readonly string[]): Sort | null {
  const match = SORT_VALUE.exec(value.trim());
  if (!match) return null;
  const field = sortField(match[1] ?? '');
  const direction = (match[2] ?? '').toLowerCase() === 'asc' ? 'asc' : 'desc';
  return fields.includes(field) ? { field, direction } : null;
}

const usageDefaultSort = parseSortValue(USAGE_SEARCH_DEFAULT_SORT, USAGE_SORT_FIELDS);

/** The usage tabs: 1000 a page of 25, 50, 100, 200 or 1000, by foundAt descending (002 §9). */
export const USAGE_PAGING_DEFAULTS: PagingDefaults = {
  size: USAGE_TABLE_DEFAULT_PAGE_SIZE,
  sizes: USAGE_PAGE_SIZE_OPTIONS,
  sortFields: USAGE_SORT_FIELDS,
  sort: usageDefaultSort ? [usageDefaultSort] : [],
};

const tablePaging = (sortFields: readonly string[]): PagingDefaults => ({
  size: SEARCH_TABLE_DEFAULT_PAGE_SIZE,
  sizes: SEARCH_TABLE_PAGE_SIZE_OPTIONS,
  sortFields,
  sort: [],
});

/** The images, domains and blacklist tabs: 10 a page (002 §9), unsorted by default. */
export const IMAGE_PAGING_DEFAULTS: PagingDefaults = tablePaging(IMAGE_SEARCH_SORT_FIELDS);
export const DOMAIN_PAGING_DEFAULTS: PagingDefaults = tablePaging(DOMAIN_LIST_SORT_FIELDS);
export const BLACKLIST_PAGING_DEFAULTS: PagingDefaults = tablePaging(BLACKLIST_SORT_FIELDS);

/** Each tab's paging defaults (the two usage tabs share theirs). */
export const SEARCH_PAGING_DEFAULTS: Readonly<Record<SearchTabId, PagingDefaults>> = {
  images: IMAGE_PAGING_DEFAULTS,
  domains: DOMAIN_PAGING_DEFAULTS,
  usages: USAGE_PAGING_DEFAULTS,
  clickhouse: USAGE_PAGING_DEFAULTS,
  blacklisted: BLACKLIST_PAGING_DEFAULTS,
};

/** The first page at the default size and sort (a new search, 002 §4). */
export function defaultPaging(defaults: PagingDefaults): SearchPaging {
  return { page: 0, size: defaults.size, sort: defaults.sort.map((sort) => ({ ...sort })) };
}

/** The paging as the api-client's page request. */
export function searchPageRequest(paging: SearchPaging): PageRequest {
  return { page: paging.page, size: paging.size, sorts: paging.sort };
}

const sameSorts = (a: readonly Sort[], b: readonly Sort[]) =>
  a.length === b.length &&
  a.every((sort, i) => sort.field === b[i]?.field && sort.direction === b[i]?.direction);

/**
 * The paging of a URL; a value that cannot be used is left out (the default stands) with a
 * message in `problems`. A `sort` parameter with an empty value means unsorted.
 */
export function pagingFromQuery(
  params: URLSearchParams,
  defaults: PagingDefaults,
): { paging: SearchPaging; problems: string[] } {
  const problems: string[] = [];
  const paging = defaultPaging(defaults);

  const page = params.get('page')?.trim();
  if (page !== undefined && page !== '') {
    if (/^\d+$/.test(page) && Number(page) >= 1 && Number(page) <= 1_000_001)
      paging.page = Number(page) - 1;
    else problems.push(SEARCH_URL_TEXTS.notPage(page));
  }

  const size = params.get('size')?.trim();
  if (size !== undefined && size !== '') {
    if (/^\d+$/.test(size) && defaults.sizes.includes(Number(size))) paging.size = Number(size);
    else problems.push(SEARCH_URL_TEXTS.notPageSize(size, defaults.sizes));
  }

  const values = params.getAll('sort');
  if (values.length > 0) {
    const sorts: Sort[] = [];
    for (const value of values) {
      if (value.trim() === '') continue;
      const sort = parseSortValue(value, defaults.sortFields);
      if (sort === null) problems.push(SEARCH_URL_TEXTS.notSort(value, defaults.sortFields));
      else if (!sorts.some((known) => known.field === sort.field)) sorts.push(sort);
    }
    if (sorts.length > SEARCH_SORT_MAX)
      problems.push(SEARCH_URL_TEXTS.tooManySorts(SEARCH_SORT_MAX));
    const explicitNone = values.every((value) => value.trim() === '');
    if (sorts.length > 0 || explicitNone) paging.sort = sorts.slice(0, SEARCH_SORT_MAX);
  }
  return { paging, problems };
}

/**
 * The paging's URL parameters, leaving out what equals the defaults: `page` 1-based, `size`,
 * one `sort` per key; an unsorted table whose default is sorted writes an empty `sort`.
 */
export function pagingToQuery(paging: SearchPaging, defaults: PagingDefaults): URLSearchParams {
  const params = new URLSearchParams();
  if (paging.page > 0) params.append('page', String(paging.page + 1));
  if (paging.size !== defaults.size) params.append('size', String(paging.size));
  if (!sameSorts(paging.sort, defaults.sort)) {
    if (paging.sort.length === 0) params.append('sort', '');
    for (const { field, direction } of paging.sort)
      params.append('sort', `${sortField(field)},${direction}`);
  }
  return params;
}
