import type { WorkQueueType } from '@sightings/domain-model';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, queryRowsPrepared, type Db } from '../db/database';
import { reservations } from '../db/schema';
import { workQueueCandidateLists } from './workQueues/queueCandidates';

/**
 * Leases ("reservations") of images and domains to one user at a time, so two operators never
 * decide the same sighting or classify the same domain. A lease lives until `expiresAt`; an
 * expired lease is free for anyone (until someone takes it over, its holder may still use it).
 *
 * The locking protocol, which keeps concurrent calls correct on PostgreSQL and free of
 * deadlocks (the same for both kinds; "the entity" is the image or the domain row):
 * - a transaction touches the reservation row of an entity only while it holds the entity's row
 *   lock (`FOR UPDATE`); when it locks several, it locks them in id order;
 * - reserving locks its candidates with `FOR UPDATE SKIP LOCKED`, so it never waits: entities
 *   that another call is reserving, renewing or deciding right now are simply passed over;
 * - the upsert of a lease only takes over a row that is expired or already the caller's (the
 *   conflict check sees the newest committed row), so a candidate that another call leased
 *   between our snapshot and our lock is dropped rather than stolen.
 * Every statement compares with the database clock (`now()`), never the server's.
 *
 * Reserving is one statement (its CTEs lock the rows first, then write the leases of the rows
 * they hold), so no transaction stays open between round trips. It stays cheap however many
 * leases others hold: the free entities are read in order from a partial index
 * (`images_pending_idx`, `domains_awaiting_operator_idx`), and the live leases they walk past
 * are skipped by one hashed `NOT IN`, never locked (docs/performance.md).
 *
 * Work queues (issue 18, docs/work-queues.md "On the server") decide what a user is offered
 * first (`reserveFollowingQueues`): the user's ACTIVE queues of the screen's type, in orderIndex
 * order (IMAGES: the Images page; DOMAINS: the Domains page; QUALITY_CONTROL, SOCIAL_MEDIA and
 * REVIEW: the three review screens' queues; never a domain asked for by name).
 * 1. Each queue's query runs first, on its own, in the sandbox (its own read-only transaction;
 *    services/workQueues): it gives at most a few hundred candidate ids, those the view shows as
 *    offerable, in the query's order. A queue whose query fails then is skipped and logged
 *    (workQueues/queueCandidates.ts), never an error to the operator. No lock is held meanwhile.
 * 2. Then the same one-statement reservation as always, with the free entities restricted to the
 *    first queue's candidates (`among`: still the full availability rule, `FOR UPDATE SKIP
 *    LOCKED`, the same conditional upsert) and ordered by their place in the list; the user's own
 *    live leases come first as always.
 * 3. While fewer than `limit` are leased: the same for the next queue's candidates, then the
 *    normal queue (each a further statement without the own-leases part; the leases just taken
 *    are live, so `NOT IN` the live leases keeps them from coming twice).
 * Whether the user has an active queue is asked by the normal reservation's own statement (a
 * one-time filter before its parts): a user without one, most users, costs no round trip more;
 * for a user with one, that statement locks and writes nothing and the steps above follow.
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

/**
 * Which domains the Domains page gives out: not yet filled by an operator, still NEW in the flow,
 * not blacklisted (the domain's flag or `blacklisted_domains`), and with at least one IDENTICAL
 * sighting (an operator decided on the Images page that our picture is used there).
 */
const domainAvailable = sql`NOT d.filled_by_operator
  AND d.domain_flow_status = 'NEW'
  AND NOT d.blacklisted
  AND NOT EXISTS (SELECT 1 FROM blacklisted_domains b WHERE b.domain = d.domain)
  AND EXISTS (SELECT 1 FROM images s WHERE s.domain_id = d.id AND s.status = 'IDENTICAL')`;

/**
 * The `among` query of a domain queue whose availability is `where` (alias `d`): the work
 * queue's candidates that are available and not leased, by their place in the list.
 */
export const domainsAmong =
  (where: SQL) =>
  (ids: readonly number[], scan: number): SQL =>
    sql`SELECT d.id, array_position(${idArray(ids)}, d.id) AS sort_key FROM domains d
      WHERE d.id = ANY(${idArray(ids)}) AND ${where} AND d.id NOT IN ${liveLeases('DOMAIN')}
      ORDER BY sort_key, d.id
      LIMIT ${literalCount(scan)}
      FOR UPDATE OF d SKIP LOCKED`;

