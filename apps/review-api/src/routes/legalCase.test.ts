import type { ReviewDomain, ReviewImage } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import {
  caseSnapshot,
  cellText,
  deliveryState,
  makeCaseDomain,
  readXlsx,
  type CaseDomainOptions,
} from '../testing/legalCaseFixtures';
import { ADMIN, NOBODY, OPERATOR, QC, REVIEWER, reviewTestApp } from '../testing/reviewTestApp';

/*
 * The spec's calls of the legal case (001 §4.5, §7; docs/legal-case.md "The spec's calls") on
 * the reference server as it starts by default: the export file, the report, the images
 * delivered, the domain delivered, each step on its own and in the spec's order. The extension
 * and the server without extensions: legalCaseExtension.test.ts.
 */

const { db, call, userId } = await reviewTestApp();

const domainWith = (options: CaseDomainOptions & { leasedTo?: number } = {}) =>
  makeCaseDomain(db, options);
const leasedTo = (email: string) => userId(email);

const xlsxOf = (id: number, as = QC) =>
  call(as, 'POST', `/api/assessment_domain/report_xlsx_for_images/${id}`);
const sendReport = (id: number, as = QC) =>
  call(as, 'POST', `/api/assessment_domain/send_report_for_images/${id}`);
const deliverImages = (images: unknown[], as = QC) =>
  call(as, 'PUT', '/api/assessment_image/update_delivered_images', images);
const setDelivered = (id: number, body?: unknown, as = QC) =>
  call(as, 'PUT', `/api/assessment_domain/${id}/set_delivered`, body);

/** The images as GET returns them, and the IDENTICAL undelivered ones among them. */
async function identicalUndelivered(id: number, as = QC): Promise<ReviewImage[]> {
  const images = (await call(as, 'GET', `/api/assessment_domain/${id}/images_by_domain`)).json();
  return (images as ReviewImage[]).filter(
    (image) => image.status === 'IDENTICAL' && !image.delivered,
  );
}

/** The spec's sequence as the api-client makes it; the status of each call. */
async function specSequence(id: number, as = QC) {
  const statuses = [(await xlsxOf(id, as)).statusCode, (await sendReport(id, as)).statusCode];
  const images = await identicalUndelivered(id, as);
  if (images.length) statuses.push((await deliverImages(images, as)).statusCode);
  const domain = (await call(as, 'GET', `/api/assessment_domain/${id}`)).json() as ReviewDomain;
  statuses.push((await setDelivered(id, domain, as)).statusCode);
  return statuses;
}

