import type { ReviewDomain, ReviewImage } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import {
  caseSnapshot,
  deliveryState,
  makeCaseDomain,
  readXlsx,
  type CaseDomainOptions,
} from '../testing/legalCaseFixtures';
import { ADMIN, QC, REVIEWER, reviewTestApp } from '../testing/reviewTestApp';

/*
 * The `legal-case` extension (the whole case in one transaction) and `legal-case-records`, races
 * of the case with the review calls, and the spec's calls on a server without extensions
 * (docs/legal-case.md).
 */

const on = await reviewTestApp();
const off = await reviewTestApp({ extensions: false });
const { db, call, userId } = on;

const domainWith = (options: CaseDomainOptions = {}) => makeCaseDomain(db, options);
const legalCase = (id: number, body?: unknown, as = QC) =>
  call(as, 'POST', `/api/assessment_domain/${id}/legal_case`, body);

/** 130 images, IDENTICAL but every 13th PENDING: more than 50 IDENTICAL. */
const MANY = Array.from({ length: 130 }, (_, i) =>
  i % 13 === 0 ? ('PENDING' as const) : ('IDENTICAL' as const),
);

describe('POST /assessment_domain/{id}/legal_case (legal-case)', () => {
  it('delivers every IDENTICAL undelivered image of the domain, records the case, ends the lease', async () => {
    const domain = await domainWith({ images: MANY, leasedTo: userId(QC) });
    const identical = domain.imageIds.filter((_, i) => MANY[i] === 'IDENTICAL');
    const response = await legalCase(domain.id);
    expect(response.statusCode, response.body).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({
      kind: 'LEGAL_CASE',
      domainId: domain.id,
      imageIds: identical,
      fileName: expect.stringMatching(/^legal-case_.*\.xlsx$/),
    });
    expect(await deliveryState(db, domain.id)).toEqual({
      status: 'DELIVERED',
      delivered: identical,
      cases: ['LEGAL_CASE'],
    });
    expect((await caseSnapshot(db, domain.id)).lease).toEqual([]);
    const [audit] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'IMAGE'
        AND field = 'delivered' AND entity_id IN (SELECT id FROM images WHERE domain_id = ${domain.id})`,
    );
    expect(audit!.n).toBe(identical.length);

    // legal-case-records: the list and the file as it was written; the export answers it too.
    const list = await call(REVIEWER, 'GET', `/api/assessment_domain/${domain.id}/legal_cases`);
    expect(list.json()).toEqual([created]);
    const file = await call(REVIEWER, 'GET', `/api/legal_case/${created.id}/file`);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${created.fileName}"`);
    const { rows, workbook } = await readXlsx(file.rawPayload);
    expect(rows).toHaveLength(identical.length);
    expect(workbook.getWorksheet('Case')!.getCell('B3').value).toBe(created.id);
    const csv = await call(QC, 'GET', `/api/legal_case/${created.id}/file?format=csv`);
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(identical.length + 1);
    const exported = await call(
      QC,
      'POST',
      `/api/assessment_domain/report_xlsx_for_images/${domain.id}`,
    );
    expect(Buffer.compare(exported.rawPayload, file.rawPayload)).toBe(0);
  });

  it('answers a repeat with the same case; another user’s call is refused', async () => {
    const domain = await domainWith({ leasedTo: userId(QC) });
    const first = await legalCase(domain.id, { screen: 'qualityControl' });
    expect(first.statusCode, first.body).toBe(200);
    const before = await caseSnapshot(db, domain.id);
    expect((await legalCase(domain.id)).json()).toEqual(first.json());
    expect(await caseSnapshot(db, domain.id)).toEqual(before);
    expect((await legalCase(domain.id, {}, ADMIN)).statusCode).toBe(409);
  });

  it('finishes a case the spec calls left midway, naming its images delivered already', async () => {
    const domain = await domainWith({ images: ['IDENTICAL', 'IDENTICAL'], leasedTo: userId(QC) });
    await call(QC, 'PUT', '/api/assessment_image/update_delivered_images', [
      { id: domain.imageIds[0] },
    ]);
    const response = await legalCase(domain.id);
    expect(response.json().imageIds).toEqual(domain.imageIds);
    expect((await deliveryState(db, domain.id)).delivered).toEqual(domain.imageIds);
  });

  it.each([
    [
      'social media QC on an unverified domain',
      {},
      QC,
      { screen: 'socialMediaQualityControl' },
      409,
    ],
    ['an unverified social profile', { social: true }, QC, {}, 409],
    ['a screen the caller may not use', {}, REVIEWER, { screen: 'qualityControl' }, 403],
    ['no IDENTICAL image', { images: ['PENDING'] }, QC, {}, 409],
    ['an unknown field', {}, QC, { imageIds: [1] }, 400],
  ] as const)('refuses %s and changes nothing', async (_name, setup, email, body, status) => {
    const domain = await domainWith({ ...(setup as CaseDomainOptions), leasedTo: userId(email) });
    const before = await caseSnapshot(db, domain.id);
    const response = await legalCase(domain.id, body, email);
    expect(response.statusCode, response.body).toBe(status);
    expect(await caseSnapshot(db, domain.id)).toEqual(before);
  });
});