/** At most this many rounds when candidates were lost to a concurrent call. */
const MAX_ROUNDS = 5;

type EntityType = 'IMAGE' | 'DOMAIN';

/** The entity type as a literal in the statement's text (one of two constants). */
const kind = (entityType: EntityType) => sql.raw(entityType === 'IMAGE' ? "'IMAGE'" : "'DOMAIN'");

export interface ReserveOptions {
  userId: number;
  limit: number;
  ttlSeconds: number;
  /**
   * What to answer of each entity leased, in the same statement (no further round trip):
   * `column(id, until)` is a SQL expression of one value (JSON) for the entity `id`, `until`
   * the end of the lease the statement writes; the values are put in `found` by id.
   */
  details?: { column: (id: SQL, until: SQL) => SQL; found: Map<number, unknown> };
}

/**
 * A count written into the statement's text, not passed as a parameter, so the prepared
 * statement's generic plan knows it (`queryRowsPrepared`): a LIMIT of 20 reads 20 index entries.
 */
export const literalCount = (n: number) => sql.raw(String(Math.max(0, Math.trunc(n))));

const leaseEnd = (ttlSeconds: number) =>
  sql`now() + ${Math.round(ttlSeconds)}::int * interval '1 second'`;

/**
 * The entities of this kind under a live lease, as a subquery for `id NOT IN (…)`: the
 * planner hashes it once per statement, so a walk past the leased front of the queue costs
 * a hash probe per row rather than an index probe (`entity_id` is never null).
 */
export const liveLeases = (entityType: EntityType) =>
  sql`(SELECT r.entity_id FROM reservations r
    WHERE r.entity_type = ${kind(entityType)} AND r.expires_at > now())`;

/** How one kind of entity is reserved: the two locking queries of `reserve`. */
export interface ReserveQueries {
  entityType: EntityType;
  /**
   * The user's live leases of available entities, in order, locked `FOR UPDATE SKIP LOCKED`;
   * columns `id` and `sort_key`, the order being `sort_key, id` (window functions cannot
   * number rows locked `FOR UPDATE`).
   */
  own(userId: number, limit: number): SQL;
  /** Available entities without a live lease, in order, locked `FOR UPDATE SKIP LOCKED`. */
  free(scan: number): SQL;
  /**
   * `free` among these ids only, ordered by their place in the list (`sort_key` the position):
   * a work queue's candidates.
   */
  among(ids: readonly number[], scan: number): SQL;
}

/** An `own` part that holds nothing: the later statements of `reserveFollowingQueues`. */
const noOwnLeases = () => sql`SELECT 0 AS id, 0 AS sort_key WHERE false`;

/** The ids as one `int[]` parameter. */
export const idArray = (ids: readonly number[]) => sql`${sql.param([...ids])}::int[]`;

/**
 * `reserve`, but the user's active work queues of `queueType` first (see the header): their
 * candidates, queue by queue, then the normal queue.
 */
export async function reserveFollowingQueues(
  db: Db,
  queueType: WorkQueueType,
  queries: ReserveQueries,
  options: ReserveOptions,
): Promise<number[]> {
  // Most users have no active queue: for them the normal reservation is all, in one statement
  // that first makes sure of it (when the user has one, it writes nothing and says so).
  const normal = await reserveUnless(db, queries, options, activeQueues(options.userId, queueType));
  if (normal) return normal;
  const lists = (await workQueueCandidateLists(db, options.userId, queueType)).filter(
    (list) => list.length > 0,
  );
  if (!lists.length) return reserve(db, queries, options);
  const [first, ...rest] = lists as [number[], ...number[][]];
  const ids = await reserve(
    db,
    { ...queries, free: (scan) => queries.among(first, scan) },
    options,
  );
  const more = async (free: (scan: number) => SQL) => {
    const wanted = options.limit - ids.length;
    if (wanted <= 0) return;
    ids.push(
      ...(await reserve(db, { ...queries, own: noOwnLeases, free }, { ...options, limit: wanted })),
    );
  };
  for (const list of rest) await more((scan) => queries.among(list, scan));
  await more(queries.free);
  return ids;
}

