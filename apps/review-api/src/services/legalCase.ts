import {
  decideDomainAction,
  type DomainFlowStatus,
  type FlowEffects,
  type ReviewScreen,
} from '@sightings/domain-model';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../auth/access';
import { queryRows, type Db } from '../db/database';
import { legalCases, users } from '../db/schema';
import { ApiError } from '../errors';
import { auditInsert, type AuditEntry } from './audit';
import { buildXlsx, reportFileName, reportRows } from './report';
import { domainLeases, endDomainLeases } from './reservations';

/**
 * The legal case (spec 001 §4.5, docs/legal-case.md): a domain's IDENTICAL sightings are
 * delivered with a report, the domain ends the flow in DELIVERED, and the case (who, when, which
 * images, the .xlsx) is recorded so it can be downloaded again. This module holds what every
 * call of the case shares (the checks, the case's images, the records) and the `legal-case`
 * extension, the whole case in one transaction; the spec's four calls, one step each, are in
 * legalCaseSteps.ts.
 *
 * Locking, as services/reservations.ts: the domain row first (`FOR UPDATE`), then its images in
 * id order. Every decision is taken on the locked rows, so a concurrent approve, status change
 * or second delivery of the same domain waits and then sees the outcome of this one.
 */

export interface LegalCaseSummary {
  id: number;
  kind: 'LEGAL_CASE' | 'REPORT';
  domainId: number;
  domain: string;
  imageIds: number[];
  fileName: string;
  createdBy: string | null;
  createdAt: string;
}

/** The gate's refusals (001 §4.5: at least one IDENTICAL image; social media: verified). */
export const GATE_NO_IDENTICAL =
  'A legal case needs at least one IDENTICAL image that is not delivered yet. Nothing was changed.';
export const GATE_NOT_VERIFIED =
  'On social media quality control the domain must be verified before a legal case. Nothing was changed.';

export interface LockedDomain {
  id: number;
  domain: string;
  domain_flow_status: DomainFlowStatus;
  verified: boolean;
  social_domain: boolean;
  returned_for_comment: boolean;
  parked_until: string | null;
}

export const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
export const listIds = (ids: readonly number[]) => ids.join(', ');
export const imagesWord = (n: number) => `${n} image${n === 1 ? '' : 's'}`;

/** Reads the domain row with a lock (`FOR UPDATE`, or `FOR SHARE` to read only); 404 without one. */
export async function lockDomain(
  db: Db,
  id: number,
  mode: 'update' | 'share' = 'update',
): Promise<LockedDomain> {
  const [row] = await queryRows<LockedDomain>(
    db,
    sql`SELECT id, domain, domain_flow_status, verified, social_domain, returned_for_comment,
        parked_until::text AS parked_until
      FROM domains WHERE id = ${id} ${mode === 'update' ? sql`FOR UPDATE` : sql`FOR SHARE`}`,
  );
  if (!row) throw new ApiError(404, 'NOT_FOUND', `No domain with id ${id}.`);
  return { ...row, id: Number(row.id) };
}

/**
 * `decideDomainAction('legalCase')` for the caller: 403 when none of the caller's screens offers
 * it (or not the screen named), 409 when the domain's flow status does not allow it.
 */
export function decideLegalCase(
  user: AuthUser,
  domain: LockedDomain,
  screen?: ReviewScreen,
): FlowEffects {
  const decision = decideDomainAction({
    action: 'legalCase',
    status: domain.domain_flow_status,
    permissions: user.permissions,
    isAdmin: user.role === 'ROLE_ADMIN',
    screen,
  });
  if (decision.kind === 'allowed') return decision.effects;
  if (decision.reason === 'permission') {
    throw new ApiError(403, 'ACCESS_DENIED', 'You do not have the permission for this.');
  }
  throw new ApiError(
    409,
    'CONFLICT',
    `Domain ${domain.id} is ${domain.domain_flow_status}: a legal case is not allowed from that status. Nothing was changed.`,
    undefined,
    [domain.id],
  );
}

/** The lease: the caller's (live, or expired and not taken over), else 409. */
export async function assertLeased(db: Db, userId: number, domainId: number) {
  const lease = (await domainLeases(db, [domainId])).get(domainId);
  if (!lease || lease.userId !== userId) {
    throw new ApiError(
      409,
      'CONFLICT',
      `Domain ${domainId} is not reserved for you (the reservation ended or another user holds it). Nothing was changed.`,
      undefined,
      [domainId],
    );
  }
}

/** The social media gate: a verified domain on social media QC (the screen, or a social domain). */
export function assertVerified(domain: LockedDomain, screen?: ReviewScreen) {
  const social = screen === 'socialMediaQualityControl' || domain.social_domain;
  if (social && !domain.verified) {
    throw new ApiError(409, 'CONFLICT', GATE_NOT_VERIFIED, undefined, [domain.id]);
  }
}

