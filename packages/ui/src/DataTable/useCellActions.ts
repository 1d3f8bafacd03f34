import type { Column, RowData } from '@tanstack/react-table';
import type { KeyboardEvent, MouseEvent } from 'react';
import { cellWidgets, PRESSABLE } from './cellWidgets';
import type { DataTableFeatures, DataTableRowModel } from './types';
import type { TableSelection } from './useTableSelection';

export interface CellActionsOptions<T extends RowData> {
  rows: readonly DataTableRowModel<T>[];
  indexById: ReadonlyMap<string, number>;
  columns: readonly Column<DataTableFeatures, T>[];
  /** The grid's tab stop: its row index (-1: the header row) and column. */
  activeIndex: number;
  activeCol: number;
  selection: Pick<TableSelection, 'selectable' | 'disabledIds' | 'toggleRow' | 'toggleAll'>;
  /** A sortable header's cell activated. */
  sortColumn: (columnId: string) => void;
  onRowAction: ((row: T) => void) | undefined;
}

/**
 * What Space, Enter and a click do on the grid's cells. On the header row: the select-all box,
 * or sorting by the column. On a row: Space selects it (Shift: a range); Enter presses a cell's
 * only link or button, goes into any other widget (a dropdown), else runs the row action; a
 * click on a row (not on a widget) runs it too. Disabled rows have no action.
 */
export function useCellActions<T extends RowData>({
  rows,
  indexById,
  columns,
  activeIndex,
  activeCol,
  selection,
  sortColumn,
  onRowAction,
}: CellActionsOptions<T>) {
  const { selectable, disabledIds, toggleRow, toggleAll } = selection;

  /** Space and Enter on the focused cell; true when the key was used. */
  const onCellKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== ' ' && event.key !== 'Enter') return false;
    const target = event.target as HTMLElement;
    // A widget that has the focus (checkbox, sort button) handles its own keys.
    if (!target.hasAttribute('data-col')) return false;
    const row = activeIndex;
    const col = activeCol;
    if (row < 0) {
      if (selectable && col === 0) toggleAll();
      else {
        const column = columns[col - (selectable ? 1 : 0)];
        if (column?.getCanSort()) sortColumn(column.id);
      }
      return true;
    }
    const current = rows[row];
    if (!current) return true;
    const widgets = event.key === 'Enter' ? cellWidgets(target) : [];
    if (event.key === ' ') {
      if (selectable) toggleRow(current.id, event.shiftKey);
    } else if (widgets.length === 1 && widgets[0]!.matches(PRESSABLE)) {
      // A cell holding one link or button: Enter follows or presses it.
      widgets[0]!.click();
    } else if (widgets.length > 0) {
      // Any other widget (a dropdown): Enter goes into it, as F2 does.
      widgets[0]!.focus();
    } else if (onRowAction && !disabledIds.has(current.id)) onRowAction(current.original);
    return true;
  };

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (!onRowAction) return;
    const target = event.target as HTMLElement;
    if (target.closest('input, button, a, label')) return;
    const rowId = target.closest<HTMLElement>('[data-row-id]')?.dataset.rowId;
    if (rowId === undefined || disabledIds.has(rowId)) return;
    const found = rows[indexById.get(rowId) ?? -1];
    if (found) onRowAction(found.original);
  };

  return { onCellKey, onClick };
}
