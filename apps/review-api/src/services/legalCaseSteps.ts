import type { ImageChangeResult, ReviewDomain, ReviewDomainEdit } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/access';
import { queryRows, type Db } from '../db/database';
import { ApiError } from '../errors';
import { recordAudit } from './audit';
import { assertUnique, refuseMissingImages } from './images';
import {
  caseAuditEntry,
  checkCase,
  databaseNow,
  decideLegalCase,
  assertVerified,
  deliveredAuditEntries,
  idList,
  imagesWord,
  listIds,
  lockDomain,
  newestCase,
  ownDelivery,
  recordCase,
  requireCaseImages,
  sameIds,
  summary,
  type LegalCaseSummary,
  type LockedDomain,
} from './legalCase';
import { caseFile, type ReportFile } from './legalCaseRecords';
import { buildCsv, buildXlsx, reportFileName, reportRows } from './report';
import { actorOf } from './review/actor';
import { actOnDomain } from './review/domainActions';
import { getReviewDomain } from './review/domainReads';
import { imagesInOrder } from './review/imageRows';

/**
 * The legal case as the spec's console makes it (001 §4.5: "creates a legal export file, sends a
 * report for the domain images, marks images delivered, sets delivered status"), one call per
 * step, each its own transaction (docs/legal-case.md "The spec's calls"):
 *
 * 1. `report_xlsx_for_images` / `report_csv_for_images`: the export file of the case's images
 *    (`caseImages`), changing nothing;
 * 2. `send_report_for_images`: records that report (kind REPORT);
 * 3. `update_delivered_images`: marks those images delivered;
 * 4. `set_delivered`: records the legal case of the images delivered in 3, and the domain
 *    becomes DELIVERED; the lease ends.
 *
 * Every step is safe to repeat, so a console that failed midway makes the same calls again:
 * a repeat answers what the first call did and records or delivers nothing twice.
 */

/**
 * `POST /assessment_domain/report_xlsx_for_images/{id}` and
 * `POST /assessment_image/report_csv_for_images/{id}`: a DELIVERED domain answers the file of
 * its recorded legal case. Otherwise the export of the case's images now, not recorded, nothing
 * changed, no lease needed; the transition table (403 / 409) and the gate (409) are checked.
 */
export async function reportFile(
  db: Db,
  user: AuthUser,
  domainId: number,
  format: 'xlsx' | 'csv',
): Promise<ReportFile> {
  return db.transaction(async (tx) => {
    // FOR SHARE: a delivery of this domain in progress is waited for, not half seen.
    const domain = await lockDomain(tx, domainId, 'share');
    if (domain.domain_flow_status === 'DELIVERED') {
      const last = await newestCase(tx, domainId, 'LEGAL_CASE');
      if (last) return caseFile(last, format);
    }
    decideLegalCase(user, domain);
    assertVerified(domain);
    const imageIds = (await requireCaseImages(tx, domainId)).map((image) => image.id);
    const createdAt = await databaseNow(tx);
    const rows = await reportRows(tx, domainId, imageIds);
    const fileName = reportFileName('EXPORT', domain.domain, createdAt, format);
    if (format === 'csv') return { fileName, contentType: 'csv', body: buildCsv(rows) };
    const body = await buildXlsx(rows, {
      domain: domain.domain,
      createdBy: user.name,
      createdAt,
      kind: 'EXPORT',
    });
    return { fileName, contentType: 'xlsx', body };
  });
}

/**
 * `POST /assessment_domain/send_report_for_images/{id}`: records the report of the case's images
 * (kind REPORT, with its .xlsx), audited; the domain and its images do not change. The case's
 * checks (403 / 409, the lease, the gate). A repeat answers the same record: the domain's newest
 * record is the caller's report of the same images, or (the case went on since) the domain is
 * DELIVERED by the caller's case, which is answered.
 */
export async function sendReport(
  db: Db,
  user: AuthUser,
  domainId: number,
): Promise<LegalCaseSummary> {
  return db.transaction(async (tx) => {
    const domain = await lockDomain(tx, domainId);
    const delivered = await ownDelivery(tx, user, domain);
    if (delivered) return summary(delivered, domain.domain);
    await checkCase(tx, user, domain);
    const imageIds = (await requireCaseImages(tx, domainId)).map((image) => image.id);
    const last = await newestCase(tx, domainId);
    if (last?.kind === 'REPORT' && last.createdBy === user.id && sameIds(last.imageIds, imageIds)) {
      return summary(last, domain.domain);
    }
    const row = await recordCase(tx, user, domain, 'REPORT', imageIds);
    await recordAudit(tx, [caseAuditEntry(user, row, imageIds.length)]);
    return summary(row, domain.domain);
  });
}

interface LockedImage {
  id: number;
  domain_id: number;
  status: string;
  delivered: boolean;
}

