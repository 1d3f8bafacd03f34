import type { Domain, DomainUpdate } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/passwords';
import { queryRows, type Db } from '../db/database';
import { users } from '../db/schema';
import { seedDemoData } from '../seed/demo';
import { createTestApp } from '../testing/testApp';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const WORKER_PASSWORD = 'a-worker-password';
const WORKERS = [1, 2, 3, 4, 5].map((n) => `domain.worker${n}@example.com`);
const OPERATOR = 'operator@example.com';
const ADMIN = 'admin@example.com';
const REVIEWER = 'reviewer@example.com';
const NOBODY = 'nobody@example.com';

/** Domains changed by the seed so that each breaks one part of the eligibility rule. */
const crafted = {
  blacklistedFlag: 0,
  onBlacklist: 0,
  filled: 0,
  onHold: 0,
  noIdentical: 0,
  /** A domain of the Images page stage whose first sighting was just decided IDENTICAL. */
  promoted: 0,
};

const idsOfRows = (rows: { id: number }[]) => rows.map((row) => Number(row.id));

/** The demo data, 5 more operators with domainPermission, and the crafted domains. */
async function seed({ db }: { db: Db }) {
  await seedDemoData(db, { webOrigin: 'http://localhost', domainCount: 1000, imageCount: 5000 });
  const passwordHash = await hashPassword(WORKER_PASSWORD);
  await db.insert(users).values(
    WORKERS.map((email, i) => ({
      name: `Domain worker ${i + 1}`,
      email,
      passwordHash,
      domainPermission: true,
    })),
  );
  const [blacklistedFlag, onBlacklist, filled, onHold, noIdentical] = idsOfRows(
    await queryRows<{ id: number }>(
      db,
      sql`SELECT d.id FROM domains d
        WHERE NOT d.filled_by_operator AND NOT d.blacklisted AND d.domain_flow_status = 'NEW'
          AND EXISTS (SELECT 1 FROM images i WHERE i.domain_id = d.id AND i.status = 'IDENTICAL')
        ORDER BY d.id LIMIT 5`,
    ),
  );
  const [promoted] = idsOfRows(
    await queryRows<{ id: number }>(
      db,
      sql`SELECT d.id FROM domains d
        WHERE NOT d.filled_by_operator AND NOT d.blacklisted
          AND NOT EXISTS (SELECT 1 FROM images i WHERE i.domain_id = d.id AND i.status <> 'PENDING')
        ORDER BY d.id DESC LIMIT 1`,
    ),
  );
  Object.assign(crafted, {
    blacklistedFlag,
    onBlacklist,
    filled,
    onHold,
    noIdentical,
    promoted,
  });
  await db.execute(sql`UPDATE domains SET blacklisted = true WHERE id = ${blacklistedFlag!}`);
  await db.execute(
    sql`INSERT INTO blacklisted_domains (domain)
      SELECT domain FROM domains WHERE id = ${onBlacklist!}`,
  );
  await db.execute(sql`UPDATE domains SET filled_by_operator = true WHERE id = ${filled!}`);
  await db.execute(sql`UPDATE domains SET domain_flow_status = 'ON_HOLD' WHERE id = ${onHold!}`);
  await db.execute(
    sql`UPDATE images SET status = 'NOT_IDENTICAL'
      WHERE domain_id = ${noIdentical!} AND status = 'IDENTICAL'`,
  );
  await db.execute(
    sql`UPDATE images SET status = 'IDENTICAL'
      WHERE id = (SELECT min(id) FROM images WHERE domain_id = ${promoted!})`,
  );
}

const testApp = await createTestApp({ seed });
const { app } = testApp;
const db = testApp.database.db;
afterAll(() => testApp.close());

const tokens: Record<string, string> = {};
const userIds: Record<string, number> = {};
beforeAll(async () => {
  for (const email of [OPERATOR, ADMIN, REVIEWER, NOBODY])
    tokens[email] = await testApp.login(email);
  for (const email of WORKERS) tokens[email] = await testApp.login(email, WORKER_PASSWORD);
  for (const row of await queryRows<{ id: number; email: string }>(
    db,
    sql`SELECT id, email FROM users`,
  )) {
    userIds[row.email] = Number(row.id);
  }
});

