import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/database';
import { reservations } from '../db/schema';

/**
 * Leases ("reservations") of images to one user at a time, so two operators never decide the
 * same sighting. A lease lives until `expiresAt`; an expired lease is free for anyone.
 *
 * The locking protocol, which keeps concurrent calls correct on PostgreSQL and free of
 * deadlocks:
 * - a transaction touches the reservation row of an image only while it holds the image's row
 *   lock (`FOR UPDATE`);
 * - reserving locks its candidates with `FOR UPDATE SKIP LOCKED`, so it never waits: images that
 *   another call is reserving or deciding right now are simply passed over;
 * - the upsert of a lease only takes over a row that is expired or already the caller's (the
 *   conflict check sees the newest committed row), so a candidate that another call leased
 *   between our snapshot and our lock is dropped rather than stolen.
 * Every statement compares with the database clock (`now()`), never the server's.
 */

/** Which images a user may be given: pending, and not of a blacklisted domain. */
const available = sql`i.status = 'PENDING'
  AND NOT d.blacklisted
  AND NOT EXISTS (SELECT 1 FROM blacklisted_domains b WHERE b.domain = d.domain)`;

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** At most this many rounds when candidates were lost to a concurrent call. */
const MAX_ROUNDS = 5;

export interface ReserveOptions {
  userId: number;
  limit: number;
  ttlSeconds: number;
}

/**
 * Leases up to `limit` pending images to the user and returns their ids in the order to show
 * them: first the user's own live leases (renewed), then new ones. Both parts are ordered by
 * domain and id, so whole domains come together and a group of 50 holds few domains.
 */
export async function reservePendingImages(
  db: Db,
  { userId, limit, ttlSeconds }: ReserveOptions,
): Promise<number[]> {
  const until = sql`now() + ${Math.round(ttlSeconds)}::int * interval '1 second'`;
  return db.transaction(async (tx) => {
    const own = (
      await queryRows<{ id: number }>(
        tx,
        sql`SELECT i.id FROM images i
          JOIN domains d ON d.id = i.domain_id
          JOIN reservations r ON r.entity_type = 'IMAGE' AND r.entity_id = i.id
          WHERE r.user_id = ${userId} AND r.expires_at > now() AND ${available}
          ORDER BY i.domain_id, i.id
          LIMIT ${limit}
          FOR UPDATE OF i SKIP LOCKED`,
      )
    ).map((row) => Number(row.id));
    if (own.length) {
      await tx
        .update(reservations)
        .set({ expiresAt: until })
        .where(
          and(
            eq(reservations.entityType, 'IMAGE'),
            eq(reservations.userId, userId),
            inArray(reservations.entityId, own),
          ),
        );
    }

    const taken: number[] = [];
    for (let round = 0; round < MAX_ROUNDS && own.length + taken.length < limit; round += 1) {
      const wanted = limit - own.length - taken.length;
      const candidates = (
        await queryRows<{ id: number }>(
          tx,
          sql`SELECT i.id FROM images i
            JOIN domains d ON d.id = i.domain_id
            WHERE ${available}
              AND NOT EXISTS (
                SELECT 1 FROM reservations r
                WHERE r.entity_type = 'IMAGE' AND r.entity_id = i.id AND r.expires_at > now())
            ORDER BY i.domain_id, i.id
            LIMIT ${wanted}
            FOR UPDATE OF i SKIP LOCKED`,
        )
      ).map((row) => Number(row.id));
      if (!candidates.length) break;
      const leased = await tx
        .insert(reservations)
        .values(
          candidates.map((entityId) => ({
            entityType: 'IMAGE' as const,
            entityId,
            userId,
            expiresAt: until,
          })),
        )
        .onConflictDoUpdate({
          target: [reservations.entityType, reservations.entityId],
          set: {
            userId: sql`excluded.user_id`,
            expiresAt: sql`excluded.expires_at`,
            createdAt: sql`now()`,
          },
          setWhere: sql`${reservations.expiresAt} <= now() OR ${reservations.userId} = excluded.user_id`,
        })
        .returning({ id: reservations.entityId });
      const got = new Set(leased.map((row) => row.id));
      // Keep the candidates' order (domain, id); drop the ones another call leased first.
      taken.push(...candidates.filter((id) => got.has(id)));
      // Fewer than asked for: nothing else is free now (passed-over rows are being used).
      if (candidates.length < wanted) break;
    }
    return [...own, ...taken];
  });
}

export interface ImageLease {
  userId: number;
  live: boolean;
}

/**
 * The leases of these images (live or expired), by image id. Call it inside the transaction
 * that holds the images' row locks, so no lease changes until that transaction ends.
 */
export async function imageLeases(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, ImageLease>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<{ id: number; user_id: number; live: boolean }>(
    db,
    sql`SELECT entity_id AS id, user_id, expires_at > now() AS live FROM reservations
      WHERE entity_type = 'IMAGE' AND entity_id IN (${idList(ids)})`,
  );
  return new Map(
    rows.map((row) => [Number(row.id), { userId: Number(row.user_id), live: row.live === true }]),
  );
}

/** Ends the user's leases of these images (after the user decided them). */
export async function endImageLeases(db: Db, userId: number, ids: readonly number[]) {
  if (!ids.length) return;
  await db
    .delete(reservations)
    .where(
      and(
        eq(reservations.entityType, 'IMAGE'),
        eq(reservations.userId, userId),
        inArray(reservations.entityId, [...ids]),
      ),
    );
}
