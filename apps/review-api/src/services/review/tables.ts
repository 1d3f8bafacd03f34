import type {
  DomainImageListRow,
  DomainListFilter,
  DomainListRow,
  DomainFlowStatus,
  ImageStatus,
  Page,
  SightingListRow,
} from '@sightings/domain-model';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';
import { ApiError } from '../../errors';
import { orderBy, pageOf, sortKey, type ListPaging } from '../listPaging';

/**
 * The review tables' lists (spec 001 §2.6): the domain list with its sightings counted
 * (`POST /assessment_domain/domain_image_info`) and the sighting list (`GET /assessment_image`),
 * each filtered, sorted and paged. Small and exact; the Search page (issue 15) brings the big
 * search. Only SQL parameters reach the statements; sort columns come from fixed maps.
 */

/** Whether the domain `alias` is blacklisted: its own flag, or listed in `blacklisted_domains`. */
export const onBlacklist = (alias: string) =>
  sql.raw(`(${alias}.blacklisted
    OR EXISTS (SELECT 1 FROM blacklisted_domains b WHERE b.domain = ${alias}.domain))`);

/** The country of the domain `d`: its priority country, else its other country. */
export const domainCountry = sql`coalesce(d.priority_country, d.other_countries)`;

const DOMAIN_SORT: Record<string, SQL> = {
  id: sql`d.id`,
  domain: sql`d.domain`,
  country: domainCountry,
  scrapedCountry: sql`d.scraped_country`,
  sightingsCount: sql`s.sightings`,
  identicalSightingsCount: sql`s.identical`,
  searchedImageCount: sql`s.searched`,
  searchedImageIdenticalCount: sql`s.searched_identical`,
  domainFlowStatus: sql`d.domain_flow_status`,
  commercial: sql`d.commercial_web_site`,
  pursuable: sql`(NOT d.not_pursuable)`,
  blacklisted: onBlacklist('d'),
};

export const textIn = (column: SQL, values: readonly string[]) =>
  sql`${column} IN (${sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  )})`;

/** A country column among these codes; UNDEFINED matches a domain without one (002 §3). */
export function countryIn(column: SQL, values: readonly string[]): SQL {
  const codes = values.filter((code) => code !== 'UNDEFINED');
  const either: SQL[] = [];
  if (codes.length) either.push(textIn(column, codes));
  if (codes.length < values.length) either.push(sql`${column} IS NULL`);
  return sql`(${sql.join(either, sql` OR `)})`;
}

/**
 * A LIKE pattern that finds `pattern` anywhere, its `%` kept as "any text" (the pair pattern
 * 'a%b' of 002 §5), its `_` and `\` taken literally.
 */
export const containsPattern = (pattern: string) =>
  `%${pattern.replace(/[\\_]/g, (c) => `\\${c}`)}%`;

/** Any of the domain name patterns (each found anywhere in `d.domain`); null when none. */
export function domainPatterns(patterns: readonly string[] | null | undefined): SQL | null {
  const parts = (patterns ?? []).map((pattern) => pattern.trim().toLowerCase()).filter(Boolean);
  if (!parts.length) return null;
  return sql`(${sql.join(
    parts.map((part) => sql`d.domain ILIKE ${containsPattern(part)}`),
    sql` OR `,
  )})`;
}

/** The sightings counts of `sightingCounts` (alias `s`) a filter asks minimums of. */
export interface CountMinimums {
  sightings?: number | null;
  identical?: number | null;
  searched?: number | null;
  searchedIdentical?: number | null;
}

const COUNT_COLUMN: Record<keyof CountMinimums, SQL> = {
  sightings: sql`s.sightings`,
  identical: sql`s.identical`,
  searched: sql`s.searched`,
  searchedIdentical: sql`s.searched_identical`,
};

/**
 * The minimum-count conditions on `sightingCounts` (alias `s`), or null when no count is
 * asked for: then the counts need not be computed to filter.
 */
export function countConditions(minimums: CountMinimums): SQL | null {
  const conditions = (Object.keys(COUNT_COLUMN) as (keyof CountMinimums)[])
    .filter((key) => typeof minimums[key] === 'number')
    .map((key) => sql`${COUNT_COLUMN[key]} >= ${minimums[key]}::int`);
  return conditions.length ? sql.join(conditions, sql` AND `) : null;
}

/** The domain list filter's minimum counts (on `sightingCounts`), or null without any. */
const domainCountConditions = (filter: DomainListFilter) =>
  countConditions({ sightings: filter.imagesCount, identical: filter.identicalCount });

/**
 * The filter's conditions on `domains d` (null or absent fields match any). The minimum counts
 * (`imagesCount`, `identicalCount`) are conditions on `sightingCounts` (`s`): a statement that
 * uses this must join it when `domainCountConditions` is not null.
 */
