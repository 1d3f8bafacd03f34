import type { Column, ReactTable, RowData, SortingState } from '@tanstack/react-table';
import type { Ref } from 'react';
import { ChevronDownIcon } from '../icons';
import { headerCell, headerGroup, row as rowStyle, sortButton, sortIcon } from './DataTable.css';
import { ariaSortOf, type PageSelection } from './dataTableState';
import { RowCheckbox } from './RowCheckbox';
import type { DataTableFeatures } from './types';

export interface DataTableHeaderProps<T extends RowData> {
  table: ReactTable<DataTableFeatures, T, SortingState>;
  /** The table's columns, in order. */
  columns: readonly Column<DataTableFeatures, T>[];
  /** The column of the grid's tab stop when it is in the header row, else -1. */
  activeCol: number;
  /** With a select-all box first (selection). */
  selectable: boolean;
  /** What the select-all box shows. */
  pageSelection: PageSelection;
  /** Whether the page has no row that can be selected (the box is disabled). */
  noneSelectable: boolean;
  onToggleAll: () => void;
  /** A sortable header pressed. */
  onSort: (columnId: string) => void;
  /** The header row group, measured by the table (the rows start below it). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The DataTable's sticky header row: the select-all box (selection), then a column header per
 * column, a sort button in those that sort (`aria-sort`). The cells are the grid's (the roving
 * tab stop); the buttons and the box are out of the tab order.
 */
export function DataTableHeader<T extends RowData>({
  table,
  columns,
  activeCol,
  selectable,
  pageSelection,
  noneSelectable,
  onToggleAll,
  onSort,
  ref,
}: DataTableHeaderProps<T>) {
  const headerOffset = selectable ? 1 : 0;
  const tabIndexOf = (col: number) => (col === activeCol ? 0 : -1);
  return (
    <div role="rowgroup" ref={ref} className={headerGroup}>
      <div role="row" aria-rowindex={1} className={rowStyle}>
        {selectable ? (
          <div
            role="columnheader"
            data-col={0}
            aria-colindex={1}
            tabIndex={tabIndexOf(0)}
            className={headerCell}
          >
            <RowCheckbox
              aria-label="Select all rows on this page"
              isSelected={pageSelection === 'all'}
              isIndeterminate={pageSelection === 'some'}
              isDisabled={noneSelectable}
              onChange={() => onToggleAll()}
            />
          </div>
        ) : null}
        {columns.map((column, index) => {
          const col = index + headerOffset;
          const header = table
            .getHeaderGroups()
            .at(-1)
            ?.headers.find((candidate) => candidate.column.id === column.id);
          const canSort = column.getCanSort();
          const direction = ariaSortOf(column.getIsSorted());
          return (
            <div
              key={column.id}
              role="columnheader"
              data-col={col}
              aria-colindex={col + 1}
              aria-sort={canSort ? direction : undefined}
              data-align={column.columnDef.meta?.align}
              tabIndex={tabIndexOf(col)}
              className={headerCell}
            >
              {header && canSort ? (
                <button
                  type="button"
                  tabIndex={-1}
                  className={sortButton}
                  onClick={() => onSort(column.id)}
                >
                  <table.FlexRender header={header} />
                  <ChevronDownIcon className={sortIcon} data-direction={direction} />
                </button>
              ) : header ? (
                <table.FlexRender header={header} />
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
