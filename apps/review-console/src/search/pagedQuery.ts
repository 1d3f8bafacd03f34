import { pageCount, type Page, type PageRequest, type Sort } from '@sightings/domain-model';
import { proxy, ref } from 'valtio';

/** A table's sorting as the ui's `DataTable` holds it (TanStack's `SortingState`). */
export type TableSorting = { id: string; desc: boolean }[];

/** The state of one paged, server-sorted table of the Search page. */
export interface PagedQueryState<Row> {
  /** Zero-based, as the server counts. */
  page: number;
  size: number;
  sorting: TableSorting;
  /** The last page that loaded (kept while the next one loads or fails). */
  result: Page<Row> | null;
  loading: boolean;
  /** Why the last load failed (the server's message), or null. */
  error: string | null;
}

export interface PagedQueryOptions {
  /** The page size (002 §9: 10 for the images, domains and blacklist tables). */
  size: number;
  /**
   * The server's sort field of each sortable column id, when it differs (the ui's domain list
   * names its columns `commercialWebSite` and `notPursuable`, the server `commercial` and
   * `pursuable`). Columns missing here sort by their id.
   */
  sortFields?: Readonly<Record<string, string>>;
  /** Told about each failed load, with the server's message (the screen shows a toast). */
  onError?: (message: string) => void;
}

/** The message of a failed call: the server's (the api-client's `ApiError`), or the spec's. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'There was an error.';
}

/** The sorts of a page request from a table's sorting, in the server's field names. */
export function sortsFor(
  sorting: TableSorting,
  sortFields: Readonly<Record<string, string>> = {},
): Sort[] {
  return sorting.map(({ id, desc }) => ({
    field: sortFields[id] ?? id,
    direction: desc ? 'desc' : 'asc',
  }));
}

/**
 * One paged list of the Search page as a store: the page, its size and the sorting, the last
 * page that loaded, loading and error. `load` calls the api-client; a newer load wins over an
 * older one still under way. A new sorting goes back to the first page (002 §4: "a new search
 * resets to page 1"); a page past the end (the last row of the last page deleted) moves to the
 * last page. On the Search page the URL holds page, size and sorting: the tab calls `show` with
 * them, and the table's page and sorting changes navigate instead (`PagedTable`'s callbacks).
 */
export function createPagedQuery<Row>(
  load: (request: PageRequest) => Promise<Page<Row>>,
  { size, sortFields, onError }: PagedQueryOptions,
) {
  const state = proxy<PagedQueryState<Row>>({
    page: 0,
    size,
    sorting: [],
    result: null,
    loading: false,
    error: null,
  });
  let latest = 0;
  /** What the rows on screen were loaded with (a failed load goes back to it). */
  let shown: { page: number; sorting: TableSorting } = { page: 0, sorting: [] };
  /** The page and sorting of the last failed load, for `retry`. */
  let failed: { page: number; sorting: TableSorting } | null = null;

  async function reload(): Promise<void> {
    const mine = ++latest;
    state.loading = true;
    try {
      const request: PageRequest = {
        page: state.page,
        size: state.size,
        sorts: sortsFor(state.sorting, sortFields),
      };
      const page = await load(request);
      if (mine !== latest) return;
      const last = pageCount(page.totalElements, state.size) - 1;
      if (state.page > last && page.content.length === 0) {
        state.page = last;
        void reload();
        return;
      }
      // The rows are plain data, never changed in place: not proxied, so a snapshot keeps them.
      state.result = ref(page);
      state.error = null;
      shown = { page: state.page, sorting: state.sorting.map((sort) => ({ ...sort })) };
      failed = null;
    } catch (error) {
      if (mine !== latest) return;
      state.error = messageOf(error);
      // The pager and the headers go back to the rows still on screen; Try again asks again.
      failed = { page: state.page, sorting: state.sorting.map((sort) => ({ ...sort })) };
      if (state.result) {
        state.page = shown.page;
        state.sorting = shown.sorting;
      }
      onError?.(state.error);
    } finally {
      if (mine === latest) state.loading = false;
    }
  }

  return {
    state,
    reload,
    /**
     * Shows what the URL asks for (the Search page's tabs keep page, size and sorting in the
     * URL): sets them and loads.
     */
    show(view: { page: number; size: number; sorting: TableSorting }) {
      state.page = Math.max(0, view.page);
      state.size = view.size;
      state.sorting = view.sorting.map(({ id, desc }) => ({ id, desc }));
      return reload();
    },
    /** Forgets the rows (a tab before its first search shows none): stops a load under way. */
    clear() {
      latest += 1;
      state.result = null;
      state.error = null;
      state.loading = false;
      shown = { page: 0, sorting: [] };
      failed = null;
    },
    /** Asks again for what failed last (its page and sorting), else reloads. */
    retry() {
      if (failed) {
        state.page = failed.page;
        state.sorting = failed.sorting;
      }
      return reload();
    },
    /** Shows a zero-based page. */
    setPage(page: number) {
      state.page = Math.max(0, page);
      return reload();
    },
    /** A new sorting (the header cycle: ascending, descending, none), from the first page. */
    setSorting(sorting: TableSorting) {
      state.sorting = sorting.map(({ id, desc }) => ({ id, desc }));
      state.page = 0;
      return reload();
    },
  };
}

export type PagedQuery<Row> = ReturnType<typeof createPagedQuery<Row>>;

/**
 * A paged query over a filter the tab sets before it shows a page (the Search page's tabs: the
 * filter comes from the URL). `null`: no filter (the blacklist lists all).
 */
export function createFilteredQuery<Row, Filter>(
  load: (request: PageRequest, filter: Filter | null) => Promise<Page<Row>>,
  options: PagedQueryOptions,
) {
  let filter: Filter | null = null;
  const query = createPagedQuery<Row>((request) => load(request, filter), options);
  return {
    ...query,
    /** The filter of the next loads. */
    setFilter(next: Filter | null) {
      filter = next;
    },
  };
}

export type FilteredQuery<Row, Filter> = ReturnType<typeof createFilteredQuery<Row, Filter>>;
