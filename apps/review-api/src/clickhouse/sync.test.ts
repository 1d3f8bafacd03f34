import type { ClickHouseClient } from '@clickhouse/client';
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../db/database';
import { readUsageCriteria } from '../services/search/filters';
import { createTestApp } from '../testing/testApp';
import { readClickhouseConfig } from './config';
import { connectClickhouse, type ClickhouseConnection } from './connect';
import { migrateClickhouse } from './schema';
import { clickhouseUsageStore } from './search';
import { CLICKHOUSE_TEXTS, openClickhouseUsageService } from './service';
import { createUsageSync, drainDelay } from './sync';

/*
 * The sync's promises (issue 16): it survives restarts (the outbox is in PostgreSQL, the store
 * remembers where it was copied from), catches up after ClickHouse was down, and a store that
 * cannot start leaves the server running and says why.
 */

const testApp = await createTestApp({ demoData: { domainCount: 10, imageCount: 120 } });
const db = testApp.database.db;
const folder = mkdtempSync(join(tmpdir(), 'sightings-sync-test-'));
let connection: ClickhouseConnection | null = null;
afterAll(async () => {
  await connection?.close();
  await testApp.close();
  rmSync(folder, { recursive: true, force: true });
});

const statusOf = async (client: ClickHouseClient, id: number) => {
  const store = clickhouseUsageStore(client);
  const page = await store.page(readUsageCriteria({ part: 'demo-web' }), {
    page: 0,
    size: 1000,
    sort: ['id,asc'],
  });
  return page.content.find((row) => row.id === id)?.status;
};

