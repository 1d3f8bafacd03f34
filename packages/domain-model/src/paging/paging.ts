/**
 * Paged lists as data (docs/architecture.md "The API contract"; specs 001 §2.6, 002 "Search page"): the wire
 * shape of a page, what a screen asks for, the sort parameter rule, the header sort cycle and
 * the page sizes of each table kind. Pure: the api-client turns a `PageRequest` into a query,
 * the ui table shows a `Page<T>`.
 */

/** A page of a list as the server answers it: `{ content, totalElements, totalPages, number, size }`. */
export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  /** Zero-based. */
  number: number;
  size: number;
}

export type SortDirection = 'asc' | 'desc';

/** One sort key: a field as the screen names it (often UPPER_SNAKE, as the filter builder does). */
export interface Sort {
  field: string;
  direction: SortDirection;
}

/** What a screen asks for: a zero-based page, its size, and the sorts in order. */
export interface PageRequest {
  page: number;
  size: number;
  sorts?: readonly Sort[];
}

/**
 * A field name as the server's sort takes it: UPPER_SNAKE_CASE becomes camelCase
 * ('DOMAIN_FLOW_STATUS' → 'domainFlowStatus'); a name already in camelCase stays as it is
 * (specs 001 and 002: "sort parameters turn upper snake case names into camel case").
 */
export function sortField(field: string): string {
  if (!/^[A-Z0-9]+(_[A-Z0-9]+)*$/.test(field)) return field;
  const [first = '', ...rest] = field.toLowerCase().split('_');
  return first + rest.map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');
}

/** The `sort` parameter values, one per key, in order: `['foundAt,desc', 'agency,asc']`. */
export function sortParams(sorts: readonly Sort[] = []): string[] {
  return sorts.map(({ field, direction }) => `${sortField(field)},${direction}`);
}

/**
 * The query parameters of a paged call, in order: `page`, `size`, then one `sort` per key
 * (repeatable). A page below 0 or a size below 1 is a programming error: it throws.
 */
export function pageQuery(request: PageRequest): [string, string][] {
  const { page, size, sorts } = request;
  if (!Number.isInteger(page) || page < 0) throw new RangeError(`page must be 0 or more: ${page}`);
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`size must be 1 or more: ${size}`);
  return [
    ['page', String(page)],
    ['size', String(size)],
    ...sortParams(sorts).map((value): [string, string] => ['sort', value]),
  ];
}

/**
 * The header sort cycle of the tables (002 "Search page": ascending, then descending, then
 * none): the direction after a click on a column sorted `current` (`null`: not sorted).
 */
export function nextSortDirection(current: SortDirection | null): SortDirection | null {
  if (current === null) return 'asc';
  return current === 'asc' ? 'desc' : null;
}

/**
 * A click on a column's sort button: that column takes the next direction of the cycle and
 * becomes the only sort (the specs' tables sort by one column at a time); at the end of the
 * cycle the table is unsorted.
 */
export function cycleSort(sorts: readonly Sort[], field: string): Sort[] {
  const current = sorts.find((sort) => sort.field === field)?.direction ?? null;
  const next = nextSortDirection(current);
  return next ? [{ field, direction: next }] : [];
}

/** The kinds of tables and their page sizes (002 "Defaults"; 001 "usage-url sighting tables"). */
export const TABLE_PAGE_SIZES = {
  images: { defaultSize: 10, options: [10] },
  domains: { defaultSize: 10, options: [10] },
  blacklist: { defaultSize: 10, options: [10] },
  usages: { defaultSize: 1000, options: [25, 50, 100, 200, 1000] },
} as const satisfies Record<string, { defaultSize: number; options: readonly number[] }>;

export type TableKind = keyof typeof TABLE_PAGE_SIZES;

/** The page size to use: `wanted` when the table offers it, else the table's default. */
export function pageSizeFor(kind: TableKind, wanted?: number | null): number {
  const { defaultSize, options } = TABLE_PAGE_SIZES[kind];
  return wanted != null && (options as readonly number[]).includes(wanted) ? wanted : defaultSize;
}

/** The number of pages for `totalElements` at `size` (at least 1, so a pager always shows one). */
export function pageCount(totalElements: number, size: number): number {
  return Math.max(1, Math.ceil(Math.max(0, totalElements) / Math.max(1, size)));
}
