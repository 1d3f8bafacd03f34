import { wire, type ImageStatus, type UsageRow } from '@sightings/domain-model';
import { sql, type SQL } from 'drizzle-orm';
import { domainCountry, onBlacklist } from '../review/tables';

/** A sort column of the usage search and the SQL type its value is read back as (keyset). */
export interface UsageSortColumn {
  expression: SQL;
  type: 'int' | 'text' | 'boolean' | 'float8' | 'timestamptz';
}

export const USAGE_SORT: Record<string, UsageSortColumn> = {
  id: { expression: sql`i.id`, type: 'int' },
  status: { expression: sql`i.status`, type: 'text' },
  delivered: { expression: sql`i.delivered`, type: 'boolean' },
  originalImageFileName: { expression: sql`i.original_image_file_name`, type: 'text' },
  imageUrl: { expression: sql`i.image_url`, type: 'text' },
  usageUrl: { expression: sql`i.usage_url`, type: 'text' },
  country: { expression: domainCountry, type: 'text' },
  scrapedCountry: { expression: sql`d.scraped_country`, type: 'text' },
  domainPursuable: { expression: sql`(NOT d.not_pursuable)`, type: 'boolean' },
  blacklisted: { expression: onBlacklist('d'), type: 'boolean' },
  difference: { expression: sql`i.difference`, type: 'float8' },
  agency: { expression: sql`i.agency`, type: 'text' },
  imageId: { expression: sql`i.image_id`, type: 'text' },
  foundAt: { expression: sql`i.found_at`, type: 'timestamptz' },
  domain: { expression: sql`d.domain`, type: 'text' },
};

export const USAGE_SORT_EXPRESSIONS: Record<string, SQL> = Object.fromEntries(
  Object.entries(USAGE_SORT).map(([field, column]) => [field, column.expression]),
);

/** 002 §9: the usage tables sort by foundAt descending by default (then by id). */
export const USAGE_DEFAULT_SORT = ['foundAt,desc'];

/** The columns of a usage row (`images i JOIN domains d`). */
export const usageColumns = sql`i.id, i.status, i.delivered, i.original_image_file_name,
  i.image_url, i.usage_url, ${domainCountry} AS country, d.scraped_country, d.not_pursuable,
  ${onBlacklist('d')} AS blacklisted, i.difference, i.agency, i.image_id, i.found_at,
  d.id AS domain_id, d.domain`;

export interface UsageSqlRow {
  id: number;
  status: ImageStatus;
  delivered: boolean;
  original_image_file_name: string | null;
  image_url: string | null;
  usage_url: string | null;
  country: string | null;
  scraped_country: string | null;
  not_pursuable: boolean;
  blacklisted: boolean;
  difference: number | string | null;
  agency: string;
  image_id: string;
  /** A Date or text from PostgreSQL, milliseconds since 1970 from ClickHouse. */
  found_at: Date | string | number | null;
  domain_id: number;
  domain: string;
}

export const usageRowOf = (row: UsageSqlRow): UsageRow => ({
  id: Number(row.id),
  status: row.status,
  delivered: row.delivered === true,
  originalImageFileName: row.original_image_file_name,
  imageUrl: row.image_url,
  usageUrl: row.usage_url,
  country: row.country,
  scrapedCountry: row.scraped_country,
  domainPursuable: row.not_pursuable !== true,
  blacklisted: row.blacklisted === true,
  difference: row.difference === null ? null : Number(row.difference),
  agency: row.agency,
  imageId: row.image_id,
  foundAt: row.found_at === null ? null : new Date(row.found_at).toISOString(),
  domainId: Number(row.domain_id),
  domain: row.domain,
});

/** The fields of a usage row in the CSV export's column order (the wire's order). */
export const USAGE_CSV_FIELDS = Object.keys(
  wire.UsageRow.properties,
) as readonly (keyof UsageRow)[];
