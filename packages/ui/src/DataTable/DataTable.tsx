import { useTable, type RowData } from '@tanstack/react-table';
import { TEXTS } from '@sightings/domain-model';
import { useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { Button } from '../Button/Button';
import { LoadingOverlay } from '../LoadingOverlay/LoadingOverlay';
import { Notice } from '../Notice/Notice';
import { visuallyHidden } from '../theme/focusRing.css';
import { joinClassName } from '../utils/className';
import { TEXT_ENTRY } from './cellWidgets';
import {
  backToTop,
  empty,
  errorNotice,
  frame,
  grid,
  maxHeightVar,
  scroller,
} from './DataTable.css';
import { DataTableBody, type DataTableBodyHandle } from './DataTableBody';
import { DataTableHeader } from './DataTableHeader';
import { ESTIMATED_ROW_HEIGHT, useHeaderHeight, varName } from './layout';
import { dataTableFeatures, type DataTableProps } from './types';
import { useCellActions } from './useCellActions';
import { useColumnTemplate } from './useColumnTemplate';
import { useGridFocus } from './useGridFocus';
import { useScrollToRow } from './useScrollToRow';
import { useTableSelection } from './useTableSelection';
import { useTableSorting } from './useTableSorting';

// The public types stay importable from here, as they always were.
export {
  createDataTableColumnHelper,
  dataTableFeatures,
  type DataTableColumn,
  type DataTableColumnMeta,
  type DataTableFeatures,
  type DataTableHandle,
  type DataTableHighlight,
  type DataTableProps,
  type DataTableScrollAlign,
} from './types';

/**
 * A data grid on TanStack Table and TanStack Virtual: a sticky header with sort buttons
 * (`aria-sort`), virtualised rows (`aria-rowcount` on the grid, `aria-rowindex` on each row),
 * optional row selection with a checkbox column, and the grid keyboard (one Tab stop; arrows,
 * Home/End, Ctrl+Home/End, Page Up/Down; Space selects, Shift+Space selects a range, Enter
 * runs the row action). A cell's widgets are out of the tab order: Enter presses a cell's only
 * link or button, Enter or F2 goes into any other widget (a dropdown), Escape comes back out. Focus stays on the same row id across sorts and new data. Once the
 * rows are scrolled by more than a screen, a "Back to top" button scrolls up to the first row.
 */
export function DataTable<T extends RowData>({
  columns,
  data,
  getRowId,
  'aria-label': ariaLabel,
  sorting: sortingProp,
  onSortingChange,
  sortMode = 'server',
  isLoading = false,
  loadingLabel = 'Loading',
  emptyText = TEXTS.common.emptyTable,
  error,
  onRetry,
  retryLabel = 'Try again',
  selectionMode = 'none',
  selectedIds,
  onSelectionChange,
  isRowSelectable,
  isRowDisabled,
  getRowHighlight,
  onRowAction,
  getRowLabel,
  totalRowCount,
  firstRowIndex = 0,
  maxHeight = '32rem',
  className,
  ref,
}: DataTableProps<T>) {
  const { sorting, onTableSortingChange, sortBy, sortMessage } = useTableSorting({
    sorting: sortingProp,
    onSortingChange,
  });
  const table = useTable(
    {
      features: dataTableFeatures,
      columns,
      data,
      getRowId: (original: T) => getRowId(original),
      manualSorting: sortMode === 'server',
      enableMultiSort: false,
      state: { sorting },
      onSortingChange: onTableSortingChange,
    },
    (state) => state.sorting,
  );
  const rows = table.getRowModel().rows;
  const leafColumns = table.getAllLeafColumns();
  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  const indexById = useMemo(() => new Map(ids.map((id, index) => [id, index])), [ids]);

  const selection = useTableSelection({
    rows,
    ids,
    selectionMode,
    selectedIds,
    onSelectionChange,
    isRowSelectable,
    isRowDisabled,
  });
  const { selectable, toggleAll } = selection;
  const { colCount, gridStyle } = useColumnTemplate(leafColumns, data, selectable);

  const gridRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<DataTableBodyHandle>(null);
  const headerHeight = useHeaderHeight(headerRef);

  // Focus: one tab stop, kept by row id.
  const focus = useGridFocus({
    gridRef,
    ids,
    indexById,
    colCount,
    scrollToIndex: (index) => bodyRef.current?.scrollToIndex(index, { align: 'auto' }),
    pageRows: () => {
      const height = scrollRef.current?.clientHeight ?? 0;
      return Math.max(1, Math.floor((height - headerHeight) / ESTIMATED_ROW_HEIGHT) - 1);
    },
  });
  const { activeIndex, activeCol, moveTo } = focus;

  useScrollToRow(ref, { indexById, gridRef, bodyRef });

  // The back-to-top control shows once the rows are scrolled by more than one screen.
  const [scrolledFar, setScrolledFar] = useState(false);
  const onScroll = () => {
    const element = scrollRef.current;
    if (element) setScrolledFar(element.scrollTop > element.clientHeight);
  };

  const sortColumn = (columnId: string) => {
    const header = table.getColumn(columnId)?.columnDef.header;
    sortBy(columnId, typeof header === 'string' ? header : columnId);
  };

  const { onCellKey, onClick } = useCellActions({
    rows,
    indexById,
    columns: leafColumns,
    activeIndex,
    activeCol,
    selection,
    sortColumn,
    onRowAction,
  });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    // In a text field inside a cell, the keys edit the text.
    if (!target.hasAttribute('data-col') && target.matches(TEXT_ENTRY)) return;
    if (focus.onNavigationKey(event) || onCellKey(event)) event.preventDefault();
  };

  return (
    <LoadingOverlay
      isLoading={isLoading}
      label={loadingLabel}
      keepInteractive
      className={joinClassName(frame, className)}
      style={{ [varName(maxHeightVar)]: maxHeight } as CSSProperties}
    >
      {error ? (
        <Notice
          tone="danger"
          className={errorNotice}
          action={
            onRetry ? (
              <Button variant="secondary" size="small" onPress={onRetry}>
                {retryLabel}
              </Button>
            ) : undefined
          }
        >
          {error}
        </Notice>
      ) : null}
      <div ref={scrollRef} className={scroller} onScroll={onScroll}>
        {/* The grid handles the keys and clicks of its cells (delegated); cells are focusable. */}
        {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
        <div
          ref={gridRef}
          role="grid"
          aria-label={ariaLabel}
          aria-rowcount={(totalRowCount ?? rows.length) + 1}
          aria-colcount={colCount}
          aria-multiselectable={selectable || undefined}
          aria-busy={isLoading || undefined}
          className={grid}
          style={gridStyle}
          onKeyDown={onKeyDown}
          onClick={onClick}
          onFocus={focus.onFocus}
          onBlur={focus.onBlur}
        >
          <DataTableHeader
            ref={headerRef}
            table={table}
            columns={leafColumns}
            activeCol={activeIndex < 0 ? activeCol : -1}
            selectable={selectable}
            pageSelection={selection.pageSelection}
            noneSelectable={selection.selectableIds.length === 0}
            onToggleAll={toggleAll}
            onSort={sortColumn}
          />
          <DataTableBody
            ref={bodyRef}
            rows={rows}
            columns={leafColumns}
            scrollRef={scrollRef}
            headerHeight={headerHeight}
            maxHeight={maxHeight}
            firstRowIndex={firstRowIndex}
            activeIndex={activeIndex}
            activeCol={activeCol}
            selection={selection}
            hasRowAction={Boolean(onRowAction)}
            getRowHighlight={getRowHighlight}
            getRowLabel={getRowLabel}
            afterRender={focus.afterRender}
          />
        </div>
        {rows.length === 0 && !isLoading && !error ? <p className={empty}>{emptyText}</p> : null}
      </div>
      {scrolledFar ? (
        <Button
          variant="secondary"
          size="small"
          className={backToTop}
          onPress={() => {
            scrollRef.current?.scrollTo({ top: 0 });
            moveTo(0, activeCol);
          }}
        >
          Back to top
        </Button>
      ) : null}
      <span aria-live="polite" className={visuallyHidden}>
        {sortMessage}
      </span>
    </LoadingOverlay>
  );
}
