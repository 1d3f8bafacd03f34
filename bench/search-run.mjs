// The child process of `npm run bench -- search` (bench/search.mjs starts it with
// `--conditions=@sightings/source --import tsx`, so that it can build the API in-process from
// its TypeScript sources). For each database: open the reused bench database (generated once,
// bench/search-data.mjs), run the app's migrations on it, build the app, sign in as the reviewer
// and time the usage part search and its count job through app.inject. It
// prints a table per database and, for the slowest search over 100 ms at p95, the EXPLAIN
// (ANALYZE, BUFFERS) of its slowest statement.
//
// ClickHouse (issue 16): the embedded ClickHouse store is filled from the PGlite database by the
// server's sync (bench/search-clickhouse.mjs) and the same searches are timed on the route
// `..._clickhouse` (the same app, with the PGlite database for the sign-in and the count jobs),
// then on the store alone (its page and its count, without the route). A last table puts the
// engines side by side. BENCH_SEARCH_ONLY=clickhouse runs that part alone.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/review-api/src/app.ts';
import { createLoginLimiter } from '../apps/review-api/src/auth/loginLimiter.ts';
import { createTokenService } from '../apps/review-api/src/auth/tokens.ts';
import { openDatabase, queryRows } from '../apps/review-api/src/db/database.ts';
import { ensureReferenceData } from '../apps/review-api/src/reference/ensureReferenceData.ts';
import { DEMO_PASSWORD, seedDemoAccounts } from '../apps/review-api/src/seed/accounts.ts';
import { readUsageCriteria } from '../apps/review-api/src/services/search/filters.ts';
import { clickhouseTableFacts, openBenchClickhouse } from './search-clickhouse.mjs';
import {
  DOMAINS,
  GENERATOR_VERSION,
  generatorStatements,
  PARTS,
  SIGHTINGS,
} from './search-data.mjs';

const root = new URL('..', import.meta.url).pathname;
const PGLITE_DIR = process.env.BENCH_SEARCH_PGLITE_DIR ?? `${root}.bench-data/search-pglite`;
const PG_DATABASE = process.env.BENCH_SEARCH_PG_DATABASE ?? 'sightings_bench_search';
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 30);
const WARMUPS = Number(process.env.BENCH_SEARCH_WARMUPS ?? 3);
/** A query stops being repeated after this long once it has MIN_RUNS runs (slow counts). */
const QUERY_BUDGET_MS = Number(process.env.BENCH_SEARCH_QUERY_SECONDS ?? 10) * 1000;
/** A warm-up that took longer than this (search and count) is the only one. */
const SLOW_WARMUP_MS = 1000;
const MIN_RUNS = Math.min(RUNS, 10);
const PAGE_SIZE = 1000;
/** A search slower than this at p95 gets the EXPLAIN of its slowest statement printed. */
const EXPLAIN_OVER_MS = 100;
/** The count job is given up after this long (its figure then reads "> N ms"). */
const COUNT_TIMEOUT_MS = 60_000;
const COUNT_POLL_MS = 5;
const READER = 'reviewer@example.com';
/** The usage search on PostgreSQL (PGlite) and its twin on the ClickHouse usage store. */
const SEARCH_ROUTE = '/api/assessment_image/by_usage_url_part_without_counting';
const CLICKHOUSE_ROUTE = `${SEARCH_ROUTE}_clickhouse`;

const log = (line) => console.log(`  search     ${line}`);
/** The load average (1, 5, 15 minutes), printed beside every table: the figures move with it. */
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** The searches: each part kind, filters, another sort. */
const QUERIES = [
  { label: `part '${PARTS.common}' (common)`, body: { part: PARTS.common } },
  { label: `part '${PARTS.medium}' (2 %)`, body: { part: PARTS.medium } },
  { label: `part '${PARTS.rare}' (10 rows)`, body: { part: PARTS.rare } },
  { label: `part '${PARTS.absent}' (absent)`, body: { part: PARTS.absent } },
  {
    label: `'${PARTS.common}' + IDENTICAL + DEU`,
    body: { part: PARTS.common, status: ['IDENTICAL'], country: ['DEU'] },
  },
  {
    label: `'${PARTS.medium}' + PENDING + 2 agencies`,
    body: {
      part: PARTS.medium,
      status: ['PENDING'],
      agency: ['Alpine Stock', 'Harbor Lens'],
      foundAtStart: '2025-01-01 00:00:00',
    },
  },
  { label: `'news' by difference asc`, body: { part: 'news' }, sort: 'difference,asc' },
];

