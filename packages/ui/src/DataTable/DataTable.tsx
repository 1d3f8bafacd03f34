import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { TEXTS } from '@sightings/domain-model';
import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Button } from '../Button/Button';
import { ChevronDownIcon } from '../icons';
import { LoadingOverlay } from '../LoadingOverlay/LoadingOverlay';
import { Notice } from '../Notice/Notice';
import { vars } from '../theme/contract.css';
import { visuallyHidden } from '../theme/focusRing.css';
import { joinClassName } from '../utils/className';
import {
  backToTop,
  body,
  columnsVar,
  empty,
  errorNotice,
  frame,
  grid,
  headerCell,
  headerGroup,
  maxHeightVar,
  row as rowStyle,
  scroller,
  sortButton,
  sortIcon,
} from './DataTable.css';
import {
  ariaSortOf,
  nextSorting,
  pageSelectionOf,
  toggleAllOnPage,
  toggleRows,
} from './dataTableState';
import { DataTableRow } from './DataTableRow';
import { textWidthCh } from './textWidth';
import { RowCheckbox } from './RowCheckbox';

/** What a column may say about its layout, in its `meta`. */
export interface DataTableColumnMeta {
  /** The column's share of the width in percent (of the width left by the checkbox column). */
  width?: number;
  /** Where the content sits: start (default) or end (numbers). */
  align?: 'start' | 'end';
  /**
   * How the cells' text may wrap (issue 26: whole words and whole ids at 1280 px):
   * - 'none': one line (ids, statuses, numbers, yes/no marks, dates); the column is at least as
   *   wide as its widest `fitText` among the rows;
   * - 'words': between words only; the column is at least as wide as the longest word of its
   *   `fitText` (a word still too long breaks rather than being cut);
   * - 'anywhere': at any character, without hyphens (URLs, file names), at least `minWidth`.
   * Without it, a word longer than its column breaks and hyphenates (the default).
   * A table whose columns need more than its width scrolls sideways in its own region.
   */
  wrap?: 'none' | 'words' | 'anywhere';
  /** The least width of the cells' content (a CSS length), besides its header and `fitText`. */
  minWidth?: string;
  /** The text a row shows in the column, to size the column to its rows ('none', 'words'). */
  fitText?(row: unknown): string | null | undefined;
}

/** The TanStack Table features every DataTable has: sorting (server-side or on the client). */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    basic: sortFn_basic,
    datetime: sortFn_datetime,
    text: sortFn_text,
  },
  columnMeta: {} as DataTableColumnMeta,
});

export type DataTableFeatures = typeof dataTableFeatures;

/** A column of a DataTable: a TanStack column definition for the table's features. */
// TanStack's own helpers type a column list with `any` values (each column has its own).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumn<T extends RowData> = ColumnDef<DataTableFeatures, T, any>;

/** A column helper for a DataTable of `T` rows: `helper.accessor('name', { header: 'Name' })`. */
export function createDataTableColumnHelper<T extends RowData>() {
  return createColumnHelper<DataTableFeatures, T>();
}

/** Where `scrollToRow` puts the row: in the middle (default), at the top, the bottom, or as little as needed. */
export type DataTableScrollAlign = 'center' | 'start' | 'end' | 'auto';

/** What a DataTable's `ref` can do. */
export interface DataTableHandle {
  /**
   * Scrolls the row with this id into view, rendered or not (the rows are virtualised): the
   * table's scroll area brings the row in (TanStack Virtual's `scrollToIndex`), then the page
   * scrolls to the row once it is rendered. Answers false, and scrolls nothing, when no row of
   * `data` has the id (a screen then shows the row's page and tries again). The focus stays
   * where it is.
   */
  scrollToRow: (id: string, options?: { align?: DataTableScrollAlign }) => boolean;
}

/** A row's emphasis, as `data-highlight`; the column shows a text or icon as well. */
export type DataTableHighlight = 'danger' | 'warning';

