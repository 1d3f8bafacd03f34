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
import {
  buildCsv,
  buildXlsx,
  reportFileName,
  reportRows,
  type ReportInfo,
  type ReportRow,
} from './report';
import { domainLeases, endDomainLeases } from './reservations';

/**
 * The legal case (spec 001 §4.5, docs/legal-case.md): a domain's IDENTICAL, undelivered
 * sightings are delivered with a report, the domain ends the flow in DELIVERED, and the case
 * (who, when, which images, the .xlsx) is recorded so it can be downloaded again.
 *
 * Locking, as services/reservations.ts: the domain row first (`FOR UPDATE`), then its images in
 * id order. Every decision is taken on the locked rows, so a concurrent approve, status change
 * or second delivery of the same domain waits and then sees the outcome of this one.
 */

/** What the console says about the case: the images it shows, and the screen asking. */
export interface CaseRequest {
  /** The IDENTICAL images the screen shows; absent: every IDENTICAL undelivered one. */
  imageIds?: readonly number[];
  /** The screen asking (the social media QC gate needs a verified domain). */
  screen?: ReviewScreen;
}

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

interface LockedDomain {
  id: number;
  domain: string;
  domain_flow_status: DomainFlowStatus;
  verified: boolean;
  social_domain: boolean;
  returned_for_comment: boolean;
  parked_until: string | null;
}

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
const listIds = (ids: readonly number[]) => ids.join(', ');

async function lockDomain(db: Db, id: number): Promise<LockedDomain> {
  const [row] = await queryRows<LockedDomain>(
    db,
    sql`SELECT id, domain, domain_flow_status, verified, social_domain, returned_for_comment,
        parked_until::text AS parked_until
      FROM domains WHERE id = ${id} FOR UPDATE`,
  );
  if (!row) throw new ApiError(404, 'NOT_FOUND', `No domain with id ${id}.`);
  return { ...row, id: Number(row.id) };
}

/**
 * `decideDomainAction('legalCase')` for the caller: 403 when none of the caller's screens offers
 * it (or not the screen named), 409 when the domain's flow status does not allow it.
 */
