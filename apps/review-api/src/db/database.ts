import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { packageDir } from '../paths';
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
  /**
   * PGlite only: the upkeep that runs every minute while the server writes (`maintainTables`,
   * `checkpointIfWalGrew`; `UPKEEP_TURNS_AFTER_WRITE`), now: after a bulk load such as the demo
   * data, so that its WAL does not stay in memory.
   */
  maintain?: () => Promise<void>;
  /**
   * Runs `work` while no other server on this database runs its own (`START_LOCK`): the start's
   * check-then-insert work (reference data, demo data, the shared secret), which several
   * servers starting at once would otherwise do twice. On PGlite, one process: `work` runs.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * The advisory lock (session level) that servers starting on one PostgreSQL database take in
 * turn (docs/scaling.md): the migrations, then the reference data, the demo data and the shared
 * secret. A server that starts while another migrates waits for it, then finds the schema done.
 */
export const START_LOCK = 7_160_031;

export type DatabaseLocation =
  | {
      databaseUrl: string;
      /**
       * Open the pool's `POOL_SIZE` connections at the start and keep them (`warmPool`): a
       * server does; tests (many databases on one PostgreSQL at once) do not, their
       * connections open as needed and close after 10 s idle.
       */
      keepPoolOpen?: boolean;
    }
  /**
   * A folder for PGlite's files, or `memory://` for a database that lives in memory only;
   * `snapshot` (in memory only) starts it as a copy of another's `snapshot()`, which skips
   * PGlite's initdb and the migrations already applied (the tests' databases, testing/testApp.ts).
   */
  | {
      dataDir: string;
      snapshot?: Blob;
      /** PostgreSQL's `shared_buffers` for a folder (`32MB`); PGlite's default (128 MB) when absent. */
      sharedBuffers?: string;
    };

const migrationsFolder = fileURLToPath(new URL('migrations', packageDir));

/**
 * Connections to PostgreSQL. A request holds one for its transaction only (a few statements),
 * so 20 serve 50 busy operators without requests waiting for a connection, and stay well
 * inside the server's default `max_connections` (100).
 */
export const POOL_SIZE = 20;

/** How often the embedded database does what autovacuum would (`maintainTables`). */
const MAINTAIN_EVERY_MS = 60_000;

/**
 * The minute upkeep runs only while this many of its turns have not passed since the last
 * write: an idle server does no upkeep statements (nor PostgreSQL's statistics timer that each
 * statement arms). Two, not one: a write's statistics reach `pg_stat_user_tables` up to 10 s
 * after it (PostgreSQL flushes them when idle), so the turn right after a write may not see it
 * yet. Every write counts, the ClickHouse sync's own too (its deletes leave dead rows).
 */
export const UPKEEP_TURNS_AFTER_WRITE = 2;

/** Whether the minute upkeep's turn runs (`UPKEEP_TURNS_AFTER_WRITE`): `wrote` at each write. */
export function upkeepGate(turnsAfterWrite = UPKEEP_TURNS_AFTER_WRITE) {
  let turns = 0;
  return {
    wrote() {
      turns = 0;
    },
    /** A turn of the timer: true when the upkeep should run now. */
    turn(): boolean {
      if (turns >= turnsAfterWrite) return false;
      turns += 1;
      return true;
    },
  };
}

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

/** WAL written since the last checkpoint beyond which the upkeep makes one (bytes). */
export const CHECKPOINT_AFTER_WAL_BYTES = 16 * 1024 * 1024;
/** `CHECKPOINT_AFTER_WAL_BYTES` of an in-memory database (1 MB WAL segments there). */
export const CHECKPOINT_IN_MEMORY_AFTER_WAL_BYTES = 2 * 1024 * 1024;

