// `npm run bench -- search`: the usage part search (Search page, "Usages URL" tab) and its count
// job over 1,000,000 generated sightings on 50,000 domains, on PGlite, on the embedded ClickHouse
// usage store (issue 16; filled from the PGlite data by the server's sync,
// bench/search-clickhouse.mjs) and, when TEST_DATABASE_URL names a PostgreSQL server, on
// PostgreSQL; then the engines side by side. Figures only, never pass/fail.
//
// The data is generated once by SQL inside each database (bench/search-data.mjs) and reused:
// PGlite in .bench-data/search-pglite, PostgreSQL in the database sightings_bench_search created
// through TEST_DATABASE_URL's connection. The app's migrations run on it every time (new indexes
// apply). The API runs in-process (app.inject, no port): bench/search-run.mjs, in a child process
// that can load the server's TypeScript sources.
//
// Each query: 3 warm-ups (1 when it takes over a second), then 30 runs (fewer, at least 10, once
// a query has taken BENCH_SEARCH_QUERY_SECONDS, default 10: counts of common parts take seconds);
// each run is the search (page 0, size 1000) and then its count job polled until the count
// arrives, so that no count runs beside the next search. Each engine's table carries the load
// average at its start and end (the side-by-side table too): the figures move with it.
// Environment: BENCH_SEARCH_RUNS, BENCH_SEARCH_WARMUPS, BENCH_SEARCH_QUERY_SECONDS,
// BENCH_SEARCH_ONLY=pglite|postgres|clickhouse (clickhouse: with the PGlite data as its source,
// without timing PGlite), BENCH_SEARCH_EXPLAINS (how many slow searches get an EXPLAIN, default
// 1), BENCH_SEARCH_PGLITE_DIR, BENCH_SEARCH_PG_DATABASE, BENCH_SEARCH_CLICKHOUSE_DIR (default
// .bench-data/search-clickhouse), BENCH_SEARCH_CLICKHOUSE_RECOPY=1 (copy and time the full copy
// again), BENCH_SEARCH_COPY_BATCH (sightings per batch of the full copy).
import { runFromSources } from './sources.mjs';

/** The search figures, in a child that reads the sources (one table per engine, then side by side). */
export function searchBenchmark() {
  return runFromSources(new URL('./search-run.mjs', import.meta.url).pathname, [], 'search');
}
