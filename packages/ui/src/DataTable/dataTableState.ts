import { nextSortDirection, type Sort } from '@sightings/domain-model';
import type { SortingState } from '@tanstack/react-table';

/**
 * The next sorting after a header press, in TanStack's terms: one column at a time, with the
 * specs' cycle (`nextSortDirection`: ascending, then descending, then none). Pressing another
 * column starts it ascending.
 */
export function nextSorting(sorting: SortingState, columnId: string): SortingState {
  const current = sorting.find((sort) => sort.id === columnId);
  const next = nextSortDirection(current ? (current.desc ? 'desc' : 'asc') : null);
  return next ? [{ id: columnId, desc: next === 'desc' }] : [];
}

/**
 * The table's sorting as a `PageRequest`'s sorts (column ids as the server's fields; the
 * api-client turns UPPER_SNAKE ids into camelCase).
 */
export function sortsOf(sorting: SortingState): Sort[] {
  return sorting.map(({ id, desc }) => ({ field: id, direction: desc ? 'desc' : 'asc' }));
}

/** The value of `aria-sort` for a column's sort state. */
export function ariaSortOf(sorted: false | 'asc' | 'desc'): 'ascending' | 'descending' | 'none' {
  if (sorted === 'asc') return 'ascending';
  if (sorted === 'desc') return 'descending';
  return 'none';
}

/**
 * Toggles one row, or with `range` every selectable row from the anchor to it (both included):
 * the range takes the state the clicked row gets. Returns a new set; ids not on the page stay.
 */
export function toggleRows(
  selected: ReadonlySet<string>,
  ids: readonly string[],
  selectable: (id: string) => boolean,
  target: string,
  anchor: string | null,
  range: boolean,
): Set<string> {
  const next = new Set(selected);
  const select = !selected.has(target);
  const targetIndex = ids.indexOf(target);
  const anchorIndex = range && anchor !== null ? ids.indexOf(anchor) : -1;
  const [from, to] =
    anchorIndex < 0 || targetIndex < 0
      ? [targetIndex, targetIndex]
      : [Math.min(anchorIndex, targetIndex), Math.max(anchorIndex, targetIndex)];
  if (from < 0) return next;
  for (let index = from; index <= to; index += 1) {
    const id = ids[index]!;
    if (!selectable(id)) continue;
    if (select) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** What the select-all box of a page shows. */
export type PageSelection = 'none' | 'some' | 'all';

/** Whether none, some or all of the page's selectable rows are selected. */
export function pageSelectionOf(
  selected: ReadonlySet<string>,
  selectableIds: readonly string[],
): PageSelection {
  let count = 0;
  for (const id of selectableIds) if (selected.has(id)) count += 1;
  if (count === 0) return 'none';
  return count === selectableIds.length ? 'all' : 'some';
}

/**
 * The select-all box pressed: when every selectable row of the page is selected they are all
 * unselected, otherwise they are all selected. Selected ids of other pages stay.
 */
export function toggleAllOnPage(
  selected: ReadonlySet<string>,
  selectableIds: readonly string[],
): Set<string> {
  const next = new Set(selected);
  const all = pageSelectionOf(selected, selectableIds) === 'all';
  for (const id of selectableIds) {
    if (all) next.delete(id);
    else next.add(id);
  }
  return next;
}
