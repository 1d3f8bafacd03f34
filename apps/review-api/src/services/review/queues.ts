import {
  NAMED_DOMAIN_STATUSES,
  namedStatusesOf,
  QUALITY_CONTROL_STATUSES,
  qualityControlQueueOf,
  type QualityControlQueue,
  type ReviewDomain,
  type ReviewScreen,
  type WorkQueueType,
} from '@sightings/domain-model';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';
import { ApiError } from '../../errors';
import {
  domainsAmong,
  idArray,
  literalCount,
  liveLeases,
  reserve,
  reserveFollowingQueues,
  type ReserveQueries,
} from '../reservations';
import { reviewDomainsInOrder } from './domainReads';

/**
 * The review screens' queues (spec 001 §2.3–§2.5, §7; docs/review-api.md "Queues and leases"):
 * quality control's (the QC statuses: the spec's one queue, or with the extension
 * `review-queues` its websites and social profiles apart) and final review's, each leased with
 * the one locking protocol of services/reservations.ts, or one domain asked for by name.
 *
 * The order (domain-model's `reviewReservation.rules.ts`): by default the queue's free domains
 * first (the user's work queues first, then by id), then the caller's own live leases, the
 * least recently taken first (taking one again counts as taking it), so the spec's `limit=1`
 * after Next never answers the domain just left while another is free. `resume` (extension
 * `review-queues`) is the other order: the caller's own live leases first (by id, renewed),
 * then free ones, so a reload resumes the domain on screen.
 */

/**
 * The review queues: the spec's one queue of the QC statuses (`pendingQualityControl`), its two
 * halves of the extension (domain-model's `QualityControlQueue`: websites and social profiles)
 * and final review's.
 */
export type ReviewQueue = 'pendingQualityControl' | QualityControlQueue | 'finalReview';

const textList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Not blacklisted: the domain's flag and the blacklist table (as the Domains page's queue). */
const notBlacklisted = sql`NOT d.blacklisted
  AND NOT EXISTS (SELECT 1 FROM blacklisted_domains b WHERE b.domain = d.domain)`;

/**
 * The QC statuses' two halves (`isInQualityControlQueueOf`): the websites and the social
 * profiles (`socialDomain`); neither a blacklisted one. The partial indexes
 * `domains_quality_control_idx` and `domains_social_media_idx` hold them; the spec's one queue
 * is either (an OR of the two, so the planner may use both indexes).
 */
const qualityControlStatuses = sql.raw(
  // Literals (domain-model's constants, not input), so a prepared statement's generic plan
  // can match the partial indexes' predicates.
  QUALITY_CONTROL_STATUSES.map((status) => `'${status.replace(/[^A-Z_]/g, '')}'`).join(', '),
);
const websitesQueue = sql`d.domain_flow_status IN (${qualityControlStatuses})
  AND NOT d.social_domain AND ${notBlacklisted}`;
const socialMediaQueue = sql`d.domain_flow_status IN (${qualityControlStatuses})
  AND d.social_domain AND ${notBlacklisted}`;
const pendingQualityControlQueue = sql`((${websitesQueue}) OR (${socialMediaQueue}))`;

/**
 * Final review's queue (`isInFinalReviewQueue`): PENDING_FINAL_REVIEW, RETURNED_FOR_REVIEW, and
 * PARKED once its date has come (the database's date), not blacklisted.
 */
const finalReviewQueue = sql`d.domain_flow_status IN ('PENDING_FINAL_REVIEW', 'RETURNED_FOR_REVIEW', 'PARKED')
  AND (d.domain_flow_status <> 'PARKED' OR d.parked_until <= current_date)
  AND ${notBlacklisted}`;

const QUEUE_WHERE: Record<ReviewQueue, SQL> = {
  pendingQualityControl: pendingQualityControlQueue,
  qualityControl: websitesQueue,
  socialMedia: socialMediaQueue,
  finalReview: finalReviewQueue,
};

const QUEUE_NAME: Record<ReviewQueue, string> = {
  pendingQualityControl: "quality control's queue",
  qualityControl: "quality control's queue of websites",
  socialMedia: "social media quality control's queue",
  finalReview: "final review's queue",
};

/** The own leases part of `reserve` that holds nothing (the default order takes them last). */
const noOwnLeases = () => sql`SELECT 0 AS id, 0 AS sort_key WHERE false`;

export interface QueueOptions {
  userId: number;
  limit: number;
  ttlSeconds: number;
  /** `resume=true` (extension `review-queues`): the caller's own live leases first. */
  resume?: boolean;
}

