import { DOMAIN_FLOW_STATUS_NAMES } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows, type Db } from '../db/database';
import { createTestApp, type TestApp } from '../testing/testApp';
import { seedDemoData } from './demo';

const origin = 'http://localhost:8180';
const small = { webOrigin: origin, domainCount: 240, imageCount: 2400 };

/** The domains the Domains page gives out (services/reservations.ts, `domainAvailable`). */
const DOMAINS_PAGE_QUEUE = `select count(*)::int n from domains d
  where not d.filled_by_operator and d.domain_flow_status = 'NEW' and not d.blacklisted
    and not exists (select 1 from blacklisted_domains b where b.domain = d.domain)
    and exists (select 1 from images i where i.domain_id = d.id and i.status = 'IDENTICAL')`;

function rows<T>(db: Db, query: string): Promise<T[]> {
  return queryRows<T>(db, sql.raw(query));
}

const apps: TestApp[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
});

async function seeded(options = small) {
  const testApp = await createTestApp({ seed: ({ db }) => seedDemoData(db, options) });
  apps.push(testApp);
  return testApp;
}

/** One small set for the tests that only read it (seeding takes seconds). */
let shared: Promise<TestApp> | undefined;
const sharedSmallSet = () => (shared ??= seeded());

describe('the demo data set', () => {
  it('loads the full set: 20+ agencies, 2,000 domains, 20,000 sightings', async () => {
    const { database } = await seeded({ webOrigin: origin } as typeof small);
    const [counts] = await rows<{ agencies: number; domains: number; images: number }>(
      database.db,
      'select (select count(*)::int from agencies) agencies, (select count(*)::int from domains) domains, (select count(*)::int from images) images',
    );
    expect(counts!.agencies).toBeGreaterThanOrEqual(20);
    expect(counts!.domains).toBe(2000);
    expect(counts!.images).toBe(20000);
    // The Domains page's queue (docs/domains-page.md): plenty of domains to classify.
    const [queue] = await rows<{ n: number }>(database.db, DOMAINS_PAGE_QUEUE);
    expect(queue!.n).toBeGreaterThanOrEqual(250);
  }, 120_000);

  it('gives every stage work', async () => {
    const { database } = await sharedSmallSet();
    const db = database.db;
    const flows = await rows<{ status: string }>(
      db,
      'select distinct domain_flow_status status from domains',
    );
    expect(flows.map((f) => f.status).sort()).toEqual([...DOMAIN_FLOW_STATUS_NAMES].sort());
    const [work] = await rows<Record<string, number>>(
      db,
      `select
        (select count(*)::int from images where status = 'PENDING') pending,
        (${DOMAINS_PAGE_QUEUE}) to_classify,
        (select count(*)::int from domains where domain_flow_status = 'PENDING_QUALITY_CONTROL' and social_domain) social,
        (select count(*)::int from domains where domain_flow_status = 'PENDING_QUALITY_CONTROL' and not social_domain) qc,
        (select count(*)::int from domains where blacklisted) blacklisted,
        (select count(*)::int from blacklisted_domains) blacklist,
        (select count(*)::int from images where delivered) delivered,
        (select count(*)::int from third_party_domain_data) third_party,
        (select count(*)::int from conversations) conversations,
        (select count(*)::int from images where not downloaded) not_downloaded,
        (select count(*)::int from images where not (demo_picture->>'hasOriginal')::boolean) no_original,
        (select count(*)::int from images where not (demo_picture->>'online')::boolean) dead_online,
        (select count(*)::int from domains where parked_until is not null) parked`,
    );
    for (const [key, value] of Object.entries(work!)) expect(value, key).toBeGreaterThan(0);
  }, 60_000);

  it("gives operator@ inactive work queues the admin panel can save again: a filter that, switched on, leads the Images page, and SQL over the domains' view", async () => {
    const testApp = await seeded();
    const admin = await testApp.login('admin@example.com');
    const operatorToken = await testApp.login('operator@example.com');
    const call = (token: string, method: 'GET' | 'PUT', url: string, payload?: unknown) =>
      testApp.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${token}` },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    const me = (await call(operatorToken, 'GET', '/api/auth/me')).json() as { id: number };
    const url = `/api/assessment_user_work_queue?userId=${me.id}`;
    const list = (await call(admin, 'GET', url)).json() as {
      id: number;
      orderIndex: number;
      type: string;
      query: string;
      description: string | null;
      active: boolean;
    }[];
    expect(list.map((entry) => [entry.type, entry.active])).toEqual([
      ['IMAGES', false],
      ['DOMAINS', false],
    ]);
    // Saved unchanged but for the Alpine Stock queue switched on: every query passes the
    // server's checks and is counted.
    const saved = await call(
      admin,
      'PUT',
      url,
      list.map(({ id, orderIndex, type, query, description, active }) => ({
        id,
        orderIndex,
        type,
        query,
        description,
        active: active || type === 'IMAGES',
      })),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    for (const entry of saved.json() as { workFilterDto: { workFilterResultCount: number } }[])
      expect(entry.workFilterDto.workFilterResultCount).toBeGreaterThan(0);
    // The active queue leads: operator@'s first images are Alpine Stock's pending ones.
    const reserved = (
      await call(operatorToken, 'GET', '/api/assessment_image/reserve_pending?limit=20')
    ).json() as { agency: string; status: string }[];
    expect(reserved.length).toBeGreaterThan(0);
    for (const image of reserved)
      expect(image).toMatchObject({ agency: 'Alpine Stock', status: 'PENDING' });
  }, 60_000);

  it('is deterministic', async () => {
    const digest = async (db: Db) =>
      rows<{ d: string }>(
        db,
        "select md5(string_agg(d.domain || ':' || i.image_id || ':' || i.status || ':' || (i.demo_picture->>'seed'), ',' order by i.id)) d from images i join domains d on d.id = i.domain_id",
      );
    const [a, b] = await Promise.all([sharedSmallSet(), seeded()]);
    expect(await digest(a.database.db)).toEqual(await digest(b.database.db));
  }, 90_000);

  it('serves pictures: identical pairs come from one seed, missing ones give JSON 404s', async () => {
    const testApp = await sharedSmallSet();
    const token = await testApp.login('operator@example.com');
    const get = (url: string) =>
      testApp.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const [withBoth] = await rows<{ id: number }>(
      testApp.database.db,
      "select id from images where downloaded and (demo_picture->>'hasOriginal')::boolean limit 1",
    );
    const original = await get(`/api/assessment_image/${withBoth!.id}/original_image`);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toMatch(/^image\//);
    expect(original.headers['cache-control']).toContain('private');
    expect(original.rawPayload.length).toBeGreaterThan(1000);
    const downloaded = await get(
      `/api/assessment_image/${withBoth!.id}/downloaded_image?width=120`,
    );
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.headers['content-type']).toMatch(/^image\//);

    const [notDownloaded] = await rows<{ id: number }>(
      testApp.database.db,
      'select id from images where not downloaded limit 1',
    );
    const missing = await get(`/api/assessment_image/${notDownloaded!.id}/downloaded_image`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error_definition: 'NOT_FOUND' });
    const [noOriginal] = await rows<{ id: number }>(
      testApp.database.db,
      "select id from images where not (demo_picture->>'hasOriginal')::boolean limit 1",
    );
    expect((await get(`/api/assessment_image/${noOriginal!.id}/original_image`)).statusCode).toBe(
      404,
    );
    expect((await get('/api/assessment_image/999999/original_image')).statusCode).toBe(404);
    expect((await get('/api/assessment_image/abc/original_image')).statusCode).toBe(400);
  });

  it('serves the demo web: live image URLs answer, dead ones 404, pages show the picture', async () => {
    const testApp = await sharedSmallSet();
    const [live] = await rows<{ image_url: string; usage_url: string }>(
      testApp.database.db,
      "select image_url, usage_url from images where (demo_picture->>'online')::boolean limit 1",
    );
    const [dead] = await rows<{ image_url: string }>(
      testApp.database.db,
      "select image_url from images where not (demo_picture->>'online')::boolean limit 1",
    );
    const path = (url: string) => url.slice(origin.length);
    expect(live!.image_url.startsWith(`${origin}/demo-web/`)).toBe(true);
    const image = await testApp.app.inject({ method: 'GET', url: path(live!.image_url) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(
      (await testApp.app.inject({ method: 'GET', url: path(dead!.image_url) })).statusCode,
    ).toBe(404);
    const page = await testApp.app.inject({ method: 'GET', url: path(live!.usage_url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<img src="/demo-web/');
    const hostile = await testApp.app.inject({
      method: 'GET',
      url: '/demo-web/%3Cscript%3Ex/page/1',
    });
    expect(hostile.body).not.toContain('<script>');
  });
});
