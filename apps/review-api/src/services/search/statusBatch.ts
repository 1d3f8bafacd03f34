import type { ImageStatus, StatusBatchBody, StatusBatchResult } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';
import { ApiError } from '../../errors';
import { recordAudit, type AuditEntry } from '../audit';
import { refuseMissingImages } from '../images';
import { domainLeases, imageLeases } from '../reservations';

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );

/** '3', '3 and 5' or '3, 5 and 8' with 'Image' or 'Images' before it. */
const images = (ids: readonly number[]) =>
  `${ids.length === 1 ? 'Image' : 'Images'} ${ids.join(', ')}`;

/**
 * `PUT /assessment_image/status_batch`: one status for the given images (002 §4, the usage
 * tables' status dropdown), all or nothing, in one transaction. It follows the locking protocol
 * of services/reservations.ts: the images' domains are locked first, then the images (each in
 * id order), and only then are the leases read. Refused, with nothing changed:
 * - 404 naming the ids that are no images;
 * - 409 CONFLICT with `ids` for delivered images (their status is final, 002 §4);
 * - 409 CONFLICT with `ids` for images whose domain another user holds a live lease of (a
 *   review screen is working on it) or which another user has leased on the Images page.
 * Images already of that status are left as they are; each changed image records who changed
 * its status and when, and is audited (`status`, before, after).
 */
export async function setStatusBatch(
  db: Db,
  userId: number,
  { ids, status }: StatusBatchBody,
): Promise<StatusBatchResult> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const domainIds = (
      await queryRows<{ id: number }>(
        tx,
        sql`SELECT id FROM domains
          WHERE id IN (SELECT domain_id FROM images WHERE id IN (${idList(unique)}))
          ORDER BY id FOR UPDATE`,
      )
    ).map((row) => Number(row.id));
    const rows = await queryRows<{
      id: number;
      domain_id: number;
      status: ImageStatus;
      delivered: boolean;
    }>(
      tx,
      sql`SELECT id, domain_id, status, delivered FROM images
        WHERE id IN (${idList(unique)}) ORDER BY id FOR UPDATE`,
    );
    const byId = new Map(rows.map((row) => [Number(row.id), row]));
    refuseMissingImages(unique, byId);

    const delivered = unique.filter((id) => byId.get(id)!.delivered === true);
    if (delivered.length) {
      throw new ApiError(
        409,
        'CONFLICT',
        `${images(delivered)} ${delivered.length === 1 ? 'is' : 'are'} delivered: the status of a delivered image cannot change. Nothing was changed.`,
        undefined,
        delivered,
      );
    }

    const domainLease = await domainLeases(tx, domainIds);
    const imageLease = await imageLeases(tx, unique);
    const heldByOther = (lease: { userId: number; live: boolean } | undefined) =>
      lease !== undefined && lease.live && lease.userId !== userId;
    const reserved = unique.filter(
      (id) =>
        heldByOther(domainLease.get(Number(byId.get(id)!.domain_id))) ||
        heldByOther(imageLease.get(id)),
    );
    if (reserved.length) {
      throw new ApiError(
        409,
        'CONFLICT',
        `${images(reserved)} cannot be changed: ${
          reserved.length === 1 ? 'it or its domain is' : 'they or their domains are'
        } reserved by another user. Nothing was changed.`,
        undefined,
        reserved,
      );
    }

    const changed = unique.filter((id) => byId.get(id)!.status !== status);
    if (changed.length) {
      await tx.execute(
        sql`UPDATE images SET status = ${status}, review_status_changed_by = ${userId}::int,
            review_status_changed_at = now(), updated_at = now()
          WHERE id IN (${idList(changed)})`,
      );
      const entries: AuditEntry[] = changed.map((id) => ({
        entityType: 'IMAGE',
        entityId: id,
        field: 'status',
        before: byId.get(id)!.status,
        after: status,
        userId,
      }));
      await recordAudit(tx, entries);
    }
    return {
      images: ids.map((id) => ({ id, status, delivered: false })),
    };
  });
}
