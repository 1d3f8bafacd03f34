import { BLACKLIST_BATCH_MAX } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { caller, makeDomain } from '../testing/reviewFixtures';
import { createTestApp } from '../testing/testApp';

/**
 * The review tables (001 §2.6, §7): the blacklist (list, batch add, delete, audited), the
 * domain-with-image list (`domain_image_info`) and the sighting list, with paging, sorting,
 * filters, permissions and odd input.
 */

const ADMIN = 'admin@example.com';
const QC = 'qc@example.com';
const REVIEWER = 'reviewer@example.com';
const OPERATOR = 'operator@example.com';
const IMPORTER = 'importer@example.com';

const testApp = await createTestApp();
const db = testApp.database.db;
const api = caller(testApp);
afterAll(() => testApp.close());

let counted = { id: 0, domain: '' };
let social = { id: 0, domain: '' };
let nonCommercial = { id: 0, domain: '' };

beforeAll(async () => {
  for (const email of [ADMIN, QC, REVIEWER, OPERATOR, IMPORTER]) await api.signIn(email);
  // Two sightings of one picture (IDENTICAL and PENDING) and two more pictures.
  counted = await makeDomain(db, {
    status: 'PENDING_FINAL_REVIEW',
    images: ['IDENTICAL', 'PENDING', 'IDENTICAL', 'NOT_IDENTICAL'],
    values: { scrapedCountry: 'AUT', notPursuable: true },
  });
  await db.execute(
    sql`UPDATE images SET image_id = 'SAME', agency = 'Agency A' WHERE id IN (
      SELECT id FROM images WHERE domain_id = ${counted.id} ORDER BY id LIMIT 2)`,
  );
  social = await makeDomain(db, {
    status: 'PENDING_QUALITY_CONTROL',
    images: ['PENDING'],
    values: { socialDomain: true, priorityCountry: null, otherCountries: null },
  });
  nonCommercial = await makeDomain(db, {
    status: 'NEW',
    images: [],
    values: { commercialWebSite: false, priorityCountry: null, otherCountries: 'AUT' },
  });
});

const get = (email: string, url: string) => api.call(email, 'GET', url);
const post = (email: string, url: string, body: unknown) => api.call(email, 'POST', url, body);

