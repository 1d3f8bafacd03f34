import {
  decideDomainAction,
  IMAGE_STATUSES,
  SCREEN_STATUSES,
  screensOf,
  TEXTS,
  validateUrlEdit,
  type DomainFlowStatus,
  type ImageStatus,
} from '@sightings/domain-model';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { ApiError } from '../errors';
import type {
  ImageFilterSortField,
  ImagesFilterBody,
  ReviewImage,
  ReviewImageEdit,
} from '../routes/reviewSchemas';
import { recordAudit, type AuditEntry } from './audit';
import { domainLeases } from './reservations';
import { assertDomain, type Actor } from './review';

/**
 * The review screens' image side (spec 001 §2.2, §4.1, §7): a domain's sightings (all, or
 * filtered and paged), the facts around them, and the image updates. Every update runs in one
 * transaction that locks the images' domains and then the images (in id order, the order of
 * the domain actions), checks that the caller may work on each domain and that nobody else
 * holds it, refuses changes to delivered images, and audits each changed field.
 */

const iso = (value: Date | string | null) =>
  value === null
    ? null
    : value instanceof Date
      ? value.toISOString()
      : new Date(value).toISOString();

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );

/** The status order of the image table (001 §4.1), as a sort key. */
const statusRank = sql.raw(
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

async function selectImages(db: Db, where: SQL, tail: SQL = sql``): Promise<ReviewImage[]> {
  const rows = await queryRows<ImageRow>(
    db,
    sql`SELECT ${imageColumns} FROM images i JOIN domains d ON d.id = i.domain_id
      WHERE ${where} ${tail}`,
  );
  return rows.map(toImage);
}

/** These images, in the order of `ids`. */
async function imagesInOrder(db: Db, ids: readonly number[]): Promise<ReviewImage[]> {
  if (!ids.length) return [];
  const byId = new Map(
    (await selectImages(db, sql`i.id IN (${idList(ids)})`)).map((image) => [image.id, image]),
  );
  return ids.map((id) => byId.get(id)).filter((image) => image !== undefined);
}

// ---- Reads ---------------------------------------------------------------------------------

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
  sort: readonly string[];
}

/**
 * `POST /assessment_domain/{id}/images_by_domain_filter?page=&size=&sort=field,dir`: the
 * domain's sightings that match the filter (each field a list of accepted values, exact; null,
 * absent or empty: any), paged as the contract's Page. Without `sort`, the image table's order.
 */
