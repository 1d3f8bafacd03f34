import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { addUsers, caller, dbDay, makeDomain, WORKER_PASSWORD } from '../testing/reviewFixtures';
import { createTestApp } from '../testing/testApp';

/**
 * The review queues: reserve_pending_quality_control (limit, domainName), reserve_pending_review
 * and reserve_pending_review_domain, their leases (shared with the Domains page, kept by
 * keep_reserved), and concurrent reservations by several users.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ADMIN = 'admin@example.com';
const QC = 'qc@example.com';
const REVIEWER = 'reviewer@example.com';
const OPERATOR = 'operator@example.com';

const testApp = await createTestApp();
const db = testApp.database.db;
const api = caller(testApp);
afterAll(() => testApp.close());

/** The domains of each kind, by id. */
const qc: number[] = [];
const fr: number[] = [];
const names = new Map<number, string>();
let qcWorkers: string[] = [];
const outside: Record<string, number> = {};

beforeAll(async () => {
  // Quality control's queue: PENDING_QUALITY_CONTROL and RETURNED_FOR_QUALITY_CONTROL.
  for (let n = 0; n < 12; n += 1) {
    const domain = await makeDomain(db, {
      status: n % 3 ? 'PENDING_QUALITY_CONTROL' : 'RETURNED_FOR_QUALITY_CONTROL',
    });
    qc.push(domain.id);
    names.set(domain.id, domain.domain);
  }
  // Final review's: PENDING_FINAL_REVIEW, RETURNED_FOR_REVIEW, PARKED once the date has come.
  const today = await dbDay(db, 0);
  for (const [status, parkedUntil] of [
    ['PENDING_FINAL_REVIEW', null],
    ['RETURNED_FOR_REVIEW', null],
    ['PARKED', today],
    ['PARKED', await dbDay(db, -3)],
  ] as const) {
    const domain = await makeDomain(db, { status, values: { parkedUntil } });
    fr.push(domain.id);
    names.set(domain.id, domain.domain);
  }
  // In neither queue.
  const make = async (key: string, fixture: Parameters<typeof makeDomain>[1]) => {
    const domain = await makeDomain(db, fixture);
    outside[key] = domain.id;
    names.set(domain.id, domain.domain);
  };
  await make('qcBlacklisted', { status: 'PENDING_QUALITY_CONTROL', values: { blacklisted: true } });
  await make('qcListed', { status: 'PENDING_QUALITY_CONTROL' });
  await db.execute(
    sql`INSERT INTO blacklisted_domains (domain) VALUES (${names.get(outside.qcListed!)!})`,
  );
  await make('parkedLater', {
    status: 'PARKED',
    values: { parkedUntil: await dbDay(db, 1) },
  });
  await make('onHold', { status: 'ON_HOLD' });
  await make('frBlacklisted', { status: 'PENDING_FINAL_REVIEW', values: { blacklisted: true } });
  await make('delivered', { status: 'DELIVERED' });
  await make('fresh', { status: 'NEW' });
  await make('notPursuable', { status: 'NOT_PURSUABLE' });

  qcWorkers = await addUsers(db, 'qc.worker', 6, { qualityControlPermission: true });
  for (const email of [ADMIN, QC, REVIEWER, OPERATOR]) await api.signIn(email);
  for (const email of qcWorkers) await api.signIn(email, WORKER_PASSWORD);
});

const reserveQc = (email: string, query = '') =>
  api.call(email, 'GET', `/api/assessment_domain/reserve_pending_quality_control${query}`);
const ids = (response: { json: () => unknown }) =>
  (response.json() as { id: number }[]).map((domain) => domain.id);

async function holders(): Promise<Map<number, number>> {
  const rows = await queryRows<{ id: number; user_id: number }>(
    db,
    sql`SELECT entity_id AS id, user_id FROM reservations
      WHERE entity_type = 'DOMAIN' AND expires_at > now()`,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.user_id)]));
}

// Each test starts with no leases.
afterEach(async () => {
  await db.execute(sql`DELETE FROM reservations`);
});

const release = (email: string) =>
  db.execute(sql`DELETE FROM reservations WHERE user_id = ${api.userId(email)}`);

