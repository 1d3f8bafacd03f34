import type { ClickHouseClient } from '@clickhouse/client';
import type { UsageSearchFilter } from '@sightings/domain-model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readUsageCriteria } from '../services/search/filters';
import { connectClickhouse } from './connect';
import { CLICKHOUSE_SCHEMA_VERSION, migrateClickhouse, type ClickhouseUsageRow } from './schema';
import { clickhouseConditions, clickhouseUsageStore } from './search';
import { orderBy } from './usageSql';

/*
 * The windowed page (searchWindows.ts) gives exactly what the page read FINAL gives, over a
 * store that holds older copies of sightings, deleted ones, missing found-at moments and
 * differences, and ties; and a store of an older schema is emptied for a new copy. (One store:
 * the embedded engine opens one data folder per process.)
 */

const connection = connectClickhouse({ mode: 'embedded', path: null });
const client = connection.client;
afterAll(() => connection.close());

const SIGHTINGS = 4000;
const WORDS = ['Blog', 'news', 'shop', 'BLOG-post', 'travel'];
const pad = (n: number) => String(n).padStart(2, '0');
const moment = (id: number) =>
  `2025-${pad(1 + (Math.floor(id / 400) % 12))}-${pad(1 + (id % 28))} ${pad(id % 24)}:00:00.000000`;

function row(id: number, version: number, change = 0): ClickhouseUsageRow {
  return {
    id,
    status: ['PENDING', 'IDENTICAL', 'OFFLINE'][(id + change) % 3]!,
    delivered: false,
    original_image_file_name: null,
    image_url: `https://img.example/${id}.jpg`,
    usage_url: `https://site-${id % 7}.example/${WORDS[id % WORDS.length]}-${id}`,
    image_source: null,
    registered_image: false,
    agency: id % 2 ? 'Alpine Stock' : 'Harbor Lens',
    image_id: `IM${id}`,
    difference: id % 40 === 0 ? null : ((id * 37 + change * 500) % 1000) / 10,
    found_at: id % 50 === 0 ? null : moment(id),
    domain_id: id % 7,
    domain: `site-${id % 7}.example`,
    country: id % 3 ? 'DEU' : null,
    scraped_country: null,
    not_pursuable: false,
    blacklisted: false,
    social_domain: false,
    has_facebook: false,
    version,
    deleted: 0,
  };
}

const queries: string[] = [];
/** The client, noting every statement (to see that a window was read). */
const noting = new Proxy(client, {
  get(target, key) {
    if (key === 'query')
      return (params: Parameters<ClickHouseClient['query']>[0]) => {
        queries.push(params.query);
        return target.query(params);
      };
    const value = Reflect.get(target, key, target) as unknown;
    return typeof value === 'function' ? value.bind(target) : value;
  },
});

/** The page as FINAL reads it: the reference. */
async function finalIds(filter: UsageSearchFilter, sort: string, page: number, size: number) {
  const { where, params } = clickhouseConditions(readUsageCriteria(filter));
  const result = await client.query({
    query: `SELECT id FROM usages FINAL WHERE ${where} ORDER BY ${orderBy([sort])}
      LIMIT {limit:UInt32} OFFSET {offset:UInt64}`,
    query_params: { ...params, limit: size + 1, offset: page * size },
    format: 'JSONEachRow',
  });
  return (await result.json<{ id: number }>()).map((r) => Number(r.id));
}

const FILTERS: [string, UsageSearchFilter][] = [
  ['a common part', { part: 'blog' }],
  ['a part in a fifth of the rows', { part: 'news' }],
  ['a rare part', { part: 'post-3995' }],
  ['an absent part', { part: 'nowhere' }],
  ['a part and a status', { part: 'blog', status: ['IDENTICAL'] }],
  ['a status and a country', { status: ['PENDING'], country: ['DEU'] }],
  [
    'thin matches of a part, a status, an agency and a country',
    { part: 'travel', status: ['IDENTICAL'], agency: ['Alpine Stock'], country: ['DEU'] },
  ],
  ['thin matches of a part and a difference', { part: 'travel', differenceStart: 90 }],
];
const SORTS = ['foundAt,desc', 'foundAt,asc', 'difference,asc', 'difference,desc', 'status,asc'];

describe('the schema', () => {
  it('empties a store of an older schema, so that the sync copies it anew', async () => {
    {
      const old = client;
      // The first schema: ordered by id, no text index, no projection, no schema mark.
      await old.command({
        query: `CREATE TABLE usages (id UInt32, usage_url Nullable(String), version UInt64,
          deleted UInt8) ENGINE = ReplacingMergeTree(version, deleted) ORDER BY id`,
      });
      await old.command({
        query: `CREATE TABLE usage_sync_state (key String, value String, version UInt64)
          ENGINE = ReplacingMergeTree(version) ORDER BY key`,
      });
      await old.insert({
        table: 'usage_sync_state',
        values: [{ key: 'copied_from', value: 'some-database', version: 1 }],
        format: 'JSONEachRow',
      });
      await old.insert({
        table: 'usages',
        values: [{ id: 1, usage_url: 'https://a.example/', version: 1, deleted: 0 }],
        format: 'JSONEachRow',
      });

      await migrateClickhouse(old);

      const state = await (
        await old.query({
          query: `SELECT key, argMax(value, version) AS value FROM usage_sync_state
            GROUP BY key ORDER BY key`,
          format: 'JSONEachRow',
        })
      ).json<{ key: string; value: string }>();
      expect(state).toEqual([{ key: 'schema', value: String(CLICKHOUSE_SCHEMA_VERSION) }]);
      const table = await (
        await old.query({
          query: `SELECT (SELECT count() FROM usages) AS n, (SELECT count() FROM system.data_skipping_indices
            WHERE database = currentDatabase() AND table = 'usages' AND name = 'usage_url_text') AS text`,
          format: 'JSONEachRow',
        })
      ).json<{ n: number; text: number }>();
      expect(table).toEqual([{ n: 0, text: 1 }]);

      // A store of this schema is left as it is.
      await old.insert({
        table: 'usages',
        values: [row(1, 1)],
        format: 'JSONEachRow',
      });
      await migrateClickhouse(old);
      const [kept] = await (
        await old.query({ query: 'SELECT count() AS n FROM usages', format: 'JSONEachRow' })
      ).json<{ n: number }>();
      expect(Number(kept!.n)).toBe(1);
      await old.command({ query: 'TRUNCATE TABLE usages' });
    }
  });
});