export interface DataTableProps<T extends RowData> {
  /** The columns (TanStack column definitions); widths in percent as `meta.width`. */
  columns: DataTableColumn<T>[];
  /** The rows of the page, in the order to show (server-sorted unless `sortMode` is client). */
  data: T[];
  /** The row's stable id: selection and focus follow it across sorts and pages. */
  getRowId: (row: T) => string;
  /** The grid's name. */
  'aria-label': string;
  /** The sorting (controlled); one column at a time. Uncontrolled when absent. */
  sorting?: SortingState;
  /** Called with the next sorting: ascending, then descending, then none. */
  onSortingChange?: (sorting: SortingState) => void;
  /** server (default): `data` comes sorted; client: the table sorts `data` itself. */
  sortMode?: 'server' | 'client';
  /** While true an overlay covers the rows (still shown) and the grid is `aria-busy`. */
  isLoading?: boolean;
  /** The text beside the spinner (default 'Loading'). */
  loadingLabel?: string;
  /** The text when there are no rows (default the specs' 'No data for the selected filters'). */
  emptyText?: string;
  /**
   * A failed load: shown as a danger `Notice` (`role="alert"`) over the rows, which stay as they
   * were (the last page that loaded), instead of the empty text. The screen passes the specs'
   * message.
   */
  error?: ReactNode;
  /** Called by the error's Try again button (no button without it). */
  onRetry?: () => void;
  /** The retry button's text: 'Try again' by default. */
  retryLabel?: string;
  /** With selection: a checkbox column, select-all of the page, Shift ranges. */
  selectionMode?: 'none' | 'multiple';
  /** The selected ids (controlled). Uncontrolled when absent. */
  selectedIds?: ReadonlySet<string>;
  /** Called with the new set of selected ids. */
  onSelectionChange?: (selectedIds: Set<string>) => void;
  /** Whether a row can be selected (default all); a disabled row never can. */
  isRowSelectable?: (row: T) => boolean;
  /** Whether a row is disabled (`data-disabled`, `aria-disabled`): no selection, no action. */
  isRowDisabled?: (row: T) => boolean;
  /** A row's emphasis (`data-highlight`); never colour alone, a column shows why. */
  getRowHighlight?: (row: T) => DataTableHighlight | undefined;
  /** Called on a click on a row or Enter on one of its cells. */
  onRowAction?: (row: T) => void;
  /** The row's name in its checkbox label: 'Select <name>' (default 'row <n>'). */
  getRowLabel?: (row: T, index: number) => string;
  /**
   * How many rows the whole list has, when `data` is one page of it (default `data.length`):
   * screen readers hear it as the row count (`aria-rowcount`, plus the header row).
   */
  totalRowCount?: number;
  /** The zero-based position of `data[0]` in the whole list, for `aria-rowindex` (default 0). */
  firstRowIndex?: number;
  /** The most height the rows take before they scroll (default 32rem). */
  maxHeight?: string;
  className?: string;
  /** `scrollToRow(id)`: see `DataTableHandle`. */
  ref?: Ref<DataTableHandle>;
}

/** How many frames `scrollToRow` waits for its row to be rendered before it gives up on the page scroll. */
const REVEAL_FRAMES = 30;

/** What can take the focus inside a cell: its widgets, kept out of the tab order. */
const WIDGET = 'a[href], button, input, select, textarea, [tabindex]';
/** The widgets Enter on their cell presses: a link or a plain button (not a dropdown). */
const PRESSABLE = 'a[href], button:not([aria-haspopup])';
/** Fields where the arrow keys, Home, End and Space edit text. */
const TEXT_ENTRY =
  'textarea, input:not([type="checkbox"], [type="radio"], [type="button"], [type="submit"])';

/** The enabled widgets of a cell. */
function cellWidgets(cellElement: HTMLElement): HTMLElement[] {
  return [...cellElement.querySelectorAll<HTMLElement>(WIDGET)].filter(
    (widget) =>
      !widget.matches(':disabled, [aria-disabled="true"], [data-col]') && !widget.closest('label'),
  );
}

/** The narrowest a column gets, on average, before the grid scrolls sideways (rem). */
const MIN_COLUMN_REM = 6;

/**
 * The least width of a column whose header is text: its longest word (in `ch` of the bold
 * header font, with a margin for wide letters) and the cell's padding, so the header breaks
 * only between words; the grid scrolls sideways when the columns need more than the window.
 * A header that is not plain text gets no least width (`0`).
 */