function domainConditions(filter: DomainListFilter): SQL {
  const conditions: SQL[] = [];
  const patterns = domainPatterns(filter.domains);
  if (patterns) conditions.push(patterns);
  if (filter.status?.length) {
    conditions.push(textIn(sql`d.domain_flow_status`, filter.status));
  }
  if (filter.country?.length) conditions.push(countryIn(domainCountry, filter.country));
  if (filter.scrapedCountry?.length) {
    conditions.push(countryIn(sql`d.scraped_country`, filter.scrapedCountry));
  }
  const flag = (value: boolean | null | undefined, column: SQL) => {
    if (value === true) conditions.push(column);
    if (value === false) conditions.push(sql`NOT ${column}`);
  };
  // commercial: false is "non-commercial"; a domain not yet classified (null) matches neither.
  if (filter.commercial === true) conditions.push(sql`d.commercial_web_site IS TRUE`);
  if (filter.commercial === false) conditions.push(sql`d.commercial_web_site IS FALSE`);
  flag(filter.pursuable, sql`(NOT d.not_pursuable)`);
  flag(filter.notBlacklisted, sql`(NOT ${onBlacklist('d')})`);
  flag(filter.socialDomain, sql`d.social_domain`);
  const counts = domainCountConditions(filter);
  if (counts) conditions.push(counts);
  return conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;
}

interface DomainListSqlRow {
  id: number;
  domain: string;
  country: string | null;
  country_name: string | null;
  scraped_country: string | null;
  sightings: number;
  identical: number;
  searched: number;
  searched_identical: number;
  domain_flow_status: DomainFlowStatus;
  commercial_web_site: boolean | null;
  not_pursuable: boolean;
  blacklisted: boolean;
  social_domain: boolean;
}

/** The domain-with-image list sorts by the domain's columns (`id`: the sighting's) and these. */
const DOMAIN_IMAGE_SORT: Record<string, SQL> = {
  ...DOMAIN_SORT,
  id: sql`i.id`,
  domainId: sql`d.id`,
  imageId: sql`i.image_id`,
  imageUrl: sql`i.image_url`,
};

/** The sort fields only the domain-with-image list has. */
const IMAGE_ONLY_SORT = ['domainId', 'imageId', 'imageUrl'];

const domainListColumns = sql`d.domain, ${domainCountry} AS country, c.full_name AS country_name,
  d.scraped_country, s.sightings, s.identical, s.searched, s.searched_identical,
  d.domain_flow_status, d.commercial_web_site, d.not_pursuable,
  ${onBlacklist('d')} AS blacklisted, d.social_domain`;

/** Each domain's sightings counted (all, IDENTICAL, distinct agency pictures, those IDENTICAL). */
export const sightingCounts = sql`CROSS JOIN LATERAL (
    SELECT count(*)::int AS sightings,
      count(*) FILTER (WHERE x.status = 'IDENTICAL')::int AS identical,
      count(DISTINCT (x.agency, x.image_id))::int AS searched,
      count(DISTINCT (x.agency, x.image_id)) FILTER (WHERE x.status = 'IDENTICAL')::int
        AS searched_identical
    FROM images x WHERE x.domain_id = d.id) s`;

const domainRowOf = (row: DomainListSqlRow): DomainListRow => ({
  id: Number(row.id),
  domain: row.domain,
  country: row.country,
  countryName: row.country_name,
  scrapedCountry: row.scraped_country,
  sightingsCount: Number(row.sightings),
  identicalSightingsCount: Number(row.identical),
  searchedImageCount: Number(row.searched),
  searchedImageIdenticalCount: Number(row.searched_identical),
  domainFlowStatus: row.domain_flow_status,
  commercial: row.commercial_web_site,
  pursuable: !row.not_pursuable,
  blacklisted: row.blacklisted === true,
  socialDomain: row.social_domain,
});

/**
 * `POST /assessment_domain/domain_image_info?page&size&sort`: the domains matching the filter,
 * each with its sightings counted (all, IDENTICAL, distinct agency pictures, those IDENTICAL).
 * Without `sort`: by id. The image fields do not sort this list (400).
 */