async function blacklistRows() {
  return queryRows<{ domain: string }>(db, sql`SELECT domain FROM blacklisted_domains ORDER BY id`);
}
async function auditCount() {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'BLACKLISTED_DOMAIN'`,
  );
  return Number(row!.n);
}

describe('the blacklist', () => {
  it('adds a batch: trimmed, lower-cased, blanks ignored, each once, audited', async () => {
    const response = await post(QC, '/api/blacklisted_domain/batch', [
      { domain: '  Spam-Shop.example ' },
      { domain: '' },
      { domain: '   ' },
      { domain: 'spam-shop.example' },
      { domain: 'other.example.' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    // The add form's fields, and (issue 17) an import result's as well.
    expect(response.json()).toMatchObject({
      kind: 'BLACKLISTED_DOMAINS',
      dryRun: false,
      read: 3,
      messages: [],
      problems: [],
      preview: [],
    });
    expect(response.json()).toMatchObject({
      created: 2,
      createdDomains: ['spam-shop.example', 'other.example'],
      existed: 0,
      existedDomains: [],
      notValid: 0,
      notValidDomains: [],
    });
    const audit = await queryRows<{ field: string; before: string | null; after: string }>(
      db,
      sql`SELECT field, before, after FROM audit_log WHERE entity_type = 'BLACKLISTED_DOMAIN' ORDER BY id`,
    );
    expect(audit).toEqual([
      { field: 'domain', before: null, after: 'spam-shop.example' },
      { field: 'domain', before: null, after: 'other.example' },
    ]);
  });

  it('is idempotent: a listed domain counts as existed and is not audited again', async () => {
    const audits = await auditCount();
    const again = await post(REVIEWER, '/api/blacklisted_domain/batch', [
      { domain: 'SPAM-SHOP.example' },
      { domain: 'third.example' },
    ]);
    expect(again.json()).toMatchObject({
      created: 1,
      createdDomains: ['third.example'],
      existed: 1,
      existedDomains: ['spam-shop.example'],
    });
    expect(await auditCount()).toBe(audits + 1);
  });

  it('with strict=true (import-strict) refuses a batch with bad names: 400 naming the first, nothing stored', async () => {
    const before = await blacklistRows();
    const audits = await auditCount();
    const response = await post(QC, '/api/blacklisted_domain/batch?strict=true', [
      { domain: 'fine.example' },
      { domain: 'https://bad.example/' },
      { domain: 'no spaces.example' },
      { domain: 'localhost' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_definition: 'VALIDATION_ERROR' });
    expect(response.json().message).toBe(
      'body: line 2: domain: "https://bad.example/" is not a valid domain name (and 2 more rows not valid); nothing was imported.',
    );
    expect(await blacklistRows()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('stores the valid ones and names the others (002 §7); skipInvalid is taken and ignored', async () => {
    const response = await post(IMPORTER, '/api/blacklisted_domain/batch', [
      { domain: 'imported.example' },
      { domain: 'not valid' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      created: 1,
      createdDomains: ['imported.example'],
      notValid: 1,
      notValidDomains: ['not valid'],
    });
    const again = await post(QC, '/api/blacklisted_domain/batch?skipInvalid=true', [
      { domain: 'imported.example' },
      { domain: 'not valid' },
    ]);
    expect(again.json()).toMatchObject({ created: 0, existed: 1, notValid: 1 });
  });

  it('refuses only blanks, an empty list, odd entries and too many', async () => {
    const cases: unknown[] = [
      [{ domain: ' ' }],
      [],
      [{ domain: 'a.example', extra: 1 }],
      [{ domain: 12 }],
      [{}],
      [{ domain: 'nul\u0000.example' }],
      [{ domain: `${'a'.repeat(1001)}.example` }],
      Array.from({ length: BLACKLIST_BATCH_MAX + 1 }, (_, n) => ({ domain: `d${n}.example` })),
      { domain: 'a.example' },
    ];
    for (const body of cases) {
      const response = await post(QC, '/api/blacklisted_domain/batch', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ error_definition: 'VALIDATION_ERROR' });
    }
    expect(
      (await post(QC, '/api/blacklisted_domain/batch?skipInvalid=maybe', [{ domain: 'x.example' }]))
        .statusCode,
    ).toBe(400);
  });

  it('lists paged and sorted, searched by a part of the name (LIKE signs literal)', async () => {
    await post(ADMIN, '/api/blacklisted_domain/batch', [
      { domain: 'a-100.example' },
      { domain: 'a1x0.example' },
    ]);
    const all = await get(REVIEWER, '/api/blacklisted_domain?page=0&size=2&sort=domain,asc');
    expect(all.statusCode, all.body).toBe(200);
    const page = all.json();
    expect(page).toMatchObject({ number: 0, size: 2, totalElements: 6, totalPages: 3 });
    expect(page.content.map((row: { domain: string }) => row.domain)).toEqual([
      'a-100.example',
      'a1x0.example',
    ]);
    expect(page.content[0]).toMatchObject({
      id: expect.any(Number),
      createdAt: expect.any(String),
      createdBy: 'Ada Admin',
    });
    const desc = await get(QC, '/api/blacklisted_domain?sort=domain,desc&size=1&page=1');
    expect(desc.json().content[0].domain).toBe('spam-shop.example');
    const searched = await get(QC, '/api/blacklisted_domain?domain=%20SPAM%20');
    expect(searched.json().content.map((row: { domain: string }) => row.domain)).toEqual([
      'spam-shop.example',
    ]);
    // '_' and '%' are taken literally, not as LIKE wildcards.
    expect((await get(QC, '/api/blacklisted_domain?domain=a_1')).json().totalElements).toBe(0);
    expect((await get(QC, '/api/blacklisted_domain?domain=%25')).json().totalElements).toBe(0);
    expect((await get(QC, '/api/blacklisted_domain?domain=')).json().totalElements).toBe(6);
  });

  it('sorts by who added the entry (by name, entries without one last)', async () => {
    await db.execute(
      sql`INSERT INTO blacklisted_domains (domain, created_by) VALUES ('seeded-entry.example', NULL)`,
    );
    const creators = async (dir: string) =>
      (
        (await get(REVIEWER, `/api/blacklisted_domain?size=1000&sort=createdBy,${dir}`)).json()
          .content as { createdBy: string | null }[]
      ).map((row) => row.createdBy);
    const asc = await creators('asc');
    const named = asc.filter((name): name is string => name !== null);
    expect(named.length).toBeGreaterThan(1);
    expect(new Set(named).size).toBeGreaterThan(1);
    expect(named).toEqual([...named].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(asc.at(-1)).toBeNull();
    const desc = await creators('desc');
    expect(desc.filter((name) => name !== null)).toEqual([...named].reverse());
    expect(desc.at(-1)).toBeNull();
    await db.execute(sql`DELETE FROM blacklisted_domains WHERE domain = 'seeded-entry.example'`);
  });

  it('a listed domain leaves the QC queue; deleting it brings it back, audited', async () => {
    const target = await makeDomain(db, { status: 'PENDING_QUALITY_CONTROL' });
    await db.execute(sql`DELETE FROM reservations`);
    const added = await post(QC, '/api/blacklisted_domain/batch', [{ domain: target.domain }]);
    expect(added.statusCode).toBe(200);
    const reserveByName = () =>
      get(QC, `/api/assessment_domain/reserve_pending_quality_control?domainName=${target.domain}`);
    expect((await reserveByName()).statusCode).toBe(409);

    const [entry] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM blacklisted_domains WHERE domain = ${target.domain}`,
    );
    const removed = await api.call(QC, 'DELETE', `/api/blacklisted_domain/${entry!.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ id: Number(entry!.id), domain: target.domain });
    expect((await reserveByName()).statusCode).toBe(200);
    const audit = await queryRows<{ before: string | null; after: string | null }>(
      db,
      sql`SELECT before, after FROM audit_log
        WHERE entity_type = 'BLACKLISTED_DOMAIN' AND entity_id = ${entry!.id} ORDER BY id`,
    );
    expect(audit).toEqual([
      { before: null, after: target.domain },
      { before: target.domain, after: null },
    ]);
    const again = await api.call(QC, 'DELETE', `/api/blacklisted_domain/${entry!.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error_definition: 'NOT_FOUND' });
    await db.execute(sql`DELETE FROM reservations`);
  });

  it('refuses odd paging, sorting and ids', async () => {
    for (const url of [
      '/api/blacklisted_domain?size=0',
      '/api/blacklisted_domain?size=1001',
      '/api/blacklisted_domain?page=-1',
      '/api/blacklisted_domain?page=1.5',
      '/api/blacklisted_domain?sort=colour,asc',
      '/api/blacklisted_domain?sort=domain;DROP',
      `/api/blacklisted_domain?domain=${'a'.repeat(254)}`,
      '/api/blacklisted_domain?domain=%00',
      '/api/blacklisted_domain?other=1',
    ]) {
      const response = await get(QC, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({ error_definition: 'VALIDATION_ERROR' });
    }
    for (const id of ['0', 'x', '2147483648', '-1']) {
      expect((await api.call(QC, 'DELETE', `/api/blacklisted_domain/${id}`)).statusCode, id).toBe(
        400,
      );
    }
  });

  it('needs a review screen, the tables or (to add) the import permission', async () => {
    expect((await get(OPERATOR, '/api/blacklisted_domain')).statusCode).toBe(403);
    expect(
      (await post(OPERATOR, '/api/blacklisted_domain/batch', [{ domain: 'x.example' }])).statusCode,
    ).toBe(403);
    expect((await api.call(OPERATOR, 'DELETE', '/api/blacklisted_domain/1')).statusCode).toBe(403);
    expect((await get(IMPORTER, '/api/blacklisted_domain')).statusCode).toBe(200);
  });
});

