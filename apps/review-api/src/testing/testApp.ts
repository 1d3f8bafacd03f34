import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { buildApp, type App, type AppOptions } from '../app';
import { createLoginLimiter, type LoginLimiterOptions } from '../auth/loginLimiter';
import { createTokenService } from '../auth/tokens';
import {
  clickhouseOffService,
  openClickhouseUsageService,
  type ClickhouseUsageService,
} from '../clickhouse/service';
import { openDatabase, type Database } from '../db/database';
import { ensureReferenceData } from '../reference/ensureReferenceData';
import { DEMO_PASSWORD, seedDemoAccounts } from '../seed/accounts';
import { seedDemoData } from '../seed/demo';
import {
  createFingerprinter,
  type Fingerprinter,
  type FingerprinterOptions,
} from '../services/similarity/fingerprintAhead';

/**
 * A server for tests: PGlite in memory, or — when TEST_DATABASE_URL points at a PostgreSQL
 * server — a fresh database created there for this test file and dropped afterwards.
 * Reference data and the demo accounts are loaded; `seed` may add more.
 */
export interface TestApp {
  app: App;
  database: Database;
  /** The PostgreSQL database's URL, for a second server on it (null on PGlite: one process). */
  databaseUrl: string | null;
  /** The ClickHouse usage store (`off` unless `clickhouse: 'embedded'` was asked for). */
  clickhouse: ClickhouseUsageService;
  /** The fingerprinter, when `fingerprinter` options were given. */
  fingerprinter?: Fingerprinter;
  /** Signs in a demo account (password `review-demo`) and returns its access token. */
  login(email: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  accessTokenTtlSeconds?: number;
  /** How long image and domain leases live (the server's default is 15 minutes). */
  reservationTtlSeconds?: number;
  consoleDir?: string;
  logger?: { write: (line: string) => void };
  /** Loads the demo data set (seed/demo.ts) of this size before `seed` runs. */
  demoData?: { domainCount: number; imageCount: number };
  seed?: (database: Database) => Promise<void>;
  /** The sign-in limits; by default small ones, so tests reach them quickly. */
  loginLimits?: LoginLimiterOptions;
  trustProxy?: string[];
  /**
   * `embedded`: a ClickHouse usage store on chdb in a temporary folder, its sync not started
   * (tests call `clickhouse.drain()`); by default the store is off.
   */
  clickhouse?: 'off' | 'embedded';
  /** The work-queue sandbox's timeouts and limits (a test of the timeout sets it low). */
  workQueueSandbox?: AppOptions['workQueueSandbox'];
  /** false: a server that knows only the specs (`API_EXTENSIONS=off`). */
  extensions?: boolean;
  /** A fingerprinter of the pictures ahead of the Images queue (none by default: no CPU spent). */
  fingerprinter?: FingerprinterOptions;
}

/**
 * PGlite's files after the migrations, the reference data and the demo accounts, made once per
 * test process: each test database opens as a copy of it (about 0.3 s instead of 2 s for
 * PGlite's initdb and the migrations).
 */
let pgliteTemplate: Promise<Blob> | undefined;

async function makePgliteTemplate(): Promise<Blob> {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    await ensureReferenceData(database.db);
    await seedDemoAccounts(database.db);
    return await database.snapshot!();
  } finally {
    await database.close();
  }
}

async function openTestDatabase(): Promise<{
  database: Database;
  url: string | null;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    pgliteTemplate ??= makePgliteTemplate();
    const snapshot = await pgliteTemplate;
    return {
      database: await openDatabase({ dataDir: 'memory://', snapshot }),
      url: null,
      drop: async () => undefined,
    };
  }
  const { url, drop } = await createEmptyTestDatabase(serverUrl);
  return { database: await openDatabase({ databaseUrl: url }), url, drop };
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (TEST_DATABASE_URL): its URL,
 * for tests that open it more than once (several servers on one database), and its drop.
 */
export async function createEmptyTestDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      // pool.end() resolves before its connections have closed: give them a moment, or FORCE
      // kills them and their clients raise unhandled errors (57P01).
      for (let i = 0; i < 40; i += 1) {
        const { rows } = await client.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (!rows[0]?.n) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // An autovacuum worker on the new database is a process FORCE may not end for this role
      // (42501): it finishes within moments on a test database, so try again meanwhile.
      for (let attempt = 0; ; attempt += 1) {
        try {
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== '42501' || attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await client.end();
    },
  };
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, url: databaseUrl, drop } = await openTestDatabase();
  await ensureReferenceData(database.db);
  await seedDemoAccounts(database.db);
  if (options.demoData) {
    await seedDemoData(database.db, { webOrigin: 'http://localhost', ...options.demoData });
  }
  await options.seed?.(database);
  const clickhouse =
    options.clickhouse === 'embedded'
      ? await openClickhouseUsageService({ mode: 'embedded', path: null }, database.db, {
          autoStart: false,
        })
      : clickhouseOffService();
  const fingerprinter = options.fingerprinter
    ? createFingerprinter(database.db, options.fingerprinter)
    : undefined;
  const app = await buildApp({
    fingerprinter,
    clickhouse,
    db: database.db,
    demoWebOrigin: 'http://localhost',
    tokens: createTokenService(
      'test-secret-'.padEnd(40, 'x'),
      options.accessTokenTtlSeconds ?? 3600,
    ),
    loginLimiter: createLoginLimiter(
      database.db,
      options.loginLimits ?? {
        windowMs: 60_000,
        maxPerPair: 5,
        maxPerAddress: 50,
        maxPerAccount: 20,
      },
    ),
    trustProxy: options.trustProxy,
    reservationTtlSeconds: options.reservationTtlSeconds,
    consoleDir: options.consoleDir,
    logger: options.logger,
    workQueueSandbox: options.workQueueSandbox,
    extensions: options.extensions,
  });
  await app.ready();
  return {
    app,
    database,
    databaseUrl,
    clickhouse,
    fingerprinter,
    async login(email, password = DEMO_PASSWORD) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password },
      });
      if (response.statusCode !== 200)
        throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
      return response.json<{ accessToken: string }>().accessToken;
    },
    async close() {
      await fingerprinter?.close();
      await app.close();
      await clickhouse.close();
      await database.close();
      await drop();
    },
  };
}
