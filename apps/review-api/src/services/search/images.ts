import type {
  DomainFlowStatus,
  ImageSearchFilter,
  ImageSearchRow,
  ImageStatus,
  Page,
} from '@sightings/domain-model';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';
import { orderBy, pageOf, type ListPaging } from '../listPaging';
import { domainCountry, onBlacklist, sightingCounts } from '../review/tables';
import { imageConditions } from './filters';
import { checkOffset } from './paging';

const IMAGE_SORT: Record<string, SQL> = {
  id: sql`i.id`,
  status: sql`i.status`,
  agency: sql`i.agency`,
  imageId: sql`i.image_id`,
  imageUrl: sql`i.image_url`,
  usageUrl: sql`i.usage_url`,
  foundAt: sql`i.found_at`,
  difference: sql`i.difference`,
  domain: sql`d.domain`,
  country: domainCountry,
  scrapedCountry: sql`d.scraped_country`,
  domainFlowStatus: sql`d.domain_flow_status`,
  commercialWebSite: sql`d.commercial_web_site`,
  notPursuable: sql`d.not_pursuable`,
  blacklisted: onBlacklist('d'),
};

interface ImageSearchSqlRow {
  id: number;
  status: ImageStatus;
  delivered: boolean;
  agency: string;
  image_id: string;
  image_url: string | null;
  usage_url: string | null;
  found_at: Date | string | null;
  difference: number | string | null;
  domain_id: number;
  domain: string;
  country: string | null;
  country_name: string | null;
  scraped_country: string | null;
  domain_flow_status: DomainFlowStatus;
  commercial_web_site: boolean | null;
  not_pursuable: boolean;
  blacklisted: boolean;
}

/**
 * `POST /assessment_image/search?page&size&sort`: the sightings of the agencies and/or the
 * agency image id, with their domain's facts, narrowed by the other fields (002 §3). The
 * domain's sightings are counted only when a minimum count is asked for. Without `sort`: by id.
 */
export async function searchImages(
  db: Db,
  filter: ImageSearchFilter,
  paging: ListPaging,
): Promise<Page<ImageSearchRow>> {
  checkOffset(paging);
  const { where, counts } = imageConditions(filter);
  const counted = counts ? sightingCounts : sql``;
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM images i JOIN domains d ON d.id = i.domain_id ${counted}
      WHERE ${where}`,
  );
  const rows = await queryRows<ImageSearchSqlRow>(
    db,
    sql`SELECT i.id, i.status, i.delivered, i.agency, i.image_id, i.image_url, i.usage_url,
        i.found_at, i.difference, d.id AS domain_id, d.domain, ${domainCountry} AS country,
        c.full_name AS country_name, d.scraped_country, d.domain_flow_status,
        d.commercial_web_site, d.not_pursuable, ${onBlacklist('d')} AS blacklisted
      FROM images i
      JOIN domains d ON d.id = i.domain_id
      LEFT JOIN countries c ON c.alpha3_code = ${domainCountry}
      ${counted}
      WHERE ${where}
      ORDER BY ${orderBy(paging.sort, IMAGE_SORT, sql`i.id`)}
      LIMIT ${paging.size}::int OFFSET ${paging.page * paging.size}::bigint`,
  );
  return pageOf(
    rows.map((row) => ({
      id: Number(row.id),
      status: row.status,
      delivered: row.delivered === true,
      agency: row.agency,
      imageId: row.image_id,
      imageUrl: row.image_url,
      usageUrl: row.usage_url,
      foundAt: row.found_at === null ? null : new Date(row.found_at).toISOString(),
      difference: row.difference === null ? null : Number(row.difference),
      domainId: Number(row.domain_id),
      domain: row.domain,
      country: row.country,
      countryName: row.country_name,
      scrapedCountry: row.scraped_country,
      domainFlowStatus: row.domain_flow_status,
      commercialWebSite: row.commercial_web_site,
      notPursuable: row.not_pursuable === true,
      blacklisted: row.blacklisted === true,
    })),
    Number(total?.n ?? 0),
    paging,
  );
}
