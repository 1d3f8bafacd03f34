/** An entry of the pager's page list: a page number (one-based) or a gap. */
export type PagerEntry = number | 'start-ellipsis' | 'end-ellipsis';

/** How many pages `totalItems` fill at `pageSize` per page; never fewer than one. */
export function pageCountOf(totalItems: number, pageSize: number): number {
  if (!(pageSize > 0) || !(totalItems > 0)) return 1;
  return Math.max(1, Math.ceil(totalItems / pageSize));
}

/** A page number forced into 1..pageCount (a whole number; NaN gives page 1). */
export function clampPage(page: number, pageCount: number): number {
  const last = Math.max(1, Math.floor(pageCount));
  if (Number.isNaN(page)) return 1;
  return Math.min(last, Math.max(1, Math.round(page)));
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * The page list a pager shows for the one-based `page` of `pageCount` pages: every page while
 * they fit in `2 * siblings + 5` slots, otherwise the first and last page, the current page with
 * `siblings` neighbours on each side, and an ellipsis for each run of hidden pages. The list has
 * the same length wherever the current page is, so the buttons do not jump around.
 */
export function pagerPages(page: number, pageCount: number, siblings = 1): PagerEntry[] {
  const count = Math.max(1, Math.floor(pageCount));
  const around = Math.max(0, Math.floor(siblings));
  const slots = 2 * around + 5;
  if (count <= slots) return range(1, count);

  const current = clampPage(page, count);
  // An ellipsis that would hide a single page is no saving: show that page instead.
  const nearStart = current - around <= 3;
  const nearEnd = current + around >= count - 2;
  const side = slots - 2;
  if (nearStart) return [...range(1, side), 'end-ellipsis', count];
  if (nearEnd) return [1, 'start-ellipsis', ...range(count - side + 1, count)];
  return [1, 'start-ellipsis', ...range(current - around, current + around), 'end-ellipsis', count];
}