function decideLegalCase(user: AuthUser, domain: LockedDomain, screen?: ReviewScreen): FlowEffects {
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
async function assertLeased(db: Db, userId: number, domainId: number) {
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
function assertVerified(domain: LockedDomain, screen?: ReviewScreen) {
  const social = screen === 'socialMediaQualityControl' || domain.social_domain;
  if (social && !domain.verified) {
    throw new ApiError(409, 'CONFLICT', GATE_NOT_VERIFIED, undefined, [domain.id]);
  }
}

/**
 * The images the case covers, locked in id order: the domain's IDENTICAL undelivered ones, or
 * exactly those asked. An id that is not a sighting of this domain: 400. One that is no longer
 * IDENTICAL or is already delivered (the screen is out of date): 409 naming it. None: 409 (the
 * gate).
 */
async function lockCaseImages(
  db: Db,
  domainId: number,
  asked: readonly number[] | undefined,
): Promise<number[]> {
  if (asked === undefined) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM images
        WHERE domain_id = ${domainId} AND status = 'IDENTICAL' AND NOT delivered
        ORDER BY id FOR UPDATE`,
    );
    const ids = rows.map((row) => Number(row.id));
    if (!ids.length) throw new ApiError(409, 'CONFLICT', GATE_NO_IDENTICAL, undefined, [domainId]);
    return ids;
  }
  const unique = [...new Set(asked)].sort((a, b) => a - b);
  if (unique.length !== asked.length) {
    throw new ApiError(400, 'VALIDATION_ERROR', 'body: imageIds must not repeat an id.');
  }
  if (!unique.length) throw new ApiError(409, 'CONFLICT', GATE_NO_IDENTICAL, undefined, [domainId]);
  const rows = await queryRows<{
    id: number;
    domain_id: number;
    status: string;
    delivered: boolean;
  }>(
    db,
    sql`SELECT id, domain_id, status, delivered FROM images
      WHERE id IN (${idList(unique)}) AND domain_id = ${domainId}
      ORDER BY id FOR UPDATE`,
  );
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const foreign = unique.filter((id) => !byId.has(id));
  if (foreign.length) {
    throw new ApiError(
      400,
      'VALIDATION_ERROR',
      `body: imageIds ${listIds(foreign)} ${foreign.length === 1 ? 'is not a sighting' : 'are not sightings'} of domain ${domainId}.`,
    );
  }
  const stale = unique.filter((id) => {
    const row = byId.get(id)!;
    return row.status !== 'IDENTICAL' || row.delivered;
  });
  if (stale.length) {
    throw new ApiError(
      409,
      'CONFLICT',
      `${stale.length === 1 ? 'Image' : 'Images'} ${listIds(stale)} ${
        stale.length === 1 ? 'is' : 'are'
      } no longer IDENTICAL and undelivered. Nothing was changed.`,
      undefined,
      stale,
    );
  }
  return unique;
}

const sameIds = (a: readonly number[], b: readonly number[]) => {
  const sortedA = [...a].sort((x, y) => x - y);
  const sortedB = [...b].sort((x, y) => x - y);
  return sortedA.length === sortedB.length && sortedA.every((id, i) => id === sortedB[i]);
};

type CaseRow = typeof legalCases.$inferSelect;

/** The newest case of the domain (of this kind, when given), with its author's name. */
async function newestCase(
  db: Db,
  domainId: number,
  kind?: CaseRow['kind'],
): Promise<(CaseRow & { author: string | null }) | undefined> {
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

function summary(row: CaseRow, domain: string, author: string | null): LegalCaseSummary {
  return {
    id: row.id,
    kind: row.kind,
    domainId: row.domainId,
    domain,
    imageIds: [...row.imageIds],
    fileName: row.fileName,
    createdBy: author,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The database's clock, as the rest of the server reads it (one value per transaction). */
async function databaseNow(db: Db): Promise<Date> {
  const [row] = await queryRows<{ now: Date | string }>(db, sql`SELECT now() AS now`);
  return new Date(row!.now);
}

/** Writes a case (the report's rows and .xlsx) and returns it. */
async function recordCase(
  db: Db,
  user: AuthUser,
  domain: LockedDomain,
  kind: CaseRow['kind'],
  imageIds: number[],
): Promise<{ row: CaseRow; rows: ReportRow[] }> {
  const createdAt = await databaseNow(db);
  const rows = await reportRows(db, domain.id, imageIds);
  const fileName = reportFileName(kind, domain.domain, createdAt, 'xlsx');
  // The id is taken first, so the file can name its case.
  const [{ id } = { id: 0 }] = await queryRows<{ id: number }>(
    db,
    sql`SELECT nextval(pg_get_serial_sequence('legal_cases', 'id'))::int AS id`,
  );
  const info: ReportInfo = {
    domain: domain.domain,
    createdBy: user.name,
    createdAt,
    caseId: Number(id),
    kind,
  };
  const [row] = await db
    .insert(legalCases)
    .values({
      id: Number(id),
      kind,
      domainId: domain.id,
      imageIds,
      fileName,
      xlsx: await buildXlsx(rows, info),
      rows,
      createdBy: user.id,
      createdAt,
    })
    .returning();
  return { row: row!, rows };
}

/**
 * `PUT /assessment_domain/{id}/set_delivered` and `PUT /assessment_image/update_delivered_images`:
 * the legal case, in one transaction. The domain is locked; `decideDomainAction('legalCase')`
 * (403 / 409); the domain must be leased to the caller (409); the gate (409: a verified domain
 * on social media QC, at least one IDENTICAL undelivered image). Then the images are delivered,
 * the domain takes the action's effects (DELIVERED, returnedForComment off, parkedUntil
 * cleared), the case is recorded with its .xlsx, every change is audited and the lease ends.
 *
 * A repeat (the domain is DELIVERED by the caller's own newest case, of the same images when
 * they are named) answers that case and changes nothing, so a retry after a lost answer, or the
 * second of the two calls the console makes, is harmless.
 */
export async function deliverLegalCase(
  db: Db,
  user: AuthUser,
  domainId: number,
  request: CaseRequest = {},
): Promise<LegalCaseSummary> {
  return db.transaction(async (tx) => {
    const domain = await lockDomain(tx, domainId);
    if (domain.domain_flow_status === 'DELIVERED') {
      const last = await newestCase(tx, domainId, 'LEGAL_CASE');
      const repeat =
        last &&
        last.createdBy === user.id &&
        (request.imageIds === undefined || sameIds(last.imageIds, request.imageIds));
      if (repeat) return summary(last, domain.domain, last.author);
    }
    const effects = decideLegalCase(user, domain, request.screen);
    await assertLeased(tx, user.id, domainId);
    assertVerified(domain, request.screen);
    const imageIds = await lockCaseImages(tx, domainId, request.imageIds);

    const { row } = await recordCase(tx, user, domain, 'LEGAL_CASE', imageIds);
    const to = effects.to ?? domain.domain_flow_status;
    const returnedForComment = effects.returnedForComment ?? domain.returned_for_comment;
    const parkedUntil = effects.parkedUntil === 'clear' ? null : domain.parked_until;

    const writes: SQL[] = [
      sql`UPDATE images SET delivered = true, updated_at = now()
        WHERE id IN (${idList(imageIds)})`,
      sql`UPDATE domains SET domain_flow_status = ${to}, returned_for_comment = ${returnedForComment},
          parked_until = ${parkedUntil}::date, updated_by = ${user.id}::int, updated_at = now()
        WHERE id = ${domainId}`,
    ];
    const entries: AuditEntry[] = imageIds.map((id) => ({
      entityType: 'IMAGE' as const,
      entityId: id,
      field: 'delivered',
      before: 'false',
      after: 'true',
      userId: user.id,
    }));
    const domainEntry = (field: string, before: string | null, after: string | null) => {
      if (before !== after) {
        entries.push({
          entityType: 'DOMAIN',
          entityId: domainId,
          field,
          before,
          after,
          userId: user.id,
        });
      }
    };
    domainEntry(
      'legalCase',
      null,
      `#${row.id}: ${imageIds.length} image${imageIds.length === 1 ? '' : 's'} delivered`,
    );
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
    return summary(row, domain.domain, user.name);
  });
}

