import { TEXTS, type ReviewImage } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { auditOf, caller, makeDomain, snapshot } from '../testing/reviewFixtures';
import { createTestApp } from '../testing/testApp';

/**
 * The review screens' image side: a domain's sightings (all, filtered and paged), the facts
 * around them (delivered ids, first and last sightings, the filter bar's values) and the image
 * updates (status, photographer, URLs, hold) with their rules and audit.
 */

const ADMIN = 'admin@example.com';
const QC = 'qc@example.com';
const REVIEWER = 'reviewer@example.com';
const OPERATOR = 'operator@example.com';

const testApp = await createTestApp();
const db = testApp.database.db;
const api = caller(testApp);
afterAll(() => testApp.close());

beforeAll(async () => {
  for (const email of [ADMIN, QC, REVIEWER, OPERATOR]) await api.signIn(email);
});

const lease = (id: number, email: string) =>
  db.execute(
    sql`INSERT INTO reservations (entity_type, entity_id, user_id, expires_at)
      VALUES ('DOMAIN', ${id}, ${api.userId(email)}, now() + interval '10 minutes')`,
  );

const byDomain = async (email: string, id: number, query = '') => {
  const response = await api.call(
    email,
    'GET',
    `/api/assessment_domain/${id}/images_by_domain${query}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReviewImage[]>();
};

describe('reads', () => {
  let mixed: Awaited<ReturnType<typeof makeDomain>>;
  beforeAll(async () => {
    mixed = await makeDomain(db, {
      status: 'PENDING_QUALITY_CONTROL',
      images: [
        'NOT_IDENTICAL',
        'PENDING',
        'IDENTICAL',
        'OFFLINE',
        'IDENTICAL',
        'LEGITIMATE',
        'NOT_PURSUABLE',
        'DUPLICATE',
      ],
      delivered: [2],
    });
  });

  it('images_by_domain: the table order, delivered last within a status, then agency', async () => {
    const list = await byDomain(QC, mixed.id);
    expect(list.map((image) => [image.status, image.delivered])).toEqual([
      ['IDENTICAL', false],
      ['IDENTICAL', true],
      ['PENDING', false],
      ['OFFLINE', false],
      ['DUPLICATE', false],
      ['LEGITIMATE', false],
      ['NOT_PURSUABLE', false],
      ['NOT_IDENTICAL', false],
    ]);
    expect(list[0]).toMatchObject({
      domainId: mixed.id,
      domain: mixed.domain,
      registeredImage: false,
      onHold: false,
      hasOriginal: false,
      reservedUntil: null,
    });
    const identical = (await byDomain(REVIEWER, mixed.id, '?sort=agency,desc')).filter(
      (image) => image.status === 'IDENTICAL',
    );
    expect(identical.map((image) => image.delivered)).toEqual([false, true]);
    const agencies = (await byDomain(REVIEWER, mixed.id, '?sort=agency_desc'))
      .filter((image) => image.status === 'IDENTICAL' && !image.delivered)
      .map((image) => image.agency);
    expect(agencies).toHaveLength(1);
    const badSort = await api.call(
      QC,
      'GET',
      `/api/assessment_domain/${mixed.id}/images_by_domain?sort=status,asc`,
    );
    expect(badSort.statusCode).toBe(400);
    expect(
      (await api.call(QC, 'GET', '/api/assessment_domain/999999/images_by_domain')).statusCode,
    ).toBe(404);
    expect(
      (await api.call(OPERATOR, 'GET', `/api/assessment_domain/${mixed.id}/images_by_domain`))
        .statusCode,
    ).toBe(403);
  });

  const filter = (query: string, body: unknown) =>
    api.call(
      REVIEWER,
      'POST',
      `/api/assessment_domain/${mixed.id}/images_by_domain_filter${query}`,
      body,
    );

  it('images_by_domain_filter: filters, pages and sorts', async () => {
    const all = await filter('?page=0&size=3', {});
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ totalElements: 8, totalPages: 3, number: 0, size: 3 });
    expect(all.json().content.map((image: ReviewImage) => image.status)).toEqual([
      'IDENTICAL',
      'IDENTICAL',
      'PENDING',
    ]);
    const last = await filter('?page=2&size=3', { status: null });
    expect(last.json().content).toHaveLength(2);

    const identical = await filter('', { status: ['IDENTICAL', 'OFFLINE'], agency: null });
    expect(identical.json()).toMatchObject({ totalElements: 3, size: 50, number: 0 });
    const [first] = identical.json().content as ReviewImage[];
    const one = await filter('', { imageId: [first!.imageId], usageUrl: [first!.usageUrl] });
    expect(one.json().content.map((image: ReviewImage) => image.id)).toEqual([first!.id]);
    const byDifference = await filter('?sort=difference,desc', { difference: [0.1, 0.2, 0.7] });
    expect(byDifference.json().content.map((image: ReviewImage) => image.difference)).toEqual([
      0.7, 0.2, 0.1,
    ]);
    const twoSorts = await filter('?sort=agency,asc&sort=id,desc', {});
    expect(twoSorts.statusCode).toBe(200);
    const agencyOrder = twoSorts.json().content.map((image: ReviewImage) => image.agency);
    expect(agencyOrder).toEqual([...agencyOrder].sort());
    // The spec's key form keeps the table order; the key orders the images within it.
    const screenKey = await filter('?sort=difference_desc', { status: ['IDENTICAL', 'PENDING'] });
    expect(
      screenKey.json().content.map((image: ReviewImage) => [image.status, image.delivered]),
    ).toEqual([
      ['IDENTICAL', false],
      ['IDENTICAL', true],
      ['PENDING', false],
    ]);
    const beyond = await filter('?page=9&size=50', {});
    expect(beyond.json()).toMatchObject({ content: [], totalElements: 8, totalPages: 1 });
  });

  it.each([
    ['an unknown sort field', '?sort=password,asc', {}],
    ['a size of 0', '?size=0', {}],
    ['a huge size', '?size=100000', {}],
    ['a negative page', '?page=-1', {}],
    ['an unknown filter field', '', { colour: ['red'] }],
    ['an unknown status', '', { status: ['MAYBE'] }],
    ['a string for a list', '', { agency: 'Agency A' }],
    ['a NUL byte', '', { agency: ['A\u0000'] }],
    ['too many values', '', { imageId: Array.from({ length: 1001 }, (_, n) => String(n)) }],
  ])('images_by_domain_filter refuses %s', async (_, query, body) => {
    const response = await filter(query, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error_definition).toBe('VALIDATION_ERROR');
  });

  it('images_fields_info, delivered_ids, first and last sightings', async () => {
    const info = await api.call(QC, 'GET', `/api/assessment_domain/${mixed.id}/images_fields_info`);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({
      status: [
        'IDENTICAL',
        'PENDING',
        'OFFLINE',
        'DUPLICATE',
        'LEGITIMATE',
        'NOT_PURSUABLE',
        'NOT_IDENTICAL',
      ],
      agency: ['Agency A', 'Agency B'],
      difference: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7],
    });
    expect(info.json().imageId).toHaveLength(8);

    const delivered = await api.call(QC, 'GET', `/api/assessment_domain/${mixed.id}/delivered_ids`);
    expect(delivered.json()).toEqual({
      ids: [mixed.imageIds[2]],
      delivered_image_ids: [expect.stringMatching(/-2$/)],
    });

    const first = await api.call(QC, 'GET', `/api/assessment_domain/${mixed.id}/first_sightings`);
    expect(first.json()).toMatchObject({ date: '2026-01-01', count: 3 });
    expect(first.json().images).toHaveLength(3);
    const last = await api.call(QC, 'GET', `/api/assessment_domain/${mixed.id}/last_sightings`);
    expect(last.json()).toMatchObject({ date: '2026-01-03', count: 2 });

    const empty = await makeDomain(db, { status: 'PENDING_FINAL_REVIEW', images: [] });
    const none = await api.call(
      REVIEWER,
      'GET',
      `/api/assessment_domain/${empty.id}/last_sightings`,
    );
    expect(none.json()).toEqual({ date: null, count: 0, images: [] });
    expect(
      (await api.call(REVIEWER, 'GET', '/api/assessment_domain/999999/delivered_ids')).statusCode,
    ).toBe(404);
  });
});

describe('image updates', () => {
  const updateImage = (email: string, id: number, body: unknown) =>
    api.call(email, 'PUT', `/api/assessment_image/${id}/update_image`, body);

  it('update_image takes the image as GET gives it; answers the previous status for undo', async () => {
    const domain = await makeDomain(db, { status: 'PENDING_QUALITY_CONTROL' });
    await lease(domain.id, QC);
    const [image] = (await byDomain(QC, domain.id)).filter((item) => item.status === 'PENDING');
    const response = await updateImage(QC, image!.id, {
      ...image,
      status: 'IDENTICAL',
      photographerName: ' Ansel ',
      // The server's fields: ignored.
      delivered: true,
      imageUrl: 'https://elsewhere.example/x.jpg',
      onHold: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().previousStatuses).toEqual([{ id: image!.id, status: 'PENDING' }]);
    expect(response.json().images[0]).toMatchObject({
      id: image!.id,
      status: 'IDENTICAL',
      photographerName: 'Ansel',
      delivered: false,
      imageUrl: image!.imageUrl,
      onHold: false,
      reviewStatusChangedBy: api.userId(QC),
    });
    expect(await auditOf(db, 'IMAGE', image!.id)).toEqual([
      { field: 'status', before: 'PENDING', after: 'IDENTICAL', user_id: api.userId(QC) },
      { field: 'photographerName', before: null, after: 'Ansel', user_id: api.userId(QC) },
    ]);
    // The answer sent back as it is (Confirm Status): nothing changes, nothing is audited.
    const again = await updateImage(QC, image!.id, response.json().images[0]);
    expect(again.statusCode).toBe(200);
    expect(again.json().previousStatuses).toEqual([]);
    expect(await auditOf(db, 'IMAGE', image!.id)).toHaveLength(2);
    // The spec's single status body: { delivered, id, status }.
    const small = await updateImage(QC, image!.id, {
      id: image!.id,
      delivered: false,
      status: 'NOT_IDENTICAL',
    });
    expect(small.json().previousStatuses).toEqual([{ id: image!.id, status: 'IDENTICAL' }]);
  });

  it.each([
    ['an id other than the path’s', (id: number) => ({ id: id + 1, status: 'IDENTICAL' }), 400],
    ['an unknown field', () => ({ status: 'IDENTICAL', mood: 'happy' }), 400],
    ['an unknown status', () => ({ status: 'MAYBE' }), 400],
    ['a NUL byte', () => ({ photographerName: 'A\u0000' }), 400],
    ['a huge name', () => ({ photographerName: 'x'.repeat(10_000) }), 400],
    ['a number for a name', () => ({ photographerName: 5 }), 400],
  ])('update_image refuses %s', async (_, body, code) => {
    const domain = await makeDomain(db, { status: 'PENDING_QUALITY_CONTROL' });
    await lease(domain.id, QC);
    const id = domain.imageIds[1]!;
    const before = await snapshot(db, domain.id);
    const response = await updateImage(QC, id, body(id));
    expect(response.statusCode, response.body).toBe(code);
    expect(await snapshot(db, domain.id)).toBe(before);
  });

  it('refuses delivered images, domains the caller does not work on, and others’ leases (409, nothing changes)', async () => {
    const domain = await makeDomain(db, { status: 'PENDING_QUALITY_CONTROL', delivered: [0] });
    const before = await snapshot(db, domain.id);
    const delivered = await updateImage(QC, domain.imageIds[0]!, { status: 'PENDING' });
    expect(delivered.statusCode).toBe(409);
    expect(delivered.json()).toMatchObject({
      error_definition: 'CONFLICT',
      ids: [domain.imageIds[0]],
    });
    expect(delivered.json().message).toContain('delivered and cannot change');
    expect(await snapshot(db, domain.id)).toBe(before);
    // A delivered image sent back unchanged is fine.
    expect((await updateImage(QC, domain.imageIds[0]!, { status: 'IDENTICAL' })).statusCode).toBe(
      200,
    );

    const review = await makeDomain(db, { status: 'PENDING_FINAL_REVIEW' });
    const notMine = await updateImage(QC, review.imageIds[1]!, { status: 'IDENTICAL' });
    expect(notMine.statusCode).toBe(409);
    expect(notMine.json().message).toContain('PENDING_FINAL_REVIEW');
    expect(
      (await updateImage(REVIEWER, review.imageIds[1]!, { status: 'IDENTICAL' })).statusCode,
    ).toBe(200);

    for (const status of ['NEW', 'DELIVERED', 'NOT_PURSUABLE'] as const) {
      const closed = await makeDomain(db, { status });
      const response = await updateImage(ADMIN, closed.imageIds[1]!, { status: 'IDENTICAL' });
      expect(response.statusCode, status).toBe(409);
    }

    await lease(domain.id, REVIEWER);
    const leased = await snapshot(db, domain.id);
    const held = await updateImage(QC, domain.imageIds[1]!, { status: 'IDENTICAL' });
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toContain('reserved by another user');
    expect(await snapshot(db, domain.id)).toBe(leased);
    expect((await updateImage(QC, 999_999, { status: 'IDENTICAL' })).statusCode).toBe(404);
  });

  it('update_images and update_image_batch change several images in one go', async () => {
    const domain = await makeDomain(db, {
      status: 'RETURNED_FOR_QUALITY_CONTROL',
      images: ['PENDING', 'PENDING', 'NOT_IDENTICAL', 'IDENTICAL'],
      delivered: [3],
    });
    const [a, b, c, d] = domain.imageIds as [number, number, number, number];
    const list = await api.call(QC, 'PUT', '/api/assessment_image/update_images', [
      { id: a, status: 'IDENTICAL' },
      { id: b, status: 'OFFLINE', photographerName: 'Vivian' },
    ]);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().previousStatuses).toEqual([
      { id: a, status: 'PENDING' },
      { id: b, status: 'PENDING' },
    ]);

    const repeated = await api.call(QC, 'PUT', '/api/assessment_image/update_images', [
      { id: a, status: 'IDENTICAL' },
      { id: a, status: 'PENDING' },
    ]);
    expect(repeated.statusCode).toBe(400);
    const unknown = await api.call(QC, 'PUT', '/api/assessment_image/update_images', [
      { id: a },
      { id: b, colour: 'red' },
    ]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('body.1: colour is not a known field.');
    expect(
      (await api.call(QC, 'PUT', '/api/assessment_image/update_images', [{ status: 'IDENTICAL' }]))
        .statusCode,
    ).toBe(400);
    expect((await api.call(QC, 'PUT', '/api/assessment_image/update_images', [])).statusCode).toBe(
      400,
    );

    const before = await snapshot(db, domain.id);
    const withDelivered = await api.call(QC, 'PUT', '/api/assessment_image/update_image_batch', {
      ids: [a, b, c, d],
      status: 'NOT_IDENTICAL',
    });
    expect(withDelivered.statusCode).toBe(409);
    expect(withDelivered.json().ids).toEqual([d]);
    expect(await snapshot(db, domain.id)).toBe(before);

    const batch = await api.call(QC, 'PUT', '/api/assessment_image/update_image_batch', {
      ids: [a, b, c],
      status: 'NOT_IDENTICAL',
    });
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json().previousStatuses).toEqual([
      { id: a, status: 'IDENTICAL' },
      { id: b, status: 'OFFLINE' },
    ]);
    expect(batch.json().images.map((image: ReviewImage) => image.status)).toEqual([
      'NOT_IDENTICAL',
      'NOT_IDENTICAL',
      'NOT_IDENTICAL',
    ]);
    for (const body of [
      { ids: [], status: 'IDENTICAL' },
      { ids: [a], status: 'identical' },
      { ids: ['1'], status: 'IDENTICAL' },
      { ids: [a, a], status: 'IDENTICAL' },
      { ids: [a] },
    ]) {
      const response = await api.call(QC, 'PUT', '/api/assessment_image/update_image_batch', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("update_image_url stores both URLs, else 'Invalid values!'", async () => {
    const domain = await makeDomain(db, { status: 'PENDING_QUALITY_CONTROL' });
    const id = domain.imageIds[0]!;
    const url = (body: Record<string, unknown>) =>
      api.call(QC, 'PUT', '/api/assessment_image/update_image_url', { id, ...body });
    const before = await snapshot(db, domain.id);
    for (const body of [
      {},
      { updatedImageUrl: 'https://a.example/x.jpg' },
      { updatedImageUrl: '', updatedUsageUrl: 'https://a.example/' },
      { updatedImageUrl: 'https://a.example/x.jpg', updatedUsageUrl: null },
      { updatedImageUrl: 'javascript:alert(1)', updatedUsageUrl: 'https://a.example/' },
      { updatedImageUrl: '/relative.jpg', updatedUsageUrl: 'https://a.example/' },
      { updatedImageUrl: 'https://a.example/x.jpg', updatedUsageUrl: 42 },
      { updatedImageUrl: 'https://a.example/x\u0001.jpg', updatedUsageUrl: 'https://a.example/' },
      {
        updatedImageUrl: `https://a.example/${'x'.repeat(5000)}`,
        updatedUsageUrl: 'https://a.example/',
      },
    ]) {
      const response = await url(body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json().message).toBe(TEXTS.review.invalidUrlValues);
    }
    expect(await snapshot(db, domain.id)).toBe(before);
    const ok = await url({
      updatedImageUrl: ' https://cdn.example/new.jpg\n',
      updatedUsageUrl: 'http://blog.example/post?id=1',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().images[0]).toMatchObject({
      imageUrl: 'https://cdn.example/new.jpg',
      usageUrl: 'http://blog.example/post?id=1',
    });
    const audit = await auditOf(db, 'IMAGE', id);
    expect(audit.map((row) => [row.field, row.after])).toEqual([
      ['imageUrl', 'https://cdn.example/new.jpg'],
      ['usageUrl', 'http://blog.example/post?id=1'],
    ]);
    const missingId = await api.call(QC, 'PUT', '/api/assessment_image/update_image_url', {
      updatedImageUrl: 'https://cdn.example/new.jpg',
      updatedUsageUrl: 'https://cdn.example/',
    });
    expect(missingId.statusCode).toBe(400);
  });

  it('hold: the domain, then its images (multiple_save)', async () => {
    const domain = await makeDomain(db, {
      status: 'PENDING_QUALITY_CONTROL',
      images: ['IDENTICAL', 'PENDING', 'NOT_IDENTICAL'],
      delivered: [0],
    });
    await lease(domain.id, QC);
    const images = await byDomain(QC, domain.id);
    const hold = await api.call(QC, 'PUT', `/api/assessment_domain_hold/${domain.id}/update`, {
      comment: 'Waiting for the client.',
    });
    expect(hold.statusCode, hold.body).toBe(200);
    expect(hold.json()).toMatchObject({
      domainFlowStatus: 'ON_HOLD',
      comment: 'Waiting for the client.',
    });
    const saved = await api.call(
      QC,
      'PUT',
      '/api/assessment_image_hold/multiple_save',
      images.map((image) => (image.status === 'PENDING' ? { ...image, status: 'OFFLINE' } : image)),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await queryRows<{ status: string; on_hold: boolean; delivered: boolean }>(
      db,
      sql`SELECT status, on_hold, delivered FROM images WHERE domain_id = ${domain.id} ORDER BY id`,
    );
    expect(after).toEqual([
      { status: 'IDENTICAL', on_hold: false, delivered: true },
      { status: 'OFFLINE', on_hold: true, delivered: false },
      { status: 'NOT_IDENTICAL', on_hold: true, delivered: false },
    ]);
    // Images of a delivered domain cannot be held.
    const done = await makeDomain(db, { status: 'DELIVERED' });
    const refused = await api.call(QC, 'PUT', '/api/assessment_image_hold/multiple_save', [
      { id: done.imageIds[1] },
    ]);
    expect(refused.statusCode).toBe(409);
  });
});
