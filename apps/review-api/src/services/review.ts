import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  decideDomainAction,
  decideVerifiedChange,
  DOMAIN_FORM_MESSAGES,
  FINAL_REVIEW_STATUSES,
  isSafeHttpUrl,
  isValidEmail,
  QUALITY_CONTROL_STATUSES,
  qualityControlQueueOf,
  REVIEW_NON_COMMERCIAL_CLEARED_FIELDS,
  TEXTS,
  type DomainAction,
  type DomainFlowStatus,
  type FlowEffects,
  type UserPermissions,
  type WorkQueueType,
} from '@sightings/domain-model';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../auth/access';
import { queryRows, type Db } from '../db/database';
import { countries, domains, languages, nonCommercialReasons } from '../db/schema';
import { ApiError } from '../errors';
import type { ReviewDomain, ReviewDomainEdit } from '../routes/reviewSchemas';
import { recordAudit, type AuditEntry } from './audit';
import { loadDomainRows, toReviewDomain } from './domainShape';
import {
  domainLeases,
  domainsAmong,
  endDomainLeases,
  literalCount,
  liveLeases,
  reserve,
  reserveFollowingQueues,
  type ReserveQueries,
} from './reservations';

/**
 * The review screens' domain side (spec 001 §4.5, §7): the QC and final review queues, one
 * domain as the screens read it, and the domain actions, each enforcing the transition table
 * of domain-model (`decideDomainAction`, docs/domain-flow.md) inside one transaction that holds
 * the domain's row lock. Image reads and updates are in `reviewImages.ts`.
 */

/** Who calls: the user's id, whether an admin, and the page permissions. */
export interface Actor {
  id: number;
  isAdmin: boolean;
  permissions: UserPermissions;
}

export const actorOf = (user: AuthUser): Actor => ({
  id: user.id,
  isAdmin: user.role === 'ROLE_ADMIN',
  permissions: user.permissions,
});

const textList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

// ---- Reading domains -----------------------------------------------------------------------

/** The domains with these ids as the review screens show them (`ReviewDomain`), by id. */
export async function loadReviewDomains(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, ReviewDomain>> {
  const rows = await loadDomainRows(db, ids);
  return new Map(rows.map((row) => [row.domain.id, toReviewDomain(row)]));
}

const notFound = (id: number) => new ApiError(404, 'NOT_FOUND', `No domain with id ${id}.`);

/** `GET /assessment_domain/{id}`: one domain as the review screens read it, or 404. */
export async function getReviewDomain(db: Db, id: number): Promise<ReviewDomain> {
  const domain = (await loadReviewDomains(db, [id])).get(id);
  if (!domain) throw notFound(id);
  return domain;
}

async function inOrder(db: Db, ids: readonly number[]): Promise<ReviewDomain[]> {
  const byId = await loadReviewDomains(db, ids);
  return ids.map((id) => byId.get(id)).filter((domain) => domain !== undefined);
}

// ---- Queues --------------------------------------------------------------------------------

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

export type ReviewQueue = 'qualityControl' | 'socialMedia' | 'finalReview';

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
  return inOrder(db, ids);
}

// ---- Domain actions ------------------------------------------------------------------------

/** The action's name in messages. */
const ACTION_NAME: Record<DomainAction, string> = {
  save: 'Save',
  approve: 'Approve',
  submitAsComment: 'Submit as comment',
  submitForReview: 'Submit for review',
  hold: 'Hold',
  park: 'Park',
  blacklistAdd: 'Adding to the blacklist',
  blacklistRemove: 'Removing from the blacklist',
  legalCase: 'A legal case',
  returnForReview: 'Return for review',
  returnForQc: 'Return for QC',
};

/** The domain row as an action reads it, locked. */
type DomainRow = typeof domains.$inferSelect;

