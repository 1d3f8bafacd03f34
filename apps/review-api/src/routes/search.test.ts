import { TEXTS, type UsageRow } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/database';
import { blacklistedDomains, domains, images, reservations } from '../db/schema';
import { exportUsagesCsv } from '../services/search/csvExport';
import { readUsageCriteria } from '../services/search/filters';
import { FOUND_AT_WALK_URL_BYTES, walksFoundAtIndex } from '../services/search/usageStore';
import { createCountRunner } from '../services/search/countJobs';
import { runUsageCount } from '../services/search/usages';
import { auditOf, caller } from '../testing/reviewFixtures';
import { createTestApp } from '../testing/testApp';

/**
 * The Search page's calls (002 §2-§9; docs/review-api.md "The Search calls"): the image search,
 * the domain search's new filters, the usage search and its count job, the ClickHouse search
 * (503), the CSV export and the bulk status change, with permissions and odd input.
 */

const ADMIN = 'admin@example.com';
const REVIEWER = 'reviewer@example.com';
const IMPORTER = 'importer@example.com';
const OPERATOR = 'operator@example.com';

const testApp = await createTestApp();
const db = testApp.database.db;
const api = caller(testApp);
afterAll(() => testApp.close());

const USAGES = '/api/assessment_image/by_usage_url_part_without_counting';
const CLICKHOUSE = '/api/assessment_image/by_usage_url_part_without_counting_clickhouse';
const IMAGES = '/api/assessment_image/search';
const CSV = '/api/assessment_image/by_usage_url_part/csv';
const STATUS = '/api/assessment_image/status_batch';
const COUNTING = '/api/assessment_image/get_counting';
const DOMAINS = '/api/assessment_domain/domain_image_info';

/** The fixture: three domains and their sightings, named so each filter has its answer. */
const ids: Record<string, number> = {};
const domainIds: Record<string, number> = {};

beforeAll(async () => {
  for (const email of [ADMIN, REVIEWER, IMPORTER, OPERATOR]) await api.signIn(email);
  const made = await db
    .insert(domains)
    .values([
      {
        domain: 'shop-alpha.example',
        priorityCountry: 'DEU',
        scrapedCountry: 'AUT',
        facebookLink: 'https://facebook.com/alpha',
        commercialWebSite: true,
        domainFlowStatus: 'PENDING_FINAL_REVIEW',
      },
      {
        domain: 'social-beta.example',
        socialDomain: true,
        notPursuable: true,
        blacklisted: true,
        commercialWebSite: false,
      },
      { domain: 'gamma_x.example', otherCountries: 'FRA', scrapedCountry: 'FRA' },
    ])
    .returning({ id: domains.id, domain: domains.domain });
  for (const row of made) domainIds[row.domain.split('.')[0]!] = row.id;
  await db.insert(blacklistedDomains).values({ domain: 'gamma_x.example' });
  const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 0, day, hour));
  const rows = await db
    .insert(images)
    .values([
      {
        imageId: 'A-1',
        agency: 'Agency A',
        domainId: domainIds['shop-alpha']!,
        status: 'IDENTICAL',
        usageUrl: 'https://shop-alpha.example/Products/Red-Shoe?x=1',
        imageUrl: 'https://cdn.alpha.example/img/red.JPG',
        imageSource: 'https://source.example/red',
        difference: 0.1,
        foundAt: at(3),
        registeredImage: true,
        originalImageFileName: '=HYPERLINK("http://evil.example")',
      },
      {
        imageId: 'A-2',
        agency: 'Agency A',
        domainId: domainIds['shop-alpha']!,
        status: 'PENDING',
        usageUrl: 'https://shop-alpha.example/blog/100%_real',
        imageUrl: 'https://cdn.alpha.example/img/blue.png',
        difference: 0.5,
        foundAt: at(2),
        originalImageFileName: '+cmd, "quoted"',
      },
      {
        imageId: 'A-1',
        agency: 'Agency B',
        domainId: domainIds['social-beta']!,
        status: 'IDENTICAL',
        usageUrl: 'https://social-beta.example/post/1',
        imageUrl: 'https://img.beta.example/1.jpg',
        imageSource: 'https://other-source.example/1',
        difference: 0.9,
        foundAt: null,
        delivered: true,
        originalImageFileName: '@sum',
      },
      {
        imageId: 'C-1',
        agency: 'Agency C',
        domainId: domainIds['gamma_x']!,
        status: 'NOT_IDENTICAL',
        usageUrl: 'https://gamma_x.example/page',
        imageUrl: 'https://gamma_x.example/c.gif',
        difference: 1,
        foundAt: at(1, 0),
        originalImageFileName: '-1\tx',
      },
    ])
    .returning({ id: images.id });
  ['alpha1', 'alpha2', 'beta', 'gamma'].forEach((name, i) => (ids[name] = rows[i]!.id));
});

const post = (email: string | null, url: string, body: unknown) =>
  api.call(email, 'POST', url, body);

