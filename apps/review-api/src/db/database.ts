import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query builder, the same type on PGlite and on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseLocation =
  | { databaseUrl: string }
  /** A folder for PGlite's files, or `memory://` for a database that lives in memory only. */
  | { dataDir: string };

const migrationsFolder = fileURLToPath(new URL('../../migrations', import.meta.url));

/** Opens the database and brings its schema up to date (migrations run at start-up). */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if ('databaseUrl' in location) {
    const pool = new pg.Pool({ connectionString: location.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const inMemory = location.dataDir === 'memory://' || location.dataDir === '';
  if (!inMemory) mkdirSync(location.dataDir, { recursive: true });
  const client = new PGlite({
    ...(inMemory ? {} : { dataDir: location.dataDir }),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** Runs raw SQL and returns its rows, on PGlite and PostgreSQL alike (tests, seeding checks). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