/**
 * PGlite runs PostgreSQL in single-user mode: no checkpointer, so nothing makes a checkpoint
 * until the database closes, and every WAL segment written since it opened stays (16 MB each;
 * the demo data writes about 110 MB, in memory for an in-memory database). This makes one when
 * more than `afterBytes` were written since the last (`CHECKPOINT_AFTER_WAL_BYTES` in a folder,
 * `CHECKPOINT_IN_MEMORY_AFTER_WAL_BYTES` in memory, where the WAL is memory the process holds
 * and a checkpoint only copies pages from memory to memory); the segments it no longer needs
 * are removed (`wal_recycle=off` for an in-memory database: `PGLITE_IN_MEMORY_SETTINGS`).
 */
export async function checkpointIfWalGrew(
  db: Db,
  afterBytes = CHECKPOINT_AFTER_WAL_BYTES,
): Promise<void> {
  const [row] = await queryRows<{ bytes: string | number | null }>(
    db,
    sql`SELECT pg_current_wal_insert_lsn() - redo_lsn AS bytes FROM pg_control_checkpoint()`,
  );
  if (Number(row?.bytes ?? 0) > afterBytes) await db.execute(sql`CHECKPOINT`);
}

/**
 * Settings of an in-memory PGlite database (`memory://`), whose files live in this process's
 * memory already (Emscripten's MEMFS): PostgreSQL's shared buffers would hold a second copy of
 * the pages read, in the WASM memory, which never shrinks. 16 MB of them instead of 128 MB
 * (a page missed is a copy from the file in memory); old WAL segments are removed, not kept
 * for reuse. A database in a folder keeps PostgreSQL's defaults: there the buffers are the
 * only copy in memory, and a miss is a read from the disk.
 */
export const PGLITE_IN_MEMORY_SETTINGS = ['shared_buffers=16MB', 'wal_recycle=off'];

/**
 * initdb's options for an in-memory database: WAL segments of 1 MB instead of 16 MB (the segment
 * being written is a file in memory of that size, whatever was written to it).
 */
export const PGLITE_IN_MEMORY_INITDB = ['--wal-segsize=1'];

/**
 * Who hears of this process's writes (the ClickHouse sync, which then drains the outbox at once
 * instead of polling it). A notice follows every statement that may write (INSERT, UPDATE,
 * DELETE, MERGE, COPY, TRUNCATE, CALL) and every COMMIT or transaction, once it has answered;
 * a false alarm costs one look at an empty outbox. Work run in `withoutWriteNotices` (the
 * sync's own statements) gives none.
 */
const writeListeners = new WeakMap<object, Set<() => void>>();
const quiet = new AsyncLocalStorage<boolean>();
const MAY_WRITE = /\b(insert|update|delete|merge|copy|truncate|call|commit)\b/i;

