// Which server tests the PostgreSQL pass runs (scripts/test-postgres.mjs); a test keeps the
// division honest (scripts/postgres-tests.test.ts).

/**
 * What depends on the database: the migrations and the connection (db/), the seeds and reference
 * data, the services' SQL through the routes that carry it (reservations and their locking, the
 * review flow, the tables' sorting and filters, search, statistics, imports, legal cases), the
 * sign-in limiter's counters and their locking (auth/loginLimiter.test.ts,
 * hardening/login.test.ts), the work-queue sandbox and the ClickHouse outbox's triggers and
 * copy. The rest of the server's tests (input checks, fuzzing, access declarations, tokens, the
 * API client's dialect) ask the database nothing PGlite would answer differently, and run on
 * PGlite only (docs/testing.md).
 */
export const DATABASE_TESTS = [
  'apps/review-api/src/auth/loginLimiter.test.ts',
  'apps/review-api/src/db/',
  'apps/review-api/src/seed/',
  'apps/review-api/src/reference/',
  'apps/review-api/src/services/',
  'apps/review-api/src/clickhouse/service.test.ts',
  'apps/review-api/src/clickhouse/sync.test.ts',
  'apps/review-api/src/routes/domains.test.ts',
  'apps/review-api/src/routes/history.test.ts',
  'apps/review-api/src/routes/images.test.ts',
  'apps/review-api/src/routes/pairSimilarity.test.ts',
  'apps/review-api/src/routes/imports.test.ts',
  'apps/review-api/src/routes/legalCase.test.ts',
  'apps/review-api/src/routes/legalCaseExtension.test.ts',
  'apps/review-api/src/routes/reference.test.ts',
  'apps/review-api/src/routes/review.test.ts',
  'apps/review-api/src/routes/reviewImages.test.ts',
  'apps/review-api/src/routes/reviewQueue.test.ts',
  'apps/review-api/src/routes/reviewSpecForms.test.ts',
  'apps/review-api/src/routes/reviewTables.test.ts',
  'apps/review-api/src/routes/search.test.ts',
  'apps/review-api/src/routes/socialMedia.test.ts',
  'apps/review-api/src/routes/statistics.test.ts',
  'apps/review-api/src/routes/users.test.ts',
  'apps/review-api/src/routes/workQueues.test.ts',
  'apps/review-api/src/hardening/login.test.ts',
  'apps/review-api/src/hardening/sandboxFreeze.test.ts',
  'apps/review-api/src/hardening/threeServers.test.ts',
];

/**
 * The server's test files that open a database but run on PGlite only, and why: a new one must
 * be put in one list or the other.
 */
export const PGLITE_ONLY_TESTS = {
  'apps/review-api/src/app.test.ts': 'the app shell: static files, headers, errors',
  'apps/review-api/src/fuzz/routes.test.ts': 'every route fed hostile input: validation',
  'apps/review-api/src/hardening/http.test.ts': 'HTTP hardening: headers, sizes, the log',
  'apps/review-api/src/hardening/input.test.ts': 'odd text in every field: validation',
  'apps/review-api/src/hardening/shutdown.test.ts': 'SIGTERM of `npm start` (embedded database)',
  'apps/review-api/src/routes/adminSearch.contract.test.ts':
    "search and admin calls in the specs' forms, both modes: the SQL is search's and users'",
  'apps/review-api/src/routes/auth.test.ts': 'tokens and sign-in',
  'apps/review-api/src/routes/capabilities.test.ts': 'which routes answer with extensions off',
  'apps/review-api/src/routes/importsContract.test.ts':
    "imports in the specs' forms, both modes: the SQL is imports.test.ts's",
  'apps/review-api/src/routes/conversation.test.ts': 'the message thread: one insert and list',
  'apps/review-api/src/routes/onlinePicture.test.ts': 'the picture proxy: HTTP, not SQL',
  'apps/review-api/src/routes/routes.test.ts': 'every route declares and enforces its access',
  'apps/review-api/src/clickhouse/contract.test.ts': 'ClickHouse SQL on chdb, not PostgreSQL',
  'packages/api-client/src/': "the client's calls and errors against the server",
};