/** The two locking queries of `reserve` for the domains matching `where`. */
function queriesOf(where: SQL): ReserveQueries {
  return {
    entityType: 'DOMAIN',
    own: (user, max) => sql`SELECT d.id, d.id AS sort_key FROM domains d
        JOIN reservations r ON r.entity_type = 'DOMAIN' AND r.entity_id = d.id
        WHERE r.user_id = ${user} AND r.expires_at > now() AND ${where}
        ORDER BY d.id
        LIMIT ${literalCount(max)}
        FOR UPDATE OF d SKIP LOCKED`,
    free: (scan) => sql`SELECT d.id, d.id AS sort_key FROM domains d
        WHERE ${where} AND d.id NOT IN ${liveLeases('DOMAIN')}
        ORDER BY d.id
        LIMIT ${literalCount(scan)}
        FOR UPDATE OF d SKIP LOCKED`,
    among: domainsAmong(where),
  };
}

/**
 * The caller's live leases of domains matching `where` (but `except`), the least recently
 * taken first, at most `limit`: locked `FOR UPDATE SKIP LOCKED` (the protocol of
 * reservations.ts), renewed and marked as taken now, in one statement.
 */
async function takeOwnLeases(
  db: Db,
  where: SQL,
  { userId, limit, ttlSeconds }: QueueOptions,
  except: readonly number[],
): Promise<number[]> {
  if (limit <= 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`WITH own AS MATERIALIZED (
        SELECT d.id, r.created_at FROM domains d
        JOIN reservations r ON r.entity_type = 'DOMAIN' AND r.entity_id = d.id
        WHERE r.user_id = ${userId}::int AND r.expires_at > now() AND ${where}
          AND NOT (d.id = ANY(${idArray(except)}))
        ORDER BY r.created_at, d.id
        LIMIT ${literalCount(limit)}
        FOR UPDATE OF d SKIP LOCKED),
      taken AS (
        UPDATE reservations r
        SET expires_at = now() + ${Math.round(ttlSeconds)}::int * interval '1 second',
          created_at = now()
        FROM own
        WHERE r.entity_type = 'DOMAIN' AND r.entity_id = own.id AND r.user_id = ${userId}::int)
      SELECT id FROM own ORDER BY created_at, id`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Leases up to `limit` domains matching `where` in the queue's order (the header); with
 * `queueType`, the user's active work queues of that type decide which free ones come first.
 */
async function reserveWhere(
  db: Db,
  where: SQL,
  options: QueueOptions,
  queueType?: WorkQueueType,
): Promise<number[]> {
  const queries = queriesOf(where);
  const leaseFollowingQueues = (chosen: ReserveQueries) =>
    queueType
      ? reserveFollowingQueues(db, queueType, chosen, options)
      : reserve(db, chosen, options);
  if (options.resume) return leaseFollowingQueues(queries);
  const free = await leaseFollowingQueues({ ...queries, own: noOwnLeases });
  const own = await takeOwnLeases(
    db,
    where,
    { ...options, limit: options.limit - free.length },
    free,
  );
  return [...free, ...own];
}

/** The work-queue type that feeds each review queue (spec 002 §3). */
const WORK_QUEUE_OF: Record<Exclude<ReviewQueue, 'pendingQualityControl'>, WorkQueueType> = {
  qualityControl: 'QUALITY_CONTROL',
  socialMedia: 'SOCIAL_MEDIA',
  finalReview: 'REVIEW',
};

/**
 * `GET /assessment_domain/reserve_pending_quality_control?limit=1` and `reserve_pending_review`:
 * leases the next domains of the queue in its order (the header). The spec's one QC queue
 * follows the caller's QUALITY_CONTROL work queues when they may use quality control, else
 * their SOCIAL_MEDIA ones (`workQueue`).
 */
export async function reserveReviewDomains(
  db: Db,
  {
    queue,
    workQueue,
    ...options
  }: QueueOptions & { queue: ReviewQueue; workQueue?: WorkQueueType },
): Promise<ReviewDomain[]> {
  const queueType = queue === 'pendingQualityControl' ? workQueue : WORK_QUEUE_OF[queue];
  return reviewDomainsInOrder(db, await reserveWhere(db, QUEUE_WHERE[queue], options, queueType));
}

/**
 * `…reserve_pending_quality_control?domainName=x[&social=]` (extension `review-queues`): that
 * domain when it is in the QC queue asked for (or its half) and free or already the caller's;
 * 404 without such a domain, 409 naming why not.
 */
export async function reserveQualityControlDomain(
  db: Db,
  {
    queue,
    domainName,
    ...options
  }: QueueOptions & { queue: Exclude<ReviewQueue, 'finalReview'>; domainName: string },
): Promise<ReviewDomain[]> {
  const ids = await reserveWhere(db, sql`${QUEUE_WHERE[queue]} AND d.domain = ${domainName}`, {
    ...options,
    limit: 1,
    resume: true,
  });
  if (!ids.length) {
    const refusal = await whyNotLeased(db, domainName, options.userId, { queue });
    if (refusal) throw refusal;
  }
  return reviewDomainsInOrder(db, ids);
}

/**
 * `GET /assessment_domain/reserve_pending_review_domain?domain=x` (001 §7, the spec's one
 * reservation by name, for the three screens): that domain when it is in a status one of the
 * caller's screens opens by name (domain-model's `NAMED_DOMAIN_STATUSES`: the QC statuses, not
 * blacklisted, for quality control and social media QC; final review's statuses and
 * NOT_PURSUABLE, blacklisted or not, for final review) and free or already the caller's;
 * 404 without such a domain, 409 naming why not.
 */
export async function reserveNamedDomain(
  db: Db,
  {
    screens,
    domainName,
    ...options
  }: QueueOptions & { screens: readonly ReviewScreen[]; domainName: string },
): Promise<ReviewDomain[]> {
  const opens: SQL[] = [];
  if (screens.includes('qualityControl') || screens.includes('socialMediaQualityControl')) {
    opens.push(pendingQualityControlQueue);
  }
  if (screens.includes('finalReview')) {
    opens.push(sql`d.domain_flow_status IN (${textList(NAMED_DOMAIN_STATUSES.finalReview)})`);
  }
  const ids = opens.length
    ? await reserveWhere(db, sql`(${sql.join(opens, sql` OR `)}) AND d.domain = ${domainName}`, {
        ...options,
        limit: 1,
        resume: true,
      })
    : [];
  if (!ids.length) {
    const refusal = await whyNotLeased(db, domainName, options.userId, { screens });
    if (refusal) throw refusal;
  }
  return reviewDomainsInOrder(db, ids);
}

const conflict = (message: string, id: number) =>
  new ApiError(409, 'CONFLICT', message, undefined, [id]);

/**
 * Why a domain asked for by name was not leased: 404 without such a domain, 409 when it is not
 * in the queue asked for (its status, the blacklist, or the wrong half of the QC queue named) or
 * not in a status the caller's screens open, or another user holds a live lease. `undefined`
 * when it could be leased after all (a concurrent call just let it go): the answer is then empty.
 */
async function whyNotLeased(
  db: Db,
  name: string,
  userId: number,
  asked: { queue: Exclude<ReviewQueue, 'finalReview'> } | { screens: readonly ReviewScreen[] },
): Promise<ApiError | undefined> {
  const [row] = await queryRows<{
    id: number;
    status: string;
    blacklisted: boolean;
    listed: boolean;
    social_domain: boolean;
    holder: number | null;
  }>(
    db,
    sql`SELECT d.id, d.domain_flow_status AS status, d.blacklisted, d.social_domain,
        EXISTS (SELECT 1 FROM blacklisted_domains b WHERE b.domain = d.domain) AS listed,
        (SELECT r.user_id FROM reservations r WHERE r.entity_type = 'DOMAIN'
          AND r.entity_id = d.id AND r.expires_at > now()) AS holder
      FROM domains d WHERE d.domain = ${name}`,
  );
  if (!row) return new ApiError(404, 'NOT_FOUND', `No domain named ${name}.`);
  const id = Number(row.id);
  const qualityControl = QUALITY_CONTROL_STATUSES.includes(row.status as never);
  if ('queue' in asked) {
    const { queue } = asked;
    if (!qualityControl) {
      return conflict(
        `Domain ${name} is in flow status ${row.status}, not in ${QUEUE_NAME[queue]}.`,
        id,
      );
    }
    if (queue !== 'pendingQualityControl') {
      const half = qualityControlQueueOf({ socialDomain: row.social_domain });
      if (half !== queue) {
        return conflict(
          row.social_domain
            ? `Domain ${name} is a social profile: it is in ${QUEUE_NAME.socialMedia}, not in ${QUEUE_NAME[queue]}.`
            : `Domain ${name} is not a social profile: it is in ${QUEUE_NAME.qualityControl}, not in ${QUEUE_NAME[queue]}.`,
          id,
        );
      }
    }
  } else {
    const opened: readonly string[] = namedStatusesOf(asked.screens);
    if (!opened.includes(row.status)) {
      return conflict(
        `Domain ${name} is in flow status ${row.status}, which none of your review screens works on.`,
        id,
      );
    }
  }
  if (qualityControl && (row.blacklisted || row.listed)) {
    return conflict(
      `Domain ${name} is blacklisted, so it is not in ${QUEUE_NAME.pendingQualityControl}.`,
      id,
    );
  }
  if (row.holder !== null && Number(row.holder) !== userId) {
    return conflict(`Domain ${name} is reserved by another user.`, id);
  }
  return undefined;
}