/**
 * `POST /assessment_domain/send_report_for_images/{id}`: records the report of the images the
 * case would deliver now (kind REPORT), with the same checks as the case but no change to the
 * domain or its images; audited. A repeat (the caller's newest case of the domain is a REPORT of
 * the same images, or the domain is already DELIVERED by the caller) answers that one.
 */
export async function sendReport(
  db: Db,
  user: AuthUser,
  domainId: number,
  request: CaseRequest = {},
): Promise<LegalCaseSummary> {
  return db.transaction(async (tx) => {
    const domain = await lockDomain(tx, domainId);
    const last = await newestCase(tx, domainId);
    if (last && last.createdBy === user.id) {
      const delivered = domain.domain_flow_status === 'DELIVERED' && last.kind === 'LEGAL_CASE';
      const sameReport =
        last.kind === 'REPORT' &&
        domain.domain_flow_status !== 'DELIVERED' &&
        (request.imageIds === undefined || sameIds(last.imageIds, request.imageIds));
      if (delivered || sameReport) {
        const current = sameReport
          ? await lockCaseImages(tx, domainId, request.imageIds).catch(() => undefined)
          : undefined;
        if (delivered || (current && sameIds(current, last.imageIds))) {
          return summary(last, domain.domain, last.author);
        }
      }
    }
    decideLegalCase(user, domain, request.screen);
    await assertLeased(tx, user.id, domainId);
    assertVerified(domain, request.screen);
    const imageIds = await lockCaseImages(tx, domainId, request.imageIds);
    const { row } = await recordCase(tx, user, domain, 'REPORT', imageIds);
    await tx.execute(
      auditInsert(tx, [
        {
          entityType: 'DOMAIN',
          entityId: domainId,
          field: 'report',
          before: null,
          after: `#${row.id}: ${imageIds.length} image${imageIds.length === 1 ? '' : 's'}`,
          userId: user.id,
        },
      ]),
    );
    return summary(row, domain.domain, user.name);
  });
}

export interface ReportFile {
  fileName: string;
  contentType: 'xlsx' | 'csv';
  body: Buffer | string;
}

/**
 * `POST /assessment_domain/report_xlsx_for_images/{id}` and
 * `POST /assessment_image/report_csv_for_images/{id}`: the report of the domain. A DELIVERED
 * domain answers its recorded legal case (the very file of the delivery). Otherwise the report
 * of the images the case would deliver now (a preview, not recorded, nothing changed) with the
 * case's checks: 403 / 409 from the transition table, the gate, the images named.
 */
export async function reportFile(
  db: Db,
  user: AuthUser,
  domainId: number,
  format: 'xlsx' | 'csv',
  request: CaseRequest = {},
): Promise<ReportFile> {
  return db.transaction(async (tx) => {
    // FOR SHARE: a delivery of this domain in progress is waited for, not half seen.
    const [domain] = await queryRows<LockedDomain>(
      tx,
      sql`SELECT id, domain, domain_flow_status, verified, social_domain, returned_for_comment,
          parked_until::text AS parked_until
        FROM domains WHERE id = ${domainId} FOR SHARE`,
    );
    if (!domain) throw new ApiError(404, 'NOT_FOUND', `No domain with id ${domainId}.`);
    domain.id = Number(domain.id);
    if (domain.domain_flow_status === 'DELIVERED') {
      const last = await newestCase(tx, domainId, 'LEGAL_CASE');
      if (last) return caseFile(last, format);
    }
    decideLegalCase(user, domain, request.screen);
    assertVerified(domain, request.screen);
    const imageIds = await previewImages(tx, domainId, request.imageIds);
    const createdAt = await databaseNow(tx);
    const rows = await reportRows(tx, domainId, imageIds);
    const fileName = reportFileName('PREVIEW', domain.domain, createdAt, format);
    if (format === 'csv') return { fileName, contentType: 'csv', body: buildCsv(rows) };
    const body = await buildXlsx(rows, {
      domain: domain.domain,
      createdBy: user.name,
      createdAt,
      kind: 'PREVIEW',
    });
    return { fileName, contentType: 'xlsx', body };
  });
}

