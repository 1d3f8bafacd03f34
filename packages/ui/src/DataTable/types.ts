import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type ColumnDef,
  type Row,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import type { ReactNode, Ref } from 'react';

// The DataTable's public types, and the features they are built on. Every file of the folder
// imports its types from here, so none imports the component (no import cycle).

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

/** A row of a DataTable (TanStack's row for the table's features). */
export type DataTableRowModel<T extends RowData> = Row<DataTableFeatures, T>;

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