export async function domainImageInfo(
  db: Db,
  filter: DomainListFilter,
  paging: ListPaging,
): Promise<Page<DomainListRow>> {
  const imageSort = paging.sort.find((entry) => IMAGE_ONLY_SORT.includes(sortKey(entry).field));
  if (imageSort) {
    throw new ApiError(
      400,
      'VALIDATION_ERROR',
      `querystring/sort: ${imageSort} sorts only the list with perImage=true`,
    );
  }
  const where = domainConditions(filter);
  const counted = domainCountConditions(filter) ? sightingCounts : sql``;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM domains d ${counted} WHERE ${where}`,
  );
  const rows = await queryRows<DomainListSqlRow>(
    db,
    sql`SELECT d.id, ${domainListColumns}
      FROM domains d
      LEFT JOIN countries c ON c.alpha3_code = ${domainCountry}
      ${sightingCounts}
      WHERE ${where}
      ORDER BY ${orderBy(paging.sort, DOMAIN_SORT, sql`d.id`)}
      LIMIT ${paging.size}::int OFFSET ${paging.page * paging.size}::bigint`,
  );
  return pageOf(rows.map(domainRowOf), Number(count?.n ?? 0), paging);
}

/**
 * `POST /assessment_domain/domain_image_info?perImage=true&page&size&sort`: the domain-with-image
 * list, one row per sighting of the domains matching the filter (a domain without sightings has
 * no row), each with its domain's fields and counts. `id` is the sighting's id, `domainId` the
 * domain's. Without `sort`: by the sighting's id.
 */
export async function domainImageInfoPerImage(
  db: Db,
  filter: DomainListFilter,
  paging: ListPaging,
): Promise<Page<DomainImageListRow>> {
  const where = domainConditions(filter);
  const counted = domainCountConditions(filter) ? sightingCounts : sql``;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM domains d JOIN images i ON i.domain_id = d.id ${counted}
      WHERE ${where}`,
  );
  const rows = await queryRows<
    DomainListSqlRow & { domain_id: number; image_id: string; image_url: string | null }
  >(
    db,
    sql`SELECT i.id, d.id AS domain_id, i.image_id, i.image_url, ${domainListColumns}
      FROM domains d
      JOIN images i ON i.domain_id = d.id
      LEFT JOIN countries c ON c.alpha3_code = ${domainCountry}
      ${sightingCounts}
      WHERE ${where}
      ORDER BY ${orderBy(paging.sort, DOMAIN_IMAGE_SORT, sql`i.id`)}
      LIMIT ${paging.size}::int OFFSET ${paging.page * paging.size}::bigint`,
  );
  return pageOf(
    rows.map((row) => ({
      ...domainRowOf(row),
      domainId: Number(row.domain_id),
      imageId: row.image_id,
      imageUrl: row.image_url,
    })),
    Number(count?.n ?? 0),
    paging,
  );
}

const SIGHTING_SORT: Record<string, SQL> = {
  id: sql`i.id`,
  status: sql`i.status`,
  agency: sql`i.agency`,
  imageId: sql`i.image_id`,
  country: domainCountry,
  scrapedCountry: sql`d.scraped_country`,
  imageUrl: sql`i.image_url`,
  domain: sql`d.domain`,
  usageUrl: sql`i.usage_url`,
  foundAt: sql`i.found_at`,
  difference: sql`i.difference`,
  pursuable: sql`(NOT d.not_pursuable)`,
  notBlacklisted: sql`(NOT ${onBlacklist('d')})`,
};

/**
 * `GET /assessment_image?page&size&sort&domainId&status`: the sightings of one domain or of
 * all, of the given statuses or any, with their domain's country, pursuable and blacklist facts.
 * Without `sort`: by id.
 */
export async function sightingList(
  db: Db,
  { domainId, status }: { domainId?: number; status?: readonly ImageStatus[] },
  paging: ListPaging,
): Promise<Page<SightingListRow>> {
  const conditions: SQL[] = [];
  if (domainId !== undefined) conditions.push(sql`i.domain_id = ${domainId}::int`);
  if (status?.length) conditions.push(textIn(sql`i.status`, status));
  const where = conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM images i WHERE ${where}`,
  );
  const rows = await queryRows<{
    id: number;
    status: ImageStatus;
    agency: string;
    image_id: string;
    delivered: boolean;
    country: string | null;
    country_name: string | null;
    scraped_country: string | null;
    image_url: string | null;
    domain_id: number;
    domain: string;
    usage_url: string | null;
    found_at: Date | string | null;
    difference: number | string | null;
    not_pursuable: boolean;
    blacklisted: boolean;
  }>(
    db,
    sql`SELECT i.id, i.status, i.agency, i.image_id, i.delivered, ${domainCountry} AS country,
        c.full_name AS country_name, d.scraped_country, i.image_url, i.domain_id, d.domain,
        i.usage_url, i.found_at, i.difference, d.not_pursuable, ${onBlacklist('d')} AS blacklisted
      FROM images i
      JOIN domains d ON d.id = i.domain_id
      LEFT JOIN countries c ON c.alpha3_code = ${domainCountry}
      WHERE ${where}
      ORDER BY ${orderBy(paging.sort, SIGHTING_SORT, sql`i.id`)}
      LIMIT ${paging.size}::int OFFSET ${paging.page * paging.size}::bigint`,
  );
  return pageOf(
    rows.map((row) => ({
      id: Number(row.id),
      status: row.status,
      agency: row.agency,
      imageId: row.image_id,
      delivered: row.delivered,
      country: row.country,
      countryName: row.country_name,
      scrapedCountry: row.scraped_country,
      imageUrl: row.image_url,
      domainId: Number(row.domain_id),
      domain: row.domain,
      usageUrl: row.usage_url,
      foundAt: row.found_at === null ? null : new Date(row.found_at).toISOString(),
      difference: row.difference === null ? null : Number(row.difference),
      pursuable: !row.not_pursuable,
      notBlacklisted: row.blacklisted !== true,
    })),
    Number(count?.n ?? 0),
    paging,
  );
}
