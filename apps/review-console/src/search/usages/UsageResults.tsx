import {
  IMAGE_STATUSES,
  TEXTS,
  USAGE_PAGE_SIZE_OPTIONS,
  USAGE_PAGING_DEFAULTS,
  type SearchPaging,
  type Sort,
  type UsageSearchForm,
} from '@sightings/domain-model';
import {
  AlertIcon,
  DataTable,
  imageStatusName,
  isUsageRowSelectable,
  Notice,
  Pager,
  sightingRowHighlight,
  SpinnerIcon,
  usageColumns,
  visuallyHidden,
  type CountryRef,
  type DataTableColumn,
} from '@sightings/ui';
import { useMemo, type JSX } from 'react';
import { openInNewWindow } from '../domainRowLink';
import { usagePagerTotal, type UsageCountState, type UsageTableRow } from './usageQuery';
import { USAGE_TEXTS } from './usageTexts';
import type { UsageSearch } from './useUsageSearch';
import * as css from './UsageSearchTab.css';

/** The column ids of `usageColumns` (each one a server sort field). */
type TableSorting = { id: string; desc: boolean }[];

/** The table's sorting from the URL's sorts: only the sorts of a column show (foundAt has none). */
function tableSortingOf(sort: readonly Sort[], columnIds: ReadonlySet<string>): TableSorting {
  return sort
    .filter((s) => columnIds.has(s.field))
    .slice(0, 1)
    .map((s) => ({ id: s.field, desc: s.direction === 'desc' }));
}

/** The URL's sorts from the table's: none is the default foundAt descending (002 §9). */
function sortOf(sorting: TableSorting): Sort[] {
  if (sorting.length === 0) return USAGE_PAGING_DEFAULTS.sort.map((s) => ({ ...s }));
  return sorting.map(({ id, desc }) => ({ field: id, direction: desc ? 'desc' : 'asc' }));
}

export interface UsageResultsProps {
  engine: 'postgres' | 'clickhouse';
  /** The tab's state and actions: the rows, the count, the selection and the status change. */
  search: UsageSearch;
  /** The search in the URL: a new page, size or sort goes there through `onNavigate`. */
  form: UsageSearchForm;
  paging: SearchPaging;
  searched: boolean;
  onNavigate(next: { form: UsageSearchForm; paging: SearchPaging }): void;
  countries: readonly CountryRef[];
  /** The review link of a row's domain; null without reviewPermission. */
  domainHref: (row: { domain: string }) => string | null;
}

/**
 * The usage tab's results (spec 002 §4, §8, §9): a refused status change, the count line (with
 * the ClickHouse store's freshness on that tab), the table with its per-row status dropdowns and
 * the pager; before any search, the hint.
 */
export function UsageResults({
  engine,
  search,
  form,
  paging,
  searched,
  onNavigate,
  countries,
  domainHref,
}: UsageResultsProps): JSX.Element {
  const { query, state, freshness, changeStatus } = search;
  const selectedIds = useMemo(() => new Set(state.selected), [state.selected]);
  const columns = useMemo(
    () =>
      usageColumns({
        statuses: IMAGE_STATUSES,
        statusLabel: imageStatusName,
        selectedIds,
        onStatusChange: (ids, status) => void changeStatus(ids, status),
        countries: [...countries],
      }) as DataTableColumn<UsageTableRow>[],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- changeStatus only uses the store
    [selectedIds, countries],
  );
  const columnIds = useMemo(
    () => new Set(columns.map((column) => column.id).filter((id): id is string => !!id)),
    [columns],
  );
  const sorting = tableSortingOf(paging.sort, columnIds);
  const rows = state.rows as UsageTableRow[];
  const view = (next: Partial<SearchPaging>) =>
    onNavigate({ form, paging: { ...paging, ...next } });
  const showsTable = state.filter !== null || (state.loading && !state.unavailable);

  return (
    <>
      {state.statusError ? (
        <Notice tone="danger">{USAGE_TEXTS.statusRefused(state.statusError)}</Notice>
      ) : null}

      {engine === 'clickhouse' ? (
        // One line above the results: the count, and how fresh the ClickHouse store is.
        <div className={css.summary}>
          {showsTable ? <UsageTotal count={state.count} /> : null}
          <div role="status" className={css.freshness}>
            {freshness}
          </div>
        </div>
      ) : null}

      {showsTable ? (
        <>
          {engine === 'postgres' ? <UsageTotal count={state.count} /> : null}
          <DataTable<UsageTableRow>
            aria-label={USAGE_TEXTS.grid[engine]}
            columns={columns}
            data={rows}
            getRowId={(row) => row.id}
            getRowLabel={(row) => row.originalImageFileName ?? `image ${row.id}`}
            sorting={sorting}
            onSortingChange={(next) => view({ page: 0, sort: sortOf(next) })}
            isLoading={state.loading || state.saving}
            error={state.error}
            onRetry={search.retry}
            emptyText={TEXTS.common.emptyTable}
            selectionMode="multiple"
            selectedIds={selectedIds}
            onSelectionChange={(ids) => query.setSelected(ids)}
            isRowSelectable={isUsageRowSelectable}
            getRowHighlight={sightingRowHighlight}
            onRowAction={(row) => {
              const href = domainHref(row);
              if (href) openInNewWindow(href);
            }}
            totalRowCount={
              state.count.kind === 'known'
                ? state.count.count
                : state.page * state.size + rows.length + (state.hasNext ? 1 : 0)
            }
            firstRowIndex={state.page * state.size}
          />
          <Pager
            aria-label={USAGE_TEXTS.pager[engine]}
            className={css.pager}
            page={state.page + 1}
            pageSize={state.size}
            totalItems={usagePagerTotal(state)}
            pageSizeOptions={[...USAGE_PAGE_SIZE_OPTIONS]}
            onPageChange={(page) => view({ page: page - 1 })}
            onPageSizeChange={(size) => view({ page: 0, size })}
          />
        </>
      ) : !searched && !state.unavailable ? (
        <p>{USAGE_TEXTS.hint}</p>
      ) : null}
    </>
  );
}

/** 'Total N items'; 'Total' with a spinner while the count is polled; 'Counting error'. */
function UsageTotal({ count }: { count: Readonly<UsageCountState> }) {
  return (
    <div role="status" className={css.total}>
      {count.kind === 'known' ? (
        USAGE_TEXTS.totalItems(count.count)
      ) : count.kind === 'counting' ? (
        <>
          {USAGE_TEXTS.total}
          <SpinnerIcon className={css.spinner} aria-hidden="true" />
          <span className={visuallyHidden}>{USAGE_TEXTS.counting}</span>
        </>
      ) : count.kind === 'failed' ? (
        <>
          {USAGE_TEXTS.total}
          <span className={css.countFailed}>
            <AlertIcon className={css.spinner} aria-hidden="true" />
            {count.message}
          </span>
        </>
      ) : null}
    </div>
  );
}