/** The ids the usage search finds for this filter (one page of 1000). */
async function usageIds(filter: object, query = '') {
  const response = await post(REVIEWER, `${USAGES}${query}`, filter);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: UsageRow[] }>().content.map((row) => row.id);
}
const named = (...names: string[]) => names.map((name) => ids[name]);

describe('permissions of the Search calls', () => {
  const calls: [string, 'GET' | 'POST' | 'PUT', string, unknown][] = [
    ['image search', 'POST', IMAGES, { agency: ['Agency A'] }],
    ['usage search', 'POST', USAGES, { part: 'x' }],
    ['clickhouse search', 'POST', CLICKHOUSE, { part: 'x' }],
    ['count', 'GET', `${COUNTING}/6f1c8f3e-6c1e-4a4e-9b0a-2f7d3d1f6a11`, undefined],
    ['csv', 'POST', CSV, { part: 'x' }],
    ['status batch', 'PUT', STATUS, { ids: [1], status: 'PENDING' }],
  ];
  it.each(calls)(
    '%s: 401 without a token, 403 without tablePermission',
    async (_n, m, url, body) => {
      const anonymous = await api.call(null, m, url, body);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ error_definition: 'INVALID_ACCESS_TOKEN' });
      const operator = await api.call(OPERATOR, m, url, body);
      expect(operator.statusCode).toBe(403);
      expect(operator.json()).toMatchObject({ error_definition: 'ACCESS_DENIED' });
    },
  );

  it('lets users with tablePermission and the admin search', async () => {
    for (const email of [REVIEWER, IMPORTER, ADMIN]) {
      expect((await post(email, IMAGES, { agency: ['Agency A'] })).statusCode).toBe(200);
    }
  });
});

describe('the image search', () => {
  const search = async (filter: object, query = '') => {
    const response = await post(REVIEWER, `${IMAGES}${query}`, filter);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ content: { id: number }[]; totalElements: number }>();
  };
  const found = async (filter: object) => (await search(filter)).content.map((row) => row.id);

  it.each([{}, { agency: [] }, { imageId: '  ' }, { domains: ['shop'], status: ['PENDING'] }])(
    'refuses %j with 400 Search values can not be empty!',
    async (filter) => {
      const response = await post(REVIEWER, IMAGES, filter);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error_definition: 'VALIDATION_ERROR',
        message: TEXTS.search.searchValuesEmpty,
      });
    },
  );

  it('finds by agency and by image id, with the domain’s facts', async () => {
    const page = await search({ agency: ['Agency A'] });
    expect(page.totalElements).toBe(2);
    expect(page.content).toEqual([
      expect.objectContaining({
        id: ids.alpha1,
        agency: 'Agency A',
        imageId: 'A-1',
        domain: 'shop-alpha.example',
        domainId: domainIds['shop-alpha'],
        country: 'DEU',
        countryName: expect.any(String),
        scrapedCountry: 'AUT',
        domainFlowStatus: 'PENDING_FINAL_REVIEW',
        commercialWebSite: true,
        notPursuable: false,
        blacklisted: false,
        delivered: false,
        foundAt: '2026-01-03T12:00:00.000Z',
        difference: 0.1,
      }),
      expect.objectContaining({ id: ids.alpha2 }),
    ]);
    expect(await found({ imageId: ' A-1 ' })).toEqual(named('alpha1', 'beta'));
    expect(await found({ imageId: 'A-1', agency: ['Agency B'] })).toEqual(named('beta'));
  });

  it('narrows by domains, country, status, commercial, pursuable and blacklist', async () => {
    const all = { agency: ['Agency A', 'Agency B', 'Agency C'] };
    expect(await found({ ...all, domains: ['ALPHA'] })).toEqual(named('alpha1', 'alpha2'));
    expect(await found({ ...all, domains: ['social%example'] })).toEqual(named('beta'));
    expect(await found({ ...all, domains: ['a_x'] })).toEqual(named('gamma'));
    expect(await found({ ...all, domains: ['zzz', 'beta'] })).toEqual(named('beta'));
    expect(await found({ ...all, country: ['UNDEFINED'] })).toEqual(named('beta'));
    expect(await found({ ...all, country: ['FRA', 'DEU'] })).toEqual(
      named('alpha1', 'alpha2', 'gamma'),
    );
    expect(await found({ ...all, status: ['IDENTICAL'] })).toEqual(named('alpha1', 'beta'));
    expect(await found({ ...all, commercial: true })).toEqual(named('alpha1', 'alpha2'));
    expect(await found({ ...all, commercial: false })).toEqual(named('beta'));
    expect(await found({ ...all, pursuable: false })).toEqual(named('beta'));
    expect(await found({ ...all, notBlacklisted: true })).toEqual(named('alpha1', 'alpha2'));
    expect(await found({ ...all, notBlacklisted: false })).toEqual(named('beta', 'gamma'));
  });

  it('narrows by the domain’s counts (minimums)', async () => {
    const all = { agency: ['Agency A', 'Agency B', 'Agency C'] };
    expect(await found({ ...all, imagesCount: 2 })).toEqual(named('alpha1', 'alpha2'));
    expect(await found({ ...all, identicalCount: 1 })).toEqual(named('alpha1', 'alpha2', 'beta'));
    expect(await found({ ...all, searchedImageCount: 2 })).toEqual(named('alpha1', 'alpha2'));
    expect(await found({ ...all, searchedImageIdenticalCount: 2 })).toEqual([]);
    expect(await found({ ...all, imagesCount: 0 })).toHaveLength(4);
  });

  it('sorts and pages', async () => {
    const all = { agency: ['Agency A', 'Agency B', 'Agency C'] };
    const first = await search(all, '?page=0&size=3&sort=domain,desc');
    expect(first.totalElements).toBe(4);
    expect(first.content.map((row) => row.id)).toEqual(named('beta', 'alpha1', 'alpha2'));
    const second = await search(all, '?page=1&size=3&sort=domain,desc');
    expect(second.content.map((row) => row.id)).toEqual(named('gamma'));
    const byFound = await search(all, '?sort=foundAt,asc');
    expect(byFound.content.map((row) => row.id)).toEqual(
      named('gamma', 'alpha2', 'alpha1', 'beta'),
    );
  });
});

