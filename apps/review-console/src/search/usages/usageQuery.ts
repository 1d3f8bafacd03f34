import {
  TEXTS,
  USAGE_COUNT_FALLBACK,
  USAGE_COUNT_POLL_MS,
  USAGE_PAGING_DEFAULTS,
  type ImageStatus,
  type SearchPaging,
  type Sort,
  type StatusBatchBody,
  type StatusBatchResult,
  type UsageCount,
  type UsagePage,
  type PageRequest,
  type UsageRow as WireUsageRow,
  type UsageSearchFilter,
  type UsageStoreStatus,
} from '@sightings/domain-model';
import type { UsageRow } from '@sightings/ui';
import { proxy, ref } from 'valtio';
import { messageOf } from '../pagedQuery';
import { downloadFile } from '../../download';
import { newerStoreStatus } from './usageFreshness';

/*
 * The Usages URL and Clickhouse Usage url tabs' store (spec 002 §2, §4, §8, §9; issue 15): one
 * usage search at a time (a newer search wins over an older one still under way), the count
 * job polled every USAGE_COUNT_POLL_MS until it answers, the status change of ticked rows, and
 * the CSV export. The calls are passed in (the console's `api.search`; tests pass fakes).
 */

/** A usage row as the table shows it: ui's `UsageRow` plus the domain (the row's review link). */
export interface UsageTableRow extends UsageRow {
  domain: string;
}

export function usageRowOf(row: WireUsageRow): UsageTableRow {
  return {
    id: String(row.id),
    status: row.status,
    delivered: row.delivered,
    originalImageFileName: row.originalImageFileName,
    imageUrl: row.imageUrl,
    usageUrl: row.usageUrl,
    country: row.country,
    scrapedCountry: row.scrapedCountry,
    domainPursuable: row.domainPursuable,
    blacklisted: row.blacklisted,
    difference: row.difference,
    domain: row.domain,
  };
}

/** The calls the store makes: `api.search`'s usage calls. */
export interface UsageCalls {
  usages(
    filter: UsageSearchFilter,
    request: PageRequest,
    engine?: 'postgres' | 'clickhouse',
  ): Promise<UsagePage>;
  usageCount(countId: string): Promise<UsageCount>;
  setStatus(body: StatusBatchBody): Promise<StatusBatchResult>;
  exportUsagesCsv(
    filter: UsageSearchFilter,
    sorts: readonly Sort[],
  ): Promise<{ blob: Blob; fileName: string }>;
  /** The ClickHouse store's state and freshness (the ClickHouse tab only). */
  clickhouseStatus?(): Promise<UsageStoreStatus>;
}

/** Where the count of the search on screen stands. */
export type UsageCountState =
  | { kind: 'none' }
  | { kind: 'counting' }
  | { kind: 'known'; count: number }
  | { kind: 'failed'; message: string };

export interface UsageQueryState {
  /** The search whose rows show (the export exports it); null before the first one. */
  filter: UsageSearchFilter | null;
  /** The sorts those rows were asked with (the export uses them). */
  sorts: Sort[];
  /** Zero-based page and size of the rows on screen. */
  page: number;
  size: number;
  hasNext: boolean;
  rows: UsageTableRow[];
  loading: boolean;
  /** Why the last search failed (the server's message), or null. */
  error: string | null;
  /** The engine is not there (the ClickHouse search's 503): its message, shown in the tab. */
  unavailable: string | null;
  /**
   * The ClickHouse store's state and freshness (issue 16): the newer of the status asked by
   * `checkStore` and the `freshness` of the last page; null before either (and on Usages URL).
   */
  storeStatus: UsageStoreStatus | null;
  /** `checkStore` is asking. */
  checkingStore: boolean;
  count: UsageCountState;
  /** The ticked rows' ids. */
  selected: string[];
  /** A status change is being saved. */
  saving: boolean;
  /** Why the last status change was refused (a 409's message); nothing else changed. */
  statusError: string | null;
  exporting: boolean;
}

export interface UsageQueryOptions {
  engine: 'postgres' | 'clickhouse';
  calls: UsageCalls;
  /** A failed search (not the ClickHouse 503): the tab shows a toast and the modal. */
  onError?: (message: string) => void;
  /** Saves an exported file (default: a download through a link). */
  saveFile?: (blob: Blob, fileName: string) => void;
  /** The polling interval (default USAGE_COUNT_POLL_MS, 002 §9). */
  pollMs?: number;
}

/** The sorts a search asks with: the paging's, or foundAt descending when none (002 §9). */
export function usageSorts(sort: readonly Sort[]): Sort[] {
  return (sort.length > 0 ? sort : USAGE_PAGING_DEFAULTS.sort).map((s) => ({ ...s }));
}

/**
 * The pager's total: the count once it is known; before (or after a failed count) the spec's
 * fallback USAGE_COUNT_FALLBACK (002 §9), raised to the rows up to this page plus one when the
 * server says there is a next page, so that the pager always offers the next page.
 */
export function usagePagerTotal(state: {
  readonly count: Readonly<UsageCountState>;
  readonly page: number;
  readonly size: number;
  readonly hasNext: boolean;
  readonly rows: readonly unknown[];
}): number {
  if (state.count.kind === 'known') return state.count.count;
  const seen = state.hasNext
    ? (state.page + 1) * state.size + 1
    : state.page * state.size + state.rows.length;
  return Math.max(USAGE_COUNT_FALLBACK, seen);
}

/** Whether a failure is the engine missing (503 from the ClickHouse search). */
function isUnavailable(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 503
  );
}

const sameFilter = (a: UsageSearchFilter | null, b: UsageSearchFilter | null) =>
  a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b);