export async function imagesByDomainFilter(
  db: Db,
  id: number,
  filter: ImagesFilterBody,
  { page, size, sort }: PageOptions,
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
  const order = sort.length
    ? sql.join(
        [
          ...sort.map((entry) => {
            // `field,dir` (the contract) or `field_dir` (the screen's key_asc); fields are camelCase.
            const [field, direction] = entry.split(/[,_]/) as [ImageFilterSortField, string];
            return sql`${SORT_COLUMN[field]} ${direction.toLowerCase() === 'desc' ? sql`DESC` : sql`ASC`} NULLS LAST`;
          }),
          sql`i.id`,
        ],
        sql`, `,
      )
    : sql`${statusRank}, i.delivered, i.id`;
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

// ---- Updates -------------------------------------------------------------------------------

/** What a call asks of one image (fields left out keep their values). */
export interface ImageChange extends ReviewImageEdit {
  imageUrl?: string;
  usageUrl?: string;
}

type Mode = 'update' | 'hold';

const listIds = (ids: readonly number[]) => ids.join(', ');

/** A list's ids must be unique: 400 naming the repeated ones. */
export function assertUnique(ids: readonly number[]) {
  const seen = new Set<number>();
  const repeated = new Set<number>();
  for (const id of ids) (seen.has(id) ? repeated : seen).add(id);
  if (repeated.size) {
    throw new ApiError(
      400,
      'VALIDATION_ERROR',
      `body: ${repeated.size === 1 ? 'id' : 'ids'} ${listIds([...repeated])} ${
        repeated.size === 1 ? 'appears' : 'appear'
      } more than once.`,
    );
  }
}

const FIELD_COLUMN = {
  status: 'status',
  photographerName: 'photographer_name',
  imageUrl: 'image_url',
  usageUrl: 'usage_url',
} as const;
type ChangeField = keyof typeof FIELD_COLUMN;
const CHANGE_FIELDS = Object.keys(FIELD_COLUMN) as ChangeField[];

/**
 * Applies the changes in one transaction: locks the images' domains, then the images (both in
 * id order); 404 for an unknown image; 409 (naming the images, nothing changed) when a domain's
 * flow status is not one the caller's screens work on (`SCREEN_STATUSES`; to hold: a status
 * hold is allowed from, or ON_HOLD), when another user holds a live lease of the domain, or
 * when a delivered image would change. Changed fields are stored and audited (before, after);
 * a status change records who and when. `hold` also puts the (undelivered) images on hold.
 */
async function changeImages(
  db: Db,
  actor: Actor,
  changes: ReadonlyMap<number, ImageChange>,
  mode: Mode,
) {
  const ids = [...changes.keys()];
  return db.transaction(async (tx) => {
    const domainRows = await queryRows<{
      id: number;
      status: DomainFlowStatus;
      social_domain: boolean;
    }>(
      tx,
      sql`SELECT id, domain_flow_status AS status, social_domain FROM domains
        WHERE id IN (SELECT domain_id FROM images WHERE id IN (${idList(ids)}))
        ORDER BY id FOR UPDATE`,
    );
    const rows = await queryRows<{
      id: number;
      domain_id: number;
      status: ImageStatus;
      delivered: boolean;
      on_hold: boolean;
      photographer_name: string | null;
      image_url: string | null;
      usage_url: string | null;
    }>(
      tx,
      sql`SELECT id, domain_id, status, delivered, on_hold, photographer_name, image_url, usage_url
        FROM images WHERE id IN (${idList(ids)}) ORDER BY id FOR UPDATE`,
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    const missing = ids.filter((id) => !byId.has(id));
    if (missing.length) {
      throw new ApiError(
        404,
        'NOT_FOUND',
        missing.length === 1
          ? `No image with id ${missing[0]}.`
          : `No images with ids ${listIds(missing)}.`,
      );
    }

    // The domains: the caller's screens must work on each, and nobody else may hold one.
    // Quality control works on websites, social media QC on social profiles (the two QC
    // queues, docs/domain-flow.md); final review on both.
    const screens = screensOf(actor.permissions, actor.isAdmin);
    const workable = (socialDomain: boolean) =>
      new Set<DomainFlowStatus>(
        screens
          .filter((screen) =>
            socialDomain ? screen !== 'qualityControl' : screen !== 'socialMediaQualityControl',
          )
          .flatMap((screen) => SCREEN_STATUSES[screen]),
      );
    const mayWorkOn = (status: DomainFlowStatus, socialDomain: boolean) =>
      mode === 'update'
        ? workable(socialDomain).has(status)
        : status === 'ON_HOLD' ||
          decideDomainAction({
            action: 'hold',
            status,
            permissions: actor.permissions,
            isAdmin: actor.isAdmin,
          }).kind === 'allowed';
    const leases = await domainLeases(
      tx,
      domainRows.map((row) => Number(row.id)),
    );
    for (const domain of domainRows) {
      const domainId = Number(domain.id);
      const concerned = ids.filter((id) => Number(byId.get(id)!.domain_id) === domainId);
      const these = `${concerned.length === 1 ? 'Image' : 'Images'} ${listIds(concerned)}`;
      if (!mayWorkOn(domain.status, domain.social_domain === true)) {
        throw new ApiError(
          409,
          'CONFLICT',
          mode === 'update'
            ? `${these} of domain ${domainId} cannot be changed: the domain (${domain.social_domain ? 'a social profile' : 'a website'}) is in flow status ${domain.status}, which your review screens do not work on. Nothing was changed.`
            : `${these} of domain ${domainId} cannot be held: the domain is in flow status ${domain.status}. Nothing was changed.`,
          undefined,
          concerned,
        );
      }
      const lease = leases.get(domainId);
      if (lease && lease.live && lease.userId !== actor.id) {
        throw new ApiError(
          409,
          'CONFLICT',
          `${these} of domain ${domainId} cannot be changed: the domain is reserved by another user. Nothing was changed.`,
          undefined,
          concerned,
        );
      }
    }

    const current = (id: number) => {
      const row = byId.get(id)!;
      return {
        status: row.status,
        photographerName: row.photographer_name,
        imageUrl: row.image_url,
        usageUrl: row.usage_url,
      } as Record<ChangeField, string | null>;
    };
    const diffs = new Map<number, Partial<Record<ChangeField, string | null>>>();
    const lockedDelivered: number[] = [];
    for (const [id, change] of changes) {
      const before = current(id);
      const diff: Partial<Record<ChangeField, string | null>> = {};
      for (const field of CHANGE_FIELDS) {
        const value = change[field];
        if (value === undefined) continue;
        const stored =
          field === 'photographerName' && value !== null ? value.trim() || null : value;
        if (stored !== before[field]) diff[field] = stored;
      }
      if (Object.keys(diff).length && byId.get(id)!.delivered) lockedDelivered.push(id);
      diffs.set(id, diff);
    }
    if (lockedDelivered.length) {
      throw new ApiError(
        409,
        'CONFLICT',
        `${lockedDelivered.length === 1 ? 'Image' : 'Images'} ${listIds(lockedDelivered)} ${
          lockedDelivered.length === 1 ? 'is' : 'are'
        } delivered and cannot change. Nothing was changed.`,
        undefined,
        lockedDelivered,
      );
    }

    const entries: AuditEntry[] = [];
    const previousStatuses: { id: number; status: ImageStatus }[] = [];
    for (const [id, diff] of diffs) {
      const row = byId.get(id)!;
      const hold = mode === 'hold' && !row.delivered && !row.on_hold;
      const fields = Object.keys(diff) as ChangeField[];
      if (!fields.length && !hold) continue;
      const assignments: SQL[] = fields.map(
        (field) => sql`${sql.raw(FIELD_COLUMN[field])} = ${diff[field]}`,
      );
      if (diff.status !== undefined) {
        assignments.push(sql`review_status_changed_by = ${actor.id}::int`);
        assignments.push(sql`review_status_changed_at = now()`);
        previousStatuses.push({ id, status: row.status });
      }
      if (hold) assignments.push(sql`on_hold = true`);
      assignments.push(sql`updated_at = now()`);
      await tx.execute(sql`UPDATE images SET ${sql.join(assignments, sql`, `)} WHERE id = ${id}`);
      const before = current(id);
      for (const field of fields) {
        entries.push({
          entityType: 'IMAGE',
          entityId: id,
          field,
          before: before[field],
          after: diff[field] ?? null,
          userId: actor.id,
        });
      }
      if (hold) {
        entries.push({
          entityType: 'IMAGE',
          entityId: id,
          field: 'onHold',
          before: 'false',
          after: 'true',
          userId: actor.id,
        });
      }
    }
    await recordAudit(tx, entries);
    return { images: await imagesInOrder(tx, ids), previousStatuses };
  });
}

/** `PUT /assessment_image/{id}/update_image`: one image's status and photographer name. */
export function updateImage(db: Db, actor: Actor, id: number, change: ReviewImageEdit) {
  return changeImages(db, actor, new Map([[id, pick(change)]]), 'update');
}

const pick = (change: ReviewImageEdit): ImageChange => ({
  ...(change.status !== undefined ? { status: change.status } : {}),
  ...(change.photographerName !== undefined ? { photographerName: change.photographerName } : {}),
});

/** `PUT /assessment_image/update_images`: several images, each with its own fields. */
export function updateImages(
  db: Db,
  actor: Actor,
  list: readonly (ReviewImageEdit & { id: number })[],
  mode: Mode = 'update',
) {
  assertUnique(list.map((item) => item.id));
  return changeImages(db, actor, new Map(list.map((item) => [item.id, pick(item)])), mode);
}

/** `PUT /assessment_image/update_image_batch`: one status for all these images. */
export function updateImageBatch(
  db: Db,
  actor: Actor,
  { ids, status }: { ids: readonly number[]; status: ImageStatus },
) {
  assertUnique(ids);
  return changeImages(db, actor, new Map(ids.map((id) => [id, { status }])), 'update');
}

/** The longest URL stored by `update_image_url`. */
export const IMAGE_URL_MAX_LENGTH = 4096;

/**
 * `PUT /assessment_image/update_image_url`: both URLs required, each an absolute http(s) URL
 * (domain-model's `validateUrlEdit`: spaces around a pasted URL are dropped, the trimmed value
 * is stored) of at most 4096 characters, else 400 'Invalid values!' (001 §5).
 */
export function updateImageUrl(
  db: Db,
  actor: Actor,
  body: { id: number; updatedImageUrl?: unknown; updatedUsageUrl?: unknown },
) {
  const { updatedImageUrl: imageUrl, updatedUsageUrl: usageUrl } = body;
  const check =
    typeof imageUrl === 'string' &&
    typeof usageUrl === 'string' &&
    imageUrl.length <= IMAGE_URL_MAX_LENGTH &&
    usageUrl.length <= IMAGE_URL_MAX_LENGTH
      ? validateUrlEdit({ imageUrl, usageUrl })
      : undefined;
  if (check?.kind !== 'valid') {
    throw new ApiError(400, 'VALIDATION_ERROR', TEXTS.review.invalidUrlValues);
  }
  return changeImages(
    db,
    actor,
    new Map([[body.id, { imageUrl: check.imageUrl, usageUrl: check.usageUrl }]]),
    'update',
  );
}