describe('a server without extensions (API_EXTENSIONS=off)', () => {
  it('answers 404 to the extensions and makes the legal case with the spec’s calls, over 50 images', async () => {
    const domain = await makeCaseDomain(off.db, { images: MANY, leasedTo: off.userId(QC) });
    const identical = domain.imageIds.filter((_, i) => MANY[i] === 'IDENTICAL');
    for (const [method, url] of [
      ['POST', `/api/assessment_domain/${domain.id}/legal_case`],
      ['GET', `/api/assessment_domain/${domain.id}/legal_cases`],
      ['GET', '/api/legal_case/1/file'],
    ] as const) {
      expect((await off.call(QC, method, url, method === 'POST' ? {} : undefined)).statusCode).toBe(
        404,
      );
    }
    const exported = await off.call(
      QC,
      'POST',
      `/api/assessment_domain/report_xlsx_for_images/${domain.id}`,
    );
    expect((await readXlsx(exported.rawPayload)).rows).toHaveLength(identical.length);
    const report = await off.call(
      QC,
      'POST',
      `/api/assessment_domain/send_report_for_images/${domain.id}`,
    );
    expect(report.statusCode, report.body).toBe(200);
    const images = (
      await off.call(QC, 'GET', `/api/assessment_domain/${domain.id}/images_by_domain`)
    ).json() as ReviewImage[];
    const delivered = await off.call(
      QC,
      'PUT',
      '/api/assessment_image/update_delivered_images',
      images.filter((image) => image.status === 'IDENTICAL' && !image.delivered),
    );
    expect(delivered.statusCode, delivered.body).toBe(200);
    const asRead = (
      await off.call(QC, 'GET', `/api/assessment_domain/${domain.id}`)
    ).json() as ReviewDomain;
    const set = await off.call(
      QC,
      'PUT',
      `/api/assessment_domain/${domain.id}/set_delivered`,
      asRead,
    );
    expect(set.statusCode, set.body).toBe(200);
    expect(await deliveryState(off.db, domain.id)).toEqual({
      status: 'DELIVERED',
      delivered: identical,
      cases: ['REPORT', 'LEGAL_CASE'],
    });
  });
});

describe('races on one domain end with exactly one outcome', () => {
  it('the legal case against approve', async () => {
    for (let round = 0; round < 5; round += 1) {
      const domain = await domainWith({ leasedTo: userId(QC) });
      const [delivered, approved] = await Promise.all([
        legalCase(domain.id),
        call(QC, 'PUT', `/api/assessment_domain/${domain.id}/set_pending_final_review`),
      ]);
      expect([delivered.statusCode, approved.statusCode].sort()).toEqual([200, 409]);
      expect(await deliveryState(db, domain.id)).toEqual(
        delivered.statusCode === 200
          ? { status: 'DELIVERED', delivered: domain.imageIds.slice(0, 2), cases: ['LEGAL_CASE'] }
          : { status: 'PENDING_FINAL_REVIEW', delivered: [], cases: [] },
      );
    }
  });

  it('set_delivered against approve, after the images were delivered', async () => {
    for (let round = 0; round < 5; round += 1) {
      const domain = await domainWith({ images: ['IDENTICAL'], leasedTo: userId(QC) });
      await call(QC, 'PUT', '/api/assessment_image/update_delivered_images', [
        { id: domain.imageIds[0] },
      ]);
      const [set, approved] = await Promise.all([
        call(QC, 'PUT', `/api/assessment_domain/${domain.id}/set_delivered`, {}),
        call(QC, 'PUT', `/api/assessment_domain/${domain.id}/set_pending_final_review`),
      ]);
      expect([set.statusCode, approved.statusCode].sort()).toEqual([200, 409]);
      const state = await deliveryState(db, domain.id);
      expect(state.cases).toEqual(set.statusCode === 200 ? ['LEGAL_CASE'] : []);
      expect(state.status).toBe(set.statusCode === 200 ? 'DELIVERED' : 'PENDING_FINAL_REVIEW');
    }
  });

  it('update_delivered_images against a status change of the same images', async () => {
    for (let round = 0; round < 5; round += 1) {
      const domain = await domainWith({ images: ['IDENTICAL', 'IDENTICAL'], leasedTo: userId(QC) });
      const [delivered, changed] = await Promise.all([
        call(
          QC,
          'PUT',
          '/api/assessment_image/update_delivered_images',
          domain.imageIds.map((id) => ({ id })),
        ),
        call(QC, 'PUT', '/api/assessment_image/update_image_batch', {
          ids: domain.imageIds,
          status: 'NOT_IDENTICAL',
        }),
      ]);
      expect([delivered.statusCode, changed.statusCode].sort()).toEqual([200, 409]);
      const images = await queryRows<{ status: string; delivered: boolean }>(
        db,
        sql`SELECT status, delivered FROM images WHERE domain_id = ${domain.id} ORDER BY id`,
      );
      const expected =
        delivered.statusCode === 200
          ? { status: 'IDENTICAL', delivered: true }
          : { status: 'NOT_IDENTICAL', delivered: false };
      expect(images).toEqual([expected, expected]);
    }
  });

  it('three legal cases at once: one case', async () => {
    const domain = await domainWith({ leasedTo: userId(QC) });
    const responses = await Promise.all([1, 2, 3].map(() => legalCase(domain.id)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect((await deliveryState(db, domain.id)).cases).toEqual(['LEGAL_CASE']);
  });
});
