import type { RowData } from '@tanstack/react-table';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { pageSelectionOf, toggleAllOnPage, toggleRows, type PageSelection } from './dataTableState';
import type { DataTableProps, DataTableRowModel } from './types';

export interface TableSelectionOptions<T extends RowData> extends Pick<
  DataTableProps<T>,
  'selectionMode' | 'selectedIds' | 'onSelectionChange' | 'isRowSelectable' | 'isRowDisabled'
> {
  /** The rows of the page, in the order shown. */
  rows: readonly DataTableRowModel<T>[];
  /** Their ids, in the same order. */
  ids: readonly string[];
}

export interface TableSelection {
  /** Whether the table has a checkbox column (`selectionMode` 'multiple'). */
  selectable: boolean;
  /** The selected ids: the controlled `selectedIds`, else the table's own. */
  selected: ReadonlySet<string>;
  /** The ids of the disabled rows of the page (no selection, no action). */
  disabledIds: ReadonlySet<string>;
  /** The ids of the rows of the page that can be selected, in order. */
  selectableIds: readonly string[];
  selectableSet: ReadonlySet<string>;
  /** What the select-all box shows. */
  pageSelection: PageSelection;
  /** Toggles a row (with `range`, from the last toggled row to it); unselectable rows stay. */
  toggleRow: (id: string, range: boolean) => void;
  /** `toggleRow` as one stable callback for the memoised rows. */
  onToggle: (id: string, range: boolean) => void;
  /** The select-all box pressed: all of the page's selectable rows, or none. */
  toggleAll: () => void;
}

/**
 * The table's row selection: controlled (`selectedIds`) or kept here, a `Set` of ids; a click
 * or Space toggles a row, Shift a range from the last toggled row, the header box the page.
 * Disabled rows and those `isRowSelectable` refuses are never selected.
 */
export function useTableSelection<T extends RowData>({
  rows,
  ids,
  selectionMode = 'none',
  selectedIds: selectedProp,
  onSelectionChange,
  isRowSelectable,
  isRowDisabled,
}: TableSelectionOptions<T>): TableSelection {
  const selectable = selectionMode === 'multiple';
  const [innerSelected, setInnerSelected] = useState<ReadonlySet<string>>(() => new Set());
  const selected = selectedProp ?? innerSelected;
  const anchorRef = useRef<string | null>(null);

  const disabledIds = useMemo(
    () =>
      new Set(
        isRowDisabled ? rows.filter((row) => isRowDisabled(row.original)).map((row) => row.id) : [],
      ),
    [rows, isRowDisabled],
  );
  const selectableIds = useMemo(
    () =>
      rows
        .filter(
          (row) =>
            !disabledIds.has(row.id) && (isRowSelectable ? isRowSelectable(row.original) : true),
        )
        .map((row) => row.id),
    [rows, disabledIds, isRowSelectable],
  );
  const selectableSet = useMemo(() => new Set(selectableIds), [selectableIds]);
  const pageSelection = pageSelectionOf(selected, selectableIds);

  const commitSelection = (next: Set<string>) => {
    if (selectedProp === undefined) setInnerSelected(next);
    onSelectionChange?.(next);
  };
  const toggleRow = (id: string, range: boolean) => {
    if (!selectableSet.has(id)) return;
    const next = toggleRows(
      selected,
      ids,
      (candidate) => selectableSet.has(candidate),
      id,
      anchorRef.current,
      range,
    );
    anchorRef.current = id;
    commitSelection(next);
  };
  // The rows get one stable callback (they are memoised); it runs the latest committed toggleRow.
  const toggleRowRef = useRef(toggleRow);
  useLayoutEffect(() => {
    toggleRowRef.current = toggleRow;
  });
  const onToggle = useCallback((id: string, range: boolean) => toggleRowRef.current(id, range), []);
  const toggleAll = () => {
    if (selectableIds.length > 0) commitSelection(toggleAllOnPage(selected, selectableIds));
  };

  return {
    selectable,
    selected,
    disabledIds,
    selectableIds,
    selectableSet,
    pageSelection,
    toggleRow,
    onToggle,
    toggleAll,
  };
}