function call(email: string | null, method: 'GET' | 'PUT', url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: email ? { authorization: `Bearer ${tokens[email]}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function reserve(email: string, limit?: number): Promise<Domain[]> {
  const response = await call(
    email,
    'GET',
    `/api/assessment_domain/reserve_pending${limit === undefined ? '' : `?limit=${limit}`}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Domain[]>();
}

const keepReserved = (email: string, ids: string) =>
  call(email, 'GET', `/api/assessment_domain/keep_reserved?ids=${ids}`);
const update = (email: string | null, id: number, body: unknown) =>
  call(email, 'PUT', `/api/assessment_domain/${id}/update`, body);

const idsOf = (list: readonly { id: number }[]) => list.map((d) => d.id);

/**
 * The eligibility rule, computed here from the raw tables: not filled by an operator, flow
 * status NEW, not blacklisted (flag or blacklist), at least one IDENTICAL sighting; by id.
 */
async function eligibleIds(): Promise<number[]> {
  const domainRows = await queryRows<{
    id: number;
    domain: string;
    filled_by_operator: boolean;
    domain_flow_status: string;
    blacklisted: boolean;
  }>(db, sql`SELECT id, domain, filled_by_operator, domain_flow_status, blacklisted FROM domains`);
  const blacklist = new Set(
    (await queryRows<{ domain: string }>(db, sql`SELECT domain FROM blacklisted_domains`)).map(
      (row) => row.domain,
    ),
  );
  const sightings = await queryRows<{ domain_id: number; status: string }>(
    db,
    sql`SELECT domain_id, status FROM images`,
  );
  const withIdentical = new Set(
    sightings.filter((s) => s.status === 'IDENTICAL').map((s) => Number(s.domain_id)),
  );
  return domainRows
    .filter(
      (d) =>
        !d.filled_by_operator &&
        d.domain_flow_status === 'NEW' &&
        !d.blacklisted &&
        !blacklist.has(d.domain) &&
        withIdentical.has(Number(d.id)),
    )
    .map((d) => Number(d.id))
    .sort((a, b) => a - b);
}

/** Who holds a lease of each domain, and until when. */
async function domainLeases(): Promise<
  Map<number, { userId: number; live: boolean; until: Date }>
> {
  const rows = await queryRows<{ id: number; user_id: number; live: boolean; until: Date }>(
    db,
    sql`SELECT entity_id AS id, user_id, expires_at > now() AS live, expires_at AS until
      FROM reservations WHERE entity_type = 'DOMAIN'`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { userId: Number(row.user_id), live: row.live === true, until: new Date(row.until) },
    ]),
  );
}

const liveHolder = async (id: number) => {
  const lease = (await domainLeases()).get(id);
  return lease?.live ? lease.userId : undefined;
};

