import {
  IMAGE_FILTER_FIELD_SORT,
  IMAGE_FILTER_KEY_SORT,
  IMAGE_STATUSES,
  type ImageFilterSortField,
  type ImageFilterSortKey,
  type ImagesFilterBody,
  type ImageStatus,
  type ReviewImage,
} from '@sightings/domain-model';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';
import { assertDomain } from './domainReads';
import { iso, selectImages, statusRank } from './imageRows';

/**
 * The review screens' image reads (spec 001 §2.2, §3, §7): a domain's sightings (all, or
 * filtered and paged) and the facts around them (status counts, delivered ids, the first and
 * last sightings, the filter bar's values). Each answers 404 without the domain.
 */

/**
 * `GET /assessment_domain/{id}/images_by_domain?sort=agency,{order}`: every sighting of the
 * domain in the image table's order (001 §4.1: identical, pending, offline, duplicate,
 * legitimate, not pursuable, non-identical; undelivered before delivered), then by agency
 * (ascending unless `desc`), then by id.
 */
export async function imagesByDomain(
  db: Db,
  id: number,
  sort: string | undefined,
): Promise<ReviewImage[]> {
  await assertDomain(db, id);
  const direction = sort?.toLowerCase().endsWith('desc') ? sql`DESC` : sql`ASC`;
  return selectImages(
    db,
    sql`i.domain_id = ${id}`,
    sql`ORDER BY ${statusRank}, i.delivered, i.agency ${direction}, i.id`,
  );
}

const SORT_COLUMN: Record<ImageFilterSortField, SQL> = {
  status: statusRank,
  agency: sql`i.agency`,
  imageId: sql`i.image_id`,
  imageUrl: sql`i.image_url`,
  usageUrl: sql`i.usage_url`,
  difference: sql`i.difference`,
  foundAt: sql`i.found_at`,
  createdAt: sql`i.created_at`,
  updatedAt: sql`i.updated_at`,
  delivered: sql`i.delivered`,
  id: sql`i.id`,
};

export interface PageOptions {
  page: number;
  size: number;
  /** `key_asc|key_desc` (the spec's) and `field,dir` (extension `review-paging`) entries. */
  sort: readonly string[];
  /** Whether `field,dir` entries are taken (the extension is offered); else they are ignored. */
  fieldSorts: boolean;
}

const direction = (dir: string) => (dir.toLowerCase() === 'desc' ? sql`DESC` : sql`ASC`);

/**
 * The order of `images_by_domain_filter` (docs/review-api.md "Reads"):
 * - `field,dir` (extension `review-paging`, repeatable): by those fields in turn (status in the
 *   table order, nulls last), then id, as the paged final review table asks;
 * - `key_asc|key_desc` (the spec's form, 001 §7 Notes): the image table's order (001 §4.1:
 *   status, undelivered before delivered) with the key ordering the images within it (`status`
 *   turns the status order round), then id: the order `images_by_domain?sort=agency,dir` gives;
 * - neither: the table order, then id.
 */
function filterOrder(sort: readonly string[], fieldSorts: boolean): SQL {
  if (fieldSorts && sort.some((entry) => IMAGE_FILTER_FIELD_SORT.test(entry))) {
    return sql.join(
      [
        ...sort.map((entry) => {
          // `field,dir`, or a `key_dir` beside them: each key in turn.
          const [field, dir] = entry.split(/[,_](?=[^,_]+$)/) as [ImageFilterSortField, string];
          return sql`${SORT_COLUMN[field]} ${direction(dir)} NULLS LAST`;
        }),
        sql`i.id`,
      ],
      sql`, `,
    );
  }
  const keys = sort
    .map((entry) => IMAGE_FILTER_KEY_SORT.exec(entry))
    .filter((match) => match !== null)
    .map((match) => ({ key: match[1] as ImageFilterSortKey, dir: match[2]! }));
  const statusKey = keys.find((entry) => entry.key === 'status');
  return sql.join(
    [
      sql`${statusRank} ${direction(statusKey?.dir ?? 'asc')}`,
      sql`i.delivered`,
      ...keys
        .filter((entry) => entry.key !== 'status')
        .map((entry) => sql`${SORT_COLUMN[entry.key]} ${direction(entry.dir)} NULLS LAST`),
      sql`i.id`,
    ],
    sql`, `,
  );
}

/**
 * `POST /assessment_domain/{id}/images_by_domain_filter?page=&size=&sort=key_asc` (001 §7 and
 * its Notes): the domain's sightings that match the filter (each field a list of accepted
 * values, exact; null, absent or empty: any), paged as the contract's Page, in `filterOrder`.
 */
