import type { UsageRow } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';
import { orderBy, type ListPaging } from '../listPaging';
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

/** The usage search on PostgreSQL: `images i JOIN domains d`. */
export function postgresUsageStore(db: Db): UsageStore {
  return {
    async page(criteria, paging) {
      const offset = paging.page * paging.size;
      const rows = await queryRows<UsageSqlRow>(
        db,
        sql`SELECT ${usageColumns}
          FROM ${USAGE_FROM}
          WHERE ${usageConditionsOf(criteria)}
          ORDER BY ${orderBy(paging.sort, USAGE_SORT_EXPRESSIONS, sql`i.id`)}
          LIMIT ${paging.size + 1}::int OFFSET ${offset}::bigint`,
      );
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