// ---- Statement capture (for EXPLAIN) ----------------------------------------------------------

/** While `capturing` is set, every statement the app runs is recorded with its own duration. */
let capturing;
let pgliteClient;
function record(text, values, started) {
  if (capturing && typeof text === 'string')
    capturing.push({
      text,
      values: values ?? [],
      ms: performance.now() - started,
      end: performance.now(),
    });
}
{
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function patchedQuery(config, values, callback) {
    const started = performance.now();
    const text = typeof config === 'string' ? config : config?.text;
    const params = Array.isArray(values) ? values : config?.values;
    // The pool calls it with a callback; drizzle's transactions without (a promise).
    if (typeof values === 'function' || typeof callback === 'function') {
      const done = typeof values === 'function' ? values : callback;
      const wrapped = (error, result) => {
        if (!error) record(text, params, started);
        done(error, result);
      };
      return typeof values === 'function'
        ? query.call(this, config, wrapped)
        : query.call(this, config, values, wrapped);
    }
    if (typeof config?.callback === 'function') {
      const done = config.callback;
      config.callback = (error, result) => {
        if (!error) record(text, params, started);
        done(error, result);
      };
      return query.call(this, config, values);
    }
    const result = query.call(this, config, values);
    if (result && typeof result.then === 'function')
      result.then(() => record(text, params, started)).catch(() => undefined);
    return result;
  };
  const pgliteQuery = PGlite.prototype.query;
  PGlite.prototype.query = function patchedQuery(text, params, options) {
    // The app's PGlite client, for the EXPLAIN (openDatabase does not hand it out).
    // eslint-disable-next-line @typescript-eslint/no-this-alias
    pgliteClient = this;
    const started = performance.now();
    return pgliteQuery.call(this, text, params, options).then((result) => {
      record(text, params, started);
      return result;
    });
  };
  const transaction = PGlite.prototype.transaction;
  PGlite.prototype.transaction = function patchedTransaction(callback) {
    return transaction.call(this, (tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = (text, params, options) => {
        const started = performance.now();
        return txQuery(text, params, options).then((result) => {
          record(text, params, started);
          return result;
        });
      };
      return callback(tx);
    });
  };
}

// ---- The bench database ------------------------------------------------------------------------

async function marker(db) {
  try {
    const [row] = await queryRows(db, sql`SELECT version, migrations FROM bench_search_meta`);
    return row;
  } catch {
    return undefined;
  }
}

async function appliedMigrations(db) {
  const [row] = await queryRows(
    db,
    sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
  );
  return Number(row.n);
}

/**
 * Fills the empty database: reference data and the demo accounts as the server loads them, then
 * the generated domains and sightings. The secondary indexes and foreign keys of `images` are
 * dropped for the load and made again afterwards from their own definitions (one index build
 * instead of a million GIN insertions), so whatever indexes the migrations made come back.
 */