function headerMinWidth(header: unknown): string {
  if (typeof header !== 'string') return '0px';
  const longest = Math.max(0, ...header.split(/\s+/).map((word) => word.length));
  if (longest === 0) return '0px';
  return `calc(${Math.ceil(longest * 1.15)}ch + 2 * ${vars.space.s})`;
}

/** The least width of a header of a column with `wrap`: its widest word, bold, and the padding. */
function headerWordsMinWidth(header: unknown): string {
  if (typeof header !== 'string') return '0px';
  const widest = Math.max(0, ...header.split(/\s+/).map((word) => textWidthCh(word) * 1.1));
  if (widest === 0) return '0px';
  return `calc(${Math.ceil(widest * 10) / 10}ch + 2 * ${vars.space.s})`;
}

/** The width the checkbox column takes at most (its track is `max-content`). */
const CHECKBOX_COLUMN_WIDTH = '3rem';

/**
 * The least width of a column: its header's longest word, its `minWidth`, and (for `wrap`
 * 'none' or 'words') the widest text (or word) of `fitText` among the rows, with the padding.
 */
function columnMinWidth(
  header: unknown,
  meta: DataTableColumnMeta | undefined,
  rows: readonly unknown[],
): string {
  // A column that says how it wraps is sized by its texts' estimated widths, its header too
  // (bold: a tenth wider); the others keep the header rule by letter count.
  const parts = [meta?.wrap ? headerWordsMinWidth(header) : headerMinWidth(header)];
  if (meta?.minWidth) parts.push(`calc(${meta.minWidth} + 2 * ${vars.space.s})`);
  const { fitText, wrap } = meta ?? {};
  if (fitText && (wrap === 'none' || wrap === 'words')) {
    let widest = 0;
    const seen = new Set<string>();
    for (const row of rows) {
      const text = fitText(row) ?? '';
      if (seen.has(text)) continue;
      seen.add(text);
      for (const piece of wrap === 'words' ? text.split(/\s+/) : [text]) {
        widest = Math.max(widest, textWidthCh(piece));
      }
    }
    if (widest > 0) parts.push(`calc(${widest}ch + 2 * ${vars.space.s})`);
  }
  return parts.length === 1 ? parts[0]! : `max(${parts.join(', ')})`;
}

/** The row height estimate before a row is measured, in pixels. */
const ESTIMATED_ROW_HEIGHT = 44;

/**
 * The scroll area's height before it is measured: `maxHeight` when it is in px or rem, else the
 * window's height (no more than the window's either way).
 */
function initialHeightOf(maxHeight: string): number {
  if (typeof window === 'undefined') return 0;
  const match = /^(\d+(?:\.\d+)?)(px|rem)$/.exec(maxHeight.trim());
  const given = match ? Number(match[1]) * (match[2] === 'rem' ? 16 : 1) : Infinity;
  return Math.min(given, window.innerHeight);
}

/** The name of a vanilla-extract variable, for an inline style. */
function varName(cssVar: string): string {
  return cssVar.slice(4, -1);
}