/** The checks every call that writes part of a case makes, on the locked domain (403 / 409). */
export async function checkCase(
  db: Db,
  user: AuthUser,
  domain: LockedDomain,
  screen?: ReviewScreen,
): Promise<FlowEffects> {
  const effects = decideLegalCase(user, domain, screen);
  await assertLeased(db, user.id, domain.id);
  assertVerified(domain, screen);
  return effects;
}

export interface CaseImage {
  id: number;
  delivered: boolean;
}

/**
 * The images of the domain's case now, in id order: its IDENTICAL undelivered images, and the
 * IDENTICAL images delivered on this server (`update_delivered_images`: an audit row says so)
 * that no recorded legal case names yet, the images of a case under way. So a case interrupted
 * between its calls is picked up where it stopped, by the same calls or by the extension, and
 * an image delivered before (imported as delivered, or in an earlier case) is never reported
 * again. `lock` locks them (`FOR UPDATE`).
 */
export async function caseImages(db: Db, domainId: number, lock = false): Promise<CaseImage[]> {
  const rows = await queryRows<CaseImage>(
    db,
    sql`SELECT i.id, i.delivered FROM images i
      WHERE i.domain_id = ${domainId} AND i.status = 'IDENTICAL'
        AND (NOT i.delivered OR (
          EXISTS (SELECT 1 FROM audit_log a WHERE a.entity_type = 'IMAGE' AND a.entity_id = i.id
            AND a.field = 'delivered' AND a.after = 'true')
          AND NOT EXISTS (SELECT 1 FROM legal_cases c WHERE c.domain_id = ${domainId}
            AND c.kind = 'LEGAL_CASE' AND i.id = ANY (c.image_ids))))
      ORDER BY i.id ${lock ? sql`FOR UPDATE OF i` : sql``}`,
  );
  return rows.map((row) => ({ id: Number(row.id), delivered: row.delivered }));
}

/** `caseImages`, refused with the gate's 409 when there is none. */
export async function requireCaseImages(db: Db, domainId: number, lock = false) {
  const images = await caseImages(db, domainId, lock);
  if (!images.length) throw new ApiError(409, 'CONFLICT', GATE_NO_IDENTICAL, undefined, [domainId]);
  return images;
}

export const sameIds = (a: readonly number[], b: readonly number[]) => {
  const sortedA = [...a].sort((x, y) => x - y);
  const sortedB = [...b].sort((x, y) => x - y);
  return sortedA.length === sortedB.length && sortedA.every((id, i) => id === sortedB[i]);
};

export type CaseRow = typeof legalCases.$inferSelect & { author: string | null };

/** The newest case of the domain (of this kind, when given), with its author's name. */
export async function newestCase(
  db: Db,
  domainId: number,
  kind?: CaseRow['kind'],
): Promise<CaseRow | undefined> {
  const [row] = await db
    .select({ legalCase: legalCases, author: users.name })
    .from(legalCases)
    .leftJoin(users, eq(users.id, legalCases.createdBy))
    .where(
      kind
        ? sql`${legalCases.domainId} = ${domainId} AND ${legalCases.kind} = ${kind}`
        : eq(legalCases.domainId, domainId),
    )
    .orderBy(desc(legalCases.id))
    .limit(1);
  return row ? { ...row.legalCase, author: row.author } : undefined;
}

/**
 * A repeat of the caller's own delivery: the domain is DELIVERED and its newest legal case is
 * the caller's. That case, or undefined.
 */
export async function ownDelivery(
  db: Db,
  user: AuthUser,
  domain: LockedDomain,
): Promise<CaseRow | undefined> {
  if (domain.domain_flow_status !== 'DELIVERED') return undefined;
  const last = await newestCase(db, domain.id, 'LEGAL_CASE');
  return last && last.createdBy === user.id ? last : undefined;
}

type CaseFields = Pick<
  CaseRow,
  'id' | 'kind' | 'domainId' | 'imageIds' | 'fileName' | 'createdAt' | 'author'
>;