/** Whether the user has an active work queue of this type (`reserveUnless`'s condition). */
const activeQueues = (userId: number, queueType: WorkQueueType) =>
  sql`EXISTS (SELECT 1 FROM user_work_queues q
    WHERE q.user_id = ${userId}::int AND q.type = ${queueType} AND q.active)`;

/**
 * Leases up to `limit` entities to the user and returns their ids in the order to show them:
 * first the user's own live leases (renewed), then new ones.
 *
 * One statement does it all: it locks the user's live leases and renews them, locks up to
 * `limit` free candidates, and leases as many of them as are still wanted. No transaction is
 * held open between statements, so on PostgreSQL it is one round trip and on PGlite one turn
 * in the queue. Only when a concurrent call leased some candidates first (between our snapshot
 * and our lock; the upsert drops them) does a further statement look for more.
 */
export async function reserve(
  db: Db,
  queries: ReserveQueries,
  options: ReserveOptions,
): Promise<number[]> {
  return (await reserveUnless(db, queries, options, sql`false`))!;
}

/**
 * `reserve`, unless `condition` holds when its statement runs: then that statement locks and
 * writes nothing (its parts are behind a one-time filter, read before any of them) and the
 * answer is `undefined`. The work-queue check costs no round trip of its own so.
 */
async function reserveUnless(
  db: Db,
  { entityType, own: ownQuery, free }: ReserveQueries,
  { userId, limit, ttlSeconds, details }: ReserveOptions,
  condition: SQL,
): Promise<number[] | undefined> {
  const until = leaseEnd(ttlSeconds);
  const detail = (id: SQL) => (details ? details.column(id, until) : sql`NULL::json`);
  /**
   * CTEs `candidates` (up to `scan` free entities, locked), `wanted` (the first of them, as
   * many as `wanted` says) and `leased` (the upsert of their leases: it only takes over a
   * lease that is expired or already the caller's, so one another call just took is dropped).
   */
  const leaseFree = (scan: number, wanted: SQL, gated = false) => sql`candidates AS MATERIALIZED (${
    gated ? sql`SELECT * FROM (${free(scan)}) f WHERE (SELECT go FROM gate)` : free(scan)
  }),
    wanted AS (SELECT id FROM candidates ORDER BY sort_key, id LIMIT ${wanted}),
    leased AS (
      INSERT INTO reservations (entity_type, entity_id, user_id, expires_at)
      SELECT ${kind(entityType)}, id, ${userId}::int, ${until} FROM wanted
      ON CONFLICT (entity_type, entity_id) DO UPDATE
        SET user_id = excluded.user_id, expires_at = excluded.expires_at, created_at = now()
        WHERE reservations.expires_at <= now() OR reservations.user_id = excluded.user_id
      RETURNING entity_id)`;
  const newRows = sql`SELECT 1 AS part, c.id, c.sort_key, l.entity_id IS NOT NULL AS leased,
      CASE WHEN l.entity_id IS NOT NULL THEN ${detail(sql`c.id`)} END AS detail
    FROM candidates c LEFT JOIN leased l ON l.entity_id = c.id`;
  type Row = { part: number; id: number; leased: boolean; detail: unknown };

  // Part -1: the one row saying that the condition held and nothing was done.
  const first = await queryRowsPrepared<Row>(
    db,
    sql`WITH gate AS MATERIALIZED (SELECT NOT (${condition}) AS go),
      own AS MATERIALIZED (
        SELECT * FROM (${ownQuery(userId, limit)}) o WHERE (SELECT go FROM gate)),
      renewed AS (
        UPDATE reservations r SET expires_at = ${until}
        FROM own
        WHERE r.entity_type = ${kind(entityType)} AND r.entity_id = own.id
          AND r.user_id = ${userId}::int),
      ${leaseFree(limit, sql`${literalCount(limit)} - (SELECT count(*) FROM own)::int`, true)}
      SELECT -1 AS part, 0 AS id, 0 AS sort_key, false AS leased, NULL::json AS detail
        FROM gate WHERE NOT go
      UNION ALL SELECT 0 AS part, own.id, own.sort_key, true AS leased,
        ${detail(sql`own.id`)} AS detail FROM own
      UNION ALL ${newRows}
      ORDER BY part, sort_key, id`,
  );
  if (first.some((row) => Number(row.part) === -1)) return undefined;
  const keep = (rows: Row[]) => {
    if (details) for (const row of rows) details.found.set(Number(row.id), row.detail);
  };
  const ownRows = first.filter((row) => Number(row.part) === 0);
  keep(ownRows);
  const own = ownRows.map((row) => Number(row.id));
  let candidates = first.filter((row) => Number(row.part) === 1);
  let wanted = limit - own.length;
  const taken: number[] = [];
  for (let round = 1; wanted > 0; round += 1) {
    // Keep the candidates' order; drop the ones another call leased first.
    const offered = candidates.slice(0, wanted);
    const gotRows = offered.filter((row) => row.leased === true);
    keep(gotRows);
    const got = gotRows.map((row) => Number(row.id));
    taken.push(...got);
    // Fewer than wanted: nothing else is free now (passed-over rows are being used).
    if (offered.length < wanted || got.length === offered.length || round >= MAX_ROUNDS) break;
    wanted -= got.length;
    candidates = await queryRowsPrepared<Row>(
      db,
      sql`WITH ${leaseFree(wanted, literalCount(wanted))} ${newRows} ORDER BY c.sort_key, c.id`,
    );
  }
  return [...own, ...taken];
}