async function domainRow(id: number) {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT * FROM domains WHERE id = ${id}`,
  );
  return row!;
}

async function auditRows(id?: number) {
  return queryRows<{
    entity_id: number;
    field: string;
    before: string | null;
    after: string | null;
    user_id: number;
  }>(
    db,
    id === undefined
      ? sql`SELECT entity_id, field, before, after, user_id FROM audit_log WHERE entity_type = 'DOMAIN' ORDER BY id`
      : sql`SELECT entity_id, field, before, after, user_id FROM audit_log
          WHERE entity_type = 'DOMAIN' AND entity_id = ${id} ORDER BY id`,
  );
}

const expireLease = (id: number) =>
  db.execute(
    sql`UPDATE reservations SET expires_at = now() - interval '1 minute'
      WHERE entity_type = 'DOMAIN' AND entity_id = ${id}`,
  );

/** An empty SAVE DETAILS body: every field of `DomainUpdate`. */
const blank: DomainUpdate = {
  commercialWebSite: null,
  noCommercialCause: null,
  gallery: false,
  priorityCountry: null,
  otherCountries: null,
  priorityLanguage: null,
  otherLanguage: null,
  street: null,
  city: null,
  postcode: null,
  phoneNumber: null,
  email: null,
  companyName: null,
  facebookLink: null,
  contactFormLink: null,
};
const commercialIn = (priorityCountry: string, priorityLanguage: string): DomainUpdate => ({
  ...blank,
  commercialWebSite: true,
  priorityCountry,
  priorityLanguage,
});

let expected: number[] = [];
let operatorBatch: Domain[] = [];
let adminBatch: Domain[] = [];
const workerIds = new Map<string, Set<number>>();

describe('GET /api/assessment_domain/reserve_pending', () => {
  it('leases 50 by default: unfilled NEW domains, not blacklisted, with an IDENTICAL sighting, by id', async () => {
    expected = await eligibleIds();
    expect(expected.length).toBeGreaterThanOrEqual(100);
    expect(expected).toContain(crafted.promoted);
    for (const id of [
      crafted.blacklistedFlag,
      crafted.onBlacklist,
      crafted.filled,
      crafted.onHold,
      crafted.noIdentical,
    ]) {
      expect(expected).not.toContain(id);
      // Each would have come in the first batch if it were eligible.
      expect(id).toBeLessThan(expected[49]!);
    }

    const before = Date.now();
    operatorBatch = await reserve(OPERATOR);
    expect(idsOf(operatorBatch)).toEqual(expected.slice(0, 50));
    for (const domain of operatorBatch) {
      expect(domain).toMatchObject({
        filledByOperator: false,
        domainFlowStatus: 'NEW',
        blacklisted: false,
        commercialWebSite: null,
      });
    }

    // The fields of the Domain entity, and our `reservedUntil`.
    const first = operatorBatch[0]!;
    expect(Object.keys(first).sort()).toEqual(
      [
        'id',
        'domain',
        'commercialWebSite',
        'unsureType',
        'noCommercialCause',
        'gallery',
        'priorityCountry',
        'otherCountries',
        'priorityLanguage',
        'otherLanguage',
        'street',
        'city',
        'postcode',
        'phoneNumber',
        'email',
        'companyName',
        'facebookLink',
        'contactFormLink',
        'noDetailsFound',
        'blacklisted',
        'comment',
        'returnedForComment',
        'domainFlowStatus',
        'filledByOperator',
        'imagesCountOnDomain',
        'reservedUntil',
      ].sort(),
    );
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM images WHERE domain_id = ${first.id}`,
    );
    expect(first.imagesCountOnDomain).toBe(Number(count!.n));
    const until = Date.parse(first.reservedUntil!);
    expect(until).toBeGreaterThan(before + 14 * 60_000);
    expect(until).toBeLessThan(Date.now() + 16 * 60_000);

    const leases = await domainLeases();
    for (const domain of operatorBatch) {
      expect(leases.get(domain.id)).toMatchObject({ userId: userIds[OPERATOR], live: true });
    }
  });

  it("gives the caller's own live leases first, renewed", async () => {
    await db.execute(
      sql`UPDATE reservations SET expires_at = now() + interval '10 seconds'
        WHERE entity_type = 'DOMAIN' AND user_id = ${userIds[OPERATOR]!}`,
    );
    const again = await reserve(OPERATOR, 50);
    expect(idsOf(again)).toEqual(idsOf(operatorBatch));
    const leases = await domainLeases();
    for (const domain of again) {
      expect(leases.get(domain.id)!.until.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    }
    // A smaller limit gives the first of them; a larger one adds new domains after them.
    expect(idsOf(await reserve(OPERATOR, 10))).toEqual(idsOf(operatorBatch.slice(0, 10)));
    const more = await reserve(OPERATOR, 60);
    expect(idsOf(more)).toEqual(expected.slice(0, 60));
    operatorBatch = more;
  });

  it('never gives a domain leased to someone else', async () => {
    adminBatch = await reserve(ADMIN, 20);
    expect(idsOf(adminBatch)).toEqual(expected.slice(60, 80));
    const operatorIds = new Set(idsOf(operatorBatch));
    expect(adminBatch.some((domain) => operatorIds.has(domain.id))).toBe(false);
  });

  it('gives 10 concurrent reservations by 5 users disjoint sets', async () => {
    const calls = Array.from({ length: 10 }, (_, n) => WORKERS[n % WORKERS.length]!);
    const answers = await Promise.all(calls.map((email) => reserve(email, 5)));
    answers.forEach((answer, n) => {
      expect(answer.length).toBeLessThanOrEqual(5);
      const set = workerIds.get(calls[n]!) ?? new Set<number>();
      for (const domain of answer) set.add(domain.id);
      workerIds.set(calls[n]!, set);
    });
    const owner = new Map<number, string>();
    for (const domain of [...operatorBatch, ...adminBatch]) owner.set(domain.id, 'earlier');
    for (const [email, set] of workerIds) {
      for (const id of set) {
        expect(owner.get(id), `domain ${id} given to ${email} and ${owner.get(id)}`).toBe(
          undefined,
        );
        owner.set(id, email);
        expect(expected).toContain(id);
      }
    }
    const leases = await domainLeases();
    for (const [email, set] of workerIds) {
      for (const id of set) expect(leases.get(id)?.userId).toBe(userIds[email]);
    }
    const total = [...workerIds.values()].reduce((sum, set) => sum + set.size, 0);
    expect(total).toBeGreaterThanOrEqual(5);
    if (!onPostgres) {
      // PGlite runs them one after the other: each worker gets 5, then the same 5 again.
      for (const set of workerIds.values()) expect(set.size).toBe(5);
      for (let n = WORKERS.length; n < answers.length; n += 1) {
        expect(idsOf(answers[n]!)).toEqual(idsOf(answers[n % WORKERS.length]!));
      }
    }
  });

  it('refuses a limit outside 1 to 200, a user without domainPermission, and no token', async () => {
    for (const limit of ['0', '201', 'many', '2.5']) {
      const response = await call(
        OPERATOR,
        'GET',
        `/api/assessment_domain/reserve_pending?limit=${limit}`,
      );
      expect(response.statusCode, limit).toBe(400);
      expect(response.json()).toMatchObject({ error_definition: 'VALIDATION_ERROR' });
    }
    // 200 is allowed: the operator's 60 first, then every other free domain. Give those back.
    const all = await reserve(OPERATOR, 200);
    expect(idsOf(all.slice(0, 60))).toEqual(idsOf(operatorBatch));
    expect(all.length).toBeGreaterThan(60);
    await db.execute(
      sql`DELETE FROM reservations WHERE entity_type = 'DOMAIN' AND entity_id IN (${sql.join(
        idsOf(all.slice(60)).map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    for (const email of [REVIEWER, NOBODY]) {
      const denied = await call(email, 'GET', '/api/assessment_domain/reserve_pending');
      expect(denied.statusCode, email).toBe(403);
      expect(denied.json()).toMatchObject({ error_definition: 'ACCESS_DENIED' });
    }
    const anonymous = await call(null, 'GET', '/api/assessment_domain/reserve_pending');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ error_definition: 'INVALID_ACCESS_TOKEN' });
  });
});

describe('GET /api/assessment_domain/keep_reserved', () => {
  it("renews the caller's leases and answers only the caller's ids, in the order asked", async () => {
    const own = idsOf(operatorBatch.slice(0, 3));
    const others = idsOf(adminBatch.slice(0, 2));
    const free = expected.filter((id) => !idsOf(operatorBatch).includes(id)).at(-1)!;
    expect(await liveHolder(free)).toBeUndefined();
    await db.execute(
      sql`UPDATE reservations SET expires_at = now() + interval '5 minutes'
        WHERE entity_type = 'DOMAIN' AND user_id = ${userIds[OPERATOR]!}`,
    );
    const before = await domainLeases();

    const response = await keepReserved(
      OPERATOR,
      [own[2], others[0], 999_999, own[0], free, others[1], own[1], own[0]].join(','),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ids: [own[2], own[0], own[1]] });

    const after = await domainLeases();
    for (const id of own) {
      expect(after.get(id)!.until.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    }
    for (const id of others) {
      expect(after.get(id)).toEqual(before.get(id));
      expect(after.get(id)!.userId).toBe(userIds[ADMIN]);
    }
    expect(after.has(free)).toBe(false);
    // Leases the call was not asked about stay as they were.
    const untouched = operatorBatch[10]!.id;
    expect(after.get(untouched)).toEqual(before.get(untouched));
  });

  it('keeps an expired lease nobody took over; drops one another user took over', async () => {
    const kept = operatorBatch[3]!.id;
    const lost = operatorBatch[4]!.id;
    await expireLease(kept);
    await expireLease(lost);
    // The expired leases are free: the next reservation (by id) takes the lower one over.
    const [low, high] = kept < lost ? [kept, lost] : [lost, kept];
    expect([low, high]).toEqual([operatorBatch[3]!.id, operatorBatch[4]!.id]);
    const worker = WORKERS[0]!;
    const taken = await reserve(worker, workerIds.get(worker)!.size + 1);
    expect(idsOf(taken)).toContain(low);
    expect(idsOf(taken)).not.toContain(high);

    const response = await keepReserved(OPERATOR, `${kept},${lost}`);
    expect(response.json()).toEqual({ ids: [lost] });
    expect(await liveHolder(lost)).toBe(userIds[OPERATOR]);
    expect(await liveHolder(kept)).toBe(userIds[worker]);
    operatorBatch = operatorBatch.filter((domain) => domain.id !== kept);
  });

  it('lets every domain screen poll; answers an empty list; refuses others', async () => {
    const asReviewer = await keepReserved(REVIEWER, String(operatorBatch[0]!.id));
    expect(asReviewer.statusCode).toBe(200);
    expect(asReviewer.json()).toEqual({ ids: [] });
    const empty = await keepReserved(OPERATOR, '');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ ids: [] });
    expect((await keepReserved(NOBODY, '1')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/assessment_domain/keep_reserved?ids=1')).statusCode).toBe(
      401,
    );
  });

  it.each([
    [
      'no ids parameter',
      '/api/assessment_domain/keep_reserved',
      /^querystring: ids is required\.$/,
    ],
    ['a word', '/api/assessment_domain/keep_reserved?ids=abc', /^querystring: ids must match/],
    ['id 0', '/api/assessment_domain/keep_reserved?ids=1,0', /^querystring: ids must match/],
    [
      'a negative id',
      '/api/assessment_domain/keep_reserved?ids=-4',
      /^querystring: ids must match/,
    ],
    [
      'an empty item',
      '/api/assessment_domain/keep_reserved?ids=1,,2',
      /^querystring: ids must match/,
    ],
    ['spaces', '/api/assessment_domain/keep_reserved?ids=1,%202', /^querystring: ids must match/],
    ['a decimal', '/api/assessment_domain/keep_reserved?ids=1.5', /^querystring: ids must match/],
    [
      '101 ids',
      `/api/assessment_domain/keep_reserved?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
      /^querystring: ids must match/,
    ],
    [
      'an id beyond the id range',
      '/api/assessment_domain/keep_reserved?ids=1,4294967296',
      /^querystring: ids must be at most 2147483647 \(4294967296\)\.$/,
    ],
  ])('refuses %s (400 VALIDATION_ERROR)', async (_, url, message) => {
    const response = await call(OPERATOR, 'GET', url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_definition: 'VALIDATION_ERROR' });
    expect(response.json().message).toMatch(message);
  });

  it('takes 100 ids', async () => {
    const ids = [...idsOf(operatorBatch), ...Array.from({ length: 100 }, (_, i) => 500_000 + i)];
    const response = await keepReserved(OPERATOR, ids.slice(0, 100).join(','));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ids: idsOf(operatorBatch) });
  });
});

