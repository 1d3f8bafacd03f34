import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { queueFairly } from './fairQueue';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query builder, the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PGlite only: its files as one archive, to open copies of this database from (tests). */
  snapshot?: () => Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseLocation =
  | { databaseUrl: string }
  /**
   * A folder for PGlite's files, or `memory://` for a database that lives in memory only;
   * `snapshot` (in memory only) starts it as a copy of another's `snapshot()`, which skips
   * PGlite's initdb and the migrations already applied (the tests' databases, testing/testApp.ts).
   */
  | { dataDir: string; snapshot?: Blob };

const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

/**
 * Connections to PostgreSQL. A request holds one for its transaction only (a few statements),
 * so 20 serve 50 busy operators without requests waiting for a connection, and stay well
 * inside the server's default `max_connections` (100).
 */
export const POOL_SIZE = 20;

/** How often the embedded database does what autovacuum would (`maintainTables`). */
const MAINTAIN_EVERY_MS = 60_000;

/**
 * PGlite has no autovacuum. Without it nothing collects the planner's statistics (it guesses,
 * and the reserve queries sort every pending image instead of reading the first few from their
 * index: 0.5 s instead of 2 ms on the demo data), and nothing clears dead rows (the leases
 * table is rewritten by every reservation and decision). This does what autovacuum does with
 * its default thresholds: VACUUM a table with more than 50 + 20 % dead rows, ANALYZE one with
 * more than 50 + 10 % changed rows since its last ANALYZE. It waits its turn in PGlite's one
 * queue like any query (an ANALYZE of the demo's images takes about 0.2 s).
 */
export async function maintainTables(db: Db): Promise<void> {
  const tables = await queryRows<{ name: string; vacuum: boolean; analyze: boolean }>(
    db,
    sql`SELECT quote_ident(relname) AS name,
        n_dead_tup > 50 + 0.2 * greatest(n_live_tup, 0) AS "vacuum",
        n_mod_since_analyze > 50 + 0.1 * greatest(n_live_tup, 0) AS "analyze"
      FROM pg_stat_user_tables
      WHERE n_dead_tup > 50 + 0.2 * greatest(n_live_tup, 0)
        OR n_mod_since_analyze > 50 + 0.1 * greatest(n_live_tup, 0)`,
  );
  for (const table of tables) {
    const command = table.vacuum ? (table.analyze ? 'VACUUM (ANALYZE)' : 'VACUUM') : 'ANALYZE';
    await db.execute(sql.raw(`${command} ${table.name}`));
  }
}

/** Opens the database and brings its schema up to date (migrations run at start-up). */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if ('databaseUrl' in location) {
    const pool = new pg.Pool({ connectionString: location.databaseUrl, max: POOL_SIZE });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    pools.set(db, pool);
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const inMemory = location.dataDir === 'memory://' || location.dataDir === '';
  if (!inMemory) mkdirSync(location.dataDir, { recursive: true });
  // One connection: queries and whole transactions take turns in one fair line (fairQueue.ts),
  // and every statement is cheap (the indexes and statistics the reserve queries need), so a
  // request waits for the work ahead of it and no more.
  if (location.snapshot && !inMemory) throw new Error('A snapshot opens in memory only.');
  const client = new PGlite({
    ...(inMemory ? {} : { dataDir: location.dataDir }),
    ...(location.snapshot ? { loadDataDir: location.snapshot } : {}),
    extensions: { pg_trgm },
  });
  // Its start-up runs queries of its own: only then does everything go through the line.
  await client.waitReady;
  queueFairly(client);
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  const db = pgliteDb as unknown as Db;
  await maintainTables(db);
  let maintaining: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    maintaining = maintaining.then(() => maintainTables(db)).catch(() => undefined);
  }, MAINTAIN_EVERY_MS);
  timer.unref();
  return {
    db,
    kind: 'pglite',
    snapshot: async () => {
      await maintaining;
      return client.dumpDataDir('none');
    },
    close: async () => {
      clearInterval(timer);
      await maintaining;
      await client.close();
    },
  };
}

/** The pool behind each PostgreSQL database (for `queryRowsPrepared`). */
const pools = new WeakMap<object, pg.Pool>();
const dialect = new PgDialect();

/**
 * `queryRows` for a statement that runs on most requests (reserving). On PostgreSQL it is a
 * named prepared statement, prepared once per connection: after a few runs PostgreSQL keeps
 * its generic plan instead of planning it again on every call, which for the reserve
 * statement is most of its cost (about 1.5 of 2 ms). Write the statement so that its generic
 * plan is the good one: LIMITs as literals (a LIMIT parameter makes the planner assume 10 %
 * of the rows). Outside PostgreSQL's pool (PGlite, a transaction) it runs as `queryRows`.
 * Columns come back with node-postgres's own parsing (numbers, booleans, Dates).
 */
export async function queryRowsPrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const pool = pools.get(db);
  if (!pool) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  const result = await pool.query({ name, text, values: params });
  return result.rows as T[];
}

/** Runs raw SQL and returns its rows, on PGlite and PostgreSQL alike (tests, seeding checks). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