export function summary(row: CaseFields, domain: string): LegalCaseSummary {
  return {
    id: row.id,
    kind: row.kind,
    domainId: row.domainId,
    domain,
    imageIds: [...row.imageIds],
    fileName: row.fileName,
    createdBy: row.author,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The database's clock, as the rest of the server reads it (one value per transaction). */
export async function databaseNow(db: Db): Promise<Date> {
  const [row] = await queryRows<{ now: Date | string }>(db, sql`SELECT now() AS now`);
  return new Date(row!.now);
}

/** Writes a case or report (the report's rows and .xlsx) and returns it. */
export async function recordCase(
  db: Db,
  user: AuthUser,
  domain: LockedDomain,
  kind: CaseRow['kind'],
  imageIds: number[],
): Promise<CaseRow> {
  const createdAt = await databaseNow(db);
  const rows = await reportRows(db, domain.id, imageIds);
  const fileName = reportFileName(kind, domain.domain, createdAt, 'xlsx');
  // The id is taken first, so the file can name its case.
  const [{ id } = { id: 0 }] = await queryRows<{ id: number }>(
    db,
    sql`SELECT nextval(pg_get_serial_sequence('legal_cases', 'id'))::int AS id`,
  );
  const xlsx = await buildXlsx(rows, {
    domain: domain.domain,
    createdBy: user.name,
    createdAt,
    caseId: Number(id),
    kind,
  });
  const [row] = await db
    .insert(legalCases)
    .values({
      id: Number(id),
      kind,
      domainId: domain.id,
      imageIds,
      fileName,
      xlsx,
      rows,
      createdBy: user.id,
      createdAt,
    })
    .returning();
  return { ...row!, author: user.name };
}

/** The DOMAIN audit row naming a recorded case (user statistics count these). */
export const caseAuditEntry = (user: AuthUser, row: CaseRow, delivered: number): AuditEntry => ({
  entityType: 'DOMAIN',
  entityId: row.domainId,
  field: row.kind === 'LEGAL_CASE' ? 'legalCase' : 'report',
  before: null,
  after:
    row.kind === 'LEGAL_CASE'
      ? `#${row.id}: ${imagesWord(row.imageIds.length)} delivered`
      : `#${row.id}: ${imagesWord(delivered)}`,
  userId: user.id,
});

/** The IMAGE audit rows of images becoming delivered. */
export const deliveredAuditEntries = (user: AuthUser, ids: readonly number[]): AuditEntry[] =>
  ids.map((id) => ({
    entityType: 'IMAGE' as const,
    entityId: id,
    field: 'delivered',
    before: 'false',
    after: 'true',
    userId: user.id,
  }));

/**
 * `POST /assessment_domain/{id}/legal_case` (the `legal-case` extension): the whole case in one
 * transaction. The domain is locked; a repeat of the caller's own delivery answers that case;
 * `decideDomainAction('legalCase')` (403 / 409), the lease (409) and the gate (409: a verified
 * domain on social media QC, at least one case image). Then the case is recorded with its .xlsx
 * (`caseImages`: every IDENTICAL undelivered image of the domain, and those of a case under way),
 * the undelivered ones are delivered, the domain takes the action's effects (DELIVERED,
 * returnedForComment off, parkedUntil cleared), everything is audited and the lease ends.
 */
export async function createLegalCase(
  db: Db,
  user: AuthUser,
  domainId: number,
  screen?: ReviewScreen,
): Promise<LegalCaseSummary> {
  return db.transaction(async (tx) => {
    const domain = await lockDomain(tx, domainId);
    const repeat = await ownDelivery(tx, user, domain);
    if (repeat) return summary(repeat, domain.domain);
    const effects = await checkCase(tx, user, domain, screen);
    const images = await requireCaseImages(tx, domainId, true);
    const imageIds = images.map((image) => image.id);
    const toDeliver = images.filter((image) => !image.delivered).map((image) => image.id);

    const row = await recordCase(tx, user, domain, 'LEGAL_CASE', imageIds);
    const to = effects.to ?? domain.domain_flow_status;
    const returnedForComment = effects.returnedForComment ?? domain.returned_for_comment;
    const parkedUntil = effects.parkedUntil === 'clear' ? null : domain.parked_until;

    const writes: SQL[] = [
      sql`UPDATE domains SET domain_flow_status = ${to}, returned_for_comment = ${returnedForComment},
          parked_until = ${parkedUntil}::date, updated_by = ${user.id}::int, updated_at = now()
        WHERE id = ${domainId}`,
    ];
    if (toDeliver.length) {
      writes.push(sql`UPDATE images SET delivered = true, updated_at = now()
        WHERE id IN (${idList(toDeliver)})`);
    }
    const entries: AuditEntry[] = [
      ...deliveredAuditEntries(user, toDeliver),
      caseAuditEntry(user, row, toDeliver.length),
    ];
    const domainEntry = (field: string, before: string | null, after: string | null) => {
      if (before === after) return;
      entries.push({
        entityType: 'DOMAIN',
        entityId: domainId,
        field,
        before,
        after,
        userId: user.id,
      });
    };
    domainEntry('domainFlowStatus', domain.domain_flow_status, to);
    domainEntry(
      'returnedForComment',
      String(domain.returned_for_comment),
      String(returnedForComment),
    );
    domainEntry('parkedUntil', domain.parked_until, parkedUntil);
    for (let i = 0; i < entries.length; i += 500) {
      writes.push(auditInsert(tx, entries.slice(i, i + 500)));
    }
    // All the writes in one statement with the lease's end (services/reservations.ts).
    await endDomainLeases(tx, user.id, effects.leavesDomain ? [domainId] : [], writes);
    return summary(row, domain.domain);
  });
}