describe('GET /api/assessment_domain/reserve_pending_quality_control', () => {
  it('limit=1 leases the first free domain of the queue, then the next one: Next moves on', async () => {
    const first = await reserveQc(QC, '?limit=1');
    expect(first.statusCode, first.body).toBe(200);
    expect(ids(first)).toEqual([qc[0]]);
    expect(first.json()[0]).toMatchObject({
      domainFlowStatus: 'RETURNED_FOR_QUALITY_CONTROL',
      reservedUntil: expect.any(String),
    });
    expect((await holders()).get(qc[0]!)).toBe(api.userId(QC));
    // Free domains come first: the same call again gives the next one (both stay the caller's).
    expect(ids(await reserveQc(QC, '?limit=1'))).toEqual([qc[1]]);
    // limit defaults to 1.
    expect(ids(await reserveQc(QC))).toEqual([qc[2]]);
    // Another user gets the next free one.
    expect(ids(await reserveQc(ADMIN, '?limit=1'))).toEqual([qc[3]]);
    // keep_reserved keeps the QC leases too.
    const kept = await api.call(
      QC,
      'GET',
      `/api/assessment_domain/keep_reserved?ids=${qc[0]},${qc[3]}`,
    );
    expect(kept.json()).toEqual({ ids: [qc[0]] });
    await release(QC);
    await release(ADMIN);
  });

  it("with nothing free, the caller's own live leases, the least recently taken first", async () => {
    // The admin takes all but three; the QC user takes those three, one by one.
    await reserveQc(ADMIN, `?limit=${qc.length - 3}`);
    const mine = [];
    for (let n = 0; n < 3; n += 1) mine.push(...ids(await reserveQc(QC, '?limit=1')));
    expect(mine).toEqual(qc.slice(-3));
    // Nothing free: the oldest lease, and taking it again makes it the newest.
    expect(ids(await reserveQc(QC, '?limit=1'))).toEqual([mine[0]]);
    expect(ids(await reserveQc(QC, '?limit=1'))).toEqual([mine[1]]);
    expect(ids(await reserveQc(QC, '?limit=2'))).toEqual([mine[2], mine[0]]);
    await release(ADMIN);
    await release(QC);
  });

  it("resume=true (review-queues) answers the caller's own live leases first: a reload resumes", async () => {
    expect(ids(await reserveQc(QC, '?limit=1'))).toEqual([qc[0]]);
    expect(ids(await reserveQc(QC, '?limit=1&resume=true'))).toEqual([qc[0]]);
    // One more than the own ones: the own first, then a free one.
    expect(ids(await reserveQc(QC, '?limit=2&resume=true'))).toEqual([qc[0], qc[1]]);
    expect(ids(await reserveQc(QC, '?resume=false'))).toEqual([qc[2]]);
    await release(QC);
  });

  it('gives out only the queue: never blacklisted, final review or other domains', async () => {
    const all = await reserveQc(ADMIN, '?limit=50');
    expect(ids(all)).toEqual(qc);
    await release(ADMIN);
  });

  it('answers an empty list when the queue is empty for the caller', async () => {
    await reserveQc(ADMIN, '?limit=50');
    const none = await reserveQc(QC, '?limit=1');
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    await release(ADMIN);
  });

  it.each([
    ['the default order', '?limit=1'],
    ['resume=true', '?limit=1&resume=true'],
  ])(
    'two QC users never get the same domain: 12 concurrent calls by 6 users (%s)',
    async (_, query) => {
      const calls = Array.from({ length: 12 }, (_, n) => qcWorkers[n % qcWorkers.length]!);
      const answers = await Promise.all(calls.map((email) => reserveQc(email, query)));
      const owner = new Map<number, string>();
      answers.forEach((answer, n) => {
        expect(answer.statusCode).toBe(200);
        for (const id of ids(answer)) {
          const previous = owner.get(id);
          expect(
            previous === undefined || previous === calls[n],
            `domain ${id} given to ${previous} and ${calls[n]}`,
          ).toBe(true);
          owner.set(id, calls[n]!);
        }
      });
      const leases = await holders();
      for (const [id, email] of owner) expect(leases.get(id)).toBe(api.userId(email));
      const perUser = [...owner.values()].reduce(
        (count, email) => count.set(email, (count.get(email) ?? 0) + 1),
        new Map<string, number>(),
      );
      expect(perUser.size).toBe(qcWorkers.length);
      if (!onPostgres) {
        // PGlite runs them one after the other: by default each call leases a free domain (each
        // user two), with resume=true each user's second call gets its first domain again.
        for (const count of perUser.values()) expect(count).toBe(query.includes('resume') ? 1 : 2);
      } else {
        // On PostgreSQL a user's two calls may run at once, neither seeing the other's lease:
        // each may lease a domain (the unused one expires). Never someone else's.
        for (const count of perUser.values()) expect(count).toBeLessThanOrEqual(2);
      }
    },
  );

  it('reserves the domain named by domainName when it is in the queue and free', async () => {
    const name = names.get(qc[5]!)!;
    const response = await reserveQc(QC, `?domainName=${name}`);
    expect(ids(response)).toEqual([qc[5]]);
    // Again: it is the caller's already.
    expect(ids(await reserveQc(QC, `?domainName=${name}`))).toEqual([qc[5]]);
    // Someone else: 409.
    const taken = await reserveQc(ADMIN, `?domainName=${name}`);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      error_definition: 'CONFLICT',
      message: `Domain ${name} is reserved by another user.`,
      ids: [qc[5]],
    });
    await release(QC);
  });

  it.each([
    ['qcBlacklisted', 409, /is blacklisted/],
    ['qcListed', 409, /is blacklisted/],
    ['onHold', 409, /is in flow status ON_HOLD, not in quality control's queue/],
    ['delivered', 409, /DELIVERED/],
  ])('refuses domainName of %s with %i', async (key, code, message) => {
    const response = await reserveQc(QC, `?domainName=${names.get(outside[key]!)}`);
    expect(response.statusCode).toBe(code);
    expect(response.json().message).toMatch(message);
    expect((await holders()).has(outside[key]!)).toBe(false);
  });

  it('answers 404 for an unknown domain name, 400 for odd queries, 403 without the permission', async () => {
    expect((await reserveQc(QC, '?domainName=nowhere.example')).statusCode).toBe(404);
    for (const query of [
      '?limit=0',
      '?limit=51',
      '?limit=x',
      '?domainName=',
      `?domainName=${'a'.repeat(300)}`,
      '?domainName=a%00b',
      '?resume=yes',
      '?other=1',
    ]) {
      const response = await reserveQc(QC, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error_definition).toBe('VALIDATION_ERROR');
    }
    expect((await reserveQc(REVIEWER)).statusCode).toBe(403);
    expect((await reserveQc(OPERATOR)).statusCode).toBe(403);
  });
});

