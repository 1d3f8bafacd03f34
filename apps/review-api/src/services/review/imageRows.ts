import { IMAGE_STATUSES, type ImageStatus, type ReviewImage } from '@sightings/domain-model';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';

/**
 * A sighting as the review screens read it (`ReviewImage`): its columns, the mapping of a row,
 * and the table's status order; shared by the image reads and the image changes.
 */

export const iso = (value: Date | string | null) =>
  value === null
    ? null
    : value instanceof Date
      ? value.toISOString()
      : new Date(value).toISOString();

export const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );

/** The status order of the image table (001 §4.1), as a sort key. */
export const statusRank = sql.raw(
  `CASE i.status ${IMAGE_STATUSES.map((status, rank) => `WHEN '${status}' THEN ${rank}`).join(' ')} ELSE ${IMAGE_STATUSES.length} END`,
);

interface ImageRow {
  id: number;
  image_id: string;
  agency: string;
  image_url: string | null;
  usage_url: string | null;
  image_source: string | null;
  original_image_file_name: string | null;
  status: ImageStatus;
  delivered: boolean;
  downloaded: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  last_modify_date_from_header: Date | string | null;
  found_at: Date | string | null;
  photographer_name: string | null;
  difference: number | string | null;
  domain_id: number;
  review_status_changed_by: number | null;
  review_status_changed_at: Date | string | null;
  registered_image: boolean;
  on_hold: boolean;
  domain: string;
  has_original: boolean;
  reserved_until: Date | string | null;
}

const imageColumns = sql`i.id, i.image_id, i.agency, i.image_url, i.usage_url, i.image_source,
  i.original_image_file_name, i.status, i.delivered, i.downloaded, i.created_at, i.updated_at,
  i.last_modify_date_from_header, i.found_at, i.photographer_name, i.difference, i.domain_id,
  i.review_status_changed_by, i.review_status_changed_at, i.registered_image, i.on_hold,
  d.domain,
  (coalesce((i.demo_picture ->> 'hasOriginal')::boolean, false)
    OR EXISTS (SELECT 1 FROM image_files f WHERE f.image_id = i.id AND f.kind = 'original')) AS has_original,
  (SELECT r.expires_at FROM reservations r
    WHERE r.entity_type = 'IMAGE' AND r.entity_id = i.id AND r.expires_at > now()) AS reserved_until`;

const toImage = (row: ImageRow): ReviewImage => ({
  id: Number(row.id),
  imageId: row.image_id,
  agency: row.agency,
  imageUrl: row.image_url,
  usageUrl: row.usage_url,
  imageSource: row.image_source,
  originalImageFileName: row.original_image_file_name,
  status: row.status,
  delivered: row.delivered,
  downloaded: row.downloaded,
  createdAt: iso(row.created_at)!,
  updatedAt: iso(row.updated_at)!,
  lastModifyDateFromHeader: iso(row.last_modify_date_from_header),
  foundAt: iso(row.found_at),
  photographerName: row.photographer_name,
  difference: row.difference === null ? null : Number(row.difference),
  domainId: Number(row.domain_id),
  reviewStatusChangedBy:
    row.review_status_changed_by === null ? null : Number(row.review_status_changed_by),
  reviewStatusChangedAt: iso(row.review_status_changed_at),
  hasOriginal: row.has_original === true,
  domain: row.domain,
  reservedUntil: iso(row.reserved_until),
  registeredImage: row.registered_image,
  onHold: row.on_hold,
});

export async function selectImages(db: Db, where: SQL, tail: SQL = sql``): Promise<ReviewImage[]> {
  const rows = await queryRows<ImageRow>(
    db,
    sql`SELECT ${imageColumns} FROM images i JOIN domains d ON d.id = i.domain_id
      WHERE ${where} ${tail}`,
  );
  return rows.map(toImage);
}

/** These images, in the order of `ids`. */
export async function imagesInOrder(db: Db, ids: readonly number[]): Promise<ReviewImage[]> {
  if (!ids.length) return [];
  const byId = new Map(
    (await selectImages(db, sql`i.id IN (${idList(ids)})`)).map((image) => [image.id, image]),
  );
  return ids.map((id) => byId.get(id)).filter((image) => image !== undefined);
}
