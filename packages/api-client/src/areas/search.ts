import { SPEC_ONLY_SOURCE, type CapabilitiesSource } from '../capabilities';
import {
  pageQuery,
  sortParams,
  type ImageSearchFilter,
  type ImageSearchRow,
  type Page,
  type PageRequest,
  type Sort,
  type StatusBatchBody,
  type StatusBatchResult,
  type UsageCount,
  type UsagePage,
  type UsageSearchFilter,
  type UsageStoreStatus,
} from '@sightings/domain-model';
import { whenOffered } from '../extensionCall';
import { segment, type Transport } from '../transport';

/** The file name a CSV export gets when the server names none. */
export const USAGE_EXPORT_FALLBACK_NAME = 'usages.csv';

/** `?page=0&size=1000&sort=foundAt,desc`: the paging of a request as a query string. */
const pagingSearch = (request: PageRequest) => `?${new URLSearchParams(pageQuery(request))}`;

/** `?sort=…&sort=…`, or nothing without sorts. */
const sortSearch = (sorts: readonly Sort[]) => {
  const params = new URLSearchParams(sortParams(sorts).map((value) => ['sort', value]));
  const query = params.toString();
  return query ? `?${query}` : '';
};

/**
 * The Search page (spec 002 §2, §3, §7 "Search"; docs/review-api.md "The Search calls"): the
 * image search, the usage search without counting and its count job, the CSV export of a usage
 * search and the bulk status change. Sort fields are camelCase or the screens' UPPER_SNAKE
 * names (`sortField`). The export and the ClickHouse status are extensions, called only when
 * the server advertises them. Refusals reject with `ApiError` (400 'Search values can not be empty!'
 * for an empty filter; 409 with `ids` for a refused status change).
 */
export interface SearchArea {
  /** POST /assessment_image/search?page&size&sort (body: the filter) */
  images(filter: ImageSearchFilter, request: PageRequest): Promise<Page<ImageSearchRow>>;
  /** POST /assessment_image/by_usage_url_part_without_counting?page&size&sort, or ..._clickhouse with engine 'clickhouse' */
  usages(
    filter: UsageSearchFilter,
    request: PageRequest,
    engine?: 'postgres' | 'clickhouse',
  ): Promise<UsagePage>;
  /** GET /assessment_image/get_counting/{countId} */
  usageCount(countId: string): Promise<UsageCount>;
  /**
   * GET /assessment_image/clickhouse_status: whether the ClickHouse usage store is on, and how
   * fresh. The extension `clickhouse-status`: without it, rejects with a 404 and sends nothing.
   */
  clickhouseStatus(): Promise<UsageStoreStatus>;
  /**
   * POST /assessment_image/by_usage_url_part/csv?sort (body: the filter): the file and its name
   * from Content-Disposition. The extension `usage-export`: without it, rejects with a 404 and
   * sends nothing.
   */
  exportUsagesCsv(
    filter: UsageSearchFilter,
    sorts: readonly Sort[],
  ): Promise<{ blob: Blob; fileName: string }>;
  /** PUT /assessment_image/status_batch { ids, status } */
  setStatus(body: StatusBatchBody): Promise<StatusBatchResult>;
}

export function searchCalls(t: Transport, caps: CapabilitiesSource = SPEC_ONLY_SOURCE): SearchArea {
  return {
    images: (filter, request) => t.postPage('/assessment_image/search', request, filter),
    // async: a bad page request rejects like any failed call.
    usages: async (filter, request, engine = 'postgres') =>
      t.sendJson<UsagePage>(
        'post',
        `/assessment_image/by_usage_url_part_without_counting${
          engine === 'clickhouse' ? '_clickhouse' : ''
        }${pagingSearch(request)}`,
        filter,
      ),
    usageCount: (countId) =>
      t.getJson<UsageCount>(`/assessment_image/get_counting/${segment(countId)}`),
    clickhouseStatus: () =>
      whenOffered(caps, 'clickhouse-status', () =>
        t.getJson<UsageStoreStatus>('/assessment_image/clickhouse_status'),
      ),
    exportUsagesCsv: (filter, sorts) =>
      whenOffered(caps, 'usage-export', async () => {
        const file = await t.getFile(
          'post',
          `/assessment_image/by_usage_url_part/csv${sortSearch(sorts)}`,
          filter,
        );
        return { blob: file.blob, fileName: file.fileName ?? USAGE_EXPORT_FALLBACK_NAME };
      }),
    setStatus: (body) =>
      t.sendJson<StatusBatchResult>('put', '/assessment_image/status_batch', body),
  };
}