async function generate(db, kind) {
  const started = performance.now();
  log(
    `generating ${SIGHTINGS.toLocaleString('en')} sightings over ${DOMAINS.toLocaleString('en')} domains on ${kind} (once; reused afterwards) ...`,
  );
  await ensureReferenceData(db);
  await seedDemoAccounts(db);
  const [counts] = await queryRows(
    db,
    sql`SELECT (SELECT count(*)::int FROM domains) AS domains, (SELECT count(*)::int FROM images) AS images`,
  );
  if (Number(counts.domains) || Number(counts.images))
    throw new Error('the bench database already holds domains or images: remove it first');
  const indexes = await queryRows(
    db,
    sql`SELECT i.indexname AS name, i.indexdef AS def FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = 'images'
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  );
  const foreignKeys = await queryRows(
    db,
    sql`SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
      WHERE conrelid = 'public.images'::regclass AND contype = 'f'`,
  );
  await db.execute(sql.raw(`SET maintenance_work_mem = '${kind === 'pglite' ? 128 : 256}MB'`));
  for (const index of indexes) await db.execute(sql.raw(`DROP INDEX "${index.name}"`));
  for (const key of foreignKeys)
    await db.execute(sql.raw(`ALTER TABLE images DROP CONSTRAINT "${key.name}"`));
  for (const statement of generatorStatements()) await db.execute(sql.raw(statement));
  log(`  rows in ${((performance.now() - started) / 1000).toFixed(0)} s; indexes ...`);
  for (const index of indexes) await db.execute(sql.raw(index.def));
  for (const key of foreignKeys)
    await db.execute(sql.raw(`ALTER TABLE images ADD CONSTRAINT "${key.name}" ${key.def}`));
  await db.execute(sql.raw('VACUUM (ANALYZE) domains'));
  await db.execute(sql.raw('VACUUM (ANALYZE) images'));
  await db.execute(sql.raw('RESET maintenance_work_mem'));
  const seconds = (performance.now() - started) / 1000;
  await db.execute(
    sql.raw(`CREATE TABLE bench_search_meta (version text NOT NULL, migrations integer NOT NULL,
      domains integer NOT NULL, sightings integer NOT NULL, seconds real NOT NULL,
      generated_at timestamptz NOT NULL DEFAULT now())`),
  );
  await db.execute(
    sql`INSERT INTO bench_search_meta (version, migrations, domains, sightings, seconds)
      VALUES (${GENERATOR_VERSION}, ${await appliedMigrations(db)}, ${DOMAINS}, ${SIGHTINGS}, ${seconds})`,
  );
  log(`  generated in ${seconds.toFixed(0)} s`);
}

/**
 * After the migrations of this run: when they changed since the data was generated or last
 * analyzed (a new index, say), the planner gets fresh statistics once.
 */
async function analyzeAfterNewMigrations(db) {
  const applied = await appliedMigrations(db);
  const { migrations } = await marker(db);
  if (Number(migrations) === applied) return;
  log(`  migrations changed since the last run (${migrations} -> ${applied}): VACUUM (ANALYZE)`);
  await db.execute(sql.raw('VACUUM (ANALYZE) domains'));
  await db.execute(sql.raw('VACUUM (ANALYZE) images'));
  await db.execute(sql`UPDATE bench_search_meta SET migrations = ${applied}`);
}

const current = (row) => row && row.version === GENERATOR_VERSION;

/** The PGlite bench database; `generated`: its data was generated by this run. */
async function openPglite() {
  if (existsSync(PGLITE_DIR)) {
    const database = await openDatabase({ dataDir: PGLITE_DIR });
    if (current(await marker(database.db))) return { database, generated: false };
    await database.close();
    log(`  ${PGLITE_DIR} is incomplete or of another generator version: generating again`);
    rmSync(PGLITE_DIR, { recursive: true, force: true });
  }
  mkdirSync(PGLITE_DIR, { recursive: true });
  const database = await openDatabase({ dataDir: PGLITE_DIR });
  await generate(database.db, 'pglite');
  return { database, generated: true };
}

async function openPostgres(serverUrl) {
  const url = new URL(serverUrl);
  url.pathname = `/${PG_DATABASE}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      PG_DATABASE,
    ]);
    if (rows.length) {
      const database = await openDatabase({ databaseUrl: url.toString() });
      if (current(await marker(database.db))) return { database, url: url.toString() };
      await database.close();
      log(`  ${PG_DATABASE} is incomplete or of another generator version: generating again`);
      await sleep(200);
      await admin.query(`DROP DATABASE ${PG_DATABASE} WITH (FORCE)`);
    }
    try {
      await admin.query(`CREATE DATABASE ${PG_DATABASE}`);
    } catch (error) {
      throw new Error(
        `could not create the database ${PG_DATABASE} through TEST_DATABASE_URL (${error.message}): ` +
          'the role needs CREATEDB, or create it once by hand and grant it to the role',
      );
    }
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: url.toString() });
  await generate(database.db, 'postgres');
  return { database, url: url.toString() };
}

