import {
  FINAL_REVIEW_STATUSES,
  QUALITY_CONTROL_STATUSES,
  qualityControlQueueOf,
  type DomainFlowStatus,
  type QualityControlQueue,
  type ReviewDomain,
  type WorkQueueType,
} from '@sightings/domain-model';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';
import { ApiError } from '../../errors';
import {
  domainsAmong,
  literalCount,
  liveLeases,
  reserve,
  reserveFollowingQueues,
  type ReserveQueries,
} from '../reservations';
import { reviewDomainsInOrder } from './domainReads';

/**
 * The review screens' queues (spec 001 §2.3–§2.5, §7; docs/review-api.md "Queues and leases"):
 * quality control's and social media QC's (the QC statuses, websites and social profiles) and
 * final review's, each leased with the one locking protocol of services/reservations.ts, or one
 * domain asked for by name.
 */

/** The review queues: quality control's two (domain-model's `QualityControlQueue`) and final review's. */
export type ReviewQueue = QualityControlQueue | 'finalReview';

const textList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Not blacklisted: the domain's flag and the blacklist table (as the Domains page's queue). */
const notBlacklisted = sql`NOT d.blacklisted
  AND NOT EXISTS (SELECT 1 FROM blacklisted_domains b WHERE b.domain = d.domain)`;

/**
 * The QC statuses' two queues (`isInQualityControlQueueOf`): quality control's holds the
 * websites, social media QC's the social profiles (`socialDomain`); neither a blacklisted one.
 * The partial indexes `domains_quality_control_idx` and `domains_social_media_idx` hold them.
 */
const qualityControlStatuses = sql.raw(
  // Literals (domain-model's constants, not input), so a prepared statement's generic plan
  // can match the partial indexes' predicates.
  QUALITY_CONTROL_STATUSES.map((status) => `'${status.replace(/[^A-Z_]/g, '')}'`).join(', '),
);
const qualityControlQueue = sql`d.domain_flow_status IN (${qualityControlStatuses})
  AND NOT d.social_domain AND ${notBlacklisted}`;
const socialMediaQueue = sql`d.domain_flow_status IN (${qualityControlStatuses})
  AND d.social_domain AND ${notBlacklisted}`;

/**
 * Final review's queue (`isInFinalReviewQueue`): PENDING_FINAL_REVIEW, RETURNED_FOR_REVIEW, and
 * PARKED once its date has come (the database's date), not blacklisted.
 */
const finalReviewQueue = sql`d.domain_flow_status IN ('PENDING_FINAL_REVIEW', 'RETURNED_FOR_REVIEW', 'PARKED')
  AND (d.domain_flow_status <> 'PARKED' OR d.parked_until <= current_date)
  AND ${notBlacklisted}`;

/**
 * What final review opens by name: any of its statuses (ON_HOLD and PARKED too) and
 * NOT_PURSUABLE (to return it for review), even blacklisted.
 */
const FINAL_REVIEW_BY_NAME: readonly DomainFlowStatus[] = [
  ...FINAL_REVIEW_STATUSES,
  'NOT_PURSUABLE',
];
const finalReviewByName = sql`d.domain_flow_status IN (${textList(FINAL_REVIEW_BY_NAME)})`;

/**
 * Leases up to `limit` domains matching `where`, the caller's own live ones first (by id); with
 * `queueType`, the user's active work queues of that type first (reservations.ts).
 */