describe('GET /api/assessment_domain/:id and /:id/images_count', () => {
  it('gives one domain to every domain screen', async () => {
    const domain = operatorBatch[0]!;
    const response = await call(REVIEWER, 'GET', `/api/assessment_domain/${domain.id}`);
    expect(response.statusCode).toBe(200);
    // The review screens' fields come too (ReviewDomain, docs/review-api.md).
    expect(response.json()).toMatchObject({ ...domain, reservedUntil: expect.any(String) });
    expect((await call(NOBODY, 'GET', `/api/assessment_domain/${domain.id}`)).statusCode).toBe(403);
    expect((await call(null, 'GET', `/api/assessment_domain/${domain.id}`)).statusCode).toBe(401);
  });

  it('counts all sightings of the domain, whatever their status', async () => {
    const [mixed] = await queryRows<{ id: number; n: number; statuses: number }>(
      db,
      sql`SELECT domain_id AS id, count(*)::int AS n, count(DISTINCT status)::int AS statuses
        FROM images GROUP BY domain_id HAVING count(DISTINCT status) >= 3
        ORDER BY count(*) DESC LIMIT 1`,
    );
    expect(mixed).toBeDefined();
    const response = await call(
      OPERATOR,
      'GET',
      `/api/assessment_domain/${mixed!.id}/images_count`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: Number(mixed!.n) });
    const domain = await call(OPERATOR, 'GET', `/api/assessment_domain/${mixed!.id}`);
    expect(domain.json().imagesCountOnDomain).toBe(Number(mixed!.n));
    const [bare] = await queryRows<{ id: number }>(
      db,
      sql`INSERT INTO domains (domain) VALUES ('no-sightings.example') RETURNING id`,
    );
    const none = await call(REVIEWER, 'GET', `/api/assessment_domain/${bare!.id}/images_count`);
    expect(none.json()).toEqual({ count: 0 });
    expect(
      (await call(NOBODY, 'GET', `/api/assessment_domain/${bare!.id}/images_count`)).statusCode,
    ).toBe(403);
  });

  it('answers a JSON 404 for an unknown id and 400 for a bad one', async () => {
    for (const url of [
      '/api/assessment_domain/999999',
      '/api/assessment_domain/999999/images_count',
    ]) {
      const response = await call(OPERATOR, 'GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        status: 404,
        error_definition: 'NOT_FOUND',
        message: 'No domain with id 999999.',
        path: url,
      });
    }
    const bad = await call(OPERATOR, 'GET', '/api/assessment_domain/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error_definition: 'VALIDATION_ERROR' });
  });
});