/** Where the roving tab stop is: a row id (null: the header row) and a column index. */
interface ActiveCell {
  rowId: string | null;
  col: number;
}

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
  selectedIds: selectedProp,
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
  // Sorting: controlled or kept here.
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

  // Selection: controlled or kept here.
  const selectable = selectionMode === 'multiple';
  const [innerSelected, setInnerSelected] = useState<ReadonlySet<string>>(() => new Set());
  const selected = selectedProp ?? innerSelected;
  const anchorRef = useRef<string | null>(null);

  const ids = useMemo(() => rows.map((row) => row.id), [rows]);
  const indexById = useMemo(() => new Map(ids.map((id, index) => [id, index])), [ids]);
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
  // The rows get one stable callback (they are memoised); it runs the latest toggleRow.
  const toggleRowRef = useRef(toggleRow);
  toggleRowRef.current = toggleRow;
  const onToggle = useCallback((id: string, range: boolean) => toggleRowRef.current(id, range), []);
  const toggleAll = () => {
    if (selectableIds.length > 0) commitSelection(toggleAllOnPage(selected, selectableIds));
  };

  // Columns: the checkbox column first, then the widths in percent as fractions of the rest.
  const colCount = leafColumns.length + (selectable ? 1 : 0);
  // Each column at least as wide as its header's longest word (headers break between words
  // only) and what its `wrap` asks for its rows (whole ids, statuses and words).
  const headerMinWidths = useMemo(
    () =>
      leafColumns.map((column) =>
        columnMinWidth(column.columnDef.header, column.columnDef.meta, data),
      ),
    [leafColumns, data],
  );
  const columnTemplate = useMemo(() => {
    const widths = leafColumns.map((column) => column.columnDef.meta?.width);
    const given = widths.reduce<number>((sum, width) => sum + (width ?? 0), 0);
    const unsized = widths.filter((width) => width === undefined).length;
    const fallback = unsized > 0 ? Math.max(100 - given, unsized * 5) / unsized : 0;
    const tracks = widths.map(
      (width, index) => `minmax(${headerMinWidths[index]}, ${width ?? fallback}fr)`,
    );
    return [...(selectable ? ['max-content'] : []), ...tracks].join(' ');
  }, [leafColumns, selectable, headerMinWidths]);

  // Focus: one tab stop, kept by row id.
  const [active, setActive] = useState<ActiveCell>({ rowId: null, col: 0 });
  const lastIndexRef = useRef(-1);
  const pendingFocusRef = useRef(false);
  const focusInsideRef = useRef(false);
  const gridRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);

  let activeIndex = -1;
  if (active.rowId !== null && rows.length > 0) {
    activeIndex =
      indexById.get(active.rowId) ?? Math.min(Math.max(lastIndexRef.current, 0), rows.length - 1);
  }
  const activeCol = Math.min(active.col, colCount - 1);
  const activeIndexRef = useRef(activeIndex);
  activeIndexRef.current = activeIndex;

  // The back-to-top control shows once the rows are scrolled by more than one screen.
  const [scrolledFar, setScrolledFar] = useState(false);
  const onScroll = () => {
    const element = scrollRef.current;
    if (element) setScrolledFar(element.scrollTop > element.clientHeight);
  };

  // The sticky header's height: the rows start below it (it can wrap when the table narrows).
  const [headerHeight, setHeaderHeight] = useState(ESTIMATED_ROW_HEIGHT);
  useLayoutEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    setHeaderHeight(header.offsetHeight);
    const observer = new ResizeObserver(() => setHeaderHeight(header.offsetHeight));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);

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
    getItemKey: (index) => ids[index] ?? index,
    overscan: 4,
    // Before the scroll area is measured, rows for its likely height: the first render is then
    // (nearly) the final one, not one without rows followed by one with them.
    initialRect: { width: 0, height: initialHeightOf(maxHeight) },
    scrollMargin: headerHeight,
    scrollPaddingStart: headerHeight,
    rangeExtractor,
  });

  // scrollToRow: the table's scroll area first (the row may not be rendered), then, once the
  // row is in the DOM, the page (or whatever scrolls the table) with the row's scrollIntoView.
  const revealRef = useRef(0);
  useEffect(() => () => void (revealRef.current += 1), []);
  useImperativeHandle(
    ref,
    () => ({
      scrollToRow(id, { align = 'center' } = {}) {
        const index = indexById.get(id);
        if (index === undefined) return false;
        virtualizer.scrollToIndex(index, { align });
        const token = ++revealRef.current;
        let frames = 0;
        let found = false;
        const reveal = () => {
          if (token !== revealRef.current) return;
          const row = gridRef.current?.querySelector<HTMLElement>(
            `[data-row-id="${CSS.escape(id)}"]`,
          );
          // One frame more once it is there: the virtualizer settles its measured offsets.
          if (row && found) {
            row.scrollIntoView({
              block: align === 'center' ? 'center' : 'nearest',
              inline: 'nearest',
            });
            return;
          }
          found = Boolean(row);
          frames += 1;
          if (frames < REVEAL_FRAMES) requestAnimationFrame(reveal);
        };
        requestAnimationFrame(reveal);
        return true;
      },
    }),
    [indexById, virtualizer],
  );

  const moveTo = (rowIndex: number, col: number) => {
    const clampedRow = Math.max(-1, Math.min(rowIndex, rows.length - 1));
    const clampedCol = Math.max(0, Math.min(col, colCount - 1));
    lastIndexRef.current = clampedRow;
    pendingFocusRef.current = true;
    setActive({ rowId: clampedRow < 0 ? null : (ids[clampedRow] ?? null), col: clampedCol });
    if (clampedRow >= 0) virtualizer.scrollToIndex(clampedRow, { align: 'auto' });
  };

  // Put the focus on the active cell once it is rendered: after a key, or when the focused
  // row went away (new data) while the focus was in the grid.
  useLayoutEffect(() => {
    const gridElement = gridRef.current;
    if (!gridElement) return;
    const lost =
      focusInsideRef.current &&
      (document.activeElement === document.body || !document.activeElement?.isConnected);
    if (!pendingFocusRef.current && !lost) return;
    const target = gridElement.querySelector<HTMLElement>(
      activeIndex < 0
        ? `[aria-rowindex="1"] > [data-col="${activeCol}"]`
        : `[data-index="${activeIndex}"] > [data-col="${activeCol}"]`,
    );
    if (!target) return;
    pendingFocusRef.current = false;
    if (!target.contains(document.activeElement)) target.focus({ preventScroll: true });
  });

  // One tab stop: the widgets in the cells (links, buttons, dropdowns) are reached through their
  // cell (Enter, F2), not by Tab. Rows render as they scroll in, so this runs after each commit.
  useLayoutEffect(() => {
    for (const widget of gridRef.current?.querySelectorAll<HTMLElement>(
      `[data-col] :is(${WIDGET}):not([tabindex="-1"])`,
    ) ?? []) {
      widget.tabIndex = -1;
    }
  });

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    focusInsideRef.current = true;
    const cellElement = (event.target as HTMLElement).closest<HTMLElement>('[data-col]');
    const rowElement = cellElement?.parentElement;
    if (!cellElement || !rowElement) return;
    const rowId = rowElement.dataset.rowId ?? null;
    const col = Number(cellElement.dataset.col);
    if (rowId !== active.rowId || col !== active.col) {
      lastIndexRef.current = rowId === null ? -1 : (indexById.get(rowId) ?? -1);
      setActive({ rowId, col });
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next) {
      if (!event.currentTarget.contains(next)) focusInsideRef.current = false;
      return;
    }
    // Focus went nowhere: a click outside (the cell is still there) gives it up; a cell that
    // was removed with its row (new data) keeps it, to be put on the active cell again.
    const left = event.target;
    queueMicrotask(() => {
      if (left.isConnected) focusInsideRef.current = false;
    });
  };

  const pageRows = () => {
    const height = scrollRef.current?.clientHeight ?? 0;
    return Math.max(1, Math.floor((height - headerHeight) / ESTIMATED_ROW_HEIGHT) - 1);
  };

  // Said after a header press: aria-sort changes are not announced by every screen reader.
  const [sortMessage, setSortMessage] = useState('');
  const sortColumn = (columnId: string) => {
    const next = nextSorting(sorting, columnId);
    const header = table.getColumn(columnId)?.columnDef.header;
    const name = typeof header === 'string' ? header : columnId;
    const [sort] = next;
    setSortMessage(
      sort ? `Sorted by ${name}, ${sort.desc ? 'descending' : 'ascending'}` : 'Not sorted',
    );
    setSorting(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const onCell = target.hasAttribute('data-col');
    // In a text field inside a cell, the keys edit the text.
    if (!onCell && target.matches(TEXT_ENTRY)) return;
    const ctrl = event.ctrlKey || event.metaKey;
    const row = activeIndex;
    const col = activeCol;
    let handled = true;
    switch (event.key) {
      case 'F2': {
        // Into the cell's widget (a status dropdown, a link): it then has the keys.
        const [widget] = onCell ? cellWidgets(target) : [];
        if (widget) widget.focus();
        else handled = false;
        break;
      }
      case 'Escape':
        // Out of a cell's widget, back to its cell (a widget that uses Escape keeps it).
        if (onCell) handled = false;
        else target.closest<HTMLElement>('[data-col]')?.focus();
        break;
      case 'ArrowDown':
        moveTo(row + 1, col);
        break;
      case 'ArrowUp':
        moveTo(row - 1, col);
        break;
      case 'ArrowRight':
        moveTo(row, col + 1);
        break;
      case 'ArrowLeft':
        moveTo(row, col - 1);
        break;
      case 'Home':
        moveTo(ctrl ? 0 : row, 0);
        break;
      case 'End':
        moveTo(ctrl ? rows.length - 1 : row, colCount - 1);
        break;
      case 'PageDown':
        moveTo(Math.max(row, 0) + pageRows(), col);
        break;
      case 'PageUp':
        moveTo(Math.max(row - pageRows(), 0), col);
        break;
      case ' ':
      case 'Enter': {
        // A widget that has the focus (checkbox, sort button) handles its own keys.
        if (!onCell) {
          handled = false;
          break;
        }
        if (row < 0) {
          if (selectable && col === 0) toggleAll();
          else {
            const column = leafColumns[col - (selectable ? 1 : 0)];
            if (column?.getCanSort()) sortColumn(column.id);
          }
        } else {
          const current = rows[row];
          if (!current) break;
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
        }
        break;
      }
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!onRowAction) return;
    const target = event.target as HTMLElement;
    if (target.closest('input, button, a, label')) return;
    const rowId = target.closest<HTMLElement>('[data-row-id]')?.dataset.rowId;
    if (rowId === undefined || disabledIds.has(rowId)) return;
    const found = rows[indexById.get(rowId) ?? -1];
    if (found) onRowAction(found.original);
  };

  const tabIndexOf = (rowIndex: number, col: number) =>
    rowIndex === activeIndex && col === activeCol ? 0 : -1;

  // Below MIN_COLUMN_REM per column the rows scroll sideways instead of wrapping every word.
  const gridStyle = {
    [varName(columnsVar)]: columnTemplate,
    minWidth: `max(100%, ${colCount * MIN_COLUMN_REM}rem, ${[
      ...(selectable ? [CHECKBOX_COLUMN_WIDTH] : []),
      ...headerMinWidths,
    ].join(' + ')})`,
  } as CSSProperties;
  const headerOffset = selectable ? 1 : 0;

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
          onFocus={onFocus}
          onBlur={onBlur}
        >
          <div role="rowgroup" ref={headerRef} className={headerGroup}>
            <div role="row" aria-rowindex={1} className={rowStyle}>
              {selectable ? (
                <div
                  role="columnheader"
                  data-col={0}
                  aria-colindex={1}
                  tabIndex={tabIndexOf(-1, 0)}
                  className={headerCell}
                >
                  <RowCheckbox
                    aria-label="Select all rows on this page"
                    isSelected={pageSelection === 'all'}
                    isIndeterminate={pageSelection === 'some'}
                    isDisabled={selectableIds.length === 0}
                    onChange={() => toggleAll()}
                  />
                </div>
              ) : null}
              {leafColumns.map((column, index) => {
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
                    tabIndex={tabIndexOf(-1, col)}
                    className={headerCell}
                  >
                    {header && canSort ? (
                      <button
                        type="button"
                        tabIndex={-1}
                        className={sortButton}
                        onClick={() => sortColumn(column.id)}
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
          <div role="rowgroup" className={body} style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              const isDisabled = disabledIds.has(row.id);
              return (
                <DataTableRow
                  key={row.id}
                  row={row}
                  columns={leafColumns}
                  index={item.index}
                  rowIndex={firstRowIndex + item.index + 2}
                  offset={item.start - headerHeight}
                  activeCol={item.index === activeIndex ? activeCol : -1}
                  selectable={selectable}
                  isSelected={selected.has(row.id)}
                  canSelect={selectableSet.has(row.id)}
                  isDisabled={isDisabled}
                  isActionable={Boolean(onRowAction) && !isDisabled}
                  highlight={getRowHighlight?.(row.original)}
                  label={getRowLabel?.(row.original, item.index) ?? `row ${item.index + 1}`}
                  measure={virtualizer.measureElement}
                  onToggle={onToggle}
                />
              );
            })}
          </div>
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
