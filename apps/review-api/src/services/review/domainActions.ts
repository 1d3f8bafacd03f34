import {
  decideDomainAction,
  TEXTS,
  type DomainAction,
  type DomainFlowStatus,
  type FlowEffects,
  type ReviewDomain,
  type ReviewDomainEdit,
} from '@sightings/domain-model';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/database';
import { domains } from '../../db/schema';
import { ApiError } from '../../errors';
import { recordAudit, type AuditEntry } from '../audit';
import { changedFields, domainAuditEntries } from '../domainFields';
import { domainLeases, endDomainLeases } from '../reservations';
import type { Actor } from './actor';
import { checkVerifiedChange, editedFields, type DomainRow } from './domainEdit';
import { domainNotFound, getReviewDomain } from './domainReads';

/**
 * The domain actions of the review screens (spec 001 §4.5, §7; docs/review-api.md "Domain
 * actions"): each enforces the transition table of domain-model (`decideDomainAction`,
 * docs/domain-flow.md) inside one transaction that holds the domain's row lock.
 */

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

/** Locks the domain's row (`FOR UPDATE`) and reads it; 404 when there is none. */
async function lockDomain(tx: Db, id: number): Promise<DomainRow> {
  const [locked] = await queryRows<{ id: number }>(
    tx,
    sql`SELECT id FROM domains WHERE id = ${id} FOR UPDATE`,
  );
  if (!locked) throw domainNotFound(id);
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

export interface ActionOptions {
  /** The domain fields sent with the action (update_review, hold, comment, review). */
  body?: ReviewDomainEdit;
  /** park: the date (`YYYY-MM-DD`, checked by `parkDate`). */
  parkedUntil?: string;
}

/** The row after the action: the body's fields and the action's effects (status and flags). */
function withEffects(
  fields: Partial<DomainRow>,
  effects: FlowEffects,
  parkedUntil: string | undefined,
): Partial<DomainRow> {
  const next: Partial<DomainRow> = { ...fields };
  if (effects.to !== undefined) next.domainFlowStatus = effects.to;
  if (effects.returnedForComment !== undefined)
    next.returnedForComment = effects.returnedForComment;
  if (effects.blacklisted !== undefined) next.blacklisted = effects.blacklisted;
  if (effects.parkedUntil === 'set') next.parkedUntil = parkedUntil ?? null;
  if (effects.parkedUntil === 'clear') next.parkedUntil = null;
  return next;
}

/**
 * The domain's undelivered images held with it (`holdsImages`), or released when it leaves
 * ON_HOLD (delivered images stay as they are); one audit row per image changed.
 */
async function holdOrReleaseImages(
  tx: Db,
  actor: Actor,
  row: DomainRow,
  status: DomainFlowStatus,
  effects: FlowEffects,
): Promise<AuditEntry[]> {
  const hold = effects.holdsImages === true;
  const release = row.domainFlowStatus === 'ON_HOLD' && status !== 'ON_HOLD';
  if (!hold && !release) return [];
  const changedImages = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE images SET on_hold = ${hold}, updated_at = now()
      WHERE id IN (SELECT id FROM images WHERE domain_id = ${row.id} AND on_hold = ${!hold}
        AND NOT delivered ORDER BY id FOR UPDATE)
      RETURNING id`,
  );
  return changedImages.map((image) => ({
    entityType: 'IMAGE',
    entityId: Number(image.id),
    field: 'onHold',
    before: String(!hold),
    after: String(hold),
    userId: actor.id,
  }));
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

    const next = withEffects(fields, effects, options.parkedUntil);
    const changes = changedFields(row, next);
    await tx
      .update(domains)
      .set({
        ...Object.fromEntries(changes.map(({ field, after }) => [field, after])),
        updatedBy: actor.id,
        updatedAt: sql`now()`,
      })
      .where(eq(domains.id, id));

    const status = next.domainFlowStatus ?? row.domainFlowStatus;
    await recordAudit(tx, [
      ...domainAuditEntries(id, actor.id, changes),
      ...(await holdOrReleaseImages(tx, actor, row, status, effects)),
    ]);
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
  if (!valid) {
    throw new ApiError(
      400,
      'VALIDATION_ERROR',
      `querystring: untilDate ${untilDate.slice(0, 20)} is not a date (YYYY-MM-DD).`,
    );
  }
  const [row] = await queryRows<{ today: string }>(db, sql`SELECT current_date::text AS today`);
  if (!(untilDate > row!.today))
    throw new ApiError(400, 'VALIDATION_ERROR', TEXTS.review.dateInFuture);
  return untilDate;
}