/**
 * `PUT /assessment_image/update_delivered_images`: marks these IDENTICAL images delivered. One
 * transaction: their domains locked, then the images (id order). An image already delivered is
 * left as it is (a repeat delivers nothing twice) and needs no check. For the others, per domain:
 * the transition table's legal case (403 / 409), the caller's lease (409) and the social media
 * gate (409); each must be IDENTICAL (409 naming those that are not). Unknown ids 404, repeated
 * ids 400. Each image delivered is audited. Answers the images as stored now.
 */
export async function updateDeliveredImages(
  db: Db,
  user: AuthUser,
  ids: readonly number[],
): Promise<ImageChangeResult> {
  assertUnique(ids);
  return db.transaction(async (tx) => {
    const domains = await queryRows<LockedDomain>(
      tx,
      sql`SELECT id, domain, domain_flow_status, verified, social_domain, returned_for_comment,
          parked_until::text AS parked_until
        FROM domains WHERE id IN (SELECT domain_id FROM images WHERE id IN (${idList(ids)}))
        ORDER BY id FOR UPDATE`,
    );
    const rows = await queryRows<LockedImage>(
      tx,
      sql`SELECT id, domain_id, status, delivered FROM images
        WHERE id IN (${idList(ids)}) ORDER BY id FOR UPDATE`,
    );
    const images = new Map(rows.map((row) => [Number(row.id), row]));
    refuseMissingImages(ids, images);
    const toDeliver = rows.filter((row) => !row.delivered);
    for (const domain of domains) {
      const domainId = Number(domain.id);
      const these = toDeliver.filter((row) => Number(row.domain_id) === domainId);
      if (!these.length) continue;
      await checkCase(tx, user, { ...domain, id: domainId });
      const notIdentical = these.filter((row) => row.status !== 'IDENTICAL').map((row) => row.id);
      if (notIdentical.length) {
        throw new ApiError(
          409,
          'CONFLICT',
          `${notIdentical.length === 1 ? 'Image' : 'Images'} ${listIds(notIdentical)} ${
            notIdentical.length === 1 ? 'is' : 'are'
          } not IDENTICAL: only IDENTICAL images are delivered. Nothing was changed.`,
          undefined,
          notIdentical.map(Number),
        );
      }
    }
    const deliverIds = toDeliver.map((row) => Number(row.id));
    if (deliverIds.length) {
      await tx.execute(sql`UPDATE images SET delivered = true, updated_at = now()
        WHERE id IN (${idList(deliverIds)})`);
      await recordAudit(tx, deliveredAuditEntries(user, deliverIds));
    }
    return { images: await imagesInOrder(tx, ids), previousStatuses: [] };
  });
}

/**
 * `PUT /assessment_domain/{id}/set_delivered`: the domain's delivered status. The body is the
 * domain as GET returns it (or none): its editable fields are saved as `update_review` saves
 * them, the server's are ignored. One transaction with the domain locked: a repeat of the
 * caller's own delivery answers the domain and changes nothing; the case's checks (403 / 409,
 * the lease, the gate). It delivers nothing itself: an IDENTICAL image still undelivered is 409
 * naming it (DELIVERED is the end of the flow, an image left behind could never be delivered),
 * and so is a domain none of whose images was delivered for a case (`caseImages`). Then the
 * legal case of the images delivered is recorded with its .xlsx, the domain takes the action's
 * effects (DELIVERED, returnedForComment off, parkedUntil cleared), all audited, and the lease
 * ends. Answers the domain as GET does.
 */
export async function setDelivered(
  db: Db,
  user: AuthUser,
  domainId: number,
  body: ReviewDomainEdit = {},
): Promise<ReviewDomain> {
  return db.transaction(async (tx) => {
    const domain = await lockDomain(tx, domainId);
    if (await ownDelivery(tx, user, domain)) return getReviewDomain(tx, domainId);
    await checkCase(tx, user, domain);
    const images = await requireCaseImages(tx, domainId, true);
    const undelivered = images.filter((image) => !image.delivered).map((image) => image.id);
    if (undelivered.length) {
      throw new ApiError(
        409,
        'CONFLICT',
        `${imagesWord(undelivered.length)} of domain ${domainId} ${undelivered.length === 1 ? 'is' : 'are'} IDENTICAL and not delivered (${listIds(
          undelivered.slice(0, 20),
        )}${undelivered.length > 20 ? ', …' : ''}): deliver them (update_delivered_images) before the domain. Nothing was changed.`,
        undefined,
        undelivered,
      );
    }
    const imageIds = images.map((image) => image.id);
    const row = await recordCase(tx, user, domain, 'LEGAL_CASE', imageIds);
    await recordAudit(tx, [caseAuditEntry(user, row, imageIds.length)]);
    // The domain action of the transition table (its checks again, the body, the effects, the
    // audit, the lease's end), inside this transaction.
    return actOnDomain(tx, actorOf(user), domainId, 'legalCase', { body });
  });
}