/** Calls `listener` after each write this process makes through `db`; returns the unsubscribe. */
export function onDatabaseWrite(db: Db, listener: () => void): () => void {
  const listeners = writeListeners.get(db) ?? new Set();
  writeListeners.set(db, listeners);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs `work` without write notices (the listener's own statements would wake it again). */
export const withoutWriteNotices = <T>(work: () => Promise<T>): Promise<T> => quiet.run(true, work);

function noticeWrites(key: object): (text: unknown) => void {
  return (text) => {
    if (quiet.getStore() || (typeof text === 'string' && !MAY_WRITE.test(text))) return;
    for (const listener of writeListeners.get(key) ?? []) listener();
  };
}

/**
 * Wraps a client's method so that its answer is followed by a write notice when it may have
 * written. A call in callback style (node-postgres's pool calls its connection so) is left
 * alone: the promise around it gives the notice.
 */
function afterAnswer<F extends (...args: never[]) => unknown>(
  method: F,
  notice: (text: unknown) => void,
  textOf: (...args: Parameters<F>) => unknown,
): F {
  return ((...args: Parameters<F>) => {
    const answer = method(...args);
    return answer instanceof Promise ? answer.finally(() => notice(textOf(...args))) : answer;
  }) as F;
}

/** Opens the database and brings its schema up to date (migrations run at start-up). */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if ('databaseUrl' in location) {
    // node-postgres is loaded only for PostgreSQL: a server on PGlite does without it.
    const [{ default: pgModule }, { drizzle: drizzlePg }, { migrate: migratePg }] =
      await Promise.all([
        import('pg'),
        import('drizzle-orm/node-postgres'),
        import('drizzle-orm/node-postgres/migrator'),
      ]);
    const pool = new pgModule.Pool({
      connectionString: location.databaseUrl,
      max: POOL_SIZE,
      // Once opened, these stay (`warmPool`).
      min: location.keepPoolOpen ? POOL_SIZE : 0,
    });
    const db = drizzlePg(pool, { schema });
    pools.set(db, pool);
    // Statements outside a transaction go through the pool; a transaction's through the
    // connection it took (drizzle's BEGIN … COMMIT): both say when they may have written.
    // Set before the first connection is made (the migrations'), which the pool keeps.
    const notice = noticeWrites(db);
    const textOf = (query: unknown) =>
      typeof query === 'string' ? query : (query as { text?: unknown } | null)?.text;
    pool.query = afterAnswer(pool.query.bind(pool) as never, notice, textOf) as typeof pool.query;
    pool.on('connect', (connection) => {
      connection.query = afterAnswer(
        connection.query.bind(connection) as never,
        notice,
        textOf,
      ) as typeof connection.query;
    });
    const exclusively = <T>(work: () => Promise<T>) => underStartLock(pool, work);
    await exclusively(() => migratePg(db, { migrationsFolder }));
    if (location.keepPoolOpen) await warmPool(pool, POOL_SIZE);
    return { db: db as unknown as Db, kind: 'postgres', exclusively, close: () => pool.end() };
  }
  const inMemory = location.dataDir === 'memory://' || location.dataDir === '';
  if (!inMemory) mkdirSync(location.dataDir, { recursive: true });
  // One connection: queries and whole transactions take turns in one fair line (fairQueue.ts),
  // and every statement is cheap (the indexes and statistics the reserve queries need), so a
  // request waits for the work ahead of it and no more.
  if (location.snapshot && !inMemory) throw new Error('A snapshot opens in memory only.');
  const unlockFolder = inMemory ? () => undefined : lockDataFolder(location.dataDir);
  const client = new PGlite({
    ...(inMemory ? {} : { dataDir: location.dataDir }),
    ...(!inMemory && location.sharedBuffers
      ? {
          startParams: [
            ...PGlite.defaultStartParams,
            '-c',
            `shared_buffers=${location.sharedBuffers}`,
          ],
        }
      : {}),
    ...(location.snapshot ? { loadDataDir: location.snapshot } : {}),
    ...(inMemory
      ? {
          startParams: [
            ...PGlite.defaultStartParams,
            ...PGLITE_IN_MEMORY_SETTINGS.flatMap((setting) => ['-c', setting]),
          ],
          initDbStartParams: PGLITE_IN_MEMORY_INITDB,
        }
      : {}),
    extensions: { pg_trgm },
  });
  // Its start-up runs queries of its own: only then does everything go through the line.
  await client.waitReady.catch((error: unknown) => {
    unlockFolder();
    throw error;
  });
  if (inMemory) await dropTemplateDatabases(client);
  queueFairly(client);
  const pgliteDb = drizzlePglite(client, { schema });
  const noticeOthers = noticeWrites(pgliteDb);
  const gate = upkeepGate();
  const notice = (text: unknown) => {
    if (typeof text !== 'string' || MAY_WRITE.test(text)) gate.wrote();
    noticeOthers(text);
  };
  client.query = afterAnswer(client.query, notice, (text: unknown) => text) as typeof client.query;
  client.exec = afterAnswer(client.exec, notice, (text: unknown) => text) as typeof client.exec;
  client.transaction = afterAnswer(
    client.transaction,
    notice,
    () => 'COMMIT',
  ) as typeof client.transaction;
  await migratePglite(pgliteDb, { migrationsFolder });
  const db = pgliteDb as unknown as Db;
  const upkeep = async () => {
    await maintainTables(db);
    await checkpointIfWalGrew(
      db,
      inMemory ? CHECKPOINT_IN_MEMORY_AFTER_WAL_BYTES : CHECKPOINT_AFTER_WAL_BYTES,
    );
  };
  await upkeep();
  let maintaining: Promise<void> = Promise.resolve();
  const maintain = () => (maintaining = maintaining.then(upkeep).catch(() => undefined));
  const timer = setInterval(() => {
    if (gate.turn()) void maintain();
  }, MAINTAIN_EVERY_MS);
  timer.unref();
  return {
    db,
    kind: 'pglite',
    maintain,
    exclusively: (work) => work(),
    snapshot: async () => {
      await maintaining;
      return client.dumpDataDir('none');
    },
    close: async () => {
      clearInterval(timer);
      await maintaining;
      await client.close();
      unlockFolder();
    },
  };
}

/** A PGlite data folder that another live server process holds (`lockDataFolder`). */
export class DataFolderInUse extends Error {}

/** The lock file of a PGlite data folder: the process id of the server that holds it. */
export const DATA_FOLDER_LOCK = 'server.lock';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * One server process on a PGlite data folder: the embedded database is in this process's
 * memory, and a second process writing the same files would corrupt them (PGlite itself takes
 * no lock). The folder's `server.lock` names the holder; a second server is refused with
 * `DataFolderInUse`; a lock whose process is gone (a crash, a kill) is taken over. Answers the
 * unlock, for `close`.
 */
export function lockDataFolder(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, DATA_FOLDER_LOCK);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
      throw new DataFolderInUse(
        `The data folder ${dataDir} is in use by another server (process ${holder}): the ` +
          'embedded database serves one process. Stop that server first, or run several ' +
          'servers on PostgreSQL (DATABASE_URL, docs/scaling.md).',
      );
    }
    rmSync(file, { force: true }); // Its process is gone: the lock is stale.
  }
  throw new DataFolderInUse(`The data folder ${dataDir} could not be locked.`);
}

