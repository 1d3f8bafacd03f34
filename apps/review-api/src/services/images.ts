import { IMAGES_BATCH_SIZE, type Image, type ImageStatusResult } from '@sightings/domain-model';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { preparedOnce, queryRows, type Db } from '../db/database';
import { domains, imageFiles, images, reservations } from '../db/schema';
import { renderDemoPicture, type PictureVariant } from '../demo/pictures';
import { ApiError } from '../errors';
import { auditInsert } from './audit';
import { endImageLeases, imageLeases, reservePendingImages } from './reservations';

/**
 * One sighting as the API shows it (`wire.Image`), as one JSON value that `imageFromJson` reads:
 * its columns, its domain's name, whether an original file exists, and `reservedUntil` (an
 * expression: the live lease's end when showing, the lease just written when reserving). The
 * domain and the file are looked up by key for the one row, never joined: a join let the planner
 * hash every domain and every lease to show 20 images. One builder for showing and reserving,
 * so both answer the same fields the same way.
 */
export const imageJson = (id: SQL, reservedUntil: SQL) => sql`(SELECT json_build_object(
    'id', x.id, 'imageId', x.image_id, 'agency', x.agency, 'imageUrl', x.image_url,
    'usageUrl', x.usage_url, 'imageSource', x.image_source,
    'originalImageFileName', x.original_image_file_name, 'status', x.status,
    'delivered', x.delivered, 'downloaded', x.downloaded, 'createdAt', x.created_at,
    'updatedAt', x.updated_at, 'lastModifyDateFromHeader', x.last_modify_date_from_header,
    'foundAt', x.found_at, 'photographerName', x.photographer_name, 'difference', x.difference,
    'domainId', x.domain_id, 'reviewStatusChangedBy', x.review_status_changed_by,
    'reviewStatusChangedAt', x.review_status_changed_at,
    'hasOriginal', coalesce((x.demo_picture ->> 'hasOriginal')::boolean, false)
      OR EXISTS (SELECT 1 FROM ${imageFiles} f WHERE f.image_id = x.id AND f.kind = 'original'),
    'domain', (SELECT d.domain FROM ${domains} d WHERE d.id = x.domain_id),
    'reservedUntil', ${reservedUntil})
  FROM ${images} x WHERE x.id = ${id})`;

/** The live lease of image `x.id`'s end, or null (`imageJson`'s `reservedUntil` when showing). */
const liveLeaseEnd = sql`(SELECT r.expires_at FROM ${reservations} r
  WHERE r.entity_type = 'IMAGE' AND r.entity_id = x.id AND r.expires_at > now())`;

type ImageJson = Omit<Image, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string };

/** A timestamp of `imageJson` (PostgreSQL's form, any offset) in the API's form (UTC, ms). */
const isoOf = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** The `wire.Image` of one `imageJson` value. */
export function imageFromJson(json: ImageJson): Image {
  return {
    ...json,
    createdAt: isoOf(json.createdAt)!,
    updatedAt: isoOf(json.updatedAt)!,
    lastModifyDateFromHeader: isoOf(json.lastModifyDateFromHeader),
    foundAt: isoOf(json.foundAt),
    reviewStatusChangedAt: isoOf(json.reviewStatusChangedAt),
    reservedUntil: isoOf(json.reservedUntil),
  };
}

/** The sightings with these ids as the API shows them, in no set order (one prepared statement). */
async function loadImages(db: Db, ids: readonly number[]): Promise<Image[]> {
  if (!ids.length) return [];
  const rows = await preparedOnce(db, 'load_images', (on) =>
    on
      // (Drizzle leaves the table name off columns when a query reads one table: `images.id`
      // is written out, or the subquery's own `id` would be meant.)
      .select({ json: sql<ImageJson>`${imageJson(sql`images.id`, liveLeaseEnd)}` })
      .from(images)
      .where(sql`images.id = ANY(${sql.placeholder('ids')}::int[])`)
      .prepare('load_images'),
  ).execute({ ids: [...ids] });
  return rows.map((row) => imageFromJson(row.json));
}