describe('the usage page on ClickHouse', () => {
  beforeAll(async () => {
    await migrateClickhouse(client);
    const ids = Array.from({ length: SIGHTINGS }, (_, i) => i + 1);
    const rows: ClickhouseUsageRow[] = [
      ...ids.map((id) => row(id, 10)),
      // Older copies with other values, which must not show.
      ...ids.filter((id) => id % 10 === 0).map((id) => row(id, 5, 1)),
      // Newer copies with another status and difference.
      ...ids.filter((id) => id % 15 === 0).map((id) => row(id, 20, 2)),
      // Deleted sightings.
      ...ids.filter((id) => id % 33 === 0).map((id) => ({ ...row(id, 30), deleted: 1 as const })),
    ];
    // In separate inserts, so that the copies lie in separate parts as the sync leaves them.
    for (let i = 0; i < rows.length; i += 1500) {
      await client.insert({
        table: 'usages',
        values: rows.slice(i, i + 1500),
        format: 'JSONEachRow',
      });
    }
  });

  it.each(FILTERS)('%s: every sort and page as FINAL gives it', async (_name, filter) => {
    const store = clickhouseUsageStore(noting);
    for (const sort of SORTS) {
      for (const [page, size] of [
        [0, 20],
        [3, 20],
        [0, 100],
      ] as const) {
        const expected = await finalIds(filter, sort, page, size);
        const found = await store.page(readUsageCriteria(filter), { page, size, sort: [sort] });
        expect(
          [...found.content.map((r) => r.id), ...(found.hasNext ? ['next'] : [])],
          `${sort} page ${page} of ${size}`,
        ).toEqual([...expected.slice(0, size), ...(expected.length > size ? ['next'] : [])]);
      }
    }
  });

  it('reads a window without FINAL for found-at and difference sorts', async () => {
    queries.length = 0;
    const store = clickhouseUsageStore(noting);
    const criteria = readUsageCriteria({ part: 'blog' });
    await store.page(criteria, { page: 0, size: 20, sort: ['foundAt,desc'] });
    await store.page(criteria, { page: 0, size: 20, sort: ['difference,asc'] });
    const windows = queries.filter((q) =>
      /version, _part AS part FROM usages\s+WHERE deleted = 0 AND/.test(q),
    );
    expect(windows.map((q) => (/found_at >=|difference <=/.exec(q) ?? ['none'])[0])).toEqual([
      'found_at >=',
      'difference <=',
    ]);
    expect(queries.some((q) => q.includes('FINAL'))).toBe(false);
  });

  it('reads thin matches with filters without FINAL and without a window', async () => {
    queries.length = 0;
    const store = clickhouseUsageStore(noting);
    const criteria = readUsageCriteria({
      part: 'travel',
      status: ['IDENTICAL'],
      agency: ['Alpine Stock'],
      country: ['DEU'],
    });
    // 133 of 4000 sightings match (ids 19 + 30k): the page of 100 lies among most of them.
    const found = await store.page(criteria, { page: 0, size: 100, sort: ['foundAt,desc'] });
    expect(found.content.map((r) => r.id)).toEqual(
      (
        await finalIds(
          { part: 'travel', status: ['IDENTICAL'], agency: ['Alpine Stock'], country: ['DEU'] },
          'foundAt,desc',
          0,
          100,
        )
      ).slice(0, 100),
    );
    const pages = queries.filter((q) =>
      /version, _part AS part FROM usages\s+WHERE deleted = 0\s+AND/.test(q),
    );
    // The windows too thin for the page were counted, not read; the one read takes every
    // match, where the projection by status can serve it.
    const counts = queries.filter((q) => q.startsWith('SELECT count() AS n FROM usages'));
    expect(counts.length).toBeGreaterThan(0);
    expect(counts.every((q) => /found_at >=/.test(q))).toBe(true);
    expect(pages).toHaveLength(1);
    expect(pages.at(-1)).not.toMatch(/found_at >=/);
    expect(pages.at(-1)).toMatch(/use_skip_indexes = 0/);
    expect(queries.some((q) => q.includes('FINAL'))).toBe(false);

    // Without a filter on status or agency no projection serves them: the page is read FINAL.
    queries.length = 0;
    const filter = { part: 'travel', differenceStart: 90 };
    const thin = await store.page(readUsageCriteria(filter), {
      page: 0,
      size: 100,
      sort: ['foundAt,desc'],
    });
    expect(thin.content.map((r) => r.id)).toEqual(
      (await finalIds(filter, 'foundAt,desc', 0, 100)).slice(0, 100),
    );
    expect(queries.some((q) => q.includes('FINAL'))).toBe(true);
  });
});
