import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  wire,
  type Image,
  type ImageStatus,
  type ImageStatusResult,
} from '@sightings/domain-model';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Access } from '../auth/access';
import type { AppContext } from '../context';
import { queryRows, type Db } from '../db/database';
import { domains, imageFiles, images, reservations } from '../db/schema';
import { ApiError } from '../errors';
import { auditInsert } from '../services/audit';
import { endImageLeases, imageLeases, reservePendingImages } from '../services/reservations';

/** The Images page (spec 000): reserving and deciding pending sightings. */
const imagesPage: Access = { anyOf: ['imagePermission'] };
/** Every screen that shows sightings. */
const sightingScreens: Access = {
  anyOf: [
    'imagePermission',
    'qualityControlPermission',
    'reviewPermission',
    'socialMediaPermitted',
    'tablePermission',
  ],
};

const errors = { 400: wire.ErrorBody, 404: wire.ErrorBody, 409: wire.ErrorBody };
const iso = (value: Date | null) => (value ? value.toISOString() : null);
const DEFAULT_RESERVE_LIMIT = 200;

/**
 * The sightings with these ids as the API shows them (`wire.Image`), in no set order. The
 * domain and the lease are looked up per row (by primary key), not joined: a join let the
 * planner hash every domain and every lease to show 20 images. (Drizzle leaves the table
 * name off columns when a query reads one table, so the subqueries name `images.` in SQL.)
 */
async function loadImages(db: Db, ids: readonly number[]): Promise<Image[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({
      image: images,
      domain: sql<string>`(SELECT d.domain FROM ${domains} d WHERE d.id = images.domain_id)`,
      hasOriginal: sql<boolean>`(coalesce((images.demo_picture ->> 'hasOriginal')::boolean, false)
        OR EXISTS (SELECT 1 FROM ${imageFiles} f
          WHERE f.image_id = images.id AND f.kind = 'original'))`,
      reservedUntil: sql`(SELECT r.expires_at FROM ${reservations} r
        WHERE r.entity_type = 'IMAGE' AND r.entity_id = images.id AND r.expires_at > now())`.mapWith(
        reservations.expiresAt,
      ),
    })
    .from(images)
    .where(inArray(images.id, [...ids]));
  return rows.map(({ image, domain, hasOriginal, reservedUntil }) => ({
    id: image.id,
    imageId: image.imageId,
    agency: image.agency,
    imageUrl: image.imageUrl,
    usageUrl: image.usageUrl,
    imageSource: image.imageSource,
    originalImageFileName: image.originalImageFileName,
    status: image.status as ImageStatus,
    delivered: image.delivered,
    downloaded: image.downloaded,
    createdAt: image.createdAt.toISOString(),
    updatedAt: image.updatedAt.toISOString(),
    lastModifyDateFromHeader: iso(image.lastModifyDateFromHeader),
    foundAt: iso(image.foundAt),
    photographerName: image.photographerName,
    difference: image.difference,
    domainId: image.domainId,
    reviewStatusChangedBy: image.reviewStatusChangedBy,
    reviewStatusChangedAt: iso(image.reviewStatusChangedAt),
    hasOriginal: hasOriginal === true,
    domain,
    reservedUntil: iso(reservedUntil),
  }));
}

const listIds = (ids: readonly number[]) => ids.join(', ');

/** A list's ids must be unique: 400 naming the repeated ones. */
function assertUnique(ids: readonly number[]) {
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

type Decision = { id: number; status: 'IDENTICAL' | 'NOT_IDENTICAL' | 'OFFLINE' };

/**
 * Sets the decided statuses in one transaction. Each image must be leased to the user (a live
 * lease, or an expired one nobody took over; the image still PENDING), or already hold exactly that status set by the same user (a
 * repeated call: left as it is). Otherwise nothing changes and the call answers 409 naming the
 * ids. Changed images get the status, who and when, one audit row each; the user's leases of
 * all the images end.
 */
async function decide(db: Db, userId: number, decisions: Decision[]): Promise<ImageStatusResult> {
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
    const leases = await imageLeases(tx, ids);
    const updated: Decision[] = [];
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

/** The Images page calls of spec 000 section 7, and one sighting by id. */
export const imageRoutes: FastifyPluginAsyncTypebox<AppContext> = async (
  app,
  { db, reservationTtlSeconds },
) => {
  app.get(
    '/api/assessment_image/reserve_pending',
    {
      config: { access: imagesPage },
      schema: {
        tags: ['images'],
        summary: 'Lease up to `limit` pending images to the caller',
        description:
          `Leases up to \`limit\` (1 to 500, default ${DEFAULT_RESERVE_LIMIT}) PENDING images to the caller for ` +
          `${reservationTtlSeconds} seconds. The caller's own live leases come first (renewed), ` +
          'then new ones; both ordered by domain and id, so a group of 50 holds few domains. ' +
          'Images leased to someone else (a live lease) and images of blacklisted domains are never given; expired leases are free. `reservedUntil` tells when each lease ends.',
        querystring: wire.ReservePendingQuery,
        response: { 200: Type.Array(wire.Image), 400: wire.ErrorBody },
      },
    },
    async (request) => {
      const ids = await reservePendingImages(db, {
        userId: request.user!.id,
        limit: request.query.limit ?? DEFAULT_RESERVE_LIMIT,
        ttlSeconds: reservationTtlSeconds,
      });
      const byId = new Map((await loadImages(db, ids)).map((image) => [image.id, image]));
      return ids.map((id) => byId.get(id)).filter((image) => image !== undefined);
    },
  );

  app.get(
    '/api/assessment_image/:id',
    {
      config: { access: sightingScreens },
      schema: {
        tags: ['images'],
        summary: 'One sighting',
        params: wire.ImageIdParams,
        response: { 200: wire.Image, 404: wire.ErrorBody },
      },
    },
    async (request) => {
      const [image] = await loadImages(db, [request.params.id]);
      if (!image) throw new ApiError(404, 'NOT_FOUND', `No image with id ${request.params.id}.`);
      return image;
    },
  );

  app.put(
    '/api/assessment_image/set_multiple_images_status',
    {
      config: { access: imagesPage },
      schema: {
        tags: ['images'],
        summary: 'Decide leased images as IDENTICAL or NOT_IDENTICAL',
        description:
          'A list of 1 to 500 `{ id, status }` (each id once; status IDENTICAL or NOT_IDENTICAL), saved in one transaction. ' +
          'Each image must be leased to the caller (a live lease, or an expired one nobody took over) or already hold that status set by the caller (a repeated call changes nothing); ' +
          'otherwise 409 CONFLICT names the ids and nothing is saved. Ends the leases. ' +
          'Answers `{ updated, unchanged }`: the ids this call changed and those it left as they were (our design).',
        body: wire.ImageStatusList,
        response: { 200: wire.ImageStatusResult, ...errors },
      },
    },
    async (request) => decide(db, request.user!.id, request.body),
  );

  app.put(
    '/api/assessment_image/set_multiple_images_offline_status',
    {
      config: { access: imagesPage },
      schema: {
        tags: ['images'],
        summary: 'Decide leased images as OFFLINE',
        description:
          'A list of 1 to 500 image ids (each once), set OFFLINE with the same rules as `set_multiple_images_status`. ' +
          'Answers `{ updated, unchanged }`.',
        body: wire.ImageIdList,
        response: { 200: wire.ImageStatusResult, ...errors },
      },
    },
    async (request) =>
      decide(
        db,
        request.user!.id,
        request.body.map((id) => ({ id, status: 'OFFLINE' as const })),
      ),
  );
};
