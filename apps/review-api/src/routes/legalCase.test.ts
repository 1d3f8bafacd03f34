import { decideDomainAction } from '@sightings/domain-model';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { ADMIN, NOBODY, OPERATOR, QC, REVIEWER, reviewTestApp } from '../testing/reviewTestApp';

const { db, call, userId } = await reviewTestApp();

interface ImageSpec {
  status?: string;
  delivered?: boolean;
  photographer?: string | null;
  imageUrl?: string | null;
}

let domainCounter = 0;
/** A domain of the review flow with images of these statuses (IDENTICAL by default). */
async function makeDomain(
  options: {
    status?: string;
    images?: ImageSpec[];
    social?: boolean;
    verified?: boolean;
    leasedTo?: string;
  } = {},
): Promise<{ id: number; domain: string; imageIds: number[] }> {
  domainCounter += 1;
  const name = `case-${domainCounter}-${Date.now()}.example`;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO domains (domain, company_name, street, postcode, city, email, phone_number,
        priority_country, domain_flow_status, social_domain, verified, returned_for_comment,
        parked_until, commercial_web_site)
      VALUES (${name}, 'Acme, "Pictures" Ltd', 'Main St 1', '12345', 'Berlin', 'legal@acme.example',
        '+49 30 1234', 'DEU', ${options.status ?? 'PENDING_QUALITY_CONTROL'},
        ${options.social ?? false}, ${options.verified ?? false}, true, '2030-01-01', true)
      RETURNING id`,
  );
  const id = Number(row!.id);
  const specs = options.images ?? [{}, {}, { status: 'NOT_IDENTICAL' }];
  const imageIds: number[] = [];
  for (const [i, spec] of specs.entries()) {
    const [image] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO images (image_id, agency, image_url, usage_url, original_image_file_name,
          status, delivered, photographer_name, difference, found_at, domain_id)
        VALUES (${`IMG-${id}-${i}`}, 'Agency A',
          ${spec.imageUrl === undefined ? `https://cdn.example/${id}/${i}.jpg` : spec.imageUrl},
          ${`https://${name}/page-${i}`}, ${`original-${i}.jpg`}, ${spec.status ?? 'IDENTICAL'},
          ${spec.delivered ?? false},
          ${spec.photographer === undefined ? 'Jane Doe' : spec.photographer}, 0.25,
          '2026-01-02T03:04:05Z', ${id})
        RETURNING id`,
    );
    imageIds.push(Number(image!.id));
  }
  if (options.leasedTo) await lease(id, options.leasedTo);
  return { id, domain: name, imageIds };
}

async function lease(domainId: number, email: string) {
  await db.execute(sql`INSERT INTO reservations (entity_type, entity_id, user_id, expires_at)
    VALUES ('DOMAIN', ${domainId}, ${userId(email)}, now() + interval '15 minutes')
    ON CONFLICT (entity_type, entity_id) DO UPDATE SET user_id = excluded.user_id,
      expires_at = excluded.expires_at`);
}

/** Everything a legal case could change, to compare before and after a refusal. */
async function snapshot(domainId: number) {
  return {
    domain: await queryRows(
      db,
      sql`SELECT domain_flow_status, returned_for_comment, parked_until::text AS parked_until
        FROM domains WHERE id = ${domainId}`,
    ),
    images: await queryRows(
      db,
      sql`SELECT id, status, delivered FROM images WHERE domain_id = ${domainId} ORDER BY id`,
    ),
    cases: await queryRows(
      db,
      sql`SELECT count(*)::int AS n FROM legal_cases WHERE domain_id = ${domainId}`,
    ),
    audit: await queryRows(db, sql`SELECT count(*)::int AS n FROM audit_log`),
    lease: await queryRows(
      db,
      sql`SELECT user_id FROM reservations WHERE entity_type = 'DOMAIN' AND entity_id = ${domainId}`,
    ),
  };
}

async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Images')!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(header.map((name, i) => [String(name), values[i]])));
  });
  return { workbook, header, rows };
}

const cellText = (value: unknown) =>
  value !== null && typeof value === 'object' && 'text' in value
    ? (value as { text: string }).text
    : value;

describe('the report (.xlsx and CSV)', () => {
  it('lists one row per IDENTICAL undelivered image with the columns a lawyer needs', async () => {
    const domain = await makeDomain({
      images: [{}, { delivered: true }, { status: 'NOT_IDENTICAL' }, { photographer: null }],
    });
    const before = await snapshot(domain.id);
    const response = await call(
      QC,
      'POST',
      `/api/assessment_domain/report_xlsx_for_images/${domain.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="preview_case-[\w.-]+_\d{4}-\d\d-\d\d_\d\d-\d\d-\d\d\.xlsx"$/,
    );
    const { header, rows, workbook } = await readXlsx(response.rawPayload);
    expect(header).toEqual(
      expect.arrayContaining([
        'Domain',
        'Company',
        'Country',
        'Sighting id',
        'Agency',
        'Image id',
        'Photographer',
        'Original file name',
        'Image URL',
        'Usage URL',
        'Found at',
        'First seen',
        'Difference',
      ]),
    );
    expect(rows.map((row) => row['Sighting id'])).toEqual([domain.imageIds[0], domain.imageIds[3]]);
    const [first] = rows;
    expect(first).toMatchObject({
      Domain: domain.domain,
      Company: 'Acme, "Pictures" Ltd',
      City: 'Berlin',
      Country: 'Germany',
      Agency: 'Agency A',
      'Image id': `IMG-${domain.id}-0`,
      Photographer: 'Jane Doe',
      'Original file name': 'original-0.jpg',
      Difference: 0.25,
    });
    expect(cellText(first!['Image URL'])).toBe(`https://cdn.example/${domain.id}/0.jpg`);
    expect(cellText(first!['Usage URL'])).toBe(`https://${domain.domain}/page-0`);
    expect((first!['Found at'] as Date).toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(rows[1]!.Photographer).toBeUndefined();
    expect(workbook.getWorksheet('Case')!.getCell('B1').value).toBe(domain.domain);
    // A preview changes nothing.
    expect(await snapshot(domain.id)).toEqual(before);
  });

  it('writes the same rows as CSV, safe from formula injection', async () => {
    const domain = await makeDomain({
      images: [
        { photographer: '=HYPERLINK("http://evil.example","x")' },
        { photographer: '@SUM(1)' },
      ],
    });
    const response = await call(
      REVIEWER,
      'POST',
      `/api/assessment_image/report_csv_for_images/${domain.id}`,
      {},
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".*\.csv"$/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Domain,Company,Street,/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines[1]).toContain('"Acme, ""Pictures"" Ltd"');
    expect(lines[2]).toContain(",'@SUM(1),");
  });

  it('refuses a domain without IDENTICAL undelivered images (the gate) and a domain outside the flow', async () => {
    const none = await makeDomain({ images: [{ status: 'NOT_IDENTICAL' }, { delivered: true }] });
    const gate = await call(QC, 'POST', `/api/assessment_domain/report_xlsx_for_images/${none.id}`);
    expect(gate.statusCode).toBe(409);
    expect(gate.json()).toMatchObject({ error_definition: 'CONFLICT' });
    const fresh = await makeDomain({ status: 'NEW' });
    const status = await call(
      QC,
      'POST',
      `/api/assessment_image/report_csv_for_images/${fresh.id}`,
    );
    expect(status.statusCode).toBe(409);
    const missing = await call(QC, 'POST', '/api/assessment_domain/report_xlsx_for_images/999999');
    expect(missing.statusCode).toBe(404);
  });
});