describe('PUT /api/assessment_domain/:id/update', () => {
  const longText = 'x'.repeat(501);
  it.each([
    ['no website choice on an unfilled domain', blank, 'Required field'],
    [
      'Non-Commercial without a reason',
      { ...blank, commercialWebSite: false, noCommercialCause: '  ' },
      'Reason required',
    ],
    [
      'Commercial without a country',
      { ...blank, commercialWebSite: true, priorityLanguage: 'de' },
      'Select country from Priority or Other dropdown',
    ],
    [
      'an invalid email',
      { ...commercialIn('DEU', 'de'), email: 'info-at-example' },
      'email: You have entered an invalid email address.!',
    ],
    [
      'a link that is not http(s)',
      { ...commercialIn('DEU', 'de'), facebookLink: 'javascript:alert(1)' },
      'facebookLink: Enter a link that starts with http:// or https://',
    ],
    [
      'a contact form link that is not http(s)',
      { ...commercialIn('DEU', 'de'), contactFormLink: 'data:text/html,<script>alert(1)</script>' },
      'contactFormLink: Enter a link that starts with http:// or https://',
    ],
    [
      'a contact field over 500 characters',
      { ...commercialIn('DEU', 'de'), street: longText },
      'street: At most 500 characters',
    ],
    [
      'an unknown country code',
      commercialIn('XYZ', 'de'),
      'priorityCountry: XYZ is not a country code (ISO 3166 alpha-3).',
    ],
    [
      'a country that is not a priority one in Priority',
      commercialIn('ESP', 'es'),
      'priorityCountry: ESP is not one of the priority countries.',
    ],
    [
      'a priority country in Other',
      { ...blank, commercialWebSite: true, otherCountries: 'DEU' },
      'otherCountries: DEU is one of the priority countries.',
    ],
    [
      'an unknown language code',
      commercialIn('DEU', 'xx'),
      'priorityLanguage: xx is not a language code.',
    ],
    [
      'a priority language in Other',
      { ...blank, commercialWebSite: true, otherCountries: 'ESP', otherLanguage: 'de' },
      'otherLanguage: de is one of the priority languages.',
    ],
    [
      'an unknown non-commercial reason',
      { ...blank, commercialWebSite: false, noCommercialCause: 'Because' },
      'noCommercialCause: Because is not a non-commercial reason.',
    ],
    [
      'an unknown field',
      { ...blank, flowStatus: 'DELIVERED' },
      'body: flowStatus is not a known field.',
    ],
    [
      'a missing field',
      Object.fromEntries(Object.entries(blank).filter(([key]) => key !== 'gallery')),
      'body: gallery is required.',
    ],
    ['a flag as text', { ...blank, commercialWebSite: 'true' }, /^body: commercialWebSite /],
    [
      'a code as a number',
      { ...commercialIn('DEU', 'de'), priorityCountry: 276 },
      /^body: priorityCountry /,
    ],
    ['not an object', [blank], /^body: /],
  ])('refuses %s (400 VALIDATION_ERROR, nothing changes)', async (_, body, message) => {
    const domain = operatorBatch[5]!;
    const before = await domainRow(domain.id);
    const audit = (await auditRows()).length;
    const response = await update(OPERATOR, domain.id, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      error_definition: 'VALIDATION_ERROR',
      path: `/api/assessment_domain/${domain.id}/update`,
    });
    if (typeof message === 'string') expect(response.json().message).toBe(message);
    else expect(response.json().message).toMatch(message);
    expect(await domainRow(domain.id)).toEqual(before);
    expect((await auditRows()).length).toBe(audit);
    expect(await liveHolder(domain.id)).toBe(userIds[OPERATOR]);
  });

  it('saves a commercial domain with a priority country: one of each pair, empties null, to PENDING_QUALITY_CONTROL', async () => {
    const domain = operatorBatch[0]!;
    const before = await domainRow(domain.id);
    const response = await update(OPERATOR, domain.id, {
      ...blank,
      commercialWebSite: true,
      noCommercialCause: 'Private blog',
      gallery: true,
      priorityCountry: 'DEU',
      otherCountries: 'ESP',
      priorityLanguage: 'de',
      otherLanguage: 'es',
      street: '  Hauptstraße 5 ',
      city: '',
      postcode: '10115',
      email: 'info@example.de',
      facebookLink: 'https://facebook.com/example',
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<Domain>();
    expect(saved).toEqual({
      ...domain,
      commercialWebSite: true,
      noCommercialCause: null,
      gallery: true,
      priorityCountry: 'DEU',
      otherCountries: null,
      priorityLanguage: 'de',
      otherLanguage: null,
      street: 'Hauptstraße 5',
      city: null,
      postcode: '10115',
      phoneNumber: null,
      email: 'info@example.de',
      companyName: null,
      facebookLink: 'https://facebook.com/example',
      contactFormLink: null,
      filledByOperator: true,
      domainFlowStatus: 'PENDING_QUALITY_CONTROL',
      reservedUntil: null,
    });
    const row = await domainRow(domain.id);
    expect(Number(row.updated_by)).toBe(userIds[OPERATOR]);
    expect(new Date(row.updated_at as Date).getTime()).toBeGreaterThan(
      new Date(before.updated_at as Date).getTime(),
    );
    expect(row).toMatchObject({ other_countries: null, other_language: null });

    const audit = await auditRows(domain.id);
    expect(audit.every((entry) => Number(entry.user_id) === userIds[OPERATOR])).toBe(true);
    const byField = Object.fromEntries(
      audit.map((entry) => [entry.field, [entry.before, entry.after]]),
    );
    expect(byField).toMatchObject({
      commercialWebSite: [null, 'true'],
      gallery: ['false', 'true'],
      priorityCountry: [null, 'DEU'],
      priorityLanguage: [null, 'de'],
      street: [null, 'Hauptstraße 5'],
      filledByOperator: ['false', 'true'],
      domainFlowStatus: ['NEW', 'PENDING_QUALITY_CONTROL'],
    });
    expect(byField).not.toHaveProperty('otherCountries');
    expect(byField).not.toHaveProperty('city');

    expect((await domainLeases()).has(domain.id)).toBe(false);
    expect(idsOf(await reserve(OPERATOR, 60))).not.toContain(domain.id);
    expect(await keepReserved(OPERATOR, String(domain.id)).then((r) => r.json())).toEqual({
      ids: [],
    });
  });

  it('takes a repeat of the same save (200) without changing anything; another save is refused', async () => {
    const domain = operatorBatch[0]!;
    const before = await domainRow(domain.id);
    const audit = (await auditRows()).length;
    const body = {
      ...commercialIn('DEU', 'de'),
      gallery: true,
      street: 'Hauptstraße 5',
      postcode: '10115',
      email: 'info@example.de',
      facebookLink: 'https://facebook.com/example',
    };
    const repeat = await update(OPERATOR, domain.id, body);
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(repeat.json()).toMatchObject({
      id: domain.id,
      domainFlowStatus: 'PENDING_QUALITY_CONTROL',
    });
    expect(await domainRow(domain.id)).toEqual(before);
    expect((await auditRows()).length).toBe(audit);
    const changed = await update(OPERATOR, domain.id, { ...body, postcode: '10117' });
    expect(changed.statusCode).toBe(409);
    expect(await domainRow(domain.id)).toEqual(before);
  });

  it('saves a commercial domain in another country with the Other language', async () => {
    const domain = operatorBatch[1]!;
    const response = await update(OPERATOR, domain.id, {
      ...blank,
      commercialWebSite: true,
      otherCountries: 'ESP',
      otherLanguage: 'es',
      companyName: 'Ejemplo SL',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      commercialWebSite: true,
      priorityCountry: null,
      otherCountries: 'ESP',
      priorityLanguage: null,
      otherLanguage: 'es',
      companyName: 'Ejemplo SL',
      filledByOperator: true,
      domainFlowStatus: 'PENDING_QUALITY_CONTROL',
    });
  });

  it('saves a non-commercial domain without contact, country or language; it stays NEW, filled', async () => {
    const domain = operatorBatch[2]!;
    const [reason] = await queryRows<{ name: string }>(
      db,
      sql`SELECT name FROM non_commercial_reasons ORDER BY sort_order LIMIT 1`,
    );
    const response = await update(OPERATOR, domain.id, {
      ...commercialIn('FRA', 'fr'),
      commercialWebSite: false,
      noCommercialCause: reason!.name,
      street: 'Rue de la Paix 1',
      email: 'info@example.fr',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ...domain,
      commercialWebSite: false,
      noCommercialCause: reason!.name,
      filledByOperator: true,
      domainFlowStatus: 'NEW',
      reservedUntil: null,
    });
    expect(await auditRows(domain.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'noCommercialCause', before: null, after: reason!.name }),
        expect.objectContaining({ field: 'filledByOperator', before: 'false', after: 'true' }),
      ]),
    );
    expect((await auditRows(domain.id)).some((entry) => entry.field === 'domainFlowStatus')).toBe(
      false,
    );
    expect(idsOf(await reserve(OPERATOR, 60))).not.toContain(domain.id);
  });

  it('refuses (409) a domain not leased to the caller, naming it, and changes nothing', async () => {
    const foreign = adminBatch[0]!;
    const unleased = expected.at(-1)!;
    expect(await liveHolder(unleased)).toBeUndefined();
    for (const id of [foreign.id, unleased]) {
      const before = await domainRow(id);
      const audit = (await auditRows()).length;
      const response = await update(OPERATOR, id, commercialIn('DEU', 'de'));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        status: 409,
        error: 'Conflict',
        error_definition: 'CONFLICT',
        message: `Domain ${id} is not reserved for you (the reservation ended or another user holds it). Nothing was saved.`,
        path: `/api/assessment_domain/${id}/update`,
        ids: [id],
      });
      expect(await domainRow(id)).toEqual(before);
      expect((await auditRows()).length).toBe(audit);
    }
    expect(await liveHolder(foreign.id)).toBe(userIds[ADMIN]);
  });

  it('takes a save on an expired lease nobody took over', async () => {
    const domain = operatorBatch[6]!;
    await expireLease(domain.id);
    const response = await update(OPERATOR, domain.id, commercialIn('ITA', 'it'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      priorityCountry: 'ITA',
      domainFlowStatus: 'PENDING_QUALITY_CONTROL',
    });
  });

  it('lets a domain already filled by an operator keep no website choice', async () => {
    await db.execute(
      sql`INSERT INTO reservations (entity_type, entity_id, user_id, expires_at)
        VALUES ('DOMAIN', ${crafted.filled}, ${userIds[OPERATOR]!}, now() + interval '5 minutes')`,
    );
    const response = await update(OPERATOR, crafted.filled, { ...blank, gallery: true });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      commercialWebSite: null,
      gallery: true,
      filledByOperator: true,
      domainFlowStatus: 'NEW',
    });
  });

  it('answers 404 for an unknown domain, 403 without domainPermission, 401 without a token', async () => {
    const missing = await update(OPERATOR, 999_999, commercialIn('DEU', 'de'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No domain with id 999999.');
    const domain = operatorBatch[7]!;
    for (const email of [REVIEWER, NOBODY]) {
      const denied = await update(email, domain.id, commercialIn('DEU', 'de'));
      expect(denied.statusCode, email).toBe(403);
      expect(denied.json()).toMatchObject({ error_definition: 'ACCESS_DENIED' });
    }
    const anonymous = await update(null, domain.id, commercialIn('DEU', 'de'));
    expect(anonymous.statusCode).toBe(401);
    expect((await domainRow(domain.id)).filled_by_operator).toBe(false);
  });

  it('lets two users save their own domains at the same time', async () => {
    const mine = operatorBatch[8]!;
    const theirs = adminBatch[1]!;
    const [a, b] = await Promise.all([
      update(OPERATOR, mine.id, commercialIn('AUT', 'de')),
      update(ADMIN, theirs.id, commercialIn('NLD', 'nl')),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toMatchObject({ priorityCountry: 'AUT' });
    expect(b.json()).toMatchObject({ priorityCountry: 'NLD' });
    expect(Number((await domainRow(theirs.id)).updated_by)).toBe(userIds[ADMIN]);
  });
});
