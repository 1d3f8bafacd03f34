// `npm run bench -- search`: the usage part search (Search page, "Usages URL" tab) and its count
// job over 1,000,000 generated sightings on 50,000 domains, on PGlite and, when
// TEST_DATABASE_URL names a PostgreSQL server, on PostgreSQL. Figures only, never pass/fail.
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
// arrives, so that no count runs beside the next search.
// Environment: BENCH_SEARCH_RUNS, BENCH_SEARCH_WARMUPS, BENCH_SEARCH_QUERY_SECONDS,
// BENCH_SEARCH_ONLY=pglite|postgres, BENCH_SEARCH_EXPLAINS (how many slow searches get an
// EXPLAIN, default 1), BENCH_SEARCH_PGLITE_DIR, BENCH_SEARCH_PG_DATABASE.
import { fork } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;

export function searchBenchmark() {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./search-run.mjs', import.meta.url).pathname, [], {
      cwd: root,
      execArgv: ['--conditions=@sightings/source', '--import', 'tsx'],
      stdio: 'inherit',
    });
    child.on('error', reject);
    // The child prints its own table (one per database); nothing more to print here.
    child.on('exit', (code) => {
      if (code === 0) resolve({});
      else reject(new Error(`the search benchmark stopped with exit code ${code}`));
    });
  });
}
