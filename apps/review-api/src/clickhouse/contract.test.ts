import type { UsageSearchFilter } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { caller } from '../testing/reviewFixtures';
import { createTestApp } from '../testing/testApp';

/*
 * The usage search's contract on both stores (issue 16): the same filter gives the same rows,
 * in the same order, and the same count on PostgreSQL and on the embedded ClickHouse once the
 * sync has copied the demo data; values that look like SQL are searched for as text in both;
 * changes reach ClickHouse through the outbox.
 */

const REVIEWER = 'reviewer@example.com';
const OPERATOR = 'operator@example.com';
const POSTGRES = '/api/assessment_image/by_usage_url_part_without_counting';
const CLICKHOUSE = '/api/assessment_image/by_usage_url_part_without_counting_clickhouse';
const COUNTING = '/api/assessment_image/get_counting';
const STATUS = '/api/assessment_image/clickhouse_status';

const testApp = await createTestApp({
  demoData: { domainCount: 40, imageCount: 600 },
  clickhouse: 'embedded',
});
const db = testApp.database.db;
const api = caller(testApp);
afterAll(() => testApp.close());

/** Some domain facts the demo data has few of, so that every filter has matches. */
beforeAll(async () => {
  await api.signIn(REVIEWER);
  await api.signIn(OPERATOR);
  await db.execute(sql`UPDATE domains SET facebook_link = 'https://facebook.com/' || id,
      priority_country = CASE WHEN id % 3 = 0 THEN 'DEU' ELSE priority_country END
    WHERE id % 4 = 0`);
  await db.execute(sql`UPDATE domains SET other_countries = 'FRA', priority_country = NULL
    WHERE id % 5 = 1`);
  await db.execute(sql`UPDATE domains SET social_domain = true WHERE id % 7 = 2`);
  await db.execute(sql`UPDATE images SET registered_image = true, image_source = 'archive-' || id
    WHERE id % 6 = 0`);
  await db.execute(
    sql`UPDATE images SET found_at = timestamptz '2026-01-01 00:00:00+00' + (id || ' hours')::interval
      WHERE id % 2 = 0`,
  );
  await db.execute(sql`INSERT INTO blacklisted_domains (domain)
    SELECT domain FROM domains WHERE id % 9 = 3`);
  await testApp.clickhouse.drain();
}, 120_000);

interface Page {
  content: { id: number; status: string; blacklisted: boolean }[];
  hasNext: boolean;
  countId: string;
  freshness?: { state: string; pendingChanges: number };
}

const search = async (path: string, filter: object, query = '') => {
  const response = await api.call(REVIEWER, 'POST', `${path}${query}`, filter);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
};

