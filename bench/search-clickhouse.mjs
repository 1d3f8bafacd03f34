// The ClickHouse part of `npm run bench -- search` (issue 16), loaded by bench/search-run.mjs in
// its child process (tsx: it imports the server's TypeScript sources). It opens the embedded
// ClickHouse (chdb) in .bench-data/search-clickhouse, fills it from the bench's PGlite database
// with the server's own sync (a full copy, timed, then the outbox) and hands out the server's
// ClickHouse usage store and a ClickhouseUsageService for buildApp, so that the `_clickhouse`
// route is timed as the server runs it.
//
// The store's folder is reused from run to run like the PGlite one: the sync skips the copy
// when the store's marker names the PGlite database's `usage_sync_source` id. A regenerated
// PGlite database gets a new id anyway (its migrations run anew); the folder is also wiped then,
// and with BENCH_SEARCH_CLICKHOUSE_RECOPY=1 (to time the copy again). A store of an older schema
// (src/clickhouse/schema.ts, CLICKHOUSE_SCHEMA_VERSION) is emptied by its migration and copied
// anew. A store of several parts is merged into one before the timing (OPTIMIZE ... FINAL), as a
// running server's background merges leave it.
// Environment: BENCH_SEARCH_CLICKHOUSE_DIR, BENCH_SEARCH_CLICKHOUSE_RECOPY,
// BENCH_SEARCH_COPY_BATCH (sightings per batch of the full copy; the server's default otherwise).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { connectClickhouse } from '../apps/review-api/src/clickhouse/connect.ts';
import { migrateClickhouse } from '../apps/review-api/src/clickhouse/schema.ts';
import { clickhouseUsageStore } from '../apps/review-api/src/clickhouse/search.ts';
import { PENDING_COUNT_MAX } from '../apps/review-api/src/clickhouse/service.ts';
import { createUsageSync } from '../apps/review-api/src/clickhouse/sync.ts';
import { queryRows } from '../apps/review-api/src/db/database.ts';

const root = new URL('..', import.meta.url).pathname;
export const CLICKHOUSE_DIR =
  process.env.BENCH_SEARCH_CLICKHOUSE_DIR ?? `${root}.bench-data/search-clickhouse`;
/** What the last full copy took, kept beside the folder for the runs that reuse it. */
const COPY_RECORD = `${CLICKHOUSE_DIR}.copy.json`;
const COPY_BATCH = process.env.BENCH_SEARCH_COPY_BATCH
  ? Number(process.env.BENCH_SEARCH_COPY_BATCH)
  : undefined;
/** createUsageSync's default `copyBatchSize` (clickhouse/sync.ts), for the log. */
const SERVER_COPY_BATCH = 10_000;

/**
 * Settings of every timed query: no query condition cache (ClickHouse 25.3+ remembers which
 * granules matched a WHERE and skips the others when the same condition comes again, so the
 * 2nd to 30th run of a query would read less than a first search does).
 */
const TIMED_SETTINGS = { use_query_condition_cache: 0 };

/**
 * The client with `settings` added to every query. (chdb applies a query's settings as `SET`
 * on its session, where they stay for later queries too; a ClickHouse server over HTTP takes
 * them per query. Either way every timed query has them.)
 */