export async function imagesByDomainFilter(
  db: Db,
  id: number,
  filter: ImagesFilterBody,
  { page, size, sort, fieldSorts }: PageOptions,
) {
  await assertDomain(db, id);
  const conditions: SQL[] = [sql`i.domain_id = ${id}`];
  const textFilters = [
    ['status', sql`i.status`],
    ['agency', sql`i.agency`],
    ['imageId', sql`i.image_id`],
    ['imageUrl', sql`i.image_url`],
    ['usageUrl', sql`i.usage_url`],
  ] as const;
  for (const [field, column] of textFilters) {
    const values = filter[field];
    if (values?.length) {
      conditions.push(
        sql`${column} IN (${sql.join(
          values.map((value) => sql`${value}::text`),
          sql`, `,
        )})`,
      );
    }
  }
  if (filter.difference?.length) {
    conditions.push(
      sql`i.difference IN (${sql.join(
        filter.difference.map((value) => sql`${value}::float8`),
        sql`, `,
      )})`,
    );
  }
  const where = sql.join(conditions, sql` AND `);
  const order = filterOrder(sort, fieldSorts);
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM images i WHERE ${where}`,
  );
  const totalElements = Number(count?.n ?? 0);
  const content = await selectImages(
    db,
    where,
    sql`ORDER BY ${order} LIMIT ${size}::int OFFSET ${page * size}::bigint`,
  );
  return {
    content,
    totalElements,
    totalPages: Math.ceil(totalElements / size),
    number: page,
    size,
  };
}

/** `GET /assessment_domain/{id}/status_counts`: the domain's sightings per status and in all. */
export async function statusCounts(db: Db, id: number) {
  await assertDomain(db, id);
  const rows = await queryRows<{ status: ImageStatus; n: number }>(
    db,
    sql`SELECT status, count(*)::int AS n FROM images WHERE domain_id = ${id} GROUP BY status`,
  );
  const counts = Object.fromEntries(IMAGE_STATUSES.map((status) => [status, 0])) as Record<
    ImageStatus,
    number
  >;
  let total = 0;
  for (const row of rows) {
    total += Number(row.n);
    if (row.status in counts) counts[row.status] = Number(row.n);
  }
  return { total, counts };
}

/** `GET /assessment_domain/{id}/delivered_ids`: the delivered sightings' row and agency ids. */
export async function deliveredIds(db: Db, id: number) {
  await assertDomain(db, id);
  const rows = await queryRows<{ id: number; image_id: string }>(
    db,
    sql`SELECT id, image_id FROM images WHERE domain_id = ${id} AND delivered ORDER BY id`,
  );
  return {
    ids: rows.map((row) => Number(row.id)),
    delivered_image_ids: rows.map((row) => row.image_id),
  };
}

/**
 * `GET /assessment_domain/{id}/first_sightings` and `/last_sightings`: the day (UTC) of the
 * domain's first or last sighting (`foundAt`, or when the sighting was recorded without one),
 * how many were found that day, and up to 50 of them.
 */
export async function sightings(db: Db, id: number, which: 'first' | 'last') {
  await assertDomain(db, id);
  const found = sql`coalesce(i.found_at, i.created_at)`;
  const pick = which === 'first' ? sql`min` : sql`max`;
  const rows = await queryRows<{
    day: string | null;
    n: number;
  }>(
    db,
    sql`WITH day AS (SELECT (${pick}(${found}) AT TIME ZONE 'UTC')::date AS day FROM images i WHERE i.domain_id = ${id})
      SELECT day.day::text AS day,
        (SELECT count(*)::int FROM images i WHERE i.domain_id = ${id}
          AND (${found} AT TIME ZONE 'UTC')::date = day.day) AS n
      FROM day`,
  );
  const day = rows[0]?.day ?? null;
  if (day === null) return { date: null, count: 0, images: [] };
  const list = await queryRows<{
    id: number;
    image_id: string;
    agency: string;
    status: ImageStatus;
    usage_url: string | null;
    found_at: Date | string | null;
  }>(
    db,
    sql`SELECT i.id, i.image_id, i.agency, i.status, i.usage_url, i.found_at FROM images i
      WHERE i.domain_id = ${id} AND (${found} AT TIME ZONE 'UTC')::date = ${day}::date
      ORDER BY ${found}, i.id LIMIT 50`,
  );
  return {
    date: day,
    count: Number(rows[0]!.n),
    images: list.map((row) => ({
      id: Number(row.id),
      imageId: row.image_id,
      agency: row.agency,
      status: row.status,
      usageUrl: row.usage_url,
      foundAt: iso(row.found_at),
    })),
  };
}

/** At most this many distinct values per field of `images_fields_info`. */
const FIELDS_INFO_MAX = 1000;

/**
 * `GET /assessment_domain/{id}/images_fields_info`: the distinct values of the filter bar's
 * fields among the domain's sightings (001 §3 "sightings-info lists"), sorted, at most 1000
 * each (statuses in the table's order).
 */
export async function imagesFieldsInfo(db: Db, id: number) {
  await assertDomain(db, id);
  const distinct = async (column: SQL) =>
    (
      await queryRows<{ v: string }>(
        db,
        sql`SELECT DISTINCT ${column} AS v FROM images i
          WHERE i.domain_id = ${id} AND ${column} IS NOT NULL ORDER BY 1 LIMIT ${FIELDS_INFO_MAX}`,
      )
    ).map((row) => row.v);
  const statuses = new Set(await distinct(sql`i.status`));
  return {
    status: IMAGE_STATUSES.filter((status) => statuses.has(status)),
    agency: await distinct(sql`i.agency`),
    imageId: await distinct(sql`i.image_id`),
    usageUrl: await distinct(sql`i.usage_url`),
    imageUrl: await distinct(sql`i.image_url`),
    difference: (await distinct(sql`i.difference`)).map(Number),
  };
}