// ---- Measuring --------------------------------------------------------------------------------

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const ms = (value) =>
  Number.isNaN(value) ? '-' : value < 10 ? value.toFixed(1) : value.toFixed(0);

async function signIn(app) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: READER, password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in of ${READER}: ${response.statusCode} ${response.body}`);
  return response.json().accessToken;
}

/** Polls a count job until it has a count or an error (or COUNT_TIMEOUT_MS from `started`). */
async function waitForCount(app, headers, countId, started) {
  while (performance.now() - started < COUNT_TIMEOUT_MS) {
    const polled = await app.inject({
      method: 'GET',
      url: `/api/assessment_image/get_counting/${countId}`,
      headers,
    });
    if (polled.statusCode !== 200)
      return { countMs: NaN, countError: `${polled.statusCode} ${polled.body.slice(0, 200)}` };
    const body = polled.json();
    if (body.error) return { countMs: NaN, countError: body.error };
    if (body.count !== null && body.count !== undefined)
      return { count: body.count, countMs: performance.now() - started };
    await sleep(COUNT_POLL_MS);
  }
  return { countMs: NaN, countError: `no count after ${COUNT_TIMEOUT_MS} ms` };
}

/** One search and its count job: the search's time, rows, and the time until the count arrived. */
async function searchOnce(app, token, query, route) {
  const headers = { authorization: `Bearer ${token}` };
  const sort = query.sort ?? 'foundAt,desc';
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: `${route}?page=0&size=${PAGE_SIZE}&sort=${encodeURIComponent(sort)}`,
    headers,
    payload: query.body,
  });
  const searchMs = performance.now() - started;
  if (response.statusCode !== 200)
    throw new Error(`search ${query.label}: ${response.statusCode} ${response.body.slice(0, 300)}`);
  const page = response.json();
  const { count, countMs, countError } = await waitForCount(app, headers, page.countId, started);
  return { searchMs, rows: page.content.length, hasNext: page.hasNext, count, countMs, countError };
}

/**
 * Warm-ups (caches, plans; a slow one, its count above all, is enough once), then RUNS runs of
 * `once`, fewer (at least MIN_RUNS) once they have taken QUERY_BUDGET_MS.
 */
async function repeat(once) {
  for (let i = 0; i < WARMUPS; i += 1) {
    const warm = await once();
    if (!(warm.countMs < SLOW_WARMUP_MS)) break;
  }
  const runs = [];
  const started = performance.now();
  while (
    runs.length < RUNS &&
    (runs.length < MIN_RUNS || performance.now() - started < QUERY_BUDGET_MS)
  )
    runs.push(await once());
  return runs;
}

async function measure(app, token, query, route) {
  const runs = await repeat(() => searchOnce(app, token, query, route));
  const search = runs.map((r) => r.searchMs);
  const counts = runs.map((r) => r.countMs).filter((v) => !Number.isNaN(v));
  return {
    runs: runs.length,
    p50: percentile(search, 50),
    p95: percentile(search, 95),
    rows: runs[0].rows,
    hasNext: runs[0].hasNext,
    count: runs.find((r) => r.count !== undefined)?.count,
    countErrors: runs.filter((r) => r.countError).map((r) => r.countError),
    countP50: percentile(counts, 50),
    countP95: percentile(counts, 95),
  };
}

/** Runs the search once more with every statement recorded; EXPLAINs its slowest one. */
async function explainSlowest(app, token, query, explain) {
  capturing = [];
  let statements;
  let searchMs;
  const headers = { authorization: `Bearer ${token}` };
  const started = performance.now();
  let response;
  try {
    response = await app.inject({
      method: 'POST',
      url: `${SEARCH_ROUTE}?page=0&size=${PAGE_SIZE}&sort=${encodeURIComponent(query.sort ?? 'foundAt,desc')}`,
      headers,
      payload: query.body,
    });
    const ended = performance.now();
    searchMs = ended - started;
    // The statements of the search itself: those that ended while it ran (the count job runs
    // beside it and may end later).
    statements = capturing.filter((s) => s.end <= ended);
  } finally {
    capturing = undefined;
  }
  // The count job of that search ends before the EXPLAIN runs.
  await waitForCount(app, headers, response.json().countId, started);
  const inDatabase = statements.reduce((sum, s) => sum + s.ms, 0);
  const slowest = statements
    .filter((s) => /^\s*(select|with)/i.test(s.text) && !/count\s*\(/i.test(s.text.slice(0, 80)))
    .sort((a, b) => b.ms - a.ms)[0];
  if (!slowest) return 'no statement recorded';
  const plan = await explain(`EXPLAIN (ANALYZE, BUFFERS) ${slowest.text}`, slowest.values);
  return [
    `this search took ${ms(searchMs)} ms, of which ${ms(inDatabase)} ms in its ${statements.length} statements ` +
      `(the rest: sign-in check, validation, row mapping, JSON); its slowest statement (${ms(slowest.ms)} ms):`,
    slowest.text,
    `parameters: ${JSON.stringify(slowest.values)}`,
    '',
    ...plan,
  ].join('\n');
}

const COLUMNS = [
  ['engine', 10],
  ['query', 40],
  ['p50 ms', 8],
  ['p95 ms', 8],
  ['rows', 6],
  ['count p50', 10],
  ['count p95', 10],
  ['count', 9],
  ['runs', 5],
];
const row = (cells) =>
  `  ${cells.map((cell, i) => (i < 2 ? String(cell).padEnd(COLUMNS[i][1]) : String(cell).padStart(COLUMNS[i][1]))).join(' ')}`;

/**
 * Measures every query on one database; prints its table (and EXPLAINs, `explain` given);
 * answers the figures. `clickhouse`: the ClickHouse usage service, whose route is timed then.
 */
async function benchEngine(label, database, explain, clickhouse) {
  const route = clickhouse ? CLICKHOUSE_ROUTE : SEARCH_ROUTE;
  const app = await buildApp({
    db: database.db,
    clickhouse,
    tokens: createTokenService('bench-search-secret-'.padEnd(40, 'x'), 3600),
    loginLimiter: createLoginLimiter({
      windowMs: 60_000,
      maxPerPair: 100,
      maxPerAddress: 1000,
      maxPerAccount: 100,
    }),
    logger: false,
  });
  await app.ready();
  const figures = {};
  try {
    const token = await signIn(app);
    const probe = await app.inject({
      method: 'POST',
      url: `${route}?page=0&size=1`,
      headers: { authorization: `Bearer ${token}` },
      payload: { part: PARTS.rare },
    });
    if (probe.statusCode === 404 && probe.json().error_definition !== 'VALIDATION_ERROR') {
      log(`[${label}] the route POST ${route} is not there yet`);
      return figures;
    }
    if (probe.statusCode !== 200)
      throw new Error(`[${label}] ${route}: ${probe.statusCode} ${probe.body.slice(0, 300)}`);
    const lines = [];
    const explains = [];
    const loadBefore = load();
    for (const query of QUERIES) {
      const result = await measure(app, token, query, route);
      const failed = result.countErrors.length;
      lines.push(
        row([
          label,
          query.label,
          ms(result.p50),
          ms(result.p95),
          `${result.rows}${result.hasNext ? '+' : ''}`,
          failed ? `failed ${failed}x` : ms(result.countP50),
          failed ? result.countErrors[0].slice(0, 10) : ms(result.countP95),
          result.count?.toLocaleString('en') ?? '-',
          result.runs,
        ]),
      );
      figures[`${query.label} [${label}]`] = result;
      if (explain && result.p95 > EXPLAIN_OVER_MS) explains.push({ query, result });
    }
    log(`[${label}] load average ${loadBefore} at the start of this table, ${load()} at its end:`);
    console.log(row(COLUMNS.map(([name]) => name)));
    for (const line of lines) console.log(line);
    figures[`load [${label}]`] = { before: loadBefore, after: load() };
    explains.sort((a, b) => b.result.p95 - a.result.p95);
    for (const { query, result } of explains.slice(
      0,
      Number(process.env.BENCH_SEARCH_EXPLAINS ?? 1),
    )) {
      log(
        `EXPLAIN (ANALYZE, BUFFERS) of the slowest statement of ${query.label} [${label}] ` +
          `(search p95 ${ms(result.p95)} ms > ${EXPLAIN_OVER_MS} ms; sort ${query.sort ?? 'foundAt,desc'}; body ${JSON.stringify(query.body)}):`,
      );
      console.log(
        (await explainSlowest(app, token, query, explain))
          .split('\n')
          .map((l) => `    ${l}`)
          .join('\n'),
      );
    }
  } finally {
    await app.close();
  }
  return figures;
}

// ---- ClickHouse ------------------------------------------------------------------------------

/** The ClickHouse store alone: the page (`store.page`) and then the count (`store.count`). */
async function measureStore(store, query) {
  const criteria = readUsageCriteria(query.body);
  const paging = { page: 0, size: PAGE_SIZE, sort: [query.sort ?? 'foundAt,desc'] };
  const runs = await repeat(async () => {
    let started = performance.now();
    const page = await store.page(criteria, paging);
    const pageMs = performance.now() - started;
    started = performance.now();
    const count = await store.count(criteria);
    return {
      pageMs,
      countMs: performance.now() - started,
      count,
      rows: page.content.length,
      hasNext: page.hasNext,
    };
  });
  const pages = runs.map((r) => r.pageMs);
  const counts = runs.map((r) => r.countMs);
  return {
    runs: runs.length,
    p50: percentile(pages, 50),
    p95: percentile(pages, 95),
    rows: runs[0].rows,
    hasNext: runs[0].hasNext,
    count: runs[0].count,
    countP50: percentile(counts, 50),
    countP95: percentile(counts, 95),
  };
}

/**
 * Fills (or reuses) the ClickHouse store from the open PGlite database, times the searches on
 * the `_clickhouse` route, then on the store alone; answers the route's figures.
 */
async function benchClickhouse(database, generated) {
  const opened = performance.now();
  const clickhouse = await openBenchClickhouse(database.db, { fresh: generated, log });
  const figures = {};
  try {
    const facts = await clickhouseTableFacts(clickhouse.connection.client);
    const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
    log(
      `ClickHouse ready in ${((performance.now() - opened) / 1000).toFixed(1)} s: usages holds ` +
        `${facts.rows.toLocaleString('en')} sightings (${facts.storedRows.toLocaleString('en')} stored rows) in ` +
        `${facts.parts} active parts, ${mb(facts.bytes)} MB on disk (${mb(facts.rawBytes)} MB uncompressed); ` +
        'timed queries run with use_query_condition_cache=0',
    );
    Object.assign(figures, await benchEngine('ClickHouse', database, null, clickhouse.service));
    const lines = [];
    const loadBefore = load();
    for (const query of QUERIES) {
      const result = await measureStore(clickhouse.store, query);
      figures[`${query.label} [ClickHouse store]`] = result;
      lines.push(
        row([
          'CH store',
          query.label,
          ms(result.p50),
          ms(result.p95),
          `${result.rows}${result.hasNext ? '+' : ''}`,
          ms(result.countP50),
          ms(result.countP95),
          result.count.toLocaleString('en'),
          result.runs,
        ]),
      );
    }
    log(
      'the ClickHouse store alone (store.page, then store.count; no route, sign-in, count job or freshness); ' +
        `load average ${loadBefore} at the start of this table, ${load()} at its end:`,
    );
    console.log(row(COLUMNS.map(([name]) => name)));
    for (const line of lines) console.log(line);
  } finally {
    await clickhouse.connection.close();
  }
  return figures;
}

/** The engines' figures per query: search p50 / p95 and count p50 / p95, and counts that differ. */
function printSideBySide(figures) {
  const engines = [
    ['PGlite', 'lite'],
    ['PostgreSQL', 'pg'],
    ['ClickHouse', 'ch'],
  ].filter(([label]) => QUERIES.some((q) => figures[`${q.label} [${label}]`]));
  if (engines.length < 2) return;
  const cells = (values) => values.map((v) => String(v).padStart(8)).join(' ');
  const header = (what) =>
    `  ${'query'.padEnd(40)} ${cells(engines.flatMap(([, tag]) => [`${tag} p50`, `${tag} p95`]))}   (${what})`;
  log(
    'side by side, the same searches through the app (route, sign-in check, count job), times in ms; load average ' +
      engines
        .map(([label, tag]) => {
          const l = figures[`load [${label}]`];
          return l ? `${tag} ${l.before} -> ${l.after}` : null;
        })
        .filter(Boolean)
        .join(', ') +
      ':',
  );
  for (const [what, p50, p95] of [
    ['search: page 0 of 1000', 'p50', 'p95'],
    ['count: from the search request until the count arrived', 'countP50', 'countP95'],
  ]) {
    console.log(header(what));
    for (const query of QUERIES) {
      const values = engines.flatMap(([label]) => {
        const result = figures[`${query.label} [${label}]`];
        return result ? [ms(result[p50]), ms(result[p95])] : ['-', '-'];
      });
      console.log(`  ${query.label.padEnd(40)} ${cells(values)}`);
    }
  }
  for (const query of QUERIES) {
    const counts = engines
      .map(([label]) => [label, figures[`${query.label} [${label}]`]?.count])
      .filter(([, count]) => count !== undefined);
    if (new Set(counts.map(([, count]) => count)).size > 1)
      log(
        `the counts of ${query.label} differ: ${counts.map(([label, count]) => `${label} ${count}`).join(', ')}`,
      );
  }
}

// ---- Main -------------------------------------------------------------------------------------

const only = process.env.BENCH_SEARCH_ONLY;
if (only && !['pglite', 'postgres', 'clickhouse'].includes(only)) {
  console.error(`BENCH_SEARCH_ONLY must be pglite, postgres or clickhouse, not "${only}"`);
  process.exit(2);
}
const figures = {};
log(
  `${availableParallelism()} cores, load average ${load()} at the start: a shared machine's figures are noisy, compare runs made back to back`,
);
// ClickHouse is filled from the PGlite database: both run while it is open.
if (!only || only === 'pglite' || only === 'clickhouse') {
  const opened = performance.now();
  const { database, generated } = await openPglite();
  await analyzeAfterNewMigrations(database.db);
  log(`PGlite ready in ${((performance.now() - opened) / 1000).toFixed(1)} s (${PGLITE_DIR})`);
  try {
    if (only !== 'clickhouse')
      Object.assign(
        figures,
        await benchEngine('PGlite', database, async (text, values) => {
          const result = await pgliteClient.query(text, values);
          return result.rows.map((row) => row['QUERY PLAN']);
        }),
      );
    if (only !== 'pglite') Object.assign(figures, await benchClickhouse(database, generated));
  } finally {
    await database.close();
  }
}
if ((!only || only === 'postgres') && process.env.TEST_DATABASE_URL) {
  const opened = performance.now();
  const { database, url } = await openPostgres(process.env.TEST_DATABASE_URL);
  await analyzeAfterNewMigrations(database.db);
  log(
    `PostgreSQL ready in ${((performance.now() - opened) / 1000).toFixed(1)} s (database ${PG_DATABASE})`,
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    Object.assign(
      figures,
      await benchEngine('PostgreSQL', database, async (text, values) => {
        const result = await client.query(text, values);
        return result.rows.map((row) => row['QUERY PLAN']);
      }),
    );
  } finally {
    await client.end();
    await database.close();
  }
} else if (!only || only === 'postgres') {
  log('PostgreSQL skipped: TEST_DATABASE_URL is not set');
}
log(
  'search: page 0 of 1000 rows ("+": a next page exists), from the request to the answer; count: from the ' +
    'search request until its count job answered a count (polled every 5 ms); times in ms; noisy on a shared machine',
);
printSideBySide(figures);
log(
  `peak RSS of this process: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB (every engine it opened); ` +
    `load average ${load()} at the end`,
);