/** `lockCaseImages` without the lock (a preview reads only). */
async function previewImages(db: Db, domainId: number, asked: readonly number[] | undefined) {
  const unique = asked === undefined ? undefined : [...new Set(asked)];
  const rows = await queryRows<{ id: number; status: string; delivered: boolean }>(
    db,
    sql`SELECT id, status, delivered FROM images WHERE domain_id = ${domainId}
      ${unique === undefined ? sql`AND status = 'IDENTICAL' AND NOT delivered` : unique.length ? sql`AND id IN (${idList(unique)})` : sql`AND false`}
      ORDER BY id`,
  );
  if (unique !== undefined) {
    if (unique.length !== asked!.length) {
      throw new ApiError(400, 'VALIDATION_ERROR', 'body: imageIds must not repeat an id.');
    }
    const found = new Set(rows.map((row) => Number(row.id)));
    const foreign = unique.filter((id) => !found.has(id));
    if (foreign.length) {
      throw new ApiError(
        400,
        'VALIDATION_ERROR',
        `body: imageIds ${listIds(foreign)} ${foreign.length === 1 ? 'is not a sighting' : 'are not sightings'} of domain ${domainId}.`,
      );
    }
    const stale = rows.filter((row) => row.status !== 'IDENTICAL' || row.delivered);
    if (stale.length) {
      const ids = stale.map((row) => Number(row.id));
      throw new ApiError(
        409,
        'CONFLICT',
        `${ids.length === 1 ? 'Image' : 'Images'} ${listIds(ids)} ${ids.length === 1 ? 'is' : 'are'} no longer IDENTICAL and undelivered.`,
        undefined,
        ids,
      );
    }
  }
  const ids = rows.map((row) => Number(row.id));
  if (!ids.length) throw new ApiError(409, 'CONFLICT', GATE_NO_IDENTICAL, undefined, [domainId]);
  return ids;
}

function caseFile(row: CaseRow, format: 'xlsx' | 'csv'): ReportFile {
  if (format === 'xlsx') return { fileName: row.fileName, contentType: 'xlsx', body: row.xlsx };
  return {
    fileName: row.fileName.replace(/\.xlsx$/, '.csv'),
    contentType: 'csv',
    body: buildCsv(row.rows as ReportRow[]),
  };
}

/** `GET /legal_case/{id}/file?format=`: a recorded case's file again, or 404. */
export async function legalCaseFile(
  db: Db,
  caseId: number,
  format: 'xlsx' | 'csv',
): Promise<ReportFile> {
  const [row] = await db.select().from(legalCases).where(eq(legalCases.id, caseId));
  if (!row) throw new ApiError(404, 'NOT_FOUND', `No legal case with id ${caseId}.`);
  return caseFile(row, format);
}

/** `GET /assessment_domain/{id}/legal_cases`: the domain's cases and reports, newest first. */
export async function listLegalCases(db: Db, domainId: number): Promise<LegalCaseSummary[]> {
  const [domain] = await queryRows<{ domain: string }>(
    db,
    sql`SELECT domain FROM domains WHERE id = ${domainId}`,
  );
  if (!domain) throw new ApiError(404, 'NOT_FOUND', `No domain with id ${domainId}.`);
  const rows = await db
    .select({
      id: legalCases.id,
      kind: legalCases.kind,
      domainId: legalCases.domainId,
      imageIds: legalCases.imageIds,
      fileName: legalCases.fileName,
      createdBy: legalCases.createdBy,
      createdAt: legalCases.createdAt,
      author: users.name,
    })
    .from(legalCases)
    .leftJoin(users, eq(users.id, legalCases.createdBy))
    .where(eq(legalCases.domainId, domainId))
    .orderBy(desc(legalCases.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    domainId: row.domainId,
    domain: domain.domain,
    imageIds: [...row.imageIds],
    fileName: row.fileName,
    createdBy: row.author,
    createdAt: row.createdAt.toISOString(),
  }));
}
