import type { ClickHouseClient } from '@clickhouse/client';
import { likePattern } from '../services/listPaging';
import type { UsageCriteria } from '../services/search/filters';
import { usageRowOf } from '../services/search/usageColumns';
import type { UsageStore } from '../services/search/usageStore';
import { usageWindows } from './searchWindows';
import { COLUMNS, orderBy, type ClickhouseUsageSqlRow } from './usageSql';

/*
 * The usage search on ClickHouse (issue 16): the PostgreSQL search's conditions (filters.ts,
 * `usageConditionsOf`) written over the store's one table `usages`, as its latest copies
 * (deleted ones left out): a page by found-at or difference from a window (searchWindows.ts),
 * else read FINAL, and the count FINAL. Every value is a server-side query parameter
 * (`{name:Type}`); only fixed SQL is written into the statement, the same text for the embedded
 * engine and for a server.
 */

/** A WHERE and its parameters, named p0, p1, … */
export function clickhouseConditions(criteria: UsageCriteria): {
  where: string;
  params: Record<string, unknown>;
} {
  const conditions: string[] = [];
  const params: Record<string, unknown> = {};
  const param = (type: string, value: unknown) => {
    const name = `p${Object.keys(params).length}`;
    params[name] = value;
    return `{${name}:${type}}`;
  };
  const flag = (value: boolean | null, column: string) => {
    if (value === true) conditions.push(column);
    if (value === false) conditions.push(`NOT ${column}`);
  };
  const contains = (column: string, part: string | null) => {
    if (part !== null) conditions.push(`${column} ILIKE ${param('String', likePattern(part))}`);
  };
  // The usage URL's parts in the form its text index serves (schema.ts): `lower` folds ASCII
  // letters only, as PostgreSQL's `COLLATE "C"` ILIKE does.
  for (const part of criteria.usageUrlParts) {
    conditions.push(`lower(usage_url) LIKE lower(${param('String', likePattern(part))})`);
  }
  contains('image_url', criteria.imageUrlPart);
  contains('image_source', criteria.sourcePart);
  if (criteria.domainPart !== null) {
    conditions.push(
      criteria.domainExact
        ? `domain = ${param('String', criteria.domainPart)}`
        : `domain ILIKE ${param('String', likePattern(criteria.domainPart))}`,
    );
  }
  if (criteria.domainPattern !== null) {
    conditions.push(`domain ILIKE ${param('String', criteria.domainPattern)}`);
  }
  for (const present of criteria.facebook) flag(present, 'has_facebook');
  flag(criteria.socialNetwork, 'social_domain');
  flag(criteria.pursuable, '(NOT not_pursuable)');
  flag(criteria.blacklisted, 'blacklisted');
  flag(criteria.registeredImage, 'registered_image');
  if (criteria.statuses) conditions.push(`status IN ${param('Array(String)', criteria.statuses)}`);
  if (criteria.agencies) conditions.push(`agency IN ${param('Array(String)', criteria.agencies)}`);
  if (criteria.imageId !== null) conditions.push(`image_id = ${param('String', criteria.imageId)}`);
  const countryIn = (column: string, values: readonly string[]) => {
    const codes = values.filter((code) => code !== 'UNDEFINED');
    const either: string[] = [];
    if (codes.length) either.push(`${column} IN ${param('Array(String)', codes)}`);
    if (codes.length < values.length) either.push(`${column} IS NULL`);
    conditions.push(`(${either.join(' OR ')})`);
  };
  if (criteria.countries) countryIn('country', criteria.countries);
  if (criteria.scrapedCountries) countryIn('scraped_country', criteria.scrapedCountries);
  if (criteria.differenceLow !== null) {
    conditions.push(`difference >= ${param('Float64', criteria.differenceLow)}`);
  }
  if (criteria.differenceHigh !== null) {
    conditions.push(`difference <= ${param('Float64', criteria.differenceHigh)}`);
  }
  const moment = (iso: string) => `parseDateTime64BestEffort(${param('String', iso)}, 6, 'UTC')`;
  if (criteria.foundAtStart !== null) {
    conditions.push(`found_at >= ${moment(criteria.foundAtStart)}`);
  }
  if (criteria.foundAtEnd !== null) conditions.push(`found_at <= ${moment(criteria.foundAtEnd)}`);
  return { where: conditions.length ? conditions.join(' AND ') : '1', params };
}

/** The usage search on the ClickHouse store. */
export function clickhouseUsageStore(client: ClickHouseClient): UsageStore {
  const windows = usageWindows(client);
  return {
    async page(criteria, paging) {
      const { where, params } = clickhouseConditions(criteria);
      const finalPage = async () => {
        const result = await client.query({
          query: `SELECT ${COLUMNS} FROM usages FINAL WHERE ${where}
            ORDER BY ${orderBy(paging.sort)}
            LIMIT {limit:UInt32} OFFSET {offset:UInt64}`,
          query_params: { ...params, limit: paging.size + 1, offset: paging.page * paging.size },
          format: 'JSONEachRow',
        });
        return result.json<ClickhouseUsageSqlRow>();
      };
      // A window first (searchWindows.ts); else every match, FINAL, sorted.
      const byStatus = criteria.statuses !== null || criteria.agencies !== null;
      const rows = (await windows.page(where, params, paging, { byStatus })) ?? (await finalPage());
      return {
        content: rows
          .slice(0, paging.size)
          .map((row) => usageRowOf({ ...row, found_at: row.found_at_ms })),
        hasNext: rows.length > paging.size,
      };
    },
    async count(criteria) {
      const { where, params } = clickhouseConditions(criteria);
      const result = await client.query({
        query: `SELECT count() AS n FROM usages FINAL WHERE ${where}`,
        query_params: params,
        format: 'JSONEachRow',
      });
      const [row] = await result.json<{ n: number | string }>();
      return Number(row?.n ?? 0);
    },
  };
}