export function createUsageQuery({
  engine,
  calls,
  onError,
  saveFile = downloadFile,
  pollMs = USAGE_COUNT_POLL_MS,
}: UsageQueryOptions) {
  const state = proxy<UsageQueryState>({
    filter: null,
    sorts: [],
    page: 0,
    size: USAGE_PAGING_DEFAULTS.size,
    hasNext: false,
    rows: ref([]),
    loading: false,
    error: null,
    unavailable: null,
    storeStatus: null,
    checkingStore: false,
    count: { kind: 'none' },
    selected: [],
    saving: false,
    statusError: null,
    exporting: false,
  });
  /** The newest search; an answer to an older one is dropped. */
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  function stopCounting() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  /** Asks for the count now, then every `pollMs` until it is there or failed. */
  function poll(countId: string, mine: number) {
    timer = null;
    calls.usageCount(countId).then(
      (answer) => {
        if (mine !== latest) return;
        if (answer.error)
          state.count = { kind: 'failed', message: TEXTS.errors.storedCountingError };
        else if (answer.count !== null) state.count = { kind: 'known', count: answer.count };
        else timer = setTimeout(() => poll(countId, mine), pollMs);
      },
      () => {
        if (mine !== latest) return;
        state.count = { kind: 'failed', message: TEXTS.errors.storedCountingError };
      },
    );
  }

  return {
    state,

    /** Runs a search at the paging's page, size and sorts (none: foundAt descending). */
    async search(filter: UsageSearchFilter, paging: SearchPaging): Promise<void> {
      const mine = ++latest;
      stopCounting();
      const sorts = usageSorts(paging.sort);
      state.loading = true;
      state.unavailable = null;
      try {
        const page = await calls.usages(
          filter,
          { page: paging.page, size: paging.size, sorts },
          engine,
        );
        if (mine !== latest) return;
        const keepCount = sameFilter(filter, state.filter) && state.count.kind === 'known';
        state.filter = filter;
        state.sorts = sorts;
        state.page = page.number;
        state.size = page.size;
        state.hasNext = page.hasNext;
        state.rows = ref(page.content.map(usageRowOf));
        if (engine === 'clickhouse' && page.freshness)
          state.storeStatus = newerStoreStatus(state.storeStatus, page.freshness);
        state.selected = [];
        state.error = null;
        state.statusError = null;
        if (!keepCount) {
          state.count = { kind: 'counting' };
          poll(page.countId, mine);
        }
      } catch (error) {
        if (mine !== latest) return;
        const message = messageOf(error);
        if (engine === 'clickhouse' && isUnavailable(error)) {
          state.unavailable = message;
          state.filter = null;
          state.rows = ref([]);
          state.count = { kind: 'none' };
          return;
        }
        state.error = message;
        onError?.(message);
      } finally {
        if (mine === latest) state.loading = false;
      }
    },

    /**
     * Asks the ClickHouse store's state and freshness (the tab does on opening, and when asked
     * to check again). A failure leaves what was known: the search says what is wrong itself.
     */
    async checkStore(): Promise<void> {
      if (engine !== 'clickhouse' || !calls.clickhouseStatus || state.checkingStore) return;
      state.checkingStore = true;
      try {
        const status = await calls.clickhouseStatus();
        state.storeStatus = newerStoreStatus(state.storeStatus, status);
      } catch {
        // Unknown: nothing is shown, Search stays possible.
      } finally {
        state.checkingStore = false;
      }
    },

    /** No search (the URL holds none): forgets the rows, stops a search or count under way. */
    clear() {
      latest += 1;
      stopCounting();
      Object.assign(state, {
        filter: null,
        sorts: [],
        page: 0,
        hasNext: false,
        rows: ref([]),
        loading: false,
        error: null,
        unavailable: null,
        count: { kind: 'none' },
        selected: [],
        statusError: null,
      });
    },

    /** The tab is gone: nothing more is asked (the count polling stops). */
    dispose() {
      latest += 1;
      stopCounting();
    },

    setSelected(ids: Iterable<string>) {
      state.selected = [...ids];
    },

    /**
     * Sets `status` on the images `ids` (002 §4: the ticked rows, or the row alone). Saved: the
     * rows take the server's answer (status, delivered) in place and the ticks are cleared.
     * Refused (409: a delivered image) or failed: nothing changes, the ticks stay, and the
     * server's message is in `statusError` and returned.
     */
    async changeStatus(
      ids: readonly string[],
      status: ImageStatus,
    ): Promise<{ ok: true; changed: number } | { ok: false; message: string }> {
      state.saving = true;
      state.statusError = null;
      try {
        const answer = await calls.setStatus({ ids: ids.map(Number), status });
        const byId = new Map(answer.images.map((image) => [String(image.id), image]));
        state.rows = ref(
          state.rows.map((row) => {
            const saved = byId.get(row.id);
            return saved ? { ...row, status: saved.status, delivered: saved.delivered } : row;
          }),
        );
        state.selected = [];
        return { ok: true, changed: answer.images.length };
      } catch (error) {
        const message = messageOf(error);
        state.statusError = message;
        return { ok: false, message };
      } finally {
        state.saving = false;
      }
    },

    /** Exports the search on screen, in its sort order, as CSV. Resolves with a failure's message. */
    async exportCsv(): Promise<string | null> {
      const filter = state.filter;
      if (!filter || state.exporting) return null;
      state.exporting = true;
      try {
        const file = await calls.exportUsagesCsv(filter, state.sorts);
        saveFile(file.blob, file.fileName);
        return null;
      } catch (error) {
        return messageOf(error);
      } finally {
        state.exporting = false;
      }
    },
  };
}

export type UsageQuery = ReturnType<typeof createUsageQuery>;