describe('POST /api/assessment_domain/domain_image_info', () => {
  const info = (body: unknown, query = '') =>
    post(REVIEWER, `/api/assessment_domain/domain_image_info${query}`, body);

  it('counts the sightings of each domain', async () => {
    const response = await info({ domains: [counted.domain] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ totalElements: 1, number: 0, size: 10 });
    expect(response.json().content[0]).toEqual({
      id: counted.id,
      domain: counted.domain,
      country: 'DEU',
      countryName: 'Germany',
      scrapedCountry: 'AUT',
      sightingsCount: 4,
      identicalSightingsCount: 2,
      searchedImageCount: 3,
      searchedImageIdenticalCount: 2,
      domainFlowStatus: 'PENDING_FINAL_REVIEW',
      commercial: true,
      pursuable: false,
      blacklisted: false,
      socialDomain: false,
    });
  });

  it('filters by statuses, country (UNDEFINED: none), the flags', async () => {
    const ids = async (body: unknown) =>
      ((await info(body, '?size=1000')).json().content as { id: number }[]).map((row) => row.id);
    expect(await ids({ status: ['PENDING_FINAL_REVIEW'] })).toEqual([counted.id]);
    expect(await ids({ socialDomain: true })).toEqual([social.id]);
    expect(await ids({ country: ['UNDEFINED'] })).toEqual([social.id]);
    expect(await ids({ country: ['AUT'] })).toEqual([nonCommercial.id]);
    expect(await ids({ country: ['AUT', 'UNDEFINED'] })).toEqual([social.id, nonCommercial.id]);
    expect(await ids({ commercial: false })).toEqual([nonCommercial.id]);
    expect(await ids({ pursuable: false })).toEqual([counted.id]);
    expect(
      await ids({ domains: null, commercial: null, pursuable: true, notBlacklisted: true }),
    ).toEqual(expect.arrayContaining([social.id, nonCommercial.id]));
  });

  it('sorts by a count and pages', async () => {
    const first = await info({}, '?sort=sightingsCount,desc&size=1');
    expect(first.json().content[0].id).toBe(counted.id);
    expect(first.json().totalPages).toBe(first.json().totalElements);
    const second = await info({}, '?sort=sightingsCount,desc&sort=id,asc&size=1&page=1');
    expect(second.json().content[0].sightingsCount).toBeLessThanOrEqual(4);
    const byDomain = await info({}, '?sort=domain_asc&size=1000');
    const names = (byDomain.json().content as { domain: string }[]).map((row) => row.domain);
    expect(names).toEqual([...names].sort());
  });

  it('perImage=true: one row per domain and sighting, the domain’s fields with each', async () => {
    const response = await info({ domains: [counted.domain] }, '?perImage=true&sort=imageId,asc');
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ totalElements: 4, totalPages: 1, number: 0, size: 10 });
    const images = await queryRows<{ id: number; image_id: string; image_url: string }>(
      db,
      sql`SELECT id, image_id, image_url FROM images WHERE domain_id = ${counted.id}`,
    );
    const rows = page.content as { id: number; imageId: string; imageUrl: string }[];
    expect(new Set(rows.map((row) => row.id)).size).toBe(4);
    expect(rows.map((row) => row.id).sort()).toEqual(images.map((row) => Number(row.id)).sort());
    for (const row of rows) {
      const image = images.find((one) => Number(one.id) === row.id)!;
      expect(row).toEqual({
        id: Number(image.id),
        domainId: counted.id,
        imageId: image.image_id,
        imageUrl: image.image_url,
        domain: counted.domain,
        country: 'DEU',
        countryName: 'Germany',
        scrapedCountry: 'AUT',
        sightingsCount: 4,
        identicalSightingsCount: 2,
        searchedImageCount: 3,
        searchedImageIdenticalCount: 2,
        domainFlowStatus: 'PENDING_FINAL_REVIEW',
        commercial: true,
        pursuable: false,
        blacklisted: false,
        socialDomain: false,
      });
    }
    const imageIds = rows.map((row) => row.imageId);
    expect(imageIds).toEqual([...imageIds].sort());
    // A domain without sightings has no row; perImage=false is the domain list.
    expect(
      (await info({ domains: [nonCommercial.domain] }, '?perImage=true')).json(),
    ).toMatchObject({
      totalElements: 0,
      content: [],
    });
    const plain = (await info({ domains: [counted.domain] }, '?perImage=false')).json();
    expect(plain.totalElements).toBe(1);
    expect(plain.content[0]).not.toHaveProperty('imageId');
  });

  it('perImage=true: filtered, sorted by the image fields and the domain’s, paged', async () => {
    const all = await info({}, '?perImage=true&size=1000');
    const total = (
      await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM images`)
    )[0]!.n;
    expect(all.json().totalElements).toBe(Number(total));
    const ids = (all.json().content as { id: number }[]).map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(
      (await info({ socialDomain: true }, '?perImage=true'))
        .json()
        .content.map((row: { domainId: number }) => row.domainId),
    ).toEqual([social.id]);

    const urls = async (dir: string) =>
      (
        (await info({ domains: [counted.domain] }, `?perImage=true&sort=imageUrl,${dir}`)).json()
          .content as { imageUrl: string }[]
      ).map((row) => row.imageUrl);
    const ascending = await urls('asc');
    expect(ascending).toEqual([...ascending].sort());
    expect(await urls('desc')).toEqual([...ascending].reverse());

    const byCount = (
      await info({}, '?perImage=true&sort=sightingsCount_desc&sort=domainId,asc&size=4')
    ).json();
    expect(byCount.content.map((row: { domainId: number }) => row.domainId)).toEqual(
      Array(4).fill(counted.id),
    );
    const second = (await info({}, '?perImage=true&sort=id,desc&size=2&page=1')).json();
    expect(second.content.map((row: { id: number }) => row.id)).toEqual(
      [...ids].reverse().slice(2, 4),
    );
    expect(second.totalPages).toBe(Math.ceil(Number(total) / 2));
  });

  it('refuses a bad perImage, and the image sorts without it', async () => {
    for (const query of [
      '?perImage=yes',
      '?perImage=1x',
      '?perImage=true&perImage=maybe',
      '?sort=imageId,asc',
      '?perImage=false&sort=imageUrl,desc',
      '?sort=domainId_asc',
      '?perImage=true&sort=imageId',
      '?perImage=true&sort=password,asc',
    ]) {
      const response = await info({}, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ error_definition: 'VALIDATION_ERROR' });
    }
    expect(
      (await post(OPERATOR, '/api/assessment_domain/domain_image_info?perImage=true', {}))
        .statusCode,
    ).toBe(403);
  });

  it('refuses an odd filter or paging', async () => {
    for (const [body, query] of [
      [{ colour: 'red' }, ''],
      [{ country: ['de'] }, ''],
      [{ country: 'DEU' }, ''],
      [{ status: ['DONE'] }, ''],
      [{ commercial: 'yes' }, ''],
      [{ domains: ['a'.repeat(254)] }, ''],
      [{ domains: ['x\u0000'] }, ''],
      // Not 002 §3's names (this server's old ones): unknown fields.
      [{ domainFlowStatus: ['NEW'] }, ''],
      [{ blacklisted: false }, ''],
      [{ domain: 'shop' }, ''],
      [[], ''],
      [{}, '?sort=sightingsCount'],
      [{}, '?size=5000'],
    ] as const) {
      const response = await info(body, query);
      expect(response.statusCode, JSON.stringify([body, query])).toBe(400);
    }
    expect((await post(OPERATOR, '/api/assessment_domain/domain_image_info', {})).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/assessment_image (the sighting list)', () => {
  it('lists a domain’s sightings by status, sorted, with the domain’s facts', async () => {
    const response = await get(
      QC,
      `/api/assessment_image?domainId=${counted.id}&status=IDENTICAL&status=PENDING&sort=id,desc`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.totalElements).toBe(3);
    expect(page.content.map((row: { id: number }) => row.id)).toEqual(
      [...page.content.map((row: { id: number }) => row.id)].sort((a, b) => b - a),
    );
    expect(page.content[0]).toMatchObject({
      domainId: counted.id,
      domain: counted.domain,
      country: 'DEU',
      countryName: 'Germany',
      scrapedCountry: 'AUT',
      pursuable: false,
      notBlacklisted: true,
      foundAt: expect.any(String),
    });
  });

  it('sorts by pursuable and not blacklisted (the domain’s facts)', async () => {
    const listed = await makeDomain(db, {
      status: 'PENDING_FINAL_REVIEW',
      images: ['PENDING', 'IDENTICAL'],
      values: { blacklisted: true },
    });
    const facts = async (field: string, dir: string) =>
      (await get(QC, `/api/assessment_image?size=1000&sort=${field},${dir}`)).json().content as {
        id: number;
        domainId: number;
        pursuable: boolean;
        notBlacklisted: boolean;
      }[];
    const flags = (rows: { [key: string]: unknown }[], field: string) =>
      rows.map((row) => row[field]);
    const pursuableAsc = await facts('pursuable', 'asc');
    expect(flags(pursuableAsc, 'pursuable')).toEqual(
      [...flags(pursuableAsc, 'pursuable')].sort((a, b) => Number(a) - Number(b)),
    );
    expect(pursuableAsc[0]).toMatchObject({ domainId: counted.id, pursuable: false });
    const pursuableDesc = await facts('pursuable', 'desc');
    expect(pursuableDesc[0]!.pursuable).toBe(true);
    expect(pursuableDesc.at(-1)).toMatchObject({ domainId: counted.id, pursuable: false });

    const notBlacklistedAsc = await facts('notBlacklisted', 'asc');
    expect(notBlacklistedAsc.slice(0, 2)).toMatchObject([
      { domainId: listed.id, notBlacklisted: false },
      { domainId: listed.id, notBlacklisted: false },
    ]);
    expect(notBlacklistedAsc.slice(2).every((row) => row.notBlacklisted)).toBe(true);
    const notBlacklistedDesc = await facts('notBlacklisted', 'desc');
    expect(notBlacklistedDesc.slice(-2).map((row) => row.domainId)).toEqual([listed.id, listed.id]);
    // Ties by id, so each page is stable.
    const ties = notBlacklistedDesc.slice(0, -2).map((row) => row.id);
    expect(ties).toEqual([...ties].sort((a, b) => a - b));
  });

  it('lists every sighting without a filter, and refuses odd input', async () => {
    const all = await get(QC, '/api/assessment_image?size=1000');
    expect(all.json().totalElements).toBeGreaterThanOrEqual(5);
    for (const url of [
      '/api/assessment_image?status=DONE',
      '/api/assessment_image?domainId=0',
      '/api/assessment_image?domainId=abc',
      '/api/assessment_image?sort=password,asc',
      '/api/assessment_image?size=1001',
    ]) {
      expect((await get(QC, url)).statusCode, url).toBe(400);
    }
    expect((await get(OPERATOR, '/api/assessment_image')).statusCode).toBe(403);
  });
});

describe('GET /api/assessment_domain/{id}/status_counts', () => {
  it('counts the sightings per status, zeros included, and in all', async () => {
    const response = await get(REVIEWER, `/api/assessment_domain/${counted.id}/status_counts`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      total: 4,
      counts: {
        IDENTICAL: 2,
        PENDING: 1,
        OFFLINE: 0,
        DUPLICATE: 0,
        LEGITIMATE: 0,
        NOT_PURSUABLE: 0,
        NOT_IDENTICAL: 1,
      },
    });
    expect(
      (await get(REVIEWER, `/api/assessment_domain/${nonCommercial.id}/status_counts`)).json(),
    ).toMatchObject({ total: 0, counts: { IDENTICAL: 0 } });
    expect(
      (await get(REVIEWER, '/api/assessment_domain/2147483647/status_counts')).statusCode,
    ).toBe(404);
    expect(
      (await get(OPERATOR, `/api/assessment_domain/${counted.id}/status_counts`)).statusCode,
    ).toBe(403);
  });
});