/** A client whose inserts fail while `down` is set: ClickHouse unreachable. */
function flaky(client: ClickHouseClient) {
  const state = { down: true };
  const proxy = new Proxy(client, {
    get(target, key, receiver) {
      if (key === 'insert' && state.down) {
        return () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:8123'));
      }
      const value = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { client: proxy, state };
}

describe('the sync', () => {
  it('copies everything once, then only the changes, across a restart', async () => {
    connection = connectClickhouse({ mode: 'embedded', path: folder });
    await migrateClickhouse(connection.client);
    const first = createUsageSync(db, connection.client);
    await first.drain();
    expect(first.progress()).toMatchObject({ copying: false, copied: 120, failure: null });
    await first.close();

    // While no sync runs (the server is down), a change waits in the outbox.
    const [target] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM images WHERE status = 'PENDING' ORDER BY id LIMIT 1`,
    );
    await db.execute(sql`UPDATE images SET status = 'LEGITIMATE' WHERE id = ${target!.id}`);
    expect(await statusOf(connection.client, Number(target!.id))).toBe('PENDING');

    // A new sync on the same store: no second copy, the change arrives.
    const second = createUsageSync(db, connection.client);
    await second.drain();
    expect(second.progress().copied).toBe(0);
    expect(await statusOf(connection.client, Number(target!.id))).toBe('LEGITIMATE');
    await second.close();
  });

  it('runs the embedded engine with the server settings of a mostly idle server', async () => {
    const result = await connection!.client.query({
      query: `SELECT name, value FROM system.server_settings
        WHERE name IN ('memory_worker_period_ms', 'asynchronous_metrics_update_period_s',
          'os_threads_nice_value_merge_mutate')
        ORDER BY name`,
      format: 'JSONEachRow',
    });
    expect(await result.json()).toEqual([
      { name: 'asynchronous_metrics_update_period_s', value: '60' },
      { name: 'memory_worker_period_ms', value: '1000' },
      // Merges at the lowest CPU priority: the requests first.
      { name: 'os_threads_nice_value_merge_mutate', value: '19' },
    ]);
  });

  it('inserts its batches at the lowest CPU priority on the embedded engine, which knows the setting', async () => {
    expect(connection!.backgroundSettings).toEqual({ os_thread_priority: 19 });
    const seen: unknown[] = [];
    const client = new Proxy(connection!.client, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key !== 'insert') return typeof value === 'function' ? value.bind(target) : value;
        return (params: Parameters<ClickHouseClient['insert']>[0]) => {
          seen.push(params.clickhouse_settings);
          return target.insert(params);
        };
      },
    });
    // The service as the server opens it, on this test's engine (chdb runs one per process).
    const service = await openClickhouseUsageService({ mode: 'embedded', path: folder }, db, {
      autoStart: false,
      connect: () => ({ ...connection!, client, close: async () => undefined }),
    });
    const [target] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM images WHERE status = 'PENDING' ORDER BY id LIMIT 1`,
    );
    await db.execute(sql`UPDATE images SET status = 'IDENTICAL' WHERE id = ${target!.id}`);
    // The engine takes the insert with the setting (an unknown setting would fail it).
    await service.drain();
    expect((await service.status()).state).toBe('ready');
    expect(seen).toEqual([{ os_thread_priority: 19 }]);
    expect(await statusOf(connection!.client, Number(target!.id))).toBe('IDENTICAL');
    await service.close();
  });

  it('keeps the changes while ClickHouse is down and catches up when it is back', async () => {
    const { client, state } = flaky(connection!.client);
    const warnings: string[] = [];
    const sync = createUsageSync(db, client, {
      intervalMs: 20,
      maxBackoffMs: 40,
      warn: (message) => warnings.push(message),
    });
    const [target] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM images WHERE status = 'PENDING' ORDER BY id LIMIT 1`,
    );
    await db.execute(sql`UPDATE images SET status = 'DUPLICATE' WHERE id = ${target!.id}`);
    await expect(sync.drain()).rejects.toThrow(/ECONNREFUSED/);
    const [waiting] = await queryRows<{ n: number | string }>(
      db,
      sql`SELECT count(*) AS n FROM usage_outbox`,
    );
    expect(Number(waiting!.n)).toBe(1);

    sync.start();
    await expect.poll(() => sync.progress().failure, { timeout: 5000 }).toMatch(/ECONNREFUSED/);
    state.down = false;
    await expect.poll(() => sync.progress().failure, { timeout: 5000 }).toBeNull();
    expect(await statusOf(connection!.client, Number(target!.id))).toBe('DUPLICATE');
    expect(warnings).toEqual([
      expect.stringContaining('the sync failed (connect ECONNREFUSED'),
      'ClickHouse usage store: the sync works again.',
    ]);
    await sync.close();
  });

  it('copies anew a store that was copied from another database', async () => {
    await db.execute(sql`UPDATE usage_sync_source SET id = gen_random_uuid()`);
    await connection!.client.insert({
      table: 'usages',
      values: [{ id: 999_999, status: 'PENDING', domain: 'stale.example', version: 1, deleted: 0 }],
      format: 'JSONEachRow',
    });
    const sync = createUsageSync(db, connection!.client);
    await sync.drain();
    expect(sync.progress().copied).toBe(120);
    const count = await clickhouseUsageStore(connection!.client).count(
      readUsageCriteria({ domainPart: 'stale.example' }),
    );
    expect(count).toBe(0);
    await sync.close();
  });

  it('shared by two servers: one full copy, and no change copied twice', async () => {
    // Two servers on one database and one ClickHouse: on PostgreSQL a second pool on the test's
    // database (the embedded engine of this process stands in for the shared ClickHouse server).
    // PGlite serves one process (a second server is refused, db/severalServers.test.ts): there
    // the two are two drains asked at once of the one server's sync.
    const second = testApp.databaseUrl
      ? await openDatabase({ databaseUrl: testApp.databaseUrl })
      : null;
    /** The ids of `usages` each server wrote, insert by insert, and the TRUNCATEs. */
    const written: number[] = [];
    let truncates = 0;
    const recording = new Proxy(connection!.client, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key === 'insert')
          return (params: Parameters<ClickHouseClient['insert']>[0]) => {
            if (params.table === 'usages')
              written.push(...(params.values as { id: number }[]).map((row) => row.id));
            return target.insert(params);
          };
        if (key === 'command')
          return (params: Parameters<ClickHouseClient['command']>[0]) => {
            if (/TRUNCATE/.test(params.query)) truncates += 1;
            return target.command(params);
          };
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const options = { copyBatchSize: 10, copyWaitMs: 20, intervalMs: 3_600_000 };
    const one = createUsageSync(db, recording, options);
    const other = second ? createUsageSync(second.db, recording, options) : one;
    try {
      // A store copied from another database: both servers find it so at once.
      await db.execute(sql`UPDATE usage_sync_source SET id = gen_random_uuid()`);
      await Promise.all([one.drain(), other.drain()]);
      expect(truncates).toBe(1);
      expect(written).toHaveLength(120);
      expect(new Set(written).size).toBe(120);
      expect(other.progress().copiedWhole).toBe(true);

      // Forty changes, half on each server, drained by both at once: each copied once.
      written.length = 0;
      const ids = (
        await queryRows<{ id: number }>(db, sql`SELECT id FROM images ORDER BY id LIMIT 40`)
      ).map((row) => Number(row.id));
      // One after another: the PostgreSQL pass runs beside the three-server test, whose pools
      // hold 60 of the server's 100 connections; 40 at once would open 20 more on each pool.
      for (const [i, id] of ids.entries()) {
        await (i % 2 ? (second?.db ?? db) : db).execute(
          sql`UPDATE images SET difference = ${i} WHERE id = ${id}`,
        );
      }
      await Promise.all([one.drain(), other.drain(), one.drain(), other.drain()]);
      expect(written.sort((a, b) => a - b)).toEqual(ids);
      expect(truncates).toBe(1);
    } finally {
      await one.close();
      await other.close();
      await second?.close();
    }
  });

  it('drains a write of this server within seconds, without waiting for its poll', async () => {
    // A poll once an hour: only the write's notice can bring the changes within the test (the
    // second write comes while changes keep coming: it waits for the busy interval, 3 s).
    const sync = createUsageSync(db, connection!.client, { intervalMs: 3_600_000 });
    sync.start();
    await expect.poll(() => sync.progress().syncedAt, { timeout: 10_000 }).not.toBeNull();
    const [first, second] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM images WHERE status = 'PENDING' ORDER BY id LIMIT 2`,
    );
    await db.execute(sql`UPDATE images SET status = 'LEGITIMATE' WHERE id = ${first!.id}`);
    await expect
      .poll(() => statusOf(connection!.client, Number(first!.id)), { timeout: 10_000 })
      .toBe('LEGITIMATE');
    // A write inside a transaction is told once it is committed.
    await db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE images SET status = 'DUPLICATE' WHERE id = ${second!.id}`);
    });
    await expect
      .poll(() => statusOf(connection!.client, Number(second!.id)), { timeout: 10_000 })
      .toBe('DUPLICATE');
    await sync.close();
  });

  it('keeps the database answering while ClickHouse takes its time over an insert', async () => {
    // An insert held until the test lets it go: on PGlite (one connection for every request)
    // no transaction may stay open meanwhile; on PostgreSQL the sync holds one pooled one.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    const slow = new Proxy(connection!.client, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key !== 'insert') return typeof value === 'function' ? value.bind(target) : value;
        return async (...args: unknown[]) => {
          held += 1;
          await gate;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const sync = createUsageSync(db, slow, { intervalMs: 3_600_000, wakeDelayMs: 0 });
    sync.start();
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`SELECT id FROM images WHERE status = 'PENDING' ORDER BY id LIMIT 1`,
    );
    await db.execute(sql`UPDATE images SET status = 'OFFLINE' WHERE id = ${row!.id}`);
    await expect.poll(() => held, { timeout: 10_000 }).toBeGreaterThan(0);
    // A request of another user, while ClickHouse has the batch: it answers.
    const [answer] = await queryRows<{ n: number | string }>(
      db,
      sql`SELECT count(*) AS n FROM images WHERE id = ${row!.id} AND status = 'OFFLINE'`,
    );
    expect(Number(answer!.n)).toBe(1);
    release();
    await expect
      .poll(() => statusOf(connection!.client, Number(row!.id)), { timeout: 10_000 })
      .toBe('OFFLINE');
    await sync.close();
    const [left] = await queryRows<{ n: number | string }>(
      db,
      sql`SELECT count(*) AS n FROM usage_outbox`,
    );
    expect(Number(left!.n)).toBe(0);
  });
});

describe('when a write drains', () => {
  const options = { wakeDelayMs: 1000, busyIntervalMs: 3000 };
  it('after the wake delay when no drain found changes lately', () => {
    expect(drainDelay({ ...options, now: 50_000, lastBusyCycleAt: -Infinity })).toBe(1000);
    expect(drainDelay({ ...options, now: 50_000, lastBusyCycleAt: 40_000 })).toBe(1000);
  });
  it('no sooner than the busy interval after the last drain that found changes', () => {
    expect(drainDelay({ ...options, now: 50_500, lastBusyCycleAt: 50_000 })).toBe(2500);
    expect(drainDelay({ ...options, now: 51_500, lastBusyCycleAt: 50_000 })).toBe(1500);
    expect(drainDelay({ ...options, now: 52_500, lastBusyCycleAt: 50_000 })).toBe(1000);
  });
});

describe('a store that cannot start', () => {
  it('a server that does not answer: the server starts, the store is unavailable and keeps trying', async () => {
    const warnings: string[] = [];
    const service = await openClickhouseUsageService(
      {
        mode: 'server',
        url: 'http://127.0.0.1:9',
        username: 'default',
        password: '',
        database: 'default',
      },
      db,
      { intervalMs: 10, maxBackoffMs: 20, warn: (message) => warnings.push(message) },
    );
    const status = await service.status();
    expect(status).toMatchObject({ state: 'unavailable', message: CLICKHOUSE_TEXTS.failing });
    await expect(
      service
        .store()
        .page(readUsageCriteria({ part: 'x' }), { page: 0, size: 1, sort: ['id,asc'] }),
    ).rejects.toMatchObject({ status: 503, message: CLICKHOUSE_TEXTS.searchFailed });
    // The sync tries again (and says so once), rather than giving up until a restart.
    await expect
      .poll(() => warnings.filter((line) => line.includes('the sync failed')).length, {
        timeout: 5000,
      })
      .toBe(1);
    expect(warnings[0]).toMatch(
      /did not answer at start \(.*ECONNREFUSED.*\); the sync tries again/,
    );
    expect(warnings).toContain(
      'ClickHouse usage search failed: Error: connect ECONNREFUSED 127.0.0.1:9',
    );
    expect((await service.status()).state).toBe('unavailable');
    await service.close();
  });

  it('is off with CLICKHOUSE=off, and the configuration reads the other settings', () => {
    const memory = { dataDir: 'memory://' };
    expect(readClickhouseConfig({ CLICKHOUSE: 'off' }, memory)).toEqual({ mode: 'off' });
    expect(readClickhouseConfig({}, memory)).toEqual({ mode: 'embedded', path: null });
    expect(readClickhouseConfig({}, { dataDir: '/srv/data' })).toEqual({
      mode: 'embedded',
      path: '/srv/data/clickhouse',
    });
    expect(readClickhouseConfig({ CLICKHOUSE_URL: 'http://ch:8123' }, memory)).toEqual({
      mode: 'server',
      url: 'http://ch:8123',
      username: 'default',
      password: '',
      database: 'default',
    });
    expect(() => readClickhouseConfig({ CLICKHOUSE: 'maybe' }, memory)).toThrow(
      'CLICKHOUSE must be "off", "embedded" or "server", not "maybe".',
    );
    expect(() => readClickhouseConfig({ CLICKHOUSE_URL: 'ftp://x' }, memory)).toThrow(
      /must start with http/,
    );
    expect(() =>
      readClickhouseConfig({ CLICKHOUSE_URL: 'http://x', CLICKHOUSE_DATABASE: 'a;b' }, memory),
    ).toThrow(/CLICKHOUSE_DATABASE must be a plain name/);
  });
});
