import type { RowData } from '@tanstack/react-table';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import {
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  type Ref,
  type RefObject,
} from 'react';
import { body } from './DataTable.css';
import { DataTableRow } from './DataTableRow';
import { ESTIMATED_ROW_HEIGHT, initialHeightOf } from './layout';
import type { TableSelection } from './useTableSelection';
import type { DataTableProps, DataTableRowModel, DataTableScrollAlign } from './types';

/** What the table asks of its body: to bring a row in (it may not be rendered). */
export interface DataTableBodyHandle {
  scrollToIndex: (index: number, options: { align: DataTableScrollAlign }) => void;
}

export interface DataTableBodyProps<T extends RowData> extends Pick<
  DataTableProps<T>,
  'getRowHighlight' | 'getRowLabel'
> {
  /** The rows of the page, in the order shown. */
  rows: readonly DataTableRowModel<T>[];
  /** The table's columns: new column definitions render the rows again. */
  columns: unknown;
  /** The element that scrolls the rows (the header is sticky in it). */
  scrollRef: RefObject<HTMLElement | null>;
  /** The sticky header's height: the rows start below it. */
  headerHeight: number;
  /** The table's `maxHeight`: the scroll area's likely height before it is measured. */
  maxHeight: string;
  /** The zero-based position of the first row in the whole list. */
  firstRowIndex: number;
  /** The row index and column of the grid's tab stop (-1: the header row); that row stays rendered. */
  activeIndex: number;
  activeCol: number;
  selection: Pick<
    TableSelection,
    'selectable' | 'selected' | 'selectableSet' | 'disabledIds' | 'onToggle'
  >;
  /** Whether the rows have an action (a click, Enter). */
  hasRowAction: boolean;
  /** Called after each commit of the rows (they render as they scroll in). */
  afterRender: () => void;
  ref?: Ref<DataTableBodyHandle>;
}

/**
 * The DataTable's body: the rows of the page, virtualised (TanStack Virtual's `useVirtualizer`,
 * as in TanStack Table's virtualized-rows example). Only the rows in view (and a few more) are
 * in the DOM, and the row with the grid's tab stop whatever the scroll, so the focus never
 * leaves the grid. A scroll renders this body alone, and only the rows whose inputs changed
 * (`DataTableRow` is memoised). Not memoised itself: it renders with the table, whose
 * `afterRender` then runs after every commit of the rows.
 */
export function DataTableBody<T extends RowData>({
  rows,
  columns,
  scrollRef,
  headerHeight,
  maxHeight,
  firstRowIndex,
  activeIndex,
  activeCol,
  selection,
  hasRowAction,
  getRowHighlight,
  getRowLabel,
  afterRender,
  ref,
}: DataTableBodyProps<T>) {
  const { selectable, selected, selectableSet, disabledIds, onToggle } = selection;

  // The row with the tab stop is always rendered, in view or not.
  const activeIndexRef = useRef(activeIndex);
  activeIndexRef.current = activeIndex;
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const keep = activeIndexRef.current;
    if (keep < 0 || keep >= range.count || indexes.includes(keep)) return indexes;
    return [...indexes, keep].sort((a, b) => a - b);
  }, []);

  // TanStack Virtual hands out fresh functions each render; nothing here memoizes on them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 4,
    // Before the scroll area is measured, rows for its likely height: the first render is then
    // (nearly) the final one, not one without rows followed by one with them.
    initialRect: { width: 0, height: initialHeightOf(maxHeight) },
    scrollMargin: headerHeight,
    scrollPaddingStart: headerHeight,
    rangeExtractor,
  });

  useImperativeHandle(
    ref,
    () => ({
      scrollToIndex: (index, options) => virtualizer.scrollToIndex(index, options),
    }),
    [virtualizer],
  );

  useLayoutEffect(() => {
    afterRender();
  });

  return (
    <div role="rowgroup" className={body} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        const isDisabled = disabledIds.has(row.id);
        return (
          <DataTableRow
            key={row.id}
            row={row}
            columns={columns}
            index={item.index}
            rowIndex={firstRowIndex + item.index + 2}
            offset={item.start - headerHeight}
            activeCol={item.index === activeIndex ? activeCol : -1}
            selectable={selectable}
            isSelected={selected.has(row.id)}
            canSelect={selectableSet.has(row.id)}
            isDisabled={isDisabled}
            isActionable={hasRowAction && !isDisabled}
            highlight={getRowHighlight?.(row.original)}
            label={getRowLabel?.(row.original, item.index) ?? `row ${item.index + 1}`}
            measure={virtualizer.measureElement}
            onToggle={onToggle}
          />
        );
      })}
    </div>
  );
}