describe('GET /api/assessment_domain/reserve_pending_review and reserve_pending_review_domain', () => {
  it("leases final review's queue: pending, returned, parked once the date has come", async () => {
    const response = await api.call(
      REVIEWER,
      'GET',
      '/api/assessment_domain/reserve_pending_review?limit=50',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(ids(response)).toEqual(fr);
    await release(REVIEWER);
    expect(
      ids(await api.call(REVIEWER, 'GET', '/api/assessment_domain/reserve_pending_review')),
    ).toEqual([fr[0]]);
    await release(REVIEWER);
    expect(
      (await api.call(QC, 'GET', '/api/assessment_domain/reserve_pending_review')).statusCode,
    ).toBe(403);
  });

  it.each([
    ['onHold', 200],
    ['parkedLater', 200],
    ['frBlacklisted', 200],
    ['notPursuable', 200],
    ['delivered', 409],
    ['fresh', 409],
    ['qcBlacklisted', 409],
  ])('opens %s by name: %i', async (key, code) => {
    const response = await api.call(
      REVIEWER,
      'GET',
      `/api/assessment_domain/reserve_pending_review_domain?domain=${names.get(outside[key]!)}`,
    );
    expect(response.statusCode, response.body).toBe(code);
    if (code === 200) expect(ids(response)).toEqual([outside[key]]);
    await release(REVIEWER);
  });

  it('reserve_pending_review without parameters: free domains first, so two calls give two domains', async () => {
    const url = '/api/assessment_domain/reserve_pending_review';
    expect(ids(await api.call(REVIEWER, 'GET', url))).toEqual([fr[0]]);
    expect(ids(await api.call(REVIEWER, 'GET', url))).toEqual([fr[1]]);
    // resume=true (review-queues): the own leases first.
    expect(ids(await api.call(REVIEWER, 'GET', `${url}?resume=true&limit=3`))).toEqual([
      fr[0],
      fr[1],
      fr[2],
    ]);
    await release(REVIEWER);
  });

  it('serves every review screen: a QC user leases a QC domain by name, not a final review one', async () => {
    const byName = (email: string, key: number) =>
      api.call(
        email,
        'GET',
        `/api/assessment_domain/reserve_pending_review_domain?domain=${names.get(key)}`,
      );
    const mine = await byName(QC, qc[4]!);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(ids(mine)).toEqual([qc[4]]);
    expect((await holders()).get(qc[4]!)).toBe(api.userId(QC));
    // Again: already the caller's.
    expect(ids(await byName(QC, qc[4]!))).toEqual([qc[4]]);
    // Another user: 409; a reviewer: QC statuses are not final review's.
    const taken = await byName(ADMIN, qc[4]!);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: expect.stringMatching(/reserved by another user/),
      ids: [qc[4]],
    });
    const reviewer = await byName(REVIEWER, qc[5]!);
    expect(reviewer.statusCode).toBe(409);
    expect(reviewer.json().message).toMatch(/none of your review screens works on/);
    // A QC user: final review's statuses are not theirs; a blacklisted QC domain is in no queue.
    for (const key of [outside.onHold!, fr[0]!]) {
      const refused = await byName(QC, key);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ ids: [key] });
    }
    expect((await byName(QC, outside.qcBlacklisted!)).json().message).toMatch(/is blacklisted/);
    // The admin may use every screen.
    expect(ids(await byName(ADMIN, outside.onHold!))).toEqual([outside.onHold]);
    expect((await byName(OPERATOR, qc[5]!)).statusCode).toBe(403);
    await release(QC);
    await release(ADMIN);
  });

  it('refuses a missing or unknown name', async () => {
    const url = '/api/assessment_domain/reserve_pending_review_domain';
    expect((await api.call(REVIEWER, 'GET', url)).statusCode).toBe(400);
    expect((await api.call(REVIEWER, 'GET', `${url}?domain=nowhere.example`)).statusCode).toBe(404);
  });
});