function reserveWhere(
  db: Db,
  where: SQL,
  { userId, limit, ttlSeconds }: { userId: number; limit: number; ttlSeconds: number },
  queueType?: WorkQueueType,
): Promise<number[]> {
  const queries: ReserveQueries = {
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
  const options = { userId, limit, ttlSeconds };
  return queueType
    ? reserveFollowingQueues(db, queueType, queries, options)
    : reserve(db, queries, options);
}

/** The work-queue type that feeds each review queue (spec 002 §3). */
const WORK_QUEUE_OF: Record<ReviewQueue, WorkQueueType> = {
  qualityControl: 'QUALITY_CONTROL',
  socialMedia: 'SOCIAL_MEDIA',
  finalReview: 'REVIEW',
};

const QUEUE_NAME: Record<ReviewQueue, string> = {
  qualityControl: "quality control's queue",
  socialMedia: "social media quality control's queue",
  finalReview: "final review's queue",
};

/**
 * Why a domain asked for by name was not leased: 404 without such a domain, 409 when it is not
 * in the queue (its status named) or another user holds a live lease. `undefined` when it
 * could be leased after all (a concurrent call just let it go): the answer is then empty.
 */
async function whyNotLeased(
  db: Db,
  queue: ReviewQueue,
  name: string,
  userId: number,
): Promise<ApiError | undefined> {
  const [row] = await queryRows<{
    id: number;
    status: string;
    blacklisted: boolean;
    listed: boolean;
    parked_until: string | null;
    social_domain: boolean;
    holder: number | null;
  }>(
    db,
    sql`SELECT d.id, d.domain_flow_status AS status, d.blacklisted, d.social_domain,
        EXISTS (SELECT 1 FROM blacklisted_domains b WHERE b.domain = d.domain) AS listed,
        d.parked_until::text AS parked_until,
        (SELECT r.user_id FROM reservations r WHERE r.entity_type = 'DOMAIN'
          AND r.entity_id = d.id AND r.expires_at > now()) AS holder
      FROM domains d WHERE d.domain = ${name}`,
  );
  if (!row) return new ApiError(404, 'NOT_FOUND', `No domain named ${name}.`);
  const id = Number(row.id);
  const qcQueue = queue !== 'finalReview';
  const statuses: readonly string[] = qcQueue ? QUALITY_CONTROL_STATUSES : FINAL_REVIEW_BY_NAME;
  if (!statuses.includes(row.status)) {
    return new ApiError(
      409,
      'CONFLICT',
      `Domain ${name} is in flow status ${row.status}, not in ${QUEUE_NAME[queue]}.`,
      undefined,
      [id],
    );
  }
  if (qcQueue && qualityControlQueueOf({ socialDomain: row.social_domain }) !== queue) {
    return new ApiError(
      409,
      'CONFLICT',
      row.social_domain
        ? `Domain ${name} is a social profile: it is in ${QUEUE_NAME.socialMedia}, not in ${QUEUE_NAME[queue]}.`
        : `Domain ${name} is not a social profile: it is in ${QUEUE_NAME.qualityControl}, not in ${QUEUE_NAME[queue]}.`,
      undefined,
      [id],
    );
  }
  if (qcQueue && (row.blacklisted || row.listed)) {
    return new ApiError(
      409,
      'CONFLICT',
      `Domain ${name} is blacklisted, so it is not in ${QUEUE_NAME[queue]}.`,
      undefined,
      [id],
    );
  }
  if (row.holder !== null && Number(row.holder) !== userId) {
    return new ApiError(409, 'CONFLICT', `Domain ${name} is reserved by another user.`, undefined, [
      id,
    ]);
  }
  return undefined;
}

/**
 * `GET /assessment_domain/reserve_pending_quality_control?limit=1[&domainName=][&social=true]` and
 * `reserve_pending_review[_domain?domain=]`: leases the next domains of the queue (the caller's
 * own live leases first, renewed), or the named one when it is free, with the locking protocol
 * of services/reservations.ts (FOR UPDATE SKIP LOCKED; never a domain leased to someone else).
 */
export async function reserveReviewDomains(
  db: Db,
  {
    queue,
    userId,
    limit,
    domainName,
    ttlSeconds,
  }: {
    queue: ReviewQueue;
    userId: number;
    limit: number;
    domainName?: string;
    ttlSeconds: number;
  },
): Promise<ReviewDomain[]> {
  const named = domainName !== undefined;
  const queueWhere = {
    qualityControl: qualityControlQueue,
    socialMedia: socialMediaQueue,
    finalReview: named ? finalReviewByName : finalReviewQueue,
  }[queue];
  const where = named ? sql`${queueWhere} AND d.domain = ${domainName}` : queueWhere;
  const ids = await reserveWhere(
    db,
    where,
    { userId, limit: named ? 1 : limit, ttlSeconds },
    named ? undefined : WORK_QUEUE_OF[queue],
  );
  if (named && !ids.length) {
    const refusal = await whyNotLeased(db, queue, domainName, userId);
    if (refusal) throw refusal;
  }
  return reviewDomainsInOrder(db, ids);
}