describe('set_delivered: the legal case', () => {
  it('delivers the IDENTICAL images, ends the flow in DELIVERED and records the case', async () => {
    const domain = await makeDomain({
      images: [{}, {}, { status: 'PENDING' }, { delivered: true }],
      leasedTo: QC,
    });
    const response = await call(QC, 'PUT', `/api/assessment_domain/${domain.id}/set_delivered`, {
      screen: 'qualityControl',
    });
    expect(response.statusCode, response.body).toBe(200);
    const legalCase = response.json();
    expect(legalCase).toMatchObject({
      kind: 'LEGAL_CASE',
      domainId: domain.id,
      domain: domain.domain,
      imageIds: domain.imageIds.slice(0, 2),
      createdBy: expect.any(String),
    });
    expect(legalCase.fileName).toMatch(/^legal-case_.*\.xlsx$/);

    const [state] = await queryRows<{
      domain_flow_status: string;
      returned_for_comment: boolean;
      parked_until: string | null;
    }>(
      db,
      sql`SELECT domain_flow_status, returned_for_comment, parked_until::text AS parked_until
        FROM domains WHERE id = ${domain.id}`,
    );
    expect(state).toEqual({
      domain_flow_status: 'DELIVERED',
      returned_for_comment: false,
      parked_until: null,
    });
    const images = await queryRows<{ id: number; delivered: boolean }>(
      db,
      sql`SELECT id, delivered FROM images WHERE domain_id = ${domain.id} ORDER BY id`,
    );
    expect(images.map((row) => row.delivered)).toEqual([true, true, false, true]);
    const leases = await queryRows(
      db,
      sql`SELECT 1 FROM reservations WHERE entity_type = 'DOMAIN' AND entity_id = ${domain.id}`,
    );
    expect(leases).toHaveLength(0);
    const audit = await queryRows<{ entity_type: string; field: string; after: string }>(
      db,
      sql`SELECT entity_type, field, after FROM audit_log
        WHERE (entity_type = 'DOMAIN' AND entity_id = ${domain.id})
          OR (entity_type = 'IMAGE' AND entity_id IN (${domain.imageIds[0]!}, ${domain.imageIds[1]!}))
        ORDER BY id`,
    );
    expect(audit.map((row) => `${row.entity_type} ${row.field} ${row.after}`)).toEqual(
      expect.arrayContaining([
        `IMAGE delivered true`,
        `DOMAIN domainFlowStatus DELIVERED`,
        `DOMAIN returnedForComment false`,
        `DOMAIN parkedUntil null`,
        `DOMAIN legalCase #${legalCase.id}: 2 images delivered`,
      ]),
    );

    // The recorded file, downloaded again, lists the delivered images.
    const file = await call(REVIEWER, 'GET', `/api/legal_case/${legalCase.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="${legalCase.fileName}"`,
    );
    const { rows, workbook } = await readXlsx(file.rawPayload);
    expect(rows.map((row) => row['Sighting id'])).toEqual(domain.imageIds.slice(0, 2));
    expect(workbook.getWorksheet('Case')!.getCell('B3').value).toBe(legalCase.id);
    const csv = await call(QC, 'GET', `/api/legal_case/${legalCase.id}/file?format=csv`);
    expect(csv.body.trimEnd().split('\r\n')).toHaveLength(3);
    // The report calls on a delivered domain answer the recorded file.
    const again = await call(
      QC,
      'POST',
      `/api/assessment_domain/report_xlsx_for_images/${domain.id}`,
    );
    expect(again.statusCode).toBe(200);
    expect(Buffer.compare(again.rawPayload, file.rawPayload)).toBe(0);
    const list = await call(QC, 'GET', `/api/assessment_domain/${domain.id}/legal_cases`);
    expect(list.json()).toEqual([legalCase]);
  });

  it('answers a repeat, by either call, with the same case and changes nothing', async () => {
    const domain = await makeDomain({ leasedTo: QC });
    const first = await call(QC, 'PUT', `/api/assessment_domain/${domain.id}/set_delivered`, {});
    expect(first.statusCode, first.body).toBe(200);
    const before = await snapshot(domain.id);
    const repeat = await call(QC, 'PUT', `/api/assessment_domain/${domain.id}/set_delivered`);
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    const byImages = await call(QC, 'PUT', '/api/assessment_image/update_delivered_images', {
      domainId: domain.id,
      imageIds: first.json().imageIds,
    });
    expect(byImages.json()).toEqual(first.json());
    expect(await snapshot(domain.id)).toEqual(before);
    // Someone else's repeat is no repeat: the domain is DELIVERED.
    const other = await call(ADMIN, 'PUT', `/api/assessment_domain/${domain.id}/set_delivered`, {});
    expect(other.statusCode).toBe(409);
  });

  it('follows the spec order: xlsx, send_report, update_delivered_images, set_delivered', async () => {
    const domain = await makeDomain({ leasedTo: REVIEWER, status: 'PENDING_FINAL_REVIEW' });
    const ids = domain.imageIds.slice(0, 2);
    const body = { imageIds: ids, screen: 'finalReview' };
    const xlsx = await call(
      REVIEWER,
      'POST',
      `/api/assessment_domain/report_xlsx_for_images/${domain.id}`,
      body,
    );
    expect(xlsx.statusCode).toBe(200);
    const report = await call(
      REVIEWER,
      'POST',
      `/api/assessment_domain/send_report_for_images/${domain.id}`,
      body,
    );
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json()).toMatchObject({ kind: 'REPORT', imageIds: ids });
    const reportAgain = await call(
      REVIEWER,
      'POST',
      `/api/assessment_domain/send_report_for_images/${domain.id}`,
      body,
    );
    expect(reportAgain.json().id).toBe(report.json().id);
    const delivered = await call(REVIEWER, 'PUT', '/api/assessment_image/update_delivered_images', {
      domainId: domain.id,
      ...body,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json()).toMatchObject({ kind: 'LEGAL_CASE', imageIds: ids });
    const set = await call(
      REVIEWER,
      'PUT',
      `/api/assessment_domain/${domain.id}/set_delivered`,
      body,
    );
    expect(set.statusCode).toBe(200);
    expect(set.json().id).toBe(delivered.json().id);
    const list = await call(REVIEWER, 'GET', `/api/assessment_domain/${domain.id}/legal_cases`);
    expect(list.json().map((c: { kind: string }) => c.kind)).toEqual(['LEGAL_CASE', 'REPORT']);
  });

  it.each([
    ['a status outside the flow', { status: 'NEW' }, QC, {}, 409],
    ['an ended flow', { status: 'NOT_PURSUABLE' }, QC, {}, 409],
    ['no lease', { lease: null }, QC, {}, 409],
    ['a lease of another user', { lease: REVIEWER }, QC, {}, 409],
    [
      'no IDENTICAL image (the gate)',
      { images: [{ status: 'NOT_IDENTICAL' }, { status: 'PENDING' }] },
      QC,
      {},
      409,
    ],
    ['only delivered IDENTICAL images (the gate)', { images: [{ delivered: true }] }, QC, {}, 409],
    ['an unverified social domain', { social: true }, QC, {}, 409],
    [
      'social media QC on an unverified domain',
      {},
      QC,
      { screen: 'socialMediaQualityControl' },
      409,
    ],
    ['a screen the caller may not use', {}, REVIEWER, { screen: 'qualityControl' }, 403],
    ['an image that is no longer IDENTICAL', {}, QC, { imageIds: 'stale' }, 409],
    ["another domain's image", {}, QC, { imageIds: 'foreign' }, 400],
    ['an id repeated', {}, QC, { imageIds: 'repeated' }, 400],
    ['an unknown field', {}, QC, { deliverEverything: true }, 400],
  ] as const)('refuses %s and changes nothing', async (_name, setup, email, body, status) => {
    const s = setup as {
      status?: string;
      lease?: string | null;
      images?: ImageSpec[];
      social?: boolean;
    };
    const domain = await makeDomain({
      status: s.status,
      images: s.images,
      social: s.social,
      leasedTo: s.lease === undefined ? email : (s.lease ?? undefined),
    });
    const other = await makeDomain();
    const b = body as Record<string, unknown>;
    const payload =
      b.imageIds === 'stale'
        ? { imageIds: [domain.imageIds[0], domain.imageIds[2]] }
        : b.imageIds === 'foreign'
          ? { imageIds: [domain.imageIds[0], other.imageIds[0]] }
          : b.imageIds === 'repeated'
            ? { imageIds: [domain.imageIds[0], domain.imageIds[0]] }
            : b;
    const before = await snapshot(domain.id);
    for (const [method, url, sent] of [
      ['PUT', `/api/assessment_domain/${domain.id}/set_delivered`, payload],
      [
        'PUT',
        '/api/assessment_image/update_delivered_images',
        { domainId: domain.id, imageIds: domain.imageIds.slice(0, 1), ...payload },
      ],
      ['POST', `/api/assessment_domain/send_report_for_images/${domain.id}`, payload],
    ] as const) {
      const response = await call(email, method, url, sent);
      expect(response.statusCode, `${url} ${response.body}`).toBe(status);
      expect(response.json().error_definition).toBe(
        { 400: 'VALIDATION_ERROR', 403: 'ACCESS_DENIED', 409: 'CONFLICT' }[status],
      );
      expect(await snapshot(domain.id)).toEqual(before);
    }
  });

  it('is refused to users without a review permission', async () => {
    const domain = await makeDomain({ leasedTo: OPERATOR });
    const before = await snapshot(domain.id);
    for (const email of [OPERATOR, NOBODY]) {
      for (const [method, url] of [
        ['PUT', `/api/assessment_domain/${domain.id}/set_delivered`],
        ['POST', `/api/assessment_domain/send_report_for_images/${domain.id}`],
        ['POST', `/api/assessment_domain/report_xlsx_for_images/${domain.id}`],
        ['POST', `/api/assessment_image/report_csv_for_images/${domain.id}`],
        ['GET', `/api/assessment_domain/${domain.id}/legal_cases`],
        ['GET', `/api/legal_case/1/file`],
      ] as const) {
        const response = await call(email, method, url, method === 'GET' ? undefined : {});
        expect(response.statusCode, `${email} ${url}`).toBe(403);
      }
    }
    expect(await snapshot(domain.id)).toEqual(before);
  });
});