describe('report_xlsx_for_images and report_csv_for_images: the export file', () => {
  it('lists one row per IDENTICAL undelivered image with what a lawyer needs, and changes nothing', async () => {
    const domain = await domainWith({
      images: ['IDENTICAL', 'IDENTICAL', 'NOT_IDENTICAL', 'IDENTICAL'],
      delivered: [1],
    });
    await db.execute(
      sql`UPDATE images SET photographer_name = 'Jane Doe' WHERE id = ${domain.imageIds[0]!}`,
    );
    const before = await caseSnapshot(db, domain.id);
    const response = await xlsxOf(domain.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="legal-export_review-[\w.-]+_\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d\.xlsx"$/,
    );
    const { header, rows, workbook } = await readXlsx(response.rawPayload);
    expect(header).toEqual(
      expect.arrayContaining(['Domain', 'Company', 'Country', 'Sighting id', 'Agency', 'Image id']),
    );
    expect(rows.map((row) => row['Sighting id'])).toEqual([domain.imageIds[0], domain.imageIds[3]]);
    expect(rows[0]).toMatchObject({
      Domain: domain.domain,
      Company: 'Acme, "Pictures" Ltd',
      City: 'Berlin',
      Country: 'Germany',
      Photographer: 'Jane Doe',
    });
    expect(cellText(rows[0]!['Usage URL'])).toBe(`https://${domain.domain}/page/0`);
    expect(workbook.getWorksheet('Case')!.getCell('B2').value).toBe(
      'Legal export (before delivery)',
    );
    expect(await caseSnapshot(db, domain.id)).toEqual(before);
  });

  it('writes the same rows as CSV, safe from formula injection; a body is ignored', async () => {
    const domain = await domainWith({ images: ['IDENTICAL', 'IDENTICAL'] });
    await db.execute(sql`UPDATE images SET photographer_name = CASE id
        WHEN ${domain.imageIds[0]!}::int THEN '=HYPERLINK("http://evil.example","x")'
        ELSE '@SUM(1)' END WHERE domain_id = ${domain.id}`);
    const response = await call(
      REVIEWER,
      'POST',
      `/api/assessment_image/report_csv_for_images/${domain.id}`,
      { imageIds: [1], format: 'legal' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Domain,Company,Street,/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines[2]).toContain(",'@SUM(1),");
  });

  it('refuses a domain without IDENTICAL undelivered images, outside the flow, or unknown', async () => {
    const none = await domainWith({ images: ['NOT_IDENTICAL', 'IDENTICAL'], delivered: [1] });
    expect((await xlsxOf(none.id)).json()).toMatchObject({
      status: 409,
      error_definition: 'CONFLICT',
    });
    const fresh = await domainWith({ status: 'NEW' });
    expect((await xlsxOf(fresh.id)).statusCode).toBe(409);
    expect((await xlsxOf(999999)).statusCode).toBe(404);
  });
});

describe("the spec's sequence", () => {
  it('export, report, images delivered, domain delivered: the case is recorded once, the lease ends', async () => {
    const domain = await domainWith({
      status: 'PENDING_FINAL_REVIEW',
      images: ['IDENTICAL', 'IDENTICAL', 'PENDING', 'IDENTICAL'],
      delivered: [3],
      leasedTo: leasedTo(REVIEWER),
    });
    const cased = domain.imageIds.slice(0, 2);
    const exported = await xlsxOf(domain.id, REVIEWER);
    expect((await readXlsx(exported.rawPayload)).rows.map((r) => r['Sighting id'])).toEqual(cased);

    const report = await sendReport(domain.id, REVIEWER);
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({ kind: 'REPORT', domainId: domain.id, imageIds: cased });
    expect((await sendReport(domain.id, REVIEWER)).json().id).toBe(report.json().id);

    const images = await identicalUndelivered(domain.id, REVIEWER);
    const marked = await deliverImages(images, REVIEWER);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().images.map((image: ReviewImage) => image.delivered)).toEqual([true, true]);
    expect((await deliveryState(db, domain.id)).status).toBe('PENDING_FINAL_REVIEW');

    const asRead = (await call(REVIEWER, 'GET', `/api/assessment_domain/${domain.id}`)).json();
    const set = await setDelivered(domain.id, asRead, REVIEWER);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({
      id: domain.id,
      domainFlowStatus: 'DELIVERED',
      returnedForComment: false,
      parkedUntil: null,
    });
    expect(await deliveryState(db, domain.id)).toEqual({
      status: 'DELIVERED',
      delivered: [...cased, domain.imageIds[3]],
      cases: ['REPORT', 'LEGAL_CASE'],
    });
    expect((await caseSnapshot(db, domain.id)).lease).toEqual([]);
    const audit = await queryRows<{ field: string; after: string }>(
      db,
      sql`SELECT field, after FROM audit_log WHERE entity_type = 'DOMAIN' AND entity_id = ${domain.id}`,
    );
    expect(audit.map((row) => `${row.field} ${row.after}`)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^report #\d+: 2 images$/),
        expect.stringMatching(/^legalCase #\d+: 2 images delivered$/),
        'domainFlowStatus DELIVERED',
        'returnedForComment false',
      ]),
    );
    // The export of a delivered domain is its recorded case's file.
    const recorded = await xlsxOf(domain.id, REVIEWER);
    expect(recorded.headers['content-disposition']).toMatch(/filename="legal-case_/);
    expect((await readXlsx(recorded.rawPayload)).rows.map((r) => r['Sighting id'])).toEqual(cased);
  });

  it('delivers every IDENTICAL undelivered image of a domain of more than 50', async () => {
    const statuses = Array.from({ length: 130 }, (_, i) =>
      i % 13 === 0 ? ('PENDING' as const) : ('IDENTICAL' as const),
    );
    const domain = await domainWith({ images: statuses, leasedTo: leasedTo(QC) });
    const identical = domain.imageIds.filter((_, i) => statuses[i] === 'IDENTICAL');
    expect(identical.length).toBeGreaterThan(50);
    expect(await specSequence(domain.id)).toEqual([200, 200, 200, 200]);
    expect(await deliveryState(db, domain.id)).toEqual({
      status: 'DELIVERED',
      delivered: identical,
      cases: ['REPORT', 'LEGAL_CASE'],
    });
  });

  it('a retry after a failure midway, or after success, records and delivers nothing twice', async () => {
    const domain = await domainWith({
      images: ['IDENTICAL', 'IDENTICAL', 'IDENTICAL'],
      leasedTo: leasedTo(QC),
    });
    await sendReport(domain.id);
    // Stopped after the first image was delivered.
    expect((await deliverImages([{ id: domain.imageIds[0] }])).statusCode).toBe(200);
    const exported = await xlsxOf(domain.id);
    expect((await readXlsx(exported.rawPayload)).rows).toHaveLength(3);
    // The report of a case under way names the delivered image too: the same record.
    expect(await specSequence(domain.id)).toEqual([200, 200, 200, 200]);
    expect(await deliveryState(db, domain.id)).toEqual({
      status: 'DELIVERED',
      delivered: domain.imageIds,
      cases: ['REPORT', 'LEGAL_CASE'],
    });
    const before = await caseSnapshot(db, domain.id);
    // The whole sequence again (the answer of set_delivered was lost): nothing changes.
    const again = [
      (await xlsxOf(domain.id)).statusCode,
      (await sendReport(domain.id)).statusCode,
      (await deliverImages(domain.imageIds.map((id) => ({ id })))).statusCode,
      (await setDelivered(domain.id)).statusCode,
    ];
    expect(again).toEqual([200, 200, 200, 200]);
    expect(await caseSnapshot(db, domain.id)).toEqual(before);
  });
});

