import type { SortingState, Updater } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import { nextSorting } from './dataTableState';
import type { DataTableProps } from './types';

export interface TableSorting {
  /** The sorting: the controlled `sorting`, else the table's own. */
  sorting: SortingState;
  /** TanStack Table's `onSortingChange`. */
  onTableSortingChange: (updater: Updater<SortingState>) => void;
  /** A header pressed: the next sorting of the specs' cycle, said in `sortMessage`. */
  sortBy: (columnId: string, name: string) => void;
  /** What the live region says after a header press. */
  sortMessage: string;
}

/**
 * The table's sorting, controlled (`sorting`, `onSortingChange`) or kept here; one column at a
 * time, ascending, then descending, then none.
 */
export function useTableSorting({
  sorting: sortingProp,
  onSortingChange,
}: Pick<DataTableProps<never>, 'sorting' | 'onSortingChange'>): TableSorting {
  const [innerSorting, setInnerSorting] = useState<SortingState>([]);
  const sorting = sortingProp ?? innerSorting;
  const setSorting = useCallback(
    (next: SortingState) => {
      if (sortingProp === undefined) setInnerSorting(next);
      onSortingChange?.(next);
    },
    [sortingProp, onSortingChange],
  );
  const onTableSortingChange = useCallback(
    (updater: Updater<SortingState>) =>
      setSorting(typeof updater === 'function' ? updater(sorting) : updater),
    [setSorting, sorting],
  );

  // Said after a header press: aria-sort changes are not announced by every screen reader.
  const [sortMessage, setSortMessage] = useState('');
  const sortBy = (columnId: string, name: string) => {
    const next = nextSorting(sorting, columnId);
    const [sort] = next;
    setSortMessage(
      sort ? `Sorted by ${name}, ${sort.desc ? 'descending' : 'ascending'}` : 'Not sorted',
    );
    setSorting(next);
  };

  return { sorting, onTableSortingChange, sortBy, sortMessage };
}
