import { FlexRender, type Row, type RowData } from '@tanstack/react-table';
import { memo } from 'react';
import type { DataTableFeatures } from './types';
import { bodyRow, cell } from './DataTable.css';
import { RowCheckbox } from './RowCheckbox';

/** One body row's inputs: everything that changes what it shows, so unchanged rows are skipped. */
export interface DataTableRowProps<T extends RowData> {
  row: Row<DataTableFeatures, T>;
  /** Its position in the rows of the page (zero-based). */
  index: number;
  /** Its `aria-rowindex` (1 is the header row). */
  rowIndex: number;
  /** Its offset below the header, in pixels. */
  offset: number;
  /** The column index of the roving tab stop when it is in this row, else -1. */
  activeCol: number;
  selectable: boolean;
  isSelected: boolean;
  canSelect: boolean;
  isDisabled: boolean;
  isActionable: boolean;
  highlight: string | undefined;
  /** The checkbox's name: 'Select <label>'. */
  label: string;
  /** The table's columns: new column definitions render the row again. */
  columns: unknown;
  /** TanStack Virtual's `measureElement`, as the row's ref. */
  measure: (element: HTMLElement | null) => void;
  /** Toggles the row's selection (a range from the last toggled row when `range`). */
  onToggle: (id: string, range: boolean) => void;
}

function DataTableRowImpl<T extends RowData>({
  row,
  index,
  rowIndex,
  offset,
  activeCol,
  selectable,
  isSelected,
  canSelect,
  isDisabled,
  isActionable,
  highlight,
  label,
  measure,
  onToggle,
}: DataTableRowProps<T>) {
  const headerOffset = selectable ? 1 : 0;
  return (
    <div
      role="row"
      ref={measure}
      data-index={index}
      data-row-id={row.id}
      aria-rowindex={rowIndex}
      aria-selected={selectable ? isSelected : undefined}
      aria-disabled={isDisabled || undefined}
      data-disabled={isDisabled || undefined}
      data-highlight={highlight}
      data-actionable={isActionable || undefined}
      className={bodyRow}
      style={{ transform: `translateY(${offset}px)` }}
    >
      {selectable ? (
        <div
          role="gridcell"
          data-col={0}
          aria-colindex={1}
          tabIndex={activeCol === 0 ? 0 : -1}
          className={cell}
        >
          <RowCheckbox
            aria-label={`Select ${label}`}
            isSelected={isSelected}
            isDisabled={!canSelect}
            onChange={(range) => onToggle(row.id, range)}
          />
        </div>
      ) : null}
      {row.getAllCells().map((tableCell, position) => {
        const col = position + headerOffset;
        return (
          <div
            key={tableCell.id}
            role="gridcell"
            data-col={col}
            aria-colindex={col + 1}
            data-align={tableCell.column.columnDef.meta?.align}
            data-wrap={tableCell.column.columnDef.meta?.wrap}
            tabIndex={activeCol === col ? 0 : -1}
            className={cell}
          >
            <FlexRender cell={tableCell} />
          </div>
        );
      })}
    </div>
  );
}

/**
 * A body row of the DataTable, memoised: a selection, a focus move or a scroll re-renders only
 * the rows whose inputs changed (the callbacks it gets are stable).
 */
export const DataTableRow = memo(DataTableRowImpl) as typeof DataTableRowImpl;