const countOf = async (countId: string): Promise<number> => {
  for (let i = 0; i < 200; i += 1) {
    const body = (await api.call(REVIEWER, 'GET', `${COUNTING}/${countId}`)).json<{
      count: number | null;
      error: string | null;
    }>();
    if (body.error !== null) throw new Error(body.error);
    if (body.count !== null) return body.count;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the count never arrived');
};

/** Both stores' answers to a filter: the rows (size 1000 unless the query says) and counts. */
async function both(filter: object, query = '') {
  const [postgres, clickhouse] = [
    await search(POSTGRES, filter, query),
    await search(CLICKHOUSE, filter, query),
  ];
  return {
    postgres,
    clickhouse,
    counts: [await countOf(postgres.countId), await countOf(clickhouse.countId)],
  };
}

const FILTERS: [string, UsageSearchFilter][] = [
  ['a part of the usage URL', { part: '/page/1' }],
  ['a part in upper case', { part: 'DEMO-WEB' }],
  ['two parts', { part: 'demo-web', partForFilter: 'image=' }],
  ['a part of the image URL', { imageUrl: 'reencoded' }],
  ['a part of the source', { sourcePart: 'archive-1' }],
  ['a part of the domain', { domainPart: '.it' }],
  ['an exact domain', { domainPart: 'royal-events96.it', domainExactSearch: true }],
  ['a domain pattern', { domain: '%.de' }],
  ['a Facebook link', { facebook: true }],
  ['no Facebook link', { facebookNotDefined: true }],
  ['social networks', { socialNetwork: true }],
  ['not social networks', { socialNetwork: false, part: 'demo' }],
  ['pursuable', { pursuable: true }],
  ['not pursuable', { pursuable: false }],
  ['blacklisted', { blacklisted: true }],
  ['not blacklisted', { blacklisted: false }],
  ['registered images', { registeredImage: true }],
  ['statuses', { status: ['PENDING', 'IDENTICAL', 'OFFLINE'] }],
  ['an agency', { agency: ['Umbra Stock'] }],
  ['an image id', { imageId: 'US252848' }],
  ['countries and none', { country: ['DEU', 'UNDEFINED'] }],
  ['a country', { country: ['FRA'] }],
  ['scraped countries', { scrapedCountry: ['ITA', 'UNDEFINED'] }],
  ['a difference range', { differenceStart: 10, differenceEnd: 60 }],
  ['a difference minimum', { differenceStart: 50.5 }],
  ['found since', { foundAtStart: '2026-01-05 00:00:00' }],
  ['found in a range', { foundAtStart: '2026-01-02 10:00:00', foundAtEnd: '2026-01-10 24:00:00' }],
  [
    'everything at once',
    {
      part: 'demo',
      domain: '%',
      pursuable: true,
      blacklisted: false,
      status: ['PENDING', 'OFFLINE', 'DUPLICATE', 'IDENTICAL'],
      differenceStart: 0,
      differenceEnd: 90,
      foundAtStart: '2020-01-01 00:00:00',
    },
  ],
  ['nothing matches', { part: 'no such part anywhere' }],
];

describe('the same filter on PostgreSQL and ClickHouse', () => {
  it('has matches for most filters (the fixture is not empty)', async () => {
    const { counts } = await both({ part: 'demo-web' });
    expect(counts[0]).toBe(600);
    expect(counts[1]).toBe(600);
  });

  it.each(FILTERS)('%s: the same rows in the same order, and the same count', async (_, filter) => {
    const { postgres, clickhouse, counts } = await both(filter);
    expect(clickhouse.content).toEqual(postgres.content);
    expect(clickhouse.hasNext).toBe(postgres.hasNext);
    expect(counts[1]).toBe(counts[0]);
  });

  it.each([
    ['id,asc'],
    ['difference,desc'],
    ['foundAt,asc'],
    ['status,asc&sort=difference,asc'],
    ['delivered,desc&sort=id,desc'],
  ])('sorted by %s and paged: the same pages', async (sort) => {
    for (const page of [0, 3]) {
      const { postgres, clickhouse } = await both(
        { part: 'demo' },
        `?page=${page}&size=7&sort=${sort}`,
      );
      expect(postgres.content).toHaveLength(7);
      expect(clickhouse.content).toEqual(postgres.content);
      expect(clickhouse.hasNext).toBe(postgres.hasNext);
    }
  });

  it('validates the same way (400 before any store is asked)', async () => {
    for (const body of [
      {},
      { differenceStart: 5, differenceEnd: 1 },
      { foundAtStart: '2026-02-30 10:00:00' },
    ]) {
      const answers = await Promise.all(
        [POSTGRES, CLICKHOUSE].map((path) => api.call(REVIEWER, 'POST', path, body)),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([400, 400]);
      expect(answers[1]!.json().message).toBe(answers[0]!.json().message);
    }
  });

  it('answers the freshness with each ClickHouse page, and only there', async () => {
    const { postgres, clickhouse } = await both({ part: 'demo' }, '?size=1');
    expect(postgres).not.toHaveProperty('freshness');
    expect(clickhouse.freshness).toMatchObject({ state: 'ready', pendingChanges: 0 });
  });

  it('needs the search permission', async () => {
    expect((await api.call(OPERATOR, 'POST', CLICKHOUSE, { part: 'x' })).statusCode).toBe(403);
    expect((await api.call(OPERATOR, 'GET', STATUS)).statusCode).toBe(403);
    expect((await api.call(null, 'GET', STATUS)).statusCode).toBe(401);
  });
});

const INJECTIONS = [
  "' OR 1=1 --",
  "x'); DROP TABLE usages; --",
  '{p0:String}',
  '\\',
  "\\' OR ''='",
  '%',
  '_',
  '`id`',
  'ä\u00df\u{1F600}',
  "1' UNION SELECT * FROM system.tables --",
];

describe('SQL in every field is text to both stores', () => {
  const textFields = ['part', 'partForFilter', 'imageUrl', 'sourcePart', 'domainPart', 'imageId'];
  const listFields = ['agency', 'country', 'scrapedCountry'];

  it.each(INJECTIONS)('%s', async (value) => {
    const filters: object[] = [
      ...textFields.map((field) => ({ [field]: value })),
      { domainPart: value, domainExactSearch: true },
      { domain: value },
      ...listFields.map((field) => ({ [field]: [value], part: 'demo' })),
      { status: ['PENDING'], agency: [value, 'Umbra Stock'] },
    ];
    for (const filter of filters) {
      const responses = await Promise.all(
        [POSTGRES, CLICKHOUSE].map((path) => api.call(REVIEWER, 'POST', `${path}?size=50`, filter)),
      );
      // Both refuse it the same way (a country that is no code) or both search for it as text.
      expect(responses[1]!.statusCode, JSON.stringify(filter)).toBe(responses[0]!.statusCode);
      if (responses[0]!.statusCode === 200) {
        expect(responses[1]!.json().content, JSON.stringify(filter)).toEqual(
          responses[0]!.json().content,
        );
      }
    }
    // The store is whole: every sighting is still there.
    expect((await both({ part: 'demo-web' })).counts[1]).toBe(600);
  });
});

describe('changes reach ClickHouse through the outbox', () => {
  const first = async (filter: object) =>
    (await search(CLICKHOUSE, filter, '?size=1000&sort=id,asc')).content;

  it('a status change: pending in the status until drained, then searched', async () => {
    const [target] = await queryRows<{ id: number; image_id: string }>(
      db,
      sql`SELECT id, image_id FROM images WHERE status = 'PENDING' ORDER BY id LIMIT 1`,
    );
    await db.execute(sql`UPDATE images SET status = 'IDENTICAL' WHERE id = ${target!.id}`);
    const before = (await api.call(REVIEWER, 'GET', STATUS)).json();
    expect(before).toMatchObject({ state: 'ready', pendingChanges: 1 });
    expect(Date.parse(before.oldestPendingAt)).toBeLessThanOrEqual(Date.parse(before.checkedAt));
    const row = async () =>
      (await first({ imageId: target!.image_id })).find((one) => one.id === Number(target!.id));
    expect(await row()).toMatchObject({ status: 'PENDING' });

    await testApp.clickhouse.drain();
    expect(await row()).toMatchObject({ status: 'IDENTICAL' });
    const after = (await api.call(REVIEWER, 'GET', STATUS)).json();
    expect(after).toMatchObject({ state: 'ready', pendingChanges: 0, oldestPendingAt: null });
    expect(after.syncedAt).toBe(after.checkedAt);
  });

  it('a change that no usage row shows leaves the outbox empty', async () => {
    await db.execute(sql`UPDATE images SET downloaded = NOT downloaded WHERE id % 10 = 0`);
    expect((await api.call(REVIEWER, 'GET', STATUS)).json().pendingChanges).toBe(0);
  });

  it('a domain change and a blacklist entry reach every sighting of the domain', async () => {
    const [domain] = await queryRows<{ id: number; domain: string }>(
      db,
      sql`SELECT d.id, d.domain FROM domains d
        WHERE NOT d.blacklisted AND NOT EXISTS (SELECT 1 FROM blacklisted_domains b WHERE b.domain = d.domain)
          AND EXISTS (SELECT 1 FROM images i WHERE i.domain_id = d.id)
        ORDER BY d.id LIMIT 1`,
    );
    await db.execute(sql`INSERT INTO blacklisted_domains (domain) VALUES (${domain!.domain})`);
    await db.execute(sql`UPDATE domains SET scraped_country = 'NLD' WHERE id = ${domain!.id}`);
    await testApp.clickhouse.drain();
    const rows = await first({ domainPart: domain!.domain, domainExactSearch: true });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.blacklisted)).toBe(true);
    const { postgres, clickhouse, counts } = await both({ scrapedCountry: ['NLD'] });
    expect(clickhouse.content).toEqual(postgres.content);
    expect(counts[1]).toBe(counts[0]);
    expect(counts[0]).toBeGreaterThanOrEqual(rows.length);

    await db.execute(sql`DELETE FROM blacklisted_domains WHERE domain = ${domain!.domain}`);
    await testApp.clickhouse.drain();
    const again = await first({ domainPart: domain!.domain, domainExactSearch: true });
    expect(again.every((row) => !row.blacklisted)).toBe(true);
  });

  it('a deleted sighting leaves the ClickHouse answers too', async () => {
    const [target] = await queryRows<{ id: number; image_id: string }>(
      db,
      sql`SELECT id, image_id FROM images ORDER BY id DESC LIMIT 1`,
    );
    await db.execute(sql`DELETE FROM images WHERE id = ${target!.id}`);
    await testApp.clickhouse.drain();
    const rows = await first({ imageId: target!.image_id });
    expect(rows.some((row) => row.id === Number(target!.id))).toBe(false);
    const { counts } = await both({ part: 'demo-web' });
    expect(counts).toEqual([599, 599]);
  });
});
