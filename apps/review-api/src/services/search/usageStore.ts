import type { UsageRow } from '@sightings/domain-model';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';
import { orderBy, sortKey, type ListPaging } from '../listPaging';
import { usageConditionsOf, usageCriteriaNeedDomain, type UsageCriteria } from './filters';
import { USAGE_SORT_EXPRESSIONS, usageColumns, usageRowOf, type UsageSqlRow } from './usageColumns';

/**
 * The usage search port (docs/clickhouse.md): the same search on PostgreSQL (below) and on
 * ClickHouse (src/clickhouse/search.ts). The caller has read and checked the filter
 * (`readUsageCriteria`) and the paging; a store only finds rows and counts them.
 */
export interface UsageStore {
  /**
   * The page `paging.page` of the matches in the order `sorts` (never empty: the caller gives
   * the default), then by id; `size + 1` rows are read, the last only to tell `hasNext`.
   */
  page(
    criteria: UsageCriteria,
    paging: ListPaging & { sort: readonly string[] },
  ): Promise<{ content: UsageRow[]; hasNext: boolean }>;
  /** How many sightings match. */
  count(criteria: UsageCriteria): Promise<number>;
}

/** The usage search's FROM: every sighting with its domain. */
export const USAGE_FROM = sql`images i JOIN domains d ON d.id = i.domain_id`;

/**
 * URLs shorter than this (bytes) are in `images_found_at_url_idx` (migration 0010), the longer
 * ones in `images_found_at_long_url_idx`: a B-tree entry holds at most about 2,700 bytes.
 */
export const FOUND_AT_WALK_URL_BYTES = 2000;

/** Whether a search reads its page by walking the found-at index alone (`newestMatchingIds`). */
export function walksFoundAtIndex(criteria: UsageCriteria, sort: readonly string[]): boolean {
  const onlyUrlParts = Object.entries(criteria).every(([field, value]) =>
    field === 'usageUrlParts'
      ? Array.isArray(value) && value.length > 0
      : field === 'domainExact' || value === null || (Array.isArray(value) && !value.length),
  );
  const [only, ...more] = sort.map(sortKey);
  return onlyUrlParts && !more.length && only?.field === 'foundAt' && only.descending;
}

/**
 * The ids (and found-at) of the first `limit` sightings newest first whose usage URL holds
 * every part: an index-only walk of `images_found_at_url_idx`, whose entries hold the URL, so
 * that no row of the table is read for the sightings passed over; the few longer URLs come
 * from their own index.
 */
function newestMatchingIds(criteria: UsageCriteria, limit: number): SQL {
  const where = usageConditionsOf(criteria);
  const walk = (urlSize: SQL) =>
    sql`(SELECT i.id, i.found_at FROM images i
      WHERE ${urlSize} AND ${where}
      ORDER BY i.found_at DESC NULLS LAST, i.id LIMIT ${limit}::int)`;
  const bytes = sql.raw(String(FOUND_AT_WALK_URL_BYTES));
  return sql`${walk(sql`octet_length(i.usage_url) < ${bytes}`)}
    UNION ALL ${walk(sql`octet_length(i.usage_url) >= ${bytes}`)}`;
}

/**
 * The usage search on PostgreSQL: `images i JOIN domains d`. A page comes back as one JSON
 * value, `json_agg` over the ordered page (an aggregate over a sorted subquery takes its rows in
 * that order, as PostgreSQL's manual has it; nothing in the plan reorders them): on PGlite,
 * reading 1,000 rows of 16 columns field by field took 20-25 ms of a 90 ms search, the JSON 5-8.
 */
export function postgresUsageStore(db: Db): UsageStore {
  return {
    async page(criteria, paging) {
      const offset = paging.page * paging.size;
      const limit = paging.size + 1;
      const order = orderBy(paging.sort, USAGE_SORT_EXPRESSIONS, sql`i.id`);
      const from = walksFoundAtIndex(criteria, paging.sort)
        ? sql`(${newestMatchingIds(criteria, offset + limit)}) p
            JOIN images i ON i.id = p.id JOIN domains d ON d.id = i.domain_id`
        : sql`${USAGE_FROM} WHERE ${usageConditionsOf(criteria)}`;
      const [page] = await queryRows<{ rows: UsageSqlRow[] | null }>(
        db,
        sql`SELECT json_agg(r) AS rows FROM (
          SELECT ${usageColumns} FROM ${from}
          ORDER BY ${order} LIMIT ${limit}::int OFFSET ${offset}::bigint) r`,
      );
      const rows = page?.rows ?? [];
      return {
        content: rows.slice(0, paging.size).map(usageRowOf),
        hasNext: rows.length > paging.size,
      };
    },
    async count(criteria) {
      // Without a condition on the domain, no join: every sighting has its domain.
      const from = usageCriteriaNeedDomain(criteria) ? USAGE_FROM : sql`images i`;
      const [row] = await queryRows<{ n: number | string }>(
        db,
        sql`SELECT count(*) AS n FROM ${from} WHERE ${usageConditionsOf(criteria)}`,
      );
      return Number(row?.n ?? 0);
    },
  };
}