/**
 * `GET /assessment_image/reserve_pending`: leases up to `limit` (`IMAGES_BATCH_SIZE` when the
 * call names none) pending images to the user (services/reservations.ts) and answers them in
 * the order the reservation gives.
 */
export async function reserveImages(
  db: Db,
  { userId, limit, ttlSeconds }: { userId: number; limit?: number; ttlSeconds: number },
): Promise<Image[]> {
  // The reservation's statement answers the images too (`details`): no second round trip.
  const found = new Map<number, unknown>();
  const ids = await reservePendingImages(db, {
    userId,
    limit: limit ?? IMAGES_BATCH_SIZE,
    ttlSeconds,
    details: { column: imageJson, found },
  });
  return ids.flatMap((id) => {
    const json = found.get(id) as ImageJson | undefined;
    return json ? [imageFromJson(json)] : [];
  });
}

/** `GET /assessment_image/{id}`: one sighting, or 404. */
export async function getImage(db: Db, id: number): Promise<Image> {
  const [image] = await loadImages(db, [id]);
  if (!image) throw new ApiError(404, 'NOT_FOUND', `No image with id ${id}.`);
  return image;
}

const listIds = (ids: readonly number[]) => ids.join(', ');

/**
 * 404 naming the asked ids that no image has ('No image with id 7.', 'No images with ids 7, 9.');
 * nothing when every id was found. One message for every call that locks images by id.
 */
export function refuseMissingImages(ids: readonly number[], found: { has(id: number): boolean }) {
  const missing = ids.filter((id) => !found.has(id));
  if (!missing.length) return;
  throw new ApiError(
    404,
    'NOT_FOUND',
    missing.length === 1
      ? `No image with id ${missing[0]}.`
      : `No images with ids ${listIds(missing)}.`,
  );
}

/** A list's ids must be unique: 400 naming the repeated ones (the review's image updates too). */
export function assertUnique(ids: readonly number[]) {
  const seen = new Set<number>();
  const repeated = new Set<number>();
  for (const id of ids) (seen.has(id) ? repeated : seen).add(id);
  if (repeated.size) {
    const list = [...repeated];
    throw new ApiError(
      400,
      'VALIDATION_ERROR',
      `body: ${list.length === 1 ? 'id' : 'ids'} ${listIds(list)} ${
        list.length === 1 ? 'appears' : 'appear'
      } more than once.`,
    );
  }
}

export type ImageDecision = { id: number; status: 'IDENTICAL' | 'NOT_IDENTICAL' | 'OFFLINE' };

/**
 * `PUT /assessment_image/set_multiple_images_status`: sets the decided statuses in one
 * transaction. Each image must be leased to the user (a live lease, or an expired one nobody
 * took over; the image still PENDING), or already hold exactly that status set by the same
 * user (a repeated call: left as it is). Otherwise nothing changes and the call answers 409
 * naming the ids. Changed images get the status, who and when, one audit row each; the user's
 * leases of all the images end.
 */
