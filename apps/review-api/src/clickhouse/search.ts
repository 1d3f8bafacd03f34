import type { ClickHouseClient } from '@clickhouse/client';
import { likePattern } from '../services/listPaging';
import type { UsageCriteria } from '../services/search/filters';
import { usageRowOf, type UsageSqlRow } from '../services/search/usageColumns';
import type { UsageStore } from '../services/search/usageStore';

/*
 * The usage search on ClickHouse (issue 16): the PostgreSQL search's conditions (filters.ts,
 * `usageConditionsOf`) written over the store's one table `usages`, read FINAL (the latest
 * copy of each sighting; deleted ones left out). Every value is a server-side query parameter
 * (`{name:Type}`); only fixed SQL is written into the statement, the same text for the embedded
 * engine and for a server.
 */

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
const COLUMNS = `id, status, delivered, original_image_file_name, image_url, usage_url, country,
  scraped_country, not_pursuable, blacklisted, difference, agency, image_id,
  toUnixTimestamp64Milli(found_at) AS found_at_ms, domain_id, domain`;

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
  for (const part of criteria.usageUrlParts) contains('usage_url', part);
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

/** `ORDER BY` of the sort entries ('field,dir' or 'field_dir'), then by id. */
function orderBy(sort: readonly string[]): string {
  const keys = sort.map((entry) => {
    const cut = Math.max(entry.lastIndexOf(','), entry.lastIndexOf('_'));
    const column = CLICKHOUSE_USAGE_SORT[entry.slice(0, cut)];
    if (!column) throw new Error(`no sort column for ${entry}`);
    const direction = entry.slice(cut + 1).toLowerCase() === 'desc' ? 'DESC' : 'ASC';
    return `${column} ${direction} NULLS LAST`;
  });
  return [...keys, 'id ASC'].join(', ');
}

/** The usage search on the ClickHouse store. */
export function clickhouseUsageStore(client: ClickHouseClient): UsageStore {
  return {
    async page(criteria, paging) {
      const { where, params } = clickhouseConditions(criteria);
      const result = await client.query({
        query: `SELECT ${COLUMNS} FROM usages FINAL WHERE ${where}
          ORDER BY ${orderBy(paging.sort)}
          LIMIT {limit:UInt32} OFFSET {offset:UInt64}`,
        query_params: { ...params, limit: paging.size + 1, offset: paging.page * paging.size },
        format: 'JSONEachRow',
      });
      const rows = await result.json<
        Omit<UsageSqlRow, 'found_at'> & { found_at_ms: number | null }
      >();
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