describe('the domain search (domain_image_info) with the Search page’s filters', () => {
  const found = async (filter: object) => {
    const response = await post(REVIEWER, DOMAINS, filter);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<{ content: { id: number }[]; totalElements: number }>();
    expect(page.totalElements).toBe(page.content.length);
    return page.content.map((row) => row.id);
  };
  const domainsNamed = (...names: string[]) => names.map((name) => domainIds[name]);

  it('finds by name patterns: anywhere in the name, % any text, _ literal, any of them', async () => {
    expect(await found({ domains: ['ALPHA'] })).toEqual(domainsNamed('shop-alpha'));
    expect(await found({ domains: ['shop%example'] })).toEqual(domainsNamed('shop-alpha'));
    expect(await found({ domains: ['a_x'] })).toEqual(domainsNamed('gamma_x'));
    expect(await found({ domains: ['a_p'] })).toEqual([]);
    expect(await found({ domains: ['beta', 'gamma'] })).toEqual(
      domainsNamed('social-beta', 'gamma_x'),
    );
  });

  it('filters by scraped country (UNDEFINED: none) and minimum counts', async () => {
    expect(await found({ scrapedCountry: ['FRA'] })).toEqual(domainsNamed('gamma_x'));
    expect(await found({ scrapedCountry: ['UNDEFINED'] })).toEqual(domainsNamed('social-beta'));
    expect(await found({ imagesCount: 2 })).toEqual(domainsNamed('shop-alpha'));
    expect(await found({ identicalCount: 1 })).toEqual(domainsNamed('shop-alpha', 'social-beta'));
    expect(await found({ imagesCount: 1, identicalCount: 0, domains: ['gamma'] })).toEqual(
      domainsNamed('gamma_x'),
    );
    const perImage = await post(REVIEWER, `${DOMAINS}?perImage=true`, { imagesCount: 2 });
    expect(perImage.json().totalElements).toBe(2);
  });
});