/**
 * An approve as the transition table and the locking protocol make it (services/reservations.ts:
 * the domain row locked first): QC's `set_pending_final_review`, for the race below.
 */
async function approve(domainId: number, email: string): Promise<'approved' | 'refused'> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ domain_flow_status: string }>(
      tx,
      sql`SELECT domain_flow_status FROM domains WHERE id = ${domainId} FOR UPDATE`,
    );
    const decision = decideDomainAction({
      action: 'approve',
      status: row!.domain_flow_status as 'PENDING_QUALITY_CONTROL',
      permissions: {
        imagePermission: false,
        domainPermission: false,
        qualityControlPermission: true,
        socialMediaPermitted: true,
        reviewPermission: false,
        tablePermission: false,
        importPermission: false,
      },
    });
    const [lease] = await queryRows<{ user_id: number }>(
      tx,
      sql`SELECT user_id FROM reservations WHERE entity_type = 'DOMAIN' AND entity_id = ${domainId}`,
    );
    if (decision.kind !== 'allowed' || Number(lease?.user_id) !== userId(email)) return 'refused';
    await tx.execute(
      sql`UPDATE domains SET domain_flow_status = 'PENDING_FINAL_REVIEW' WHERE id = ${domainId}`,
    );
    await tx.execute(
      sql`INSERT INTO audit_log (entity_type, entity_id, field, before, after, user_id)
        VALUES ('DOMAIN', ${domainId}, 'domainFlowStatus', ${row!.domain_flow_status},
          'PENDING_FINAL_REVIEW', ${userId(email)})`,
    );
    await tx.execute(
      sql`DELETE FROM reservations WHERE entity_type = 'DOMAIN' AND entity_id = ${domainId}`,
    );
    return 'approved';
  });
}

