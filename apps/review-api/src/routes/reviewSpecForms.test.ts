import type { ReviewImage } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { caller, makeDomain } from '../testing/reviewFixtures';
import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * The review screens' calls in the spec's forms (001 §7 and its Notes), on the server as it
 * runs by default and on one without extensions (`API_EXTENSIONS=off`): one QC queue without
 * `social`, `limit=1` moving on, the extension parameters (`social`, `domainName`, `resume`,
 * final review's `limit`, `sort=field,dir`) ignored when off, `key_asc` with the domain's image
 * count as size, and `status_counts` gone when off.
 */

const QC = 'qc@example.com';
const REVIEWER = 'reviewer@example.com';

interface Fixture {
  testApp: TestApp;
  api: ReturnType<typeof caller>;
  website: number[];
  social: number[];
  names: Map<number, string>;
  finalReview: number[];
  images: { id: number; imageIds: number[] };
}

async function fixture(extensions: boolean): Promise<Fixture> {
  const testApp = await createTestApp({ extensions });
  const db = testApp.database.db;
  const api = caller(testApp);
  const website: number[] = [];
  const social: number[] = [];
  const names = new Map<number, string>();
  for (let n = 0; n < 2; n += 1) {
    const site = await makeDomain(db, { status: 'PENDING_QUALITY_CONTROL' });
    const profile = await makeDomain(db, {
      status: 'PENDING_QUALITY_CONTROL',
      values: { socialDomain: true },
    });
    website.push(site.id);
    social.push(profile.id);
    names.set(site.id, site.domain);
    names.set(profile.id, profile.domain);
  }
  const finalReview: number[] = [];
  for (let n = 0; n < 3; n += 1) {
    finalReview.push((await makeDomain(db, { status: 'PENDING_FINAL_REVIEW' })).id);
  }
  const images = await makeDomain(db, {
    status: 'PENDING_FINAL_REVIEW',
    images: ['NOT_IDENTICAL', 'PENDING', 'IDENTICAL', 'OFFLINE', 'PENDING', 'IDENTICAL'],
    delivered: [2],
  });
  await db.execute(sql`UPDATE domains SET domain_flow_status = 'ON_HOLD' WHERE id = ${images.id}`);
  for (const email of [QC, REVIEWER]) await api.signIn(email);
  return { testApp, api, website, social, names, finalReview, images };
}

const ids = (response: { json: () => unknown }) =>
  (response.json() as { id: number }[]).map((domain) => domain.id);

describe.each([
  ['with extensions (the default)', true],
  ['without extensions (API_EXTENSIONS=off)', false],
])('the spec forms %s', (_, extensions) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await fixture(extensions);
  });
  afterAll(() => f.testApp.close());
  afterEach(async () => {
    await f.testApp.database.db.execute(sql`DELETE FROM reservations`);
  });

  const qc = (query: string, email = QC) =>
    f.api.call(email, 'GET', `/api/assessment_domain/reserve_pending_quality_control${query}`);

  it('reserve_pending_quality_control without social is one queue: websites and social profiles', async () => {
    const all = await qc('?limit=50');
    expect(all.statusCode, all.body).toBe(200);
    expect(ids(all)).toEqual([...f.website, ...f.social].sort((a, b) => a - b));
  });

  it('limit=1 twice gives two different domains when two are free', async () => {
    const first = ids(await qc('?limit=1'));
    const second = ids(await qc('?limit=1'));
    expect(first).toHaveLength(1);
    expect(second).toHaveLength(1);
    expect(second).not.toEqual(first);
  });

  it(`resume=true ${extensions ? "answers the caller's own lease first" : 'is ignored'}`, async () => {
    const [first] = ids(await qc('?limit=1'));
    const [again] = ids(await qc('?limit=1&resume=true'));
    if (extensions) expect(again).toBe(first);
    else expect(again).not.toBe(first);
  });

  it(`social=true ${extensions ? 'asks for the social profiles' : 'is ignored: the one queue'}`, async () => {
    const answer = await qc('?limit=50&social=true');
    expect(answer.statusCode).toBe(200);
    expect(ids(answer)).toEqual(
      extensions ? f.social : [...f.website, ...f.social].sort((a, b) => a - b),
    );
  });

  it(`domainName ${extensions ? 'leases the domain named' : 'is ignored: the next domain'}`, async () => {
    const target = f.social[1]!;
    const answer = await qc(`?limit=1&domainName=${f.names.get(target)}`);
    expect(answer.statusCode).toBe(200);
    expect(ids(answer)).toEqual(extensions ? [target] : [Math.min(...f.website, ...f.social)]);
  });

  it('reserve_pending_review_domain serves a QC user for a QC domain, social profile or not', async () => {
    for (const id of [f.website[1]!, f.social[0]!]) {
      const answer = await f.api.call(
        QC,
        'GET',
        `/api/assessment_domain/reserve_pending_review_domain?domain=${f.names.get(id)}`,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      expect(ids(answer)).toEqual([id]);
    }
  });

  it(`reserve_pending_review answers ${extensions ? 'limit domains' : 'one domain, limit ignored'}`, async () => {
    const answer = await f.api.call(
      REVIEWER,
      'GET',
      '/api/assessment_domain/reserve_pending_review?limit=3',
    );
    expect(answer.statusCode).toBe(200);
    expect(ids(answer)).toEqual(extensions ? f.finalReview : [f.finalReview[0]]);
  });

  it('images_by_domain_filter takes key_asc with size equal to the image count: the table order', async () => {
    const id = f.images.id;
    const count = await f.api.call(REVIEWER, 'GET', `/api/assessment_domain/${id}/images_count`);
    const size = (count.json() as { count: number }).count;
    expect(size).toBe(6);
    for (const dir of ['asc', 'desc']) {
      const answer = await f.api.call(
        REVIEWER,
        'POST',
        `/api/assessment_domain/${id}/images_by_domain_filter?page=0&size=${size}&sort=agency_${dir}`,
        { status: null },
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const page = answer.json<{ content: ReviewImage[]; totalElements: number }>();
      expect(page.totalElements).toBe(6);
      expect(page.content.map((image) => [image.status, image.delivered, image.agency])).toEqual([
        ['IDENTICAL', false, 'Agency B'],
        ['IDENTICAL', true, 'Agency A'],
        ...(dir === 'asc'
          ? [
              ['PENDING', false, 'Agency A'],
              ['PENDING', false, 'Agency B'],
            ]
          : [
              ['PENDING', false, 'Agency B'],
              ['PENDING', false, 'Agency A'],
            ]),
        ['OFFLINE', false, 'Agency B'],
        ['NOT_IDENTICAL', false, 'Agency A'],
      ]);
    }
  });

  it(`sort=field,dir ${extensions ? 'sorts by the field (review-paging)' : 'is ignored: the table order'}`, async () => {
    const answer = await f.api.call(
      REVIEWER,
      'POST',
      `/api/assessment_domain/${f.images.id}/images_by_domain_filter?sort=difference,asc`,
      {},
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const statuses = answer.json<{ content: ReviewImage[] }>().content.map((image) => image.status);
    expect(statuses[0]).toBe(extensions ? 'NOT_IDENTICAL' : 'IDENTICAL');
  });

  it(`status_counts ${extensions ? 'answers the counts' : 'answers 404, as an unknown path'}`, async () => {
    const answer = await f.api.call(
      REVIEWER,
      'GET',
      `/api/assessment_domain/${f.images.id}/status_counts`,
    );
    expect(answer.statusCode).toBe(extensions ? 200 : 404);
    if (!extensions) expect(answer.json()).toMatchObject({ error_definition: 'NOT_FOUND' });
  });
});