describe('the usage search', () => {
  it.each([
    {},
    { domain: '%' },
    { domain: '', part: '  ', facebook: false, domainExactSearch: true, status: [] },
  ])('refuses %j with 400 Search values can not be empty!', async (filter) => {
    for (const url of [USAGES, CLICKHOUSE, CSV]) {
      const response = await post(REVIEWER, url, filter);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message).toBe(TEXTS.search.searchValuesEmpty);
    }
  });

  it('answers rows, number, size, hasNext and a countId, sorted by foundAt desc (nulls last)', async () => {
    const response = await post(REVIEWER, USAGES, { domain: '%example%' });
    const page = response.json();
    expect(page).toMatchObject({ number: 0, size: 1000, hasNext: false });
    expect(page.countId).toMatch(/^[0-9a-f-]{36}$/);
    expect(page.content.map((row: UsageRow) => row.id)).toEqual(
      named('alpha1', 'alpha2', 'gamma', 'beta'),
    );
    expect(page.content[0]).toEqual({
      id: ids.alpha1,
      status: 'IDENTICAL',
      delivered: false,
      originalImageFileName: '=HYPERLINK("http://evil.example")',
      imageUrl: 'https://cdn.alpha.example/img/red.JPG',
      usageUrl: 'https://shop-alpha.example/Products/Red-Shoe?x=1',
      country: 'DEU',
      scrapedCountry: 'AUT',
      domainPursuable: true,
      blacklisted: false,
      difference: 0.1,
      agency: 'Agency A',
      imageId: 'A-1',
      foundAt: '2026-01-03T12:00:00.000Z',
      domainId: domainIds['shop-alpha'],
      domain: 'shop-alpha.example',
    });
  });

  it.each<[string, object, string[]]>([
    ['part, case-insensitive', { part: 'red-SHOE' }, ['alpha1']],
    ['part with % literal', { part: '100%_' }, ['alpha2']],
    ['part with % that is not there', { part: 'shop%alpha' }, []],
    ['partForFilter as well', { part: 'shop-alpha', partForFilter: 'blog' }, ['alpha2']],
    ['imageUrl', { imageUrl: '.jpg' }, ['alpha1', 'beta']],
    ['sourcePart', { sourcePart: 'OTHER-source' }, ['beta']],
    ['domainPart', { domainPart: 'Alpha' }, ['alpha1', 'alpha2']],
    ['domainPart exact', { domainPart: 'alpha', domainExactSearch: true }, []],
    [
      'domainPart exact, whole name',
      { domainPart: 'Social-Beta.example', domainExactSearch: true },
      ['beta'],
    ],
    ['domain pattern over the whole name', { domain: 'shop%' }, ['alpha1', 'alpha2']],
    ['domain pattern, _ literal', { domain: 'gamma_x.example' }, ['gamma']],
    ['domain pattern that must match the whole name', { domain: 'alpha' }, []],
    ['facebook', { facebook: true }, ['alpha1', 'alpha2']],
    ['facebookNotDefined', { facebookNotDefined: true }, ['gamma', 'beta']],
    ['socialNetwork true', { socialNetwork: true }, ['beta']],
    ['socialNetwork false', { socialNetwork: false }, ['alpha1', 'alpha2', 'gamma']],
    ['status', { status: ['PENDING', 'NOT_IDENTICAL'] }, ['alpha2', 'gamma']],
    ['agency', { agency: ['Agency B', 'Agency C'] }, ['gamma', 'beta']],
    ['imageId exact', { imageId: 'A-1' }, ['alpha1', 'beta']],
    ['pursuable false', { pursuable: false }, ['beta']],
    ['blacklisted (flag or list)', { blacklisted: true }, ['gamma', 'beta']],
    ['not blacklisted', { blacklisted: false }, ['alpha1', 'alpha2']],
    ['registeredImage', { registeredImage: true }, ['alpha1']],
    ['not registered', { registeredImage: false }, ['alpha2', 'gamma', 'beta']],
    [
      'difference range, inclusive',
      { differenceStart: 0.5, differenceEnd: 1 },
      ['alpha2', 'gamma', 'beta'],
    ],
    ['difference from', { differenceStart: 0.9 }, ['gamma', 'beta']],
    [
      'found-at range, inclusive',
      { foundAtStart: '2026-01-01 00:00:00', foundAtEnd: '2026-01-02 12:00:00' },
      ['alpha2', 'gamma'],
    ],
    ['found-at with hour 24 (kk: midnight)', { foundAtEnd: '2026-01-01 24:00:00' }, ['gamma']],
    ['found-at with an offset', { foundAtStart: '2026-01-03T13:00:00+02:00' }, ['alpha1']],
    ['country', { country: ['DEU'] }, ['alpha1', 'alpha2']],
    ['country UNDEFINED', { country: ['UNDEFINED', 'FRA'] }, ['gamma', 'beta']],
    ['scrapedCountry', { scrapedCountry: ['AUT'] }, ['alpha1', 'alpha2']],
    ['scrapedCountry UNDEFINED', { scrapedCountry: ['UNDEFINED'] }, ['beta']],
  ])('filters by %s', async (_name, filter, expected) => {
    expect(await usageIds(filter)).toEqual(named(...expected));
  });

  it('sorts by any field, then by id', async () => {
    const all = { domain: '%.example' };
    expect(await usageIds(all, '?sort=domain,asc')).toEqual(
      named('gamma', 'alpha1', 'alpha2', 'beta'),
    );
    expect(await usageIds(all, '?sort=difference,desc')).toEqual(
      named('gamma', 'beta', 'alpha2', 'alpha1'),
    );
    expect(await usageIds(all, '?sort=foundAt,asc')).toEqual(
      named('gamma', 'alpha2', 'alpha1', 'beta'),
    );
    expect(await usageIds(all, '?sort=country,asc&sort=id,desc')).toEqual(
      named('alpha2', 'alpha1', 'gamma', 'beta'),
    );
    expect(await usageIds(all, '?sort=blacklisted,desc&sort=domain,desc')).toEqual(
      named('beta', 'gamma', 'alpha1', 'alpha2'),
    );
  });

  it('pages with hasNext and never counts in the page', async () => {
    const all = { domain: '%.example' };
    const pages = [];
    for (let page = 0; page < 3; page += 1) {
      const response = await post(REVIEWER, `${USAGES}?page=${page}&size=2`, all);
      pages.push(response.json());
    }
    expect(pages.map((p) => p.hasNext)).toEqual([true, false, false]);
    expect(pages.map((p) => p.content.length)).toEqual([2, 2, 0]);
    expect(pages[1]).toMatchObject({ number: 1, size: 2 });
    expect(pages[0]).not.toHaveProperty('totalElements');
  });

  it('reads URL parts alone newest first from the found-at walk: the same pages as any other way, long URLs too', async () => {
    const [walk] = await db.insert(domains).values({ domain: 'walk.test' }).returning();
    const at = (day: number) => new Date(Date.UTC(2026, 1, day));
    // Around the walk index's limit (FOUND_AT_WALK_URL_BYTES): in it, just out of it, far out,
    // and a URL longer in bytes than in characters. Ties on found-at, and one without.
    const url = (bytes: number) => {
      const start = `https://walk.test/Walkpart/`;
      return start + 'x'.repeat(bytes - start.length);
    };
    const made = await db
      .insert(images)
      .values(
        [
          [url(FOUND_AT_WALK_URL_BYTES - 1), at(5)],
          [url(FOUND_AT_WALK_URL_BYTES), at(7)],
          [url(6000), at(5)],
          [`https://walk.test/walkpart/${'ü'.repeat(1000)}`, at(9)],
          ['https://walk.test/WALKPART/a', null],
          ['https://walk.test/walkpart/b', at(9)],
          ['https://walk.test/walkpart/c', at(1)],
          ['https://walk.test/other/d', at(8)],
        ].map(([usageUrl, foundAt], n) => ({
          imageId: `W-${n}`,
          agency: 'Agency W',
          domainId: walk!.id,
          usageUrl: usageUrl as string,
          foundAt: foundAt as Date | null,
        })),
      )
      .returning({ id: images.id, foundAt: images.foundAt, usageUrl: images.usageUrl });
    try {
      const expected = made
        .filter((row) => /walkpart/i.test(row.usageUrl ?? ''))
        .sort(
          (a, b) =>
            (b.foundAt?.getTime() ?? -Infinity) - (a.foundAt?.getTime() ?? -Infinity) ||
            a.id - b.id,
        )
        .map((row) => row.id);
      expect(expected).toHaveLength(7);
      const filter = { part: 'walkpart' };
      const criteria = readUsageCriteria(filter);
      expect(walksFoundAtIndex(criteria, ['foundAt,desc'])).toBe(true);
      expect(walksFoundAtIndex(criteria, ['foundAt,desc', 'id,asc'])).toBe(false);
      expect(
        walksFoundAtIndex(readUsageCriteria({ ...filter, status: ['PENDING'] }), ['foundAt,desc']),
      ).toBe(false);
      expect(await usageIds(filter)).toEqual(expected);
      expect(await usageIds(filter, '?sort=foundAt,desc&sort=id,asc')).toEqual(expected);
      for (const size of [2, 3]) {
        const walked: number[] = [];
        for (let page = 0; page * size < expected.length; page += 1) {
          walked.push(...(await usageIds(filter, `?page=${page}&size=${size}`)));
        }
        expect(walked, `pages of ${size}`).toEqual(expected);
      }
    } finally {
      await db.delete(images).where(sql`domain_id = ${walk!.id}`);
      await db.delete(domains).where(sql`id = ${walk!.id}`);
    }
  });
});