export async function decideImages(
  db: Db,
  userId: number,
  decisions: readonly ImageDecision[],
): Promise<ImageStatusResult> {
  const ids = decisions.map((d) => d.id);
  assertUnique(ids);
  return db.transaction(async (tx) => {
    // Lock the images (in id order, so concurrent calls cannot deadlock); their leases stay
    // as they are until we commit (services/reservations.ts).
    const rows = await queryRows<{ id: number; status: string; changed_by: number | null }>(
      tx,
      sql`SELECT id, status, review_status_changed_by AS changed_by FROM images
        WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        ORDER BY id FOR UPDATE`,
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    refuseMissingImages(ids, byId);
    const leases = await imageLeases(tx, ids);
    const updated: ImageDecision[] = [];
    const unchanged: number[] = [];
    const refused: number[] = [];
    for (const decision of decisions) {
      const row = byId.get(decision.id)!;
      const lease = leases.get(decision.id);
      if (row.status === decision.status && Number(row.changed_by) === userId) {
        unchanged.push(decision.id);
      } else if (lease && lease.userId === userId && row.status === 'PENDING') {
        // The caller's lease, live or expired: an expired lease nobody took over still holds
        // (taking over changes its user), so an operator slower than the lease loses nothing.
        updated.push(decision);
      } else {
        refused.push(decision.id);
      }
    }
    if (refused.length) {
      throw new ApiError(
        409,
        'CONFLICT',
        `${refused.length === 1 ? 'Image' : 'Images'} ${listIds(refused)} ${
          refused.length === 1 ? 'is' : 'are'
        } not reserved for you (the reservation ended or another user holds it). Nothing was saved.`,
        undefined,
        refused,
      );
    }
    // All the writes in one statement: the statuses, the audit rows, the leases' end.
    const writes: SQL[] = [];
    if (updated.length) {
      const values = sql.join(
        updated.map((d) => sql`(${d.id}::int, ${d.status}::text)`),
        sql`, `,
      );
      writes.push(sql`UPDATE images SET status = v.status,
          review_status_changed_by = ${userId}::int, review_status_changed_at = now(),
          updated_at = now()
        FROM (VALUES ${values}) AS v(id, status)
        WHERE images.id = v.id`);
      writes.push(
        auditInsert(
          tx,
          updated.map((d) => ({
            entityType: 'IMAGE' as const,
            entityId: d.id,
            field: 'status',
            before: byId.get(d.id)!.status,
            after: d.status,
            userId,
          })),
        ),
      );
    }
    await endImageLeases(tx, userId, ids, writes);
    return { updated: updated.map((d) => d.id), unchanged };
  });
}

/**
 * `PUT /assessment_image/set_multiple_images_offline_status`: these images OFFLINE, with the
 * rules of `decideImages`.
 */
export function setImagesOffline(
  db: Db,
  userId: number,
  ids: readonly number[],
): Promise<ImageStatusResult> {
  return decideImages(
    db,
    userId,
    ids.map((id) => ({ id, status: 'OFFLINE' as const })),
  );
}

/** Which picture of a sighting: the crawler's downloaded copy or the agency's original. */
export type PictureKind = 'downloaded' | 'original';

/**
 * Where one picture of a sighting comes from: the stored bytes, or the demo picture its seed
 * draws (not drawn here: the fingerprint process draws it itself, issue 32). 404 when the
 * sighting or that picture does not exist.
 */
export type PictureSource =
  { bytes: Buffer; contentType: string } | { demo: { seed: number; variant: PictureVariant } };

export async function pictureSource(db: Db, id: number, kind: PictureKind): Promise<PictureSource> {
  const [row] = await db
    .select({ downloaded: images.downloaded, demo: images.demoPicture })
    .from(images)
    .where(eq(images.id, id));
  if (!row) throw new ApiError(404, 'NOT_FOUND', `No image with id ${id}.`);
  if (kind === 'downloaded' && !row.downloaded) {
    throw new ApiError(404, 'NOT_FOUND', `Image ${id} has no downloaded copy.`);
  }
  const [stored] = await db
    .select({ contentType: imageFiles.contentType, data: imageFiles.data })
    .from(imageFiles)
    .where(and(eq(imageFiles.imageId, id), eq(imageFiles.kind, kind)));
  if (stored) return { bytes: stored.data, contentType: stored.contentType };
  if (row.demo && (kind === 'downloaded' || row.demo.hasOriginal)) {
    return {
      demo: { seed: row.demo.seed, variant: kind === 'original' ? 'original' : row.demo.variant },
    };
  }
  throw new ApiError(
    404,
    'NOT_FOUND',
    kind === 'original'
      ? `Image ${id} has no uploaded original.`
      : `Image ${id} has no downloaded copy.`,
  );
}

/**
 * `GET /assessment_image/{id}/{kind}_image`: the bytes and their type. Stored bytes win; demo
 * sightings are drawn from their seed (no wider than `width`). 404 when there is none.
 */
export async function imagePicture(
  db: Db,
  id: number,
  kind: PictureKind,
  width: number | undefined,
): Promise<{ contentType: string; body: Buffer }> {
  const source = await pictureSource(db, id, kind);
  if ('bytes' in source) return { contentType: source.contentType, body: source.bytes };
  return renderDemoPicture(source.demo.seed, source.demo.variant, { width });
}
