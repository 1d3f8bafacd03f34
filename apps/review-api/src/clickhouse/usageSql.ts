import { sortKey } from '../services/listPaging';
import type { UsageSqlRow } from '../services/search/usageColumns';

/*
 * The SQL of a usage row and of the usage sorts over the ClickHouse store's `usages`, shared by
 * the search (search.ts) and its windows (searchWindows.ts).
 */

/** A usage row as the store's SELECT answers it (`COLUMNS`). */
export type ClickhouseUsageSqlRow = Omit<UsageSqlRow, 'found_at'> & { found_at_ms: number | null };

/** The sort fields of the usage search (wire `USAGE_SORT_FIELDS`) as `usages` expressions. */
export const CLICKHOUSE_USAGE_SORT: Record<string, string> = {
  id: 'id',
  status: 'status',
  delivered: 'delivered',
  originalImageFileName: 'original_image_file_name',
  imageUrl: 'image_url',
  usageUrl: 'usage_url',
  country: 'country',
  scrapedCountry: 'scraped_country',
  domainPursuable: '(NOT not_pursuable)',
  blacklisted: 'blacklisted',
  difference: 'difference',
  agency: 'agency',
  imageId: 'image_id',
  foundAt: 'found_at',
  domain: 'domain',
};

/**
 * The columns of a usage row, named as PostgreSQL's (`UsageSqlRow`) but for found_at, in ms as
 * `found_at_ms`: an alias `found_at` would be what the WHERE's `found_at` means in ClickHouse.
 */
export const COLUMNS = `id, status, delivered, original_image_file_name, image_url, usage_url, country,
  scraped_country, not_pursuable, blacklisted, difference, agency, image_id,
  toUnixTimestamp64Milli(found_at) AS found_at_ms, domain_id, domain`;

/** `ORDER BY` of the sort entries, then by id. */
export function orderBy(sort: readonly string[]): string {
  const keys = sort.map((entry) => {
    const { field, descending } = sortKey(entry);
    const column = CLICKHOUSE_USAGE_SORT[field];
    if (!column) throw new Error(`no sort column for ${entry}`);
    return `${column} ${descending ? 'DESC' : 'ASC'} NULLS LAST`;
  });
  return [...keys, 'id ASC'].join(', ');
}