describe('set_delivered', () => {
  it('accepts the domain as GET returns it, and no body; saves its editable fields', async () => {
    const domain = await domainWith({ images: ['IDENTICAL'], leasedTo: leasedTo(QC) });
    await deliverImages([{ id: domain.imageIds[0] }]);
    const asRead = (await call(QC, 'GET', `/api/assessment_domain/${domain.id}`)).json();
    const set = await setDelivered(domain.id, {
      ...asRead,
      city: 'Hamburg',
      domainFlowStatus: 'NEW',
      updatedByName: 'someone else',
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ domainFlowStatus: 'DELIVERED', city: 'Hamburg' });
    const other = await domainWith({ images: ['IDENTICAL'], leasedTo: leasedTo(QC) });
    await deliverImages([{ id: other.imageIds[0] }]);
    expect((await setDelivered(other.id)).statusCode).toBe(200);
    const unknown = await setDelivered(domain.id, { ...asRead, deliverAll: true, extra: 1 });
    expect(unknown.json().message).toBe('body: deliverAll, extra are not known fields.');
  });

  it('delivers nothing itself: refused while an IDENTICAL image is undelivered, or none was delivered', async () => {
    const domain = await domainWith({ leasedTo: leasedTo(QC) });
    const before = await caseSnapshot(db, domain.id);
    const early = await setDelivered(domain.id, {});
    expect(early.statusCode).toBe(409);
    expect(early.json().ids).toEqual(domain.imageIds.slice(0, 2));
    expect(await caseSnapshot(db, domain.id)).toEqual(before);
    const none = await domainWith({ images: ['NOT_IDENTICAL'], leasedTo: leasedTo(QC) });
    expect((await setDelivered(none.id, {})).statusCode).toBe(409);
  });
});

describe('update_delivered_images', () => {
  it('refuses an image that is not IDENTICAL, unknown or repeated ids, unknown fields; changes nothing', async () => {
    const domain = await domainWith({ leasedTo: leasedTo(QC) });
    const before = await caseSnapshot(db, domain.id);
    const [a, , c] = domain.imageIds;
    const refused = await deliverImages([{ id: a }, { id: c }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().ids).toEqual([c]);
    expect((await deliverImages([{ id: a }, { id: 99999999 }])).statusCode).toBe(404);
    expect((await deliverImages([{ id: a }, { id: a }])).statusCode).toBe(400);
    expect((await deliverImages([{ id: a, sold: true }])).json().message).toBe(
      'body.0: sold is not a known field.',
    );
    expect((await deliverImages([])).statusCode).toBe(400);
    expect(await caseSnapshot(db, domain.id)).toEqual(before);
  });
});

describe('the checks of every call that writes', () => {
  it.each([
    ['a status outside the flow', { status: 'NEW' }, QC, 409],
    ['an ended flow', { status: 'NOT_PURSUABLE' }, QC, 409],
    ['no lease', { lease: null }, QC, 409],
    ['a lease of another user', { lease: REVIEWER }, QC, 409],
    ['an unverified social profile', { social: true }, QC, 409],
  ] as const)('refuse %s and change nothing', async (_name, setup, email, status) => {
    const s = setup as { status?: 'NEW'; lease?: string | null; social?: boolean };
    const domain = await domainWith({
      status: s.status,
      social: s.social,
      leasedTo: s.lease === null ? undefined : leasedTo(s.lease ?? email),
    });
    const before = await caseSnapshot(db, domain.id);
    for (const response of [
      await sendReport(domain.id, email),
      await deliverImages([{ id: domain.imageIds[0] }], email),
      await setDelivered(domain.id, {}, email),
    ]) {
      expect(response.statusCode, response.body).toBe(status);
      expect(await caseSnapshot(db, domain.id)).toEqual(before);
    }
  });

  it('are refused to users without a review permission', async () => {
    const domain = await domainWith({ leasedTo: leasedTo(OPERATOR) });
    for (const email of [OPERATOR, NOBODY]) {
      for (const response of [
        await xlsxOf(domain.id, email),
        await call(email, 'POST', `/api/assessment_image/report_csv_for_images/${domain.id}`),
        await sendReport(domain.id, email),
        await deliverImages([{ id: domain.imageIds[0] }], email),
        await setDelivered(domain.id, {}, email),
      ]) {
        expect(response.statusCode).toBe(403);
      }
    }
    // An admin passes every screen.
    await db.execute(sql`UPDATE reservations SET user_id = ${userId(ADMIN)}
      WHERE entity_type = 'DOMAIN' AND entity_id = ${domain.id}`);
    expect(await specSequence(domain.id, ADMIN)).toEqual([200, 200, 200, 200]);
  });
});