function withSettings(client, settings) {
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query')
        return (params) =>
          target.query({
            ...params,
            clickhouse_settings: { ...params.clickhouse_settings, ...settings },
          });
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function one(client, query) {
  const result = await client.query({ query, format: 'JSONEachRow' });
  const [row] = await result.json();
  return row;
}

/** The store's table as it is now: rows (latest copies), active parts, bytes on disk. */
export async function clickhouseTableFacts(client) {
  const rows = await one(client, 'SELECT count() AS n FROM usages FINAL WHERE deleted = 0');
  const parts = await one(
    client,
    `SELECT count() AS parts, sum(rows) AS rows, sum(bytes_on_disk) AS bytes,
      sum(data_uncompressed_bytes) AS raw FROM system.parts
      WHERE database = currentDatabase() AND table = 'usages' AND active`,
  );
  return {
    rows: Number(rows.n),
    parts: Number(parts.parts),
    storedRows: Number(parts.rows),
    bytes: Number(parts.bytes),
    rawBytes: Number(parts.raw),
  };
}

/**
 * Opens the store on `db` (the bench's PGlite database): connects, makes the tables, copies
 * every sighting when the store was not copied from this database (timed), drains the outbox.
 * `fresh`: the PGlite data was generated in this run, so the folder is wiped first.
 */
export async function openBenchClickhouse(db, { fresh, log }) {
  if (fresh || process.env.BENCH_SEARCH_CLICKHOUSE_RECOPY === '1') {
    rmSync(CLICKHOUSE_DIR, { recursive: true, force: true });
    rmSync(COPY_RECORD, { force: true });
  }
  const connection = connectClickhouse({ mode: 'embedded', path: CLICKHOUSE_DIR });
  try {
    const { client } = connection;
    await migrateClickhouse(client);
    const version = await one(client, 'SELECT version() AS v');
    const [source] = await queryRows(db, sql`SELECT id FROM usage_sync_source LIMIT 1`);
    const marker = await one(
      client,
      `SELECT argMax(value, version) AS value FROM usage_sync_state WHERE key = 'copied_from'`,
    );
    const copyDue = !source || marker?.value !== String(source.id);
    if (copyDue) {
      // The generator's inserts filled usage_outbox through the triggers of migration 0007 (a
      // row per sighting and per domain); the full copy reads every sighting anyway, so those
      // rows go first. (Else drain() would write each sighting a second time after the copy,
      // 1,000 outbox rows at a time.) Nothing else writes to this bench database.
      await db.execute(sql.raw('TRUNCATE usage_outbox'));
    }
    const sync = createUsageSync(db, client, COPY_BATCH ? { copyBatchSize: COPY_BATCH } : {});
    const started = performance.now();
    await sync.drain();
    const seconds = (performance.now() - started) / 1000;
    let copy;
    if (copyDue) {
      copy = {
        sightings: sync.progress().copied,
        seconds,
        batch: COPY_BATCH ?? SERVER_COPY_BATCH,
        rssMb: Math.round(process.resourceUsage().maxRSS / 1024),
        at: new Date().toISOString(),
      };
      writeFileSync(COPY_RECORD, JSON.stringify(copy));
    } else if (existsSync(COPY_RECORD)) {
      copy = { ...JSON.parse(readFileSync(COPY_RECORD, 'utf8')), reused: true };
    }
    await sync.close();
    // The copy's 100 inserts leave parts that a server merges in the background over the next
    // minutes (rebuilding the projection and the text index); the timed searches are of the
    // settled store, so the merges are not left to compete with them.
    const { parts } = await clickhouseTableFacts(client);
    if (parts > 1) {
      const merging = performance.now();
      await client.command({ query: 'OPTIMIZE TABLE usages FINAL' });
      log(
        `ClickHouse: ${parts} active parts merged into one (OPTIMIZE TABLE usages FINAL) in ` +
          `${((performance.now() - merging) / 1000).toFixed(1)} s, as a running server's merges would`,
      );
    }
    const timed = withSettings(client, TIMED_SETTINGS);
    const store = clickhouseUsageStore(timed);
    /** As openClickhouseUsageService's, for the page's `freshness` (the sync is not running). */
    const service = {
      store: () => store,
      async status() {
        const [pending] = await queryRows(
          db,
          sql`SELECT count(*) AS n, min(created_at) AS oldest
            FROM (SELECT created_at FROM usage_outbox ORDER BY id LIMIT ${PENDING_COUNT_MAX}::int) o`,
        );
        const now = new Date();
        const pendingChanges = Number(pending?.n ?? 0);
        return {
          state: 'ready',
          message: null,
          pendingChanges,
          oldestPendingAt: pending?.oldest ? new Date(pending.oldest).toISOString() : null,
          syncedAt: pendingChanges === 0 ? now.toISOString() : null,
          checkedAt: now.toISOString(),
        };
      },
      drain: async () => undefined,
      close: async () => undefined,
    };
    log(
      `ClickHouse ${version.v} embedded (chdb) in ${CLICKHOUSE_DIR}: ` +
        (copyDue
          ? `ClickHouse full copy of ${copy.sightings.toLocaleString('en')} sightings: ${seconds.toFixed(1)} s ` +
            `(batches of ${copy.batch.toLocaleString('en')} sightings; peak RSS of the process so far ${copy.rssMb} MB)`
          : `already copied from this PGlite database, copy skipped` +
            (copy
              ? ` (its full copy of ${copy.sightings.toLocaleString('en')} sightings took ${copy.seconds.toFixed(1)} s on ${copy.at.slice(0, 10)}; ` +
                'BENCH_SEARCH_CLICKHOUSE_RECOPY=1 copies again)'
              : '') +
            `; outbox drained in ${seconds.toFixed(1)} s`),
    );
    return { connection, client: timed, store, service, copy };
  } catch (error) {
    await connection.close();
    throw error;
  }
}