describe('the usage count job', () => {
  const poll = async (email: string, countId: string) => {
    for (let i = 0; i < 100; i += 1) {
      const response = await api.call(email, 'GET', `${COUNTING}/${countId}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      if (body.count !== null || body.error !== null) return body;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the count never arrived');
  };

  it('arrives by polling, for a page that does not tell it', async () => {
    const page = (await post(REVIEWER, `${USAGES}?size=1`, { domain: '%.example' })).json();
    expect(page.hasNext).toBe(true);
    expect(await poll(REVIEWER, page.countId)).toEqual({
      countId: page.countId,
      count: 4,
      error: null,
    });
  });

  it('is known at once on the last page', async () => {
    const page = (await post(REVIEWER, `${USAGES}?page=1&size=3`, { domain: '%.example' })).json();
    expect(page.hasNext).toBe(false);
    const response = await api.call(REVIEWER, 'GET', `${COUNTING}/${page.countId}`);
    expect(response.json()).toEqual({ countId: page.countId, count: 4, error: null });
  });

  it('is 404 for another user and for an unknown id, 400 for a malformed one', async () => {
    const page = (await post(REVIEWER, `${USAGES}?size=1`, { domain: '%.example' })).json();
    const other = await api.call(IMPORTER, 'GET', `${COUNTING}/${page.countId}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ error_definition: 'NOT_FOUND' });
    const unknown = await api.call(REVIEWER, 'GET', `${COUNTING}/${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    const malformed = await api.call(REVIEWER, 'GET', `${COUNTING}/not-a-uuid`);
    expect(malformed.statusCode).toBe(400);
  });

  it('answers Counting error for a failed count and for one lost for ten minutes', async () => {
    const page = (await post(REVIEWER, `${USAGES}?size=1`, { domain: '%.example' })).json();
    await poll(REVIEWER, page.countId);
    await db.execute(sql`UPDATE usage_counts SET count = NULL WHERE id = ${page.countId}::uuid`);
    await runUsageCount(db, page.countId, async () => {
      throw new Error('the store failed');
    });
    expect(await poll(REVIEWER, page.countId)).toMatchObject({
      count: null,
      error: 'Counting error',
    });

    await db.execute(
      sql`UPDATE usage_counts SET count = NULL, error = NULL,
        created_at = now() - interval '11 minutes' WHERE id = ${page.countId}::uuid`,
    );
    expect((await api.call(REVIEWER, 'GET', `${COUNTING}/${page.countId}`)).json()).toMatchObject({
      count: null,
      error: 'Counting error',
    });
  });

  it('answers Counting error at once for a count still waiting when its server closes', async () => {
    const jobs = [];
    for (let i = 0; i < 2; i += 1) {
      const page = (await post(REVIEWER, `${USAGES}?size=1`, { domain: '%.example' })).json();
      await poll(REVIEWER, page.countId);
      await db.execute(sql`UPDATE usage_counts SET count = NULL WHERE id = ${page.countId}::uuid`);
      jobs.push(page.countId as string);
    }
    // A server counting one at a time: the first runs (until let go), the second waits.
    const runner = createCountRunner(db, 1);
    let letGo = (_n: number) => undefined as void;
    runner.start(jobs[0]!, () => new Promise<number>((resolve) => (letGo = resolve)));
    runner.start(jobs[1]!, async () => 7);
    const read = async (countId: string) =>
      (await api.call(REVIEWER, 'GET', `${COUNTING}/${countId}`)).json();
    const closing = runner.close();
    // The waiting one fails now; the running one is finished before the server ends.
    expect(await poll(REVIEWER, jobs[1]!)).toMatchObject({ count: null, error: 'Counting error' });
    expect(await read(jobs[0]!)).toMatchObject({ count: null, error: null });
    letGo(42);
    await closing;
    expect(await poll(REVIEWER, jobs[0]!)).toMatchObject({ count: 42, error: null });
  });

  it('deletes jobs older than a day when new ones are made', async () => {
    const page = (await post(REVIEWER, `${USAGES}?size=1`, { domain: '%.example' })).json();
    await poll(REVIEWER, page.countId);
    await db.execute(
      sql`UPDATE usage_counts SET created_at = now() - interval '25 hours' WHERE id = ${page.countId}::uuid`,
    );
    await post(REVIEWER, `${USAGES}?size=1`, { domain: '%.example' });
    expect((await api.call(REVIEWER, 'GET', `${COUNTING}/${page.countId}`)).statusCode).toBe(404);
  });
});

describe('the ClickHouse usage search on a server without the store (CLICKHOUSE=off)', () => {
  it('answers 503 in the error shape for a valid search, saying the store is off', async () => {
    const response = await post(REVIEWER, CLICKHOUSE, { part: 'shop' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 503,
      error: 'Service Unavailable',
      error_definition: 'INTERNAL_ERROR',
      message: 'This server runs with CLICKHOUSE=off. Use the Usages URL search.',
      path: CLICKHOUSE,
    });
  });

  it('says so in GET clickhouse_status', async () => {
    const response = await api.call(REVIEWER, 'GET', '/api/assessment_image/clickhouse_status');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      state: 'off',
      message: expect.stringContaining('CLICKHOUSE=off'),
      pendingChanges: 0,
      syncedAt: null,
    });
  });

  it('validates like the PostgreSQL search', async () => {
    for (const [query, body] of [
      ['', { differenceStart: 2, differenceEnd: 1 }],
      ['', { part: 5 }],
      ['?size=0', { part: 'x' }],
      ['?page=1000000&size=1000', { part: 'x' }],
    ] as const) {
      expect((await post(REVIEWER, `${CLICKHOUSE}${query}`, body)).statusCode).toBe(400);
    }
  });
});

describe('bad input to the searches: 400 with a clear message, never 5xx', () => {
  it.each<[string, string, object, RegExp]>([
    [
      'an upside-down difference',
      '',
      { differenceStart: 2, differenceEnd: 1 },
      /differenceStart \(2\) must not be greater than differenceEnd \(1\)/,
    ],
    [
      'a day that does not exist',
      '',
      { foundAtStart: '2026-02-31 10:00:00' },
      /foundAtStart must be a date and time/,
    ],
    [
      'an hour that does not exist',
      '',
      { foundAtEnd: '2026-02-01 25:00:00' },
      /foundAtEnd must be a date and time/,
    ],
    [
      'a found-at range upside down',
      '',
      { foundAtStart: '2026-02-02 00:00:00', foundAtEnd: '2026-02-01 00:00:00' },
      /must not be after/,
    ],
    [
      'a date in the wrong form',
      '',
      { foundAtStart: '01/02/2026' },
      /foundAtStart must match pattern/,
    ],
    ['a wrong type', '', { part: 5 }, /part must be string/],
    ['a list that is not one', '', { status: 'PENDING' }, /status must be array/],
    ['an unknown status', '', { status: ['DONE'] }, /status/],
    ['a country that is no code', '', { country: ["DEU' OR 1=1 --"] }, /country/],
    ['an unknown field', '', { part: 'x', drop: 'table' }, /drop is not a known field/],
    [
      'a huge string',
      '',
      { part: 'x'.repeat(5000) },
      /part must NOT have more than 4096 characters/,
    ],
    ['a NUL', '', { part: 'a\u0000b' }, /part must not contain a NUL character/],
    ['a page too deep', '?page=1000000&size=1000', { part: 'x' }, /page \* size/],
    ['an unknown sort field', '?sort=password,asc', { part: 'x' }, /sort/],
    ['a sort without a direction', '?sort=foundAt', { part: 'x' }, /sort/],
  ])('%s', async (_name, query, body, message) => {
    const response = await post(REVIEWER, `${USAGES}${query}`, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error_definition: 'VALIDATION_ERROR' });
    expect(response.json().message).toMatch(message);
  });

  it('takes SQL in every text field as text', async () => {
    const injection = "x' OR '1'='1'; DROP TABLE images; --";
    for (const field of [
      'part',
      'partForFilter',
      'imageUrl',
      'sourcePart',
      'domainPart',
      'domain',
      'imageId',
    ]) {
      expect(await usageIds({ [field]: injection }), field).toEqual([]);
    }
    expect(await usageIds({ agency: [injection] })).toEqual([]);
    const images = await post(REVIEWER, IMAGES, { agency: [injection], domains: [injection] });
    expect(images.json().totalElements).toBe(0);
    const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM images`);
    expect(row!.n).toBeGreaterThanOrEqual(4);
  });

  it('refuses bad image search input', async () => {
    for (const body of [
      { agency: 'Agency A' },
      { agency: ['Agency A'], imagesCount: -1 },
      { agency: ['Agency A'], imagesCount: 1.5 },
      { agency: ['Agency A'], domains: [''] },
      { imageId: 'x'.repeat(201) },
    ]) {
      const response = await post(REVIEWER, IMAGES, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('the CSV export', () => {
  it('answers the rows as an attachment, formulas neutralised', async () => {
    const response = await post(REVIEWER, `${CSV}?sort=difference,asc`, { domain: '%.example' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="usages-\d{8}-\d{4}\.csv"$/,
    );
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFid,status,delivered,originalImageFileName,imageUrl,usageUrl,country,scrapedCountry,' +
        'domainPursuable,blacklisted,difference,agency,imageId,foundAt,domainId,domain',
    );
    expect(lines).toHaveLength(6);
    expect(lines[5]).toBe('');
    expect(lines[1]).toBe(
      `${ids.alpha1},IDENTICAL,false,"'=HYPERLINK(""http://evil.example"")",https://cdn.alpha.example/img/red.JPG,` +
        `https://shop-alpha.example/Products/Red-Shoe?x=1,DEU,AUT,true,false,0.1,Agency A,A-1,` +
        `2026-01-03T12:00:00.000Z,${domainIds['shop-alpha']},shop-alpha.example`,
    );
    expect(lines[2]).toContain(`,"'+cmd, ""quoted""",`);
    expect(lines[3]).toContain(`,'@sum,`);
    expect(lines[4]).toContain(`,'-1\tx,`);
  });

  it('reads batches by keyset in the order of any sort, NULLs last, ties by id', async () => {
    for (const sort of [
      [],
      ['foundAt,asc'],
      ['country,asc', 'scrapedCountry,desc'],
      ['blacklisted,desc', 'difference,asc'],
      ['id,desc'],
    ]) {
      const stream = await exportUsagesCsv(db, { domain: '%.example' }, sort, { batchSize: 1 });
      let text = '';
      for await (const chunk of stream) text += String(chunk);
      const exported = text
        .split('\r\n')
        .slice(1, -1)
        .map((line) => Number(line.split(',')[0]));
      expect(exported, sort.join(' ')).toEqual(
        await usageIds(
          { domain: '%.example' },
          sort.map((s) => `${sort.indexOf(s) ? '&' : '?'}sort=${s}`).join(''),
        ),
      );
    }
  });
});

describe('the bulk status change', () => {
  const put = (email: string, body: unknown) => api.call(email, 'PUT', STATUS, body);
  const statuses = async () =>
    queryRows<{ id: number; status: string; by: number | null }>(
      db,
      sql`SELECT id, status, review_status_changed_by AS by FROM images ORDER BY id`,
    );

  it('sets one status for the images, audited, with who and when', async () => {
    const response = await put(REVIEWER, { ids: [ids.gamma, ids.alpha2], status: 'IDENTICAL' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      images: [
        { id: ids.gamma, status: 'IDENTICAL', delivered: false },
        { id: ids.alpha2, status: 'IDENTICAL', delivered: false },
      ],
    });
    const rows = await statuses();
    const gamma = rows.find((row) => row.id === ids.gamma)!;
    expect(gamma).toMatchObject({ status: 'IDENTICAL', by: api.userId(REVIEWER) });
    expect(await auditOf(db, 'IMAGE', ids.gamma!)).toEqual([
      {
        field: 'status',
        before: 'NOT_IDENTICAL',
        after: 'IDENTICAL',
        user_id: api.userId(REVIEWER),
      },
    ]);
    // The same again changes nothing and audits nothing.
    expect((await put(REVIEWER, { ids: [ids.gamma], status: 'IDENTICAL' })).statusCode).toBe(200);
    expect(await auditOf(db, 'IMAGE', ids.gamma!)).toHaveLength(1);
  });

  it('refuses unknown ids with 404 naming them', async () => {
    const response = await put(REVIEWER, {
      ids: [ids.alpha1, 999_999, 999_998],
      status: 'PENDING',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No images with ids 999999, 999998.');
  });

  it('refuses delivered images with 409 and their ids, changing nothing', async () => {
    const before = await statuses();
    const response = await put(REVIEWER, { ids: [ids.alpha1, ids.beta], status: 'PENDING' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error_definition: 'CONFLICT', ids: [ids.beta] });
    expect(await statuses()).toEqual(before);
  });

  it('refuses images whose domain another user has reserved, changing nothing', async () => {
    await db.insert(reservations).values({
      entityType: 'DOMAIN',
      entityId: domainIds['shop-alpha']!,
      userId: api.userId(IMPORTER),
      expiresAt: new Date(Date.now() + 600_000),
    });
    const before = await statuses();
    const response = await put(REVIEWER, {
      ids: [ids.gamma, ids.alpha1, ids.alpha2],
      status: 'NOT_IDENTICAL',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error_definition: 'CONFLICT',
      ids: [ids.alpha1, ids.alpha2],
    });
    expect(await statuses()).toEqual(before);
    // The holder may change them.
    const own = await put(IMPORTER, { ids: [ids.alpha1], status: 'IDENTICAL' });
    expect(own.statusCode, own.body).toBe(200);
    await db.execute(sql`DELETE FROM reservations`);
  });

  it('refuses bad bodies with 400', async () => {
    for (const body of [
      { ids: [], status: 'PENDING' },
      { ids: [1, 1], status: 'PENDING' },
      { ids: [1], status: 'DONE' },
      { ids: [0], status: 'PENDING' },
      { ids: ['1'], status: 'PENDING' },
      { ids: Array.from({ length: 1001 }, (_, i) => i + 1), status: 'PENDING' },
    ]) {
      expect((await put(REVIEWER, body)).statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });
});

describe('a big export streams', () => {
  beforeAll(async () => {
    await db.execute(
      sql`INSERT INTO images (image_id, agency, domain_id, usage_url, found_at)
        SELECT 'BULK-' || n, 'Bulk Agency', ${domainIds['gamma_x']!}::int,
          'https://bulk.example/page/' || n,
          CASE WHEN n % 10 = 0 THEN NULL ELSE timestamptz '2025-01-01' + n * interval '1 minute' END
        FROM generate_series(1, 5000) AS n`,
    );
  });

  it('sends 5000 rows chunked, in order, over HTTP', async () => {
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await testApp.login(REVIEWER);
    const response = await fetch(`${address}${CSV}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ agency: ['Bulk Agency'] }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    expect(response.headers.get('content-length')).toBeNull();
    let chunks = 0;
    let text = '';
    const decoder = new TextDecoder();
    for await (const chunk of response.body!) {
      chunks += 1;
      text += decoder.decode(chunk, { stream: true });
    }
    expect(chunks).toBeGreaterThan(1);
    const lines = text.split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(5000);
    const foundAt = lines.map((line) => line.split(',')[13]!);
    // foundAt descending, the 500 without one last.
    expect(foundAt.slice(0, 4500).every((v, i, all) => i === 0 || v <= all[i - 1]!)).toBe(true);
    expect(foundAt.slice(4500).every((v) => v === '')).toBe(true);
    expect(new Set(lines.map((line) => line.split(',')[0])).size).toBe(5000);
  });

  it('pages the big search with hasNext and counts it in the background', async () => {
    const page = (
      await post(REVIEWER, `${USAGES}?page=2&size=1000`, { agency: ['Bulk Agency'] })
    ).json();
    expect(page.hasNext).toBe(true);
    expect(page.content).toHaveLength(1000);
    let count = null;
    for (let i = 0; i < 200 && count === null; i += 1) {
      count = (await api.call(REVIEWER, 'GET', `${COUNTING}/${page.countId}`)).json().count;
      if (count === null) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(count).toBe(5000);
  });
});
