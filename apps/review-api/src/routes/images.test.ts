import type { Image, ImageStatusResult } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { queryRows, type Db } from '../db/database';
import { users } from '../db/schema';
import { seedDemoData } from '../seed/demo';
import { createTestApp, type TestApp } from '../testing/testApp';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const WORKER_PASSWORD = 'a-worker-password';
const WORKERS = [1, 2, 3, 4, 5].map((n) => `worker${n}@example.com`);

/** The demo data, 5 more operators, and two domains with pending images blacklisted. */
async function seed({ db }: { db: Db }) {
  await seedDemoData(db, { webOrigin: 'http://localhost', domainCount: 120, imageCount: 1500 });
  const passwordHash = await hashPassword(WORKER_PASSWORD);
  await db.insert(users).values(
    WORKERS.map((email, i) => ({
      name: `Worker ${i + 1}`,
      email,
      passwordHash,
      imagePermission: true,
    })),
  );
  const pendingDomains = await queryRows<{ id: number; domain: string }>(
    db,
    sql`SELECT d.id, d.domain FROM domains d
      WHERE EXISTS (SELECT 1 FROM images i WHERE i.domain_id = d.id AND i.status = 'PENDING')
      ORDER BY d.id LIMIT 2`,
  );
  // One by the domain's flag, one by the blacklist table: both keep their images back.
  await db.execute(sql`UPDATE domains SET blacklisted = true WHERE id = ${pendingDomains[0]!.id}`);
  await db.execute(
    sql`INSERT INTO blacklisted_domains (domain) VALUES (${pendingDomains[1]!.domain})`,
  );
}

const testApp = await createTestApp({ seed });
const { app } = testApp;
const db = testApp.database.db;
afterAll(() => testApp.close());

const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  for (const email of ['operator@example.com', 'admin@example.com', 'reviewer@example.com']) {
    tokens[email] = await testApp.login(email);
  }
  for (const email of WORKERS) tokens[email] = await testApp.login(email, WORKER_PASSWORD);
  for (const row of await queryRows<{ id: number; email: string }>(
    db,
    sql`SELECT id, email FROM users`,
  )) {
    ids[row.email] = Number(row.id);
  }
});

const OPERATOR = 'operator@example.com';
const ADMIN = 'admin@example.com';