/**
 * Why the database could not be opened at start, in one line for the operator: the reason
 * PostgreSQL or the network gave, and what to do for the usual ones. Never the URL (it may
 * hold a password) nor a stack.
 */
export function databaseStartFailure(error: unknown): string {
  if (error instanceof DataFolderInUse) return error.message;
  const { code, message } = error as { code?: string; message?: string };
  const reason = (message ?? String(error)).split('\n')[0]!.slice(0, 300).replace(/\.$/, '');
  const hints: Record<string, string> = {
    // too_many_connections
    '53300':
      ` PostgreSQL's max_connections is reached: each server keeps ${POOL_SIZE} connections open ` +
      '(docs/scaling.md); raise max_connections or run fewer servers.',
    // invalid_password, invalid_authorization_specification
    '28P01': ' Check the user and password in DATABASE_URL.',
    '28000': ' Check the user and password in DATABASE_URL.',
    // invalid_catalog_name
    '3D000': ' Create the database first (createdb), or correct its name in DATABASE_URL.',
    ECONNREFUSED:
      ' PostgreSQL does not answer at the host and port of DATABASE_URL: is it running?',
    ENOTFOUND: ' The host of DATABASE_URL is not known.',
  };
  return `Could not open the database: ${reason}.${hints[code ?? ''] ?? ''}`;
}

/** A lock held for as long as this server wants it (`holdSessionLock`). */
export interface HeldLock {
  release(): Promise<void>;
}

/**
 * On PostgreSQL: takes the session advisory lock `key` on a connection of its own (outside the
 * pool) and holds it until `release`, or answers null when another session holds it. If that
 * connection ends, so does the lock: `onLost` is told. On PGlite, one process: always held.
 */