/**
 * Leases up to `limit` pending images to the user and returns their ids in the order to show
 * them: first the user's own live leases (renewed), then new ones. Both parts are ordered by
 * domain and id, so whole domains come together and a group of 50 holds few domains.
 * The free ones are read in that order from the partial index `images_pending_idx`.
 */
export function reservePendingImages(db: Db, options: ReserveOptions): Promise<number[]> {
  return reserveFollowingQueues(
    db,
    'IMAGES',
    {
      entityType: 'IMAGE',
      own: (userId, limit) => sql`SELECT i.id, i.domain_id AS sort_key
        FROM images i
        JOIN domains d ON d.id = i.domain_id
        JOIN reservations r ON r.entity_type = 'IMAGE' AND r.entity_id = i.id
        WHERE r.user_id = ${userId} AND r.expires_at > now() AND ${available}
        ORDER BY i.domain_id, i.id
        LIMIT ${literalCount(limit)}
        FOR UPDATE OF i SKIP LOCKED`,
      free: (scan) => sql`SELECT i.id, i.domain_id AS sort_key
        FROM images i
        JOIN domains d ON d.id = i.domain_id
        WHERE ${available} AND i.id NOT IN ${liveLeases('IMAGE')}
        ORDER BY i.domain_id, i.id
        LIMIT ${literalCount(scan)}
        FOR UPDATE OF i SKIP LOCKED`,
      among: (ids, scan) => sql`SELECT i.id, array_position(${idArray(ids)}, i.id) AS sort_key
        FROM images i
        JOIN domains d ON d.id = i.domain_id
        WHERE i.id = ANY(${idArray(ids)}) AND ${available}
          AND i.id NOT IN ${liveLeases('IMAGE')}
        ORDER BY sort_key, i.id
        LIMIT ${literalCount(scan)}
        FOR UPDATE OF i SKIP LOCKED`,
    },
    options,
  );
}

/**
 * Leases up to `limit` domains awaiting classification (`domainAvailable`) to the user and
 * returns their ids: first the user's own live leases (renewed), then new ones, each part by id.
 * The free ones are read in id order from the partial index `domains_awaiting_operator_idx`.
 */
export function reservePendingDomains(db: Db, options: ReserveOptions): Promise<number[]> {
  return reserveFollowingQueues(
    db,
    'DOMAINS',
    {
      entityType: 'DOMAIN',
      own: (userId, limit) => sql`SELECT d.id, d.id AS sort_key FROM domains d
        JOIN reservations r ON r.entity_type = 'DOMAIN' AND r.entity_id = d.id
        WHERE r.user_id = ${userId} AND r.expires_at > now() AND ${domainAvailable}
        ORDER BY d.id
        LIMIT ${literalCount(limit)}
        FOR UPDATE OF d SKIP LOCKED`,
      free: (scan) => sql`SELECT d.id, d.id AS sort_key FROM domains d
        WHERE ${domainAvailable} AND d.id NOT IN ${liveLeases('DOMAIN')}
        ORDER BY d.id
        LIMIT ${literalCount(scan)}
        FOR UPDATE OF d SKIP LOCKED`,
      among: domainsAmong(domainAvailable),
    },
    options,
  );
}