/** Locks the domain's row (`FOR UPDATE`) and reads it; 404 when there is none. */
async function lockDomain(tx: Db, id: number): Promise<DomainRow> {
  const [locked] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM domains WHERE id = ${id} FOR UPDATE`,
  );
  if (!locked) throw notFound(id);
  const [row] = await tx.select().from(domains).where(eq(domains.id, id));
  return row!;
}

/**
 * The transition table's answer for this caller (`decideDomainAction`): 403 when none of the
 * caller's screens offers the action, 409 naming the status when it is not allowed from it.
 */
export function decide(
  actor: Actor,
  action: DomainAction,
  row: { id: number; domainFlowStatus: DomainFlowStatus },
): FlowEffects {
  const decision = decideDomainAction({
    action,
    status: row.domainFlowStatus,
    permissions: actor.permissions,
    isAdmin: actor.isAdmin,
  });
  if (decision.kind === 'allowed') return decision.effects;
  if (decision.reason === 'permission') {
    throw new ApiError(
      403,
      'ACCESS_DENIED',
      `${ACTION_NAME[action]} is not offered on any review screen you may use.`,
    );
  }
  throw new ApiError(
    409,
    'CONFLICT',
    `${ACTION_NAME[action]} is not allowed on domain ${row.id} in flow status ${row.domainFlowStatus}. Nothing was changed.`,
    undefined,
    [row.id],
  );
}

/**
 * 409 unless the caller holds the domain's lease: a live one, or an expired one nobody took
 * over (as the Domains page's update). Call it inside the transaction holding the domain's lock.
 * The review screens reserve every domain they show, so an action without the lease comes from
 * a stale screen: the domain was left (approved, held…) or another user has it now.
 */
export async function requireLease(tx: Db, id: number, userId: number) {
  const lease = (await domainLeases(tx, [id])).get(id);
  if (!lease || lease.userId !== userId) {
    throw new ApiError(
      409,
      'CONFLICT',
      `Domain ${id} is not reserved for you (the reservation ended or another user holds it). Nothing was changed.`,
      undefined,
      [id],
    );
  }
}

/** Text fields of the review body: trimmed, empty as null. */
const TEXT_FIELDS = [
  ...CONTACT_FIELDS,
  'twitterLink',
  'instagramLink',
  'linkedinLink',
  'detailsLink',
  'category',
  'website',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/**
 * The URL fields of a domain: only http(s) URLs are stored (`isSafeHttpUrl`). `website` is one of
 * them: the social media screen edits it as a URL (001 §2.5; the ui's `CompanyDetailsForm` gives
 * it a URL input), so it is checked like the links (docs/review-api.md "The review body").
 */
const LINK_FIELDS: readonly TextField[] = [
  'facebookLink',
  'contactFormLink',
  'twitterLink',
  'instagramLink',
  'linkedinLink',
  'detailsLink',
  'website',
];

/** The columns a review body may change, as stored. */
type Editable = Pick<
  DomainRow,
  | TextField
  | 'commercialWebSite'
  | 'noCommercialCause'
  | 'gallery'
  | 'priorityCountry'
  | 'otherCountries'
  | 'priorityLanguage'
  | 'otherLanguage'
  | 'notPursuable'
  | 'verified'
  | 'comment'
>;
const EDITABLE_KEYS = [
  'commercialWebSite',
  'noCommercialCause',
  'gallery',
  'priorityCountry',
  'otherCountries',
  'priorityLanguage',
  'otherLanguage',
  ...TEXT_FIELDS,
  'notPursuable',
  'verified',
  'comment',
] as const satisfies readonly (keyof Editable)[];

const orNull = (value: string | null | undefined) => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

const bad = (message: string) => new ApiError(400, 'VALIDATION_ERROR', message);

/**
 * The stored fields after a review body (fields left out keep their values), with the review
 * screens' rules (001 §4.2, §4.3, §5): Non-Commercial needs a reason ('Non-commercial reason
 * required!') and clears domain-model's `REVIEW_NON_COMMERCIAL_CLEARED_FIELDS` (the company
 * form and the social media fields; not country, language, comment, blacklisted);
 * Commercial clears the reason; one of priority or other per pair (the priority one wins);
 * texts trimmed, empty as null. A field the body changes must be valid (length, email, http(s)
 * links, known codes); a stored value sent back unchanged is accepted as it is.
 */
async function editedFields(
  tx: Db,
  row: DomainRow,
  body: ReviewDomainEdit | undefined,
): Promise<Editable> {
  const current = Object.fromEntries(EDITABLE_KEYS.map((key) => [key, row[key]])) as Editable;
  if (!body) return current;
  const next: Editable = { ...current };
  for (const key of EDITABLE_KEYS) {
    if (body[key] !== undefined) (next as Record<string, unknown>)[key] = body[key];
  }
  for (const field of [...TEXT_FIELDS, 'noCommercialCause', 'comment'] as const) {
    next[field] = orNull(next[field]);
  }
  for (const field of [
    'priorityCountry',
    'otherCountries',
    'priorityLanguage',
    'otherLanguage',
  ] as const) {
    next[field] = orNull(next[field]);
  }
  if (next.commercialWebSite === false) {
    if (next.noCommercialCause === null) throw bad(TEXTS.review.nonCommercialReasonRequired);
    for (const field of REVIEW_NON_COMMERCIAL_CLEARED_FIELDS) next[field] = null;
  } else {
    next.noCommercialCause = null;
  }
  if (next.priorityCountry !== null) next.otherCountries = null;
  if (next.priorityLanguage !== null) next.otherLanguage = null;

  const changed = (field: keyof Editable) => next[field] !== current[field];
  for (const field of TEXT_FIELDS) {
    const value = next[field];
    if (value === null || !changed(field)) continue;
    if (value.length > CONTACT_MAX_LENGTH) throw bad(`${field}: ${DOMAIN_FORM_MESSAGES.tooLong}`);
    if (field === 'email' && !isValidEmail(value))
      throw bad(`email: ${DOMAIN_FORM_MESSAGES.email}`);
    if (LINK_FIELDS.includes(field) && !isSafeHttpUrl(value)) {
      throw bad(`${field}: ${DOMAIN_FORM_MESSAGES.link}`);
    }
  }
  await checkCodes(tx, next, changed);
  return next;
}

/** Changed codes must be known: countries and languages by their priority flag, the reason by name. */
async function checkCodes(tx: Db, next: Editable, changed: (field: keyof Editable) => boolean) {
  const asked = (field: keyof Editable) => (changed(field) ? (next[field] as string | null) : null);
  const codes = {
    priorityCountry: asked('priorityCountry'),
    otherCountries: asked('otherCountries'),
    priorityLanguage: asked('priorityLanguage'),
    otherLanguage: asked('otherLanguage'),
    noCommercialCause: asked('noCommercialCause'),
  };
  if (Object.values(codes).every((code) => code === null)) return;
  const [found] = await queryRows<{
    pc: boolean | null;
    oc: boolean | null;
    pl: boolean | null;
    ol: boolean | null;
    reason: boolean;
  }>(
    tx,
    sql`SELECT
      (SELECT priority FROM ${countries} WHERE alpha3_code = ${codes.priorityCountry}) AS pc,
      (SELECT priority FROM ${countries} WHERE alpha3_code = ${codes.otherCountries}) AS oc,
      (SELECT priority FROM ${languages} WHERE code = ${codes.priorityLanguage}) AS pl,
      (SELECT priority FROM ${languages} WHERE code = ${codes.otherLanguage}) AS ol,
      EXISTS (SELECT 1 FROM ${nonCommercialReasons} WHERE name = ${codes.noCommercialCause}) AS reason`,
  );
  const checks = [
    ['priorityCountry', found?.pc, true, 'a priority country code'],
    [
      'otherCountries',
      found?.oc,
      false,
      'a country code (ISO 3166 alpha-3) other than the priority ones',
    ],
    ['priorityLanguage', found?.pl, true, 'a priority language code'],
    ['otherLanguage', found?.ol, false, 'a language code other than the priority ones'],
  ] as const;
  for (const [field, flag, priority, what] of checks) {
    const value = codes[field];
    if (value !== null && flag !== priority) throw bad(`${field}: ${value} is not ${what}.`);
  }
  if (codes.noCommercialCause !== null && found?.reason !== true) {
    throw bad(`noCommercialCause: ${codes.noCommercialCause} is not a non-commercial reason.`);
  }
}

const auditText = (value: unknown) =>
  value === null || value === undefined ? null : String(value);

/**
 * A body that changes `verified` (social media QC's legal-case gate, 001 §2.5): only a caller
 * with socialMediaPermitted (or an admin), 403 otherwise; only on a social profile, 409
 * otherwise (`decideVerifiedChange`). The value sent back unchanged is always fine.
 */
function checkVerifiedChange(actor: Actor, row: DomainRow, body: ReviewDomainEdit | undefined) {
  if (body?.verified === undefined || body.verified === row.verified) return;
  const step = decideVerifiedChange({
    socialDomain: row.socialDomain,
    permissions: actor.permissions,
    isAdmin: actor.isAdmin,
  });
  if (step.kind === 'allowed') return;
  if (step.reason === 'permission') {
    throw new ApiError(403, 'ACCESS_DENIED', `${step.message} Nothing was changed.`);
  }
  throw new ApiError(409, 'CONFLICT', `${step.message} Nothing was changed.`, undefined, [row.id]);
}

export interface ActionOptions {
  /** The domain fields sent with the action (update_review, hold, comment, review). */
  body?: ReviewDomainEdit;
  /** park: the date (`YYYY-MM-DD`, checked by `parkDate`). */
  parkedUntil?: string;
}

/**
 * One domain action, in one transaction holding the domain's row lock: the transition table
 * decides (403 / 409, nothing changed), the caller must hold the domain's lease (409), the body's
 * fields are saved with the action's effects (status and flags), every changed field is
 * audited with before and after, the images are held or released with the domain, and an
 * action that leaves the domain ends the caller's lease. Answers the domain as it is now.
 */
export async function actOnDomain(
  db: Db,
  actor: Actor,
  id: number,
  action: DomainAction,
  options: ActionOptions = {},
): Promise<ReviewDomain> {
  return db.transaction(async (tx) => {
    const row = await lockDomain(tx, id);
    const effects = decide(actor, action, row);
    await requireLease(tx, id, actor.id);
    checkVerifiedChange(actor, row, options.body);
    const fields = await editedFields(tx, row, options.body);

    const next: Partial<DomainRow> = { ...fields };
    if (effects.to !== undefined) next.domainFlowStatus = effects.to;
    if (effects.returnedForComment !== undefined)
      next.returnedForComment = effects.returnedForComment;
    if (effects.blacklisted !== undefined) next.blacklisted = effects.blacklisted;
    if (effects.parkedUntil === 'set') next.parkedUntil = options.parkedUntil ?? null;
    if (effects.parkedUntil === 'clear') next.parkedUntil = null;

    const entries: AuditEntry[] = [];
    const set: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(next) as [keyof DomainRow, unknown][]) {
      if (value === row[key]) continue;
      set[key] = value;
      entries.push({
        entityType: 'DOMAIN',
        entityId: id,
        field: key,
        before: auditText(row[key]),
        after: auditText(value),
        userId: actor.id,
      });
    }
    await tx
      .update(domains)
      .set({ ...set, updatedBy: actor.id, updatedAt: sql`now()` })
      .where(eq(domains.id, id));

    // Held with the domain; released when it leaves ON_HOLD (delivered images stay as they are).
    const status = next.domainFlowStatus ?? row.domainFlowStatus;
    const hold = effects.holdsImages === true;
    const release = row.domainFlowStatus === 'ON_HOLD' && status !== 'ON_HOLD';
    if (hold || release) {
      const changedImages = await queryRows<{ id: number }>(
        tx,
        sql`UPDATE images SET on_hold = ${hold}, updated_at = now()
          WHERE id IN (SELECT id FROM images WHERE domain_id = ${id} AND on_hold = ${!hold}
            AND NOT delivered ORDER BY id FOR UPDATE)
          RETURNING id`,
      );
      for (const image of changedImages) {
        entries.push({
          entityType: 'IMAGE',
          entityId: Number(image.id),
          field: 'onHold',
          before: String(!hold),
          after: String(hold),
          userId: actor.id,
        });
      }
    }
    await recordAudit(tx, entries);
    if (effects.leavesDomain) await endDomainLeases(tx, actor.id, [id]);
    return getReviewDomain(tx, id);
  });
}

/**
 * The park date: a real `YYYY-MM-DD` date after today (the database's date), else 400 with
 * 'Please choose a date in the future'.
 */
export async function parkDate(db: Db, untilDate: string): Promise<string> {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(untilDate);
  const [year, month, day] = match ? match.slice(1).map(Number) : [];
  const valid =
    match !== null &&
    year! >= 1 &&
    new Date(Date.UTC(year!, month! - 1, day!)).toISOString().slice(0, 10) === untilDate;
  if (!valid)
    throw bad(`querystring: untilDate ${untilDate.slice(0, 20)} is not a date (YYYY-MM-DD).`);
  const [row] = await queryRows<{ today: string }>(db, sql`SELECT current_date::text AS today`);
  if (!(untilDate > row!.today)) throw bad(TEXTS.review.dateInFuture);
  return untilDate;
}

// ---- Domain reads --------------------------------------------------------------------------

/** 404 unless the domain exists. */
export async function assertDomain(db: Db, id: number): Promise<void> {
  const [row] = await queryRows<{ id: number }>(db, sql`SELECT id FROM domains WHERE id = ${id}`);
  if (!row) throw notFound(id);
}