export async function holdSessionLock(
  db: Db,
  key: number,
  onLost: () => void,
): Promise<HeldLock | null> {
  const pool = pools.get(db);
  if (!pool) return { release: async () => undefined };
  const { default: pgModule } = await import('pg');
  const client = new pgModule.Client(pool.options);
  await client.connect();
  const { rows } = await client.query<{ ok: boolean }>(
    'SELECT pg_try_advisory_lock($1::bigint) AS ok',
    [key],
  );
  if (rows[0]?.ok !== true) {
    await client.end();
    return null;
  }
  let released = false;
  const lost = () => {
    if (!released) onLost();
    released = true;
  };
  client.on('error', lost);
  client.on('end', lost);
  return {
    release: async () => {
      released = true;
      await client.end().catch(() => undefined);
    },
  };
}

/** Runs `work` holding `START_LOCK` on one connection of the pool (waiting for it first). */
async function underStartLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1::bigint)', [START_LOCK]);
    try {
      return await work();
    } finally {
      await client
        .query('SELECT pg_advisory_unlock($1::bigint)', [START_LOCK])
        .catch((error: Error) => (broken = error));
    }
  } finally {
    // A connection whose unlock failed is closed (its end frees the lock), never reused.
    client.release(broken);
  }
}

/**
 * Opens `size` connections of the pool at once and has each read the catalog entries of the
 * tables every request uses, then keeps them (the pool's `min`). A new PostgreSQL backend costs
 * a process, the authentication and its first look at each table and index: the first burst
 * of requests on a fresh pool paid that 20 times over (reservations of up to 300 ms in the
 * server in the load bench's first second, 5-10 ms afterwards), and node-postgres closed every
 * connection idle for 10 s, so a quiet spell made the next burst pay it again.
 */
async function warmPool(pool: pg.Pool, size: number): Promise<void> {
  const clients = await Promise.all(Array.from({ length: size }, () => pool.connect()));
  try {
    await Promise.all(
      clients.map((client) =>
        client.query(
          `SELECT 1 FROM users, images, domains, reservations, blacklisted_domains,
            user_work_queues, image_files WHERE false`,
        ),
      ),
    );
  } finally {
    for (const client of clients) client.release();
  }
}

/**
 * An in-memory database holds its files in this process: initdb's two template databases are
 * 15 MB of them that nothing reads (nothing here creates a database; the server connects to
 * `postgres`), so they go. A snapshot's database has none left.
 */
async function dropTemplateDatabases(client: PGlite): Promise<void> {
  await client.exec(
    `UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`,
  );
  // One statement a call: DROP DATABASE runs outside a transaction only.
  await client.exec('DROP DATABASE IF EXISTS template0');
  await client.exec('DROP DATABASE IF EXISTS template1');
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

/**
 * A drizzle prepared query (`.prepare(name)`), built once per database or transaction object
 * and kept: a statement that runs on every request (the signed-in user's row, the images a
 * reservation answers). On PostgreSQL it is a named statement, parsed once per connection and,
 * after a few runs, planned once (its generic plan); on PGlite it runs as any query.
 */
export function preparedOnce<T>(db: Db, name: string, build: (db: Db) => T): T {
  let byName = preparedQueries.get(db);
  if (!byName) preparedQueries.set(db, (byName = new Map()));
  let query = byName.get(name) as T | undefined;
  if (query === undefined) byName.set(name, (query = build(db)));
  return query;
}
const preparedQueries = new WeakMap<object, Map<string, unknown>>();

/**
 * Whether `db` has one connection for everything (the embedded PGlite): a transaction there holds
 * every other request back until it ends, so work that waits on something else (ClickHouse) is
 * not done inside one.
 */
export const hasOneConnection = (db: Db): boolean => !pools.has(db);

/** Runs raw SQL and returns its rows, on PGlite and PostgreSQL alike (tests, seeding checks). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