/**
 * Renews the user's leases of these domains, live or expired but not taken over by anyone (a
 * take-over changes the lease's user), and returns which of them are the user's, in the order
 * asked. It locks the domains (in id order, waiting for a call that is deciding one), so it
 * never races a reservation or an update of them.
 */
export async function keepDomainsReserved(
  db: Db,
  { userId, ids, ttlSeconds }: { userId: number; ids: readonly number[]; ttlSeconds: number },
): Promise<number[]> {
  if (!ids.length) return [];
  return db.transaction(async (tx) => {
    await queryRows(
      tx,
      sql`SELECT id FROM domains WHERE id IN (${idList(ids)}) ORDER BY id FOR UPDATE`,
    );
    const renewed = await tx
      .update(reservations)
      .set({ expiresAt: leaseEnd(ttlSeconds) })
      .where(
        and(
          eq(reservations.entityType, 'DOMAIN'),
          eq(reservations.userId, userId),
          inArray(reservations.entityId, [...ids]),
        ),
      )
      .returning({ id: reservations.entityId });
    const mine = new Set(renewed.map((row) => row.id));
    return ids.filter((id) => mine.has(id));
  });
}

export interface Lease {
  userId: number;
  live: boolean;
}

/**
 * The leases of these entities (live or expired), by id. Call it inside the transaction that
 * holds the entities' row locks, so no lease changes until that transaction ends.
 */
async function leasesOf(
  db: Db,
  entityType: EntityType,
  ids: readonly number[],
): Promise<Map<number, Lease>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<{ id: number; user_id: number; live: boolean }>(
    db,
    sql`SELECT entity_id AS id, user_id, expires_at > now() AS live FROM reservations
      WHERE entity_type = ${entityType} AND entity_id IN (${idList(ids)})`,
  );
  return new Map(
    rows.map((row) => [Number(row.id), { userId: Number(row.user_id), live: row.live === true }]),
  );
}

/**
 * Ends the user's leases of these entities (after the user decided them). `alongside` are
 * other writes of the same decision (an UPDATE, `auditInsert`): they run in the same
 * statement, as CTEs, so all the writes of a decision cost one round trip while the locks
 * are held.
 */
async function endLeases(
  db: Db,
  entityType: EntityType,
  userId: number,
  ids: readonly number[],
  alongside: readonly SQL[] = [],
) {
  if (!ids.length && !alongside.length) return;
  const end = db
    .delete(reservations)
    .where(
      and(
        eq(reservations.entityType, entityType),
        eq(reservations.userId, userId),
        ids.length ? inArray(reservations.entityId, [...ids]) : sql`false`,
      ),
    )
    .getSQL();
  if (!alongside.length) {
    await db.execute(end);
    return;
  }
  const ctes = sql.join(
    alongside.map((write, i) => sql`${sql.raw(`w${i}`)} AS (${write})`),
    sql`, `,
  );
  await db.execute(sql`WITH ${ctes} ${end}`);
}

/** The leases of these images, by image id (inside the transaction holding their locks). */
export const imageLeases = (db: Db, ids: readonly number[]) => leasesOf(db, 'IMAGE', ids);
/** Ends the user's leases of these images (after the user decided them), with `alongside`. */
export const endImageLeases = (
  db: Db,
  userId: number,
  ids: readonly number[],
  alongside?: readonly SQL[],
) => endLeases(db, 'IMAGE', userId, ids, alongside);
/** The leases of these domains, by domain id (inside the transaction holding their locks). */
export const domainLeases = (db: Db, ids: readonly number[]) => leasesOf(db, 'DOMAIN', ids);
/** Ends the user's leases of these domains (after the user classified them), with `alongside`. */
export const endDomainLeases = (
  db: Db,
  userId: number,
  ids: readonly number[],
  alongside?: readonly SQL[],
) => endLeases(db, 'DOMAIN', userId, ids, alongside);
