import { TEXTS } from '@sightings/domain-model';
import { DataTable, Pager, type DataTableColumn, type DataTableHighlight } from '@sightings/ui';
import { useSnapshot } from 'valtio';
import type { PagedQuery, TableSorting } from './pagedQuery';

/**
 * Only the columns the server can sort by keep their sort button: a column whose server field
 * (its id, or `sortFields[id]`) is not in `fields` does not sort.
 */
export function sortableBy<Row extends object>(
  columns: DataTableColumn<Row>[],
  fields: readonly string[],
  sortFields: Readonly<Record<string, string>> = {},
): DataTableColumn<Row>[] {
  return columns.map((column) =>
    column.id && !fields.includes(sortFields[column.id] ?? column.id)
      ? { ...column, enableSorting: false }
      : column,
  );
}

export interface PagedTableProps<Row extends { id: string }> {
  query: PagedQuery<Row>;
  /** The grid's name. */
  'aria-label': string;
  /** The pager's name. */
  pagerLabel: string;
  columns: DataTableColumn<Row>[];
  /** The page sizes offered (002 §9). */
  pageSizeOptions: readonly number[];
  onRowAction?: (row: Row) => void;
  getRowHighlight?: (row: Row) => DataTableHighlight | undefined;
  getRowLabel?: (row: Row, index: number) => string;
  /**
   * Where the page, its size and the sorting live outside the store (the Search page's URL): a
   * change is told here (the zero-based page; a new size or sorting from the first page) and the
   * store shows it when the URL has changed. Without these the store changes itself.
   */
  onViewChange?: (view: { page: number; size: number; sorting: TableSorting }) => void;
}

/**
 * A table of the Search page: the ui `DataTable` over one server page (sorted on the server,
 * ascending → descending → none; the loading overlay; a failed load with Try again over the
 * last rows) and the `Pager` under it ('Total N items').
 */
export function PagedTable<Row extends { id: string }>({
  query,
  'aria-label': ariaLabel,
  pagerLabel,
  columns,
  pageSizeOptions,
  onRowAction,
  getRowHighlight,
  getRowLabel,
  onViewChange,
}: PagedTableProps<Row>) {
  const state = useSnapshot(query.state);
  const result = state.result;
  // The rows are `ref`s in the store: the snapshot hands back the same arrays.
  const rows = (result?.content ?? []) as unknown as Row[];
  const current = state.sorting.map(({ id, desc }) => ({ id, desc }));
  return (
    <>
      <DataTable<Row>
        aria-label={ariaLabel}
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        sorting={state.sorting.map(({ id, desc }) => ({ id, desc }))}
        onSortingChange={(sorting) => {
          const next = sorting.map(({ id, desc }) => ({ id, desc }));
          if (onViewChange) onViewChange({ page: 0, size: state.size, sorting: next });
          else void query.setSorting(next);
        }}
        isLoading={state.loading}
        error={state.error}
        onRetry={() => void query.retry()}
        emptyText={TEXTS.common.emptyTable}
        onRowAction={onRowAction}
        getRowHighlight={getRowHighlight}
        getRowLabel={getRowLabel}
        totalRowCount={result?.totalElements}
        firstRowIndex={state.page * state.size}
      />
      {result ? (
        <Pager
          aria-label={pagerLabel}
          page={state.page + 1}
          pageSize={state.size}
          totalItems={result.totalElements}
          pageSizeOptions={[...pageSizeOptions]}
          onPageChange={(page) => {
            if (onViewChange) onViewChange({ page: page - 1, size: state.size, sorting: current });
            else void query.setPage(page - 1);
          }}
          onPageSizeChange={
            onViewChange ? (size) => onViewChange({ page: 0, size, sorting: current }) : undefined
          }
        />
      ) : null}
    </>
  );
}