/** An image status change that follows the protocol: the domain, then the image, locked. */
async function changeStatus(imageId: number, status: string): Promise<'changed' | 'refused'> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT id FROM domains WHERE id = (SELECT domain_id FROM images WHERE id = ${imageId}) FOR UPDATE`,
    );
    const [row] = await queryRows<{ delivered: boolean }>(
      tx,
      sql`SELECT delivered FROM images WHERE id = ${imageId} FOR UPDATE`,
    );
    if (row!.delivered) return 'refused';
    await tx.execute(sql`UPDATE images SET status = ${status} WHERE id = ${imageId}`);
    return 'changed';
  });
}

describe('concurrent calls on one domain end with exactly one outcome', () => {
  it('set_delivered against an approve', async () => {
    for (let round = 0; round < 6; round += 1) {
      const domain = await makeDomain({ leasedTo: QC });
      const deliver = call(QC, 'PUT', `/api/assessment_domain/${domain.id}/set_delivered`, {});
      const approved = approve(domain.id, QC);
      const [response, outcome] = await Promise.all([deliver, approved]);
      const [state] = await queryRows<{ domain_flow_status: string }>(
        db,
        sql`SELECT domain_flow_status FROM domains WHERE id = ${domain.id}`,
      );
      const cases = await queryRows(
        db,
        sql`SELECT id FROM legal_cases WHERE domain_id = ${domain.id}`,
      );
      const delivered = await queryRows(
        db,
        sql`SELECT id FROM images WHERE domain_id = ${domain.id} AND delivered`,
      );
      if (response.statusCode === 200) {
        expect(outcome).toBe('refused');
        expect(state!.domain_flow_status).toBe('DELIVERED');
        expect(cases).toHaveLength(1);
        expect(delivered).toHaveLength(2);
      } else {
        expect(response.statusCode).toBe(409);
        expect(outcome).toBe('approved');
        expect(state!.domain_flow_status).toBe('PENDING_FINAL_REVIEW');
        expect(cases).toHaveLength(0);
        expect(delivered).toHaveLength(0);
      }
    }
  });

  it('set_delivered against a status change of one of its images', async () => {
    for (let round = 0; round < 6; round += 1) {
      const domain = await makeDomain({ images: [{}, {}], leasedTo: QC });
      const [response, outcome] = await Promise.all([
        call(QC, 'PUT', `/api/assessment_domain/${domain.id}/set_delivered`, {
          imageIds: domain.imageIds,
        }),
        changeStatus(domain.imageIds[1]!, 'NOT_IDENTICAL'),
      ]);
      const images = await queryRows<{ status: string; delivered: boolean }>(
        db,
        sql`SELECT status, delivered FROM images WHERE domain_id = ${domain.id} ORDER BY id`,
      );
      if (response.statusCode === 200) {
        expect(outcome).toBe('refused');
        expect(images).toEqual([
          { status: 'IDENTICAL', delivered: true },
          { status: 'IDENTICAL', delivered: true },
        ]);
      } else {
        expect(response.statusCode, response.body).toBe(409);
        expect(outcome).toBe('changed');
        expect(images).toEqual([
          { status: 'IDENTICAL', delivered: false },
          { status: 'NOT_IDENTICAL', delivered: false },
        ]);
      }
    }
  });

  it('two set_delivered at once: one case', async () => {
    const domain = await makeDomain({ leasedTo: QC });
    const responses = await Promise.all(
      [1, 2, 3].map(() => call(QC, 'PUT', `/api/assessment_domain/${domain.id}/set_delivered`, {})),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    const cases = await queryRows(
      db,
      sql`SELECT id FROM legal_cases WHERE domain_id = ${domain.id}`,
    );
    expect(cases).toHaveLength(1);
  });
});

describe('races with the review routes themselves (routes/review.ts)', () => {
  it('set_delivered against set_pending_final_review (approve): one outcome', async () => {
    for (let round = 0; round < 6; round += 1) {
      const domain = await makeDomain({ leasedTo: QC });
      const [delivered, approved] = await Promise.all([
        call(QC, 'PUT', `/api/assessment_domain/${domain.id}/set_delivered`, {}),
        call(QC, 'PUT', `/api/assessment_domain/${domain.id}/set_pending_final_review`),
      ]);
      const statuses = [delivered.statusCode, approved.statusCode].sort();
      expect(statuses, `${delivered.body} ${approved.body}`).toEqual([200, 409]);
      const [state] = await queryRows<{ domain_flow_status: string }>(
        db,
        sql`SELECT domain_flow_status FROM domains WHERE id = ${domain.id}`,
      );
      const cases = await queryRows(
        db,
        sql`SELECT id FROM legal_cases WHERE domain_id = ${domain.id}`,
      );
      expect(state!.domain_flow_status).toBe(
        delivered.statusCode === 200 ? 'DELIVERED' : 'PENDING_FINAL_REVIEW',
      );
      expect(cases).toHaveLength(delivered.statusCode === 200 ? 1 : 0);
    }
  });

  it('set_delivered against update_image_batch on its images: one outcome', async () => {
    for (let round = 0; round < 6; round += 1) {
      const domain = await makeDomain({ images: [{}, {}], leasedTo: QC });
      const [delivered, changed] = await Promise.all([
        call(QC, 'PUT', `/api/assessment_domain/${domain.id}/set_delivered`, {
          imageIds: domain.imageIds,
        }),
        call(QC, 'PUT', '/api/assessment_image/update_image_batch', {
          ids: domain.imageIds,
          status: 'NOT_IDENTICAL',
        }),
      ]);
      const images = await queryRows<{ status: string; delivered: boolean }>(
        db,
        sql`SELECT status, delivered FROM images WHERE domain_id = ${domain.id} ORDER BY id`,
      );
      if (delivered.statusCode === 200) {
        expect(changed.statusCode, changed.body).toBe(409);
        expect(images.every((row) => row.status === 'IDENTICAL' && row.delivered)).toBe(true);
      } else {
        expect(delivered.statusCode, delivered.body).toBe(409);
        expect(changed.statusCode, changed.body).toBe(200);
        expect(images.every((row) => row.status === 'NOT_IDENTICAL' && !row.delivered)).toBe(true);
      }
    }
  });
});