function call(email: string, method: 'GET' | 'PUT', url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${tokens[email]}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function reserve(email: string, limit?: number): Promise<Image[]> {
  const response = await call(
    email,
    'GET',
    `/api/assessment_image/reserve_pending${limit === undefined ? '' : `?limit=${limit}`}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Image[]>();
}

const setStatuses = (email: string, list: unknown) =>
  call(email, 'PUT', '/api/assessment_image/set_multiple_images_status', list);
const setOffline = (email: string, list: unknown) =>
  call(email, 'PUT', '/api/assessment_image/set_multiple_images_offline_status', list);

async function rowsOf(imageIds: readonly number[]) {
  return queryRows<{
    id: number;
    status: string;
    changed_by: number | null;
    changed_at: Date | null;
    updated_at: Date;
  }>(
    db,
    sql`SELECT id, status, review_status_changed_by AS changed_by,
          review_status_changed_at AS changed_at, updated_at
        FROM images WHERE id IN (${sql.join(
          imageIds.map((id) => sql`${id}`),
          sql`, `,
        )}) ORDER BY id`,
  );
}

/** Who holds a live lease of each image (image id → user id). */
async function liveLeases(): Promise<Map<number, number>> {
  const rows = await queryRows<{ id: number; user_id: number }>(
    db,
    sql`SELECT entity_id AS id, user_id FROM reservations
      WHERE entity_type = 'IMAGE' AND expires_at > now()`,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.user_id)]));
}

async function auditCount(): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM audit_log WHERE entity_type = 'IMAGE'`,
  );
  return Number(row!.n);
}

const idsOf = (list: readonly Image[]) => list.map((image) => image.id);
const distinctDomains = (list: readonly Image[]) => new Set(list.map((i) => i.domainId)).size;

/** The operator's first batch, shared by the tests below (they run in order). */
let operatorBatch: Image[] = [];
let adminBatch: Image[] = [];

describe('GET /api/assessment_image/reserve_pending', () => {
  it('leases up to 200 pending images, grouped by domain, none of a blacklisted domain', async () => {
    const before = Date.now();
    operatorBatch = await reserve(OPERATOR);
    expect(operatorBatch).toHaveLength(200);
    expect(operatorBatch.every((image) => image.status === 'PENDING')).toBe(true);

    // Ordered by domain and id: whole domains together, a group of 50 holds few of them.
    const order = operatorBatch.map((i) => [i.domainId, i.id] as const);
    const sorted = [...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    expect(order).toEqual(sorted);
    expect(distinctDomains(operatorBatch.slice(0, 50))).toBeLessThanOrEqual(8);

    const blacklisted = await queryRows<{ id: number }>(
      db,
      sql`SELECT d.id FROM domains d
        WHERE d.blacklisted OR d.domain IN (SELECT domain FROM blacklisted_domains)`,
    );
    const blocked = new Set(blacklisted.map((row) => Number(row.id)));
    expect(blocked.size).toBeGreaterThanOrEqual(2);
    expect(operatorBatch.some((image) => blocked.has(image.domainId))).toBe(false);

    // The fields of the Image entity, timestamps as ISO strings, and our additions.
    const first = operatorBatch[0]!;
    expect(Object.keys(first).sort()).toEqual(
      [
        'id',
        'imageId',
        'agency',
        'imageUrl',
        'usageUrl',
        'imageSource',
        'originalImageFileName',
        'status',
        'delivered',
        'downloaded',
        'createdAt',
        'updatedAt',
        'lastModifyDateFromHeader',
        'foundAt',
        'photographerName',
        'difference',
        'domainId',
        'reviewStatusChangedBy',
        'reviewStatusChangedAt',
        'hasOriginal',
        'domain',
        'reservedUntil',
      ].sort(),
    );
    expect(first.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(typeof first.domain).toBe('string');
    expect(typeof first.hasOriginal).toBe('boolean');
    expect(operatorBatch.some((image) => !image.hasOriginal)).toBe(true);
    const until = Date.parse(first.reservedUntil!);
    expect(until).toBeGreaterThan(before + 14 * 60_000);
    expect(until).toBeLessThan(Date.now() + 16 * 60_000);

    const leases = await liveLeases();
    expect(operatorBatch.every((image) => leases.get(image.id) === ids[OPERATOR])).toBe(true);
  });

  it("gives the caller's own live leases first, renewed", async () => {
    const again = await reserve(OPERATOR, 200);
    expect(idsOf(again)).toEqual(idsOf(operatorBatch));
    expect(Date.parse(again[0]!.reservedUntil!)).toBeGreaterThanOrEqual(
      Date.parse(operatorBatch[0]!.reservedUntil!),
    );
    // A smaller limit gives the first of them; a larger one adds new images after them.
    expect(idsOf(await reserve(OPERATOR, 50))).toEqual(idsOf(operatorBatch.slice(0, 50)));
    const more = await reserve(OPERATOR, 210);
    expect(idsOf(more.slice(0, 200))).toEqual(idsOf(operatorBatch));
    expect(more).toHaveLength(210);
    expect(idsOf(operatorBatch)).not.toContain(more[200]!.id);
    operatorBatch = more;
  });

  it('answers each leased image as GET /assessment_image/{id} shows it, the lease just written', async () => {
    // Own leases (renewed) and new ones come from the reservation's one statement.
    const batch = await reserve(OPERATOR, 205);
    const sample = [batch[0]!, batch[100]!, batch[204]!];
    const until = await queryRows<{ id: number; expires_at: Date }>(
      db,
      sql`SELECT entity_id AS id, expires_at FROM reservations
        WHERE entity_type = 'IMAGE' AND entity_id IN (${sql.join(
          sample.map((image) => sql`${image.id}`),
          sql`, `,
        )})`,
    );
    for (const image of sample) {
      const shown = await call(OPERATOR, 'GET', `/api/assessment_image/${image.id}`);
      expect(shown.json()).toEqual(image);
      const lease = until.find((row) => Number(row.id) === image.id)!;
      expect(image.reservedUntil).toBe(new Date(lease.expires_at).toISOString());
    }
    expect(new Set(Object.keys(batch[0]!))).toEqual(new Set(Object.keys(batch[204]!)));
    operatorBatch = batch;
  });

  it("plans statements with their parameters on every engine (PostgreSQL's default)", async () => {
    const [row] = await queryRows<{ mode: string }>(
      db,
      sql`SELECT current_setting('plan_cache_mode') AS mode`,
    );
    // `force_generic_plan` on the pool's connections also applies to node-postgres's unnamed
    // statements: the usage search's generic plan, blind to the URL part, walked the found-at
    // index for a rare part (433 ms p95 at 1,000,000 sightings against 4.8; docs/performance.md).
    expect(row!.mode).toBe('auto');
  });

  it('never gives two users the same image', async () => {
    adminBatch = await reserve(ADMIN, 50);
    expect(adminBatch).toHaveLength(50);
    const operatorIds = new Set(idsOf(operatorBatch));
    expect(adminBatch.some((image) => operatorIds.has(image.id))).toBe(false);
    // The admin's batch starts where the operator's leases end: the next domains.
    expect(adminBatch[0]!.domainId).toBeGreaterThanOrEqual(operatorBatch.at(-1)!.domainId);
  });

  it('gives 20 concurrent reservations by 5 users disjoint sets', async () => {
    const calls = Array.from({ length: 20 }, (_, n) => WORKERS[n % WORKERS.length]!);
    const answers = await Promise.all(calls.map((email) => reserve(email, 50)));
    const byUser = new Map<string, Set<number>>();
    answers.forEach((answer, n) => {
      expect(answer.length).toBeLessThanOrEqual(50);
      expect(answer.every((image) => image.status === 'PENDING')).toBe(true);
      const set = byUser.get(calls[n]!) ?? new Set<number>();
      for (const image of answer) set.add(image.id);
      byUser.set(calls[n]!, set);
    });
    const owner = new Map<number, string>();
    for (const image of [...operatorBatch, ...adminBatch]) owner.set(image.id, 'earlier');
    for (const [email, set] of byUser) {
      for (const id of set) {
        expect(owner.get(id), `image ${id} given to ${email} and ${owner.get(id)}`).toBe(undefined);
        owner.set(id, email);
      }
    }
    // Every image a worker was given is leased to that worker.
    const leases = await liveLeases();
    for (const [email, set] of byUser) {
      for (const id of set) expect(leases.get(id)).toBe(ids[email]);
    }
    const total = [...byUser.values()].reduce((sum, set) => sum + set.size, 0);
    expect(total).toBeGreaterThanOrEqual(50);
    if (!onPostgres) {
      // PGlite runs them one after the other: each worker gets 50, then the same 50 again.
      for (const set of byUser.values()) expect(set.size).toBe(50);
      for (let n = WORKERS.length; n < answers.length; n += 1) {
        expect(idsOf(answers[n]!)).toEqual(idsOf(answers[n % WORKERS.length]!));
      }
    }
  });

  it('refuses a limit outside 1 to 500 and a user without imagePermission', async () => {
    for (const limit of ['0', '501', 'many', '2.5']) {
      const response = await call(
        OPERATOR,
        'GET',
        `/api/assessment_image/reserve_pending?limit=${limit}`,
      );
      expect(response.statusCode, limit).toBe(400);
      expect(response.json()).toMatchObject({ error_definition: 'VALIDATION_ERROR' });
    }
    const denied = await call(
      'reviewer@example.com',
      'GET',
      '/api/assessment_image/reserve_pending',
    );
    expect(denied.statusCode).toBe(403);
  });
});

describe('GET /api/assessment_image/:id', () => {
  it('gives one image to every screen that shows sightings', async () => {
    const id = operatorBatch[0]!.id;
    const response = await call('reviewer@example.com', 'GET', `/api/assessment_image/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...operatorBatch[0],
      reservedUntil: expect.any(String),
    });
  });

  it('answers a JSON 404 for an unknown id', async () => {
    const response = await call(OPERATOR, 'GET', '/api/assessment_image/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      status: 404,
      error_definition: 'NOT_FOUND',
      message: 'No image with id 999999.',
      path: '/api/assessment_image/999999',
    });
  });
});

describe('PUT /api/assessment_image/set_multiple_images_status', () => {
  it('decides 50 leased images: status, who, when, audit rows, the leases end', async () => {
    const group = operatorBatch.slice(0, 50);
    const auditBefore = await auditCount();
    const response = await setStatuses(
      OPERATOR,
      group.map((image) => ({ id: image.id, status: 'IDENTICAL' })),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ImageStatusResult>()).toEqual({ updated: idsOf(group), unchanged: [] });

    const rows = await rowsOf(idsOf(group));
    expect(rows).toHaveLength(50);
    for (const row of rows) {
      expect(row.status).toBe('IDENTICAL');
      expect(Number(row.changed_by)).toBe(ids[OPERATOR]);
      expect(row.changed_at).not.toBeNull();
    }
    expect(await auditCount()).toBe(auditBefore + 50);
    const audit = await queryRows<{ entity_id: number; before: string; after: string }>(
      db,
      sql`SELECT entity_id, before, after FROM audit_log
        WHERE entity_type = 'IMAGE' AND field = 'status' AND user_id = ${ids[OPERATOR]!}`,
    );
    expect(audit.map((row) => Number(row.entity_id)).sort((a, b) => a - b)).toEqual(
      idsOf(group).sort((a, b) => a - b),
    );
    expect(audit.every((row) => row.before === 'PENDING' && row.after === 'IDENTICAL')).toBe(true);
    const leases = await liveLeases();
    expect(group.some((image) => leases.has(image.id))).toBe(false);

    const shown = await call(OPERATOR, 'GET', `/api/assessment_image/${group[0]!.id}`);
    expect(shown.json()).toMatchObject({
      status: 'IDENTICAL',
      reviewStatusChangedBy: ids[OPERATOR],
      reservedUntil: null,
    });
    // The decided images are not leased again.
    const next = await reserve(OPERATOR, 200);
    expect(next.some((image) => group.some((g) => g.id === image.id))).toBe(false);
  });

  it('takes a repeated call (200) without changing anything again', async () => {
    const group = operatorBatch.slice(0, 50);
    const before = await rowsOf(idsOf(group));
    const auditBefore = await auditCount();
    const response = await setStatuses(
      OPERATOR,
      group.map((image) => ({ id: image.id, status: 'IDENTICAL' })),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ updated: [], unchanged: idsOf(group) });
    expect(await rowsOf(idsOf(group))).toEqual(before);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('refuses (409) images not leased to the caller, naming them, and changes nothing', async () => {
    const own = operatorBatch.slice(50, 53);
    const others = adminBatch.slice(0, 2);
    const auditBefore = await auditCount();
    const response = await setStatuses(OPERATOR, [
      ...own.map((image) => ({ id: image.id, status: 'NOT_IDENTICAL' })),
      ...others.map((image) => ({ id: image.id, status: 'IDENTICAL' })),
    ]);
    expect(response.statusCode).toBe(409);
    const body = response.json();
    expect(body).toMatchObject({
      status: 409,
      error: 'Conflict',
      error_definition: 'CONFLICT',
      path: '/api/assessment_image/set_multiple_images_status',
      ids: idsOf(others),
    });
    expect(body.message).toBe(
      `Images ${idsOf(others).join(', ')} are not reserved for you (the reservation ended or another user holds it). Nothing was saved.`,
    );
    const rows = await rowsOf([...idsOf(own), ...idsOf(others)]);
    expect(rows.every((row) => row.status === 'PENDING' && row.changed_by === null)).toBe(true);
    expect(await auditCount()).toBe(auditBefore);
    const leases = await liveLeases();
    for (const image of own) expect(leases.get(image.id)).toBe(ids[OPERATOR]);
    for (const image of others) expect(leases.get(image.id)).toBe(ids[ADMIN]);
  });

  it('refuses a different status for an image the caller decided already', async () => {
    const decided = operatorBatch[0]!;
    const response = await setStatuses(OPERATOR, [{ id: decided.id, status: 'NOT_IDENTICAL' }]);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(new RegExp(`^Image ${decided.id} is not reserved`));
    // …and the same status set by someone else is not the caller's to repeat.
    const asAdmin = await setStatuses(ADMIN, [{ id: decided.id, status: 'IDENTICAL' }]);
    expect(asAdmin.statusCode).toBe(409);
    expect((await rowsOf([decided.id]))[0]).toMatchObject({ status: 'IDENTICAL' });
  });

  it('answers 404 naming unknown ids, changing nothing', async () => {
    const own = operatorBatch[60]!;
    const response = await setStatuses(OPERATOR, [
      { id: own.id, status: 'IDENTICAL' },
      { id: 999_998, status: 'IDENTICAL' },
      { id: 999_999, status: 'IDENTICAL' },
    ]);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No images with ids 999998, 999999.');
    expect((await rowsOf([own.id]))[0]!.status).toBe('PENDING');
  });

  it.each([
    [
      'a status other than IDENTICAL or NOT_IDENTICAL',
      [{ id: 1, status: 'PENDING' }],
      /^body: 0\.status /,
    ],
    [
      'OFFLINE (it has its own call)',
      [
        { id: 1, status: 'IDENTICAL' },
        { id: 2, status: 'OFFLINE' },
      ],
      /^body: 1\.status /,
    ],
    ['an empty list', [], /^body: /],
    ['a non-integer id', [{ id: 1.5, status: 'IDENTICAL' }], /^body: 0\.id must be integer/],
    ['an id as a string', [{ id: '7', status: 'IDENTICAL' }], /^body: 0\.id must be integer/],
    ['a missing status', [{ id: 7 }], /^body: 0\.status is required\./],
    ['an unknown field', [{ id: 7, status: 'IDENTICAL', note: 'x' }], /note is not a known field/],
    ['not a list', { id: 7, status: 'IDENTICAL' }, /^body: /],
    [
      'duplicate ids',
      [
        { id: 7, status: 'IDENTICAL' },
        { id: 8, status: 'IDENTICAL' },
        { id: 7, status: 'NOT_IDENTICAL' },
      ],
      /^body: id 7 appears more than once\.$/,
    ],
    [
      'more than 500 items',
      Array.from({ length: 501 }, (_, i) => ({ id: i + 1, status: 'IDENTICAL' })),
      /^body: /,
    ],
  ])('refuses %s (400 VALIDATION_ERROR)', async (_, body, message) => {
    const auditBefore = await auditCount();
    const response = await setStatuses(OPERATOR, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_definition: 'VALIDATION_ERROR' });
    expect(response.json().message).toMatch(message);
    expect(await auditCount()).toBe(auditBefore);
  });
});

describe('PUT /api/assessment_image/set_multiple_images_offline_status', () => {
  it('sets leased images OFFLINE; a repeat changes nothing; others are refused', async () => {
    const group = operatorBatch.slice(100, 120);
    const auditBefore = await auditCount();
    const response = await setOffline(OPERATOR, idsOf(group));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ updated: idsOf(group), unchanged: [] });
    const rows = await rowsOf(idsOf(group));
    expect(
      rows.every((r) => r.status === 'OFFLINE' && Number(r.changed_by) === ids[OPERATOR]),
    ).toBe(true);
    expect(await auditCount()).toBe(auditBefore + 20);

    const repeat = await setOffline(OPERATOR, idsOf(group));
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual({ updated: [], unchanged: idsOf(group) });
    expect(await rowsOf(idsOf(group))).toEqual(rows);
    expect(await auditCount()).toBe(auditBefore + 20);

    // A repeat may come with more leased images: only those change.
    const extra = operatorBatch[120]!;
    const mixed = await setOffline(OPERATOR, [...idsOf(group.slice(0, 2)), extra.id]);
    expect(mixed.json()).toEqual({ updated: [extra.id], unchanged: idsOf(group.slice(0, 2)) });

    const foreign = adminBatch[5]!;
    const own = operatorBatch[130]!;
    const refused = await setOffline(OPERATOR, [own.id, foreign.id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(new RegExp(`^Image ${foreign.id} is not reserved`));
    expect((await rowsOf([own.id, foreign.id])).map((r) => r.status)).toEqual([
      'PENDING',
      'PENDING',
    ]);
  });

  it.each([
    ['an empty list', [], /^body: /],
    ['duplicate ids', [4, 5, 4, 5], /^body: ids 4, 5 appear more than once\.$/],
    ['a non-integer id', [1.5], /^body: 0 must be integer/],
    ['an id as a string', ['4'], /^body: 0 must be integer/],
    ['id 0', [0], /^body: 0 must be >= 1/],
    ['objects', [{ id: 4 }], /^body: 0 must be integer/],
    ['more than 500 ids', Array.from({ length: 501 }, (_, i) => i + 1), /^body: /],
  ])('refuses %s (400 VALIDATION_ERROR)', async (_, body, message) => {
    const response = await setOffline(OPERATOR, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_definition: 'VALIDATION_ERROR' });
    expect(response.json().message).toMatch(message);
  });
});

describe('expired leases', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await createTestApp({
      reservationTtlSeconds: 1,
      seed: ({ db: shortDb }) =>
        seedDemoData(shortDb, { webOrigin: 'http://localhost', domainCount: 20, imageCount: 200 }),
    });
  });
  afterAll(() => short?.close());

  const reserveOn = async (token: string, limit: number) => {
    const response = await short.app.inject({
      method: 'GET',
      url: `/api/assessment_image/reserve_pending?limit=${limit}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    return response.json<Image[]>();
  };

  it('are free for others; the former holder can no longer decide them', async () => {
    const operator = await short.login(OPERATOR);
    const admin = await short.login(ADMIN);
    const first = await reserveOn(operator, 10);
    expect(first).toHaveLength(10);
    expect(idsOf(await reserveOn(admin, 10))).not.toEqual(expect.arrayContaining(idsOf(first)));
    await new Promise((resolve) => setTimeout(resolve, 1500));

    // Expired: the admin takes the operator's images over (they come first by domain).
    const taken = await reserveOn(admin, 30);
    expect(idsOf(taken)).toEqual(expect.arrayContaining(idsOf(first)));

    const response = await short.app.inject({
      method: 'PUT',
      url: '/api/assessment_image/set_multiple_images_offline_status',
      headers: { authorization: `Bearer ${operator}` },
      payload: idsOf(first.slice(0, 3)),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain(idsOf(first.slice(0, 3)).join(', '));

    // An expired lease nobody took over still counts: a slow operator loses no decision.
    const mine = await reserveOn(operator, 5);
    expect(mine.some((image) => taken.some((t) => t.id === image.id))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const late = await short.app.inject({
      method: 'PUT',
      url: '/api/assessment_image/set_multiple_images_status',
      headers: { authorization: `Bearer ${operator}` },
      payload: mine.map((image) => ({ id: image.id, status: 'IDENTICAL' })),
    });
    expect(late.statusCode).toBe(200);
    expect(late.json().updated).toEqual(idsOf(mine));
  });
});
