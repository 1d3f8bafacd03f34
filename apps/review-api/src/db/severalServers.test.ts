import { sql } from 'drizzle-orm';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTokenService, resolveJwtSecret } from '../auth/tokens';
import {
  CLICKHOUSE_TEXTS,
  EMBEDDED_STORE_LOCK,
  openClickhouseUsageService,
} from '../clickhouse/service';
import { ensureReferenceData } from '../reference/ensureReferenceData';
import { DEMO_ACCOUNTS, seedDemoAccounts } from '../seed/accounts';
import { createEmptyTestDatabase } from '../testing/testApp';
import {
  DATA_FOLDER_LOCK,
  DataFolderInUse,
  databaseStartFailure,
  holdSessionLock,
  openDatabase,
  queryRows,
} from './database';

/*
 * Several servers on one database (issue 31, docs/scaling.md). On PostgreSQL they start at once
 * (migrations, reference data, demo accounts and the signing secret one server at a time under
 * the start lock), share one signing secret, and only one keeps an embedded ClickHouse store.
 * On PGlite a second process on the same data folder is refused: the embedded database serves
 * one process. Each test asserts what holds on the engine it runs on.
 */

const serverUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A PGlite data folder for one test, removed afterwards. */
function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sightings-servers-test-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A process id that no process has now (a child that has ended). */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('several servers on one database', () => {
  it('start at once on PostgreSQL and share one signing secret; PGlite refuses a second process', async () => {
    if (!serverUrl) {
      const dataDir = folder();
      // A live server holds the folder (the parent process stands in for it).
      writeFileSync(join(dataDir, DATA_FOLDER_LOCK), String(process.ppid));
      const refused = await openDatabase({ dataDir }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(DataFolderInUse);
      expect((refused as Error).message).toBe(
        `The data folder ${dataDir} is in use by another server (process ${process.ppid}): ` +
          'the embedded database serves one process. Stop that server first, or run several ' +
          'servers on PostgreSQL (DATABASE_URL, docs/scaling.md).',
      );
      // A lock whose process is gone (a crash) is taken over, and given back on close.
      writeFileSync(join(dataDir, DATA_FOLDER_LOCK), String(deadPid()));
      const database = await openDatabase({ dataDir });
      expect(readFileSync(join(dataDir, DATA_FOLDER_LOCK), 'utf8')).toBe(String(process.pid));
      const secret = await resolveJwtSecret(undefined, { database, dataDir });
      await database.close();
      expect(existsSync(join(dataDir, DATA_FOLDER_LOCK))).toBe(false);
      // The next server on the folder signs with the same secret (its file in the folder).
      const again = await openDatabase({ dataDir });
      expect(await resolveJwtSecret(undefined, { database: again, dataDir })).toBe(secret);
      await again.close();
      return;
    }

    const { url, drop } = await createEmptyTestDatabase(serverUrl);
    cleanups.push(drop);
    const steps: string[] = [];
    // Three servers start on an empty database at the same moment: each migrates, then does
    // the start's check-then-insert work, as main.ts does.
    const start = async (n: number) => {
      const database = await openDatabase({ databaseUrl: url });
      cleanups.push(() => database.close());
      const secret = await database.exclusively(async () => {
        steps.push(`in ${n}`);
        await ensureReferenceData(database.db);
        await seedDemoAccounts(database.db);
        const shared = await resolveJwtSecret(undefined, { database, dataDir: undefined });
        steps.push(`out ${n}`);
        return shared;
      });
      return { database, secret };
    };
    const servers = await Promise.all([1, 2, 3].map(start));

    // One server at a time through the start's work.
    expect(steps).toHaveLength(6);
    for (let i = 0; i < steps.length; i += 2) {
      expect(steps[i + 1]).toBe(steps[i]!.replace('in', 'out'));
    }
    // The demo accounts once, and one secret, with which a token of one verifies on another.
    const [users] = await queryRows<{ n: number }>(
      servers[0]!.database.db,
      sql`SELECT count(*)::int AS n FROM users`,
    );
    expect(users!.n).toBe(DEMO_ACCOUNTS.length);
    expect(new Set(servers.map((server) => server.secret)).size).toBe(1);
    const token = await createTokenService(servers[0]!.secret, 60).issue({
      userId: 1,
      tokenVersion: 0,
    });
    expect(await createTokenService(servers[2]!.secret, 60).check(token)).toEqual({
      ok: true,
      claims: { userId: 1, tokenVersion: 0 },
    });
  });

  it('keep one embedded ClickHouse store per PostgreSQL database; a server on PGlite keeps its own', async () => {
    if (!serverUrl) {
      // One process per folder: the store's lock is always this server's.
      const database = await openDatabase({ dataDir: 'memory://' });
      cleanups.push(() => database.close());
      const held = await holdSessionLock(database.db, EMBEDDED_STORE_LOCK, () => undefined);
      expect(held).not.toBeNull();
      await held!.release();
      return;
    }
    const { url, drop } = await createEmptyTestDatabase(serverUrl);
    cleanups.push(drop);
    const [first, second] = await Promise.all(
      [1, 2].map(async () => {
        const database = await openDatabase({ databaseUrl: url });
        cleanups.push(() => database.close());
        return database;
      }),
    );
    // The first server keeps the embedded store (the lock its service takes at start).
    const kept = await holdSessionLock(first!.db, EMBEDDED_STORE_LOCK, () => undefined);
    expect(kept).not.toBeNull();
    // The second server's store would miss the changes the first drains: it has none, and
    // says why (without loading the engine).
    const other = await openClickhouseUsageService({ mode: 'embedded', path: null }, second!.db, {
      autoStart: false,
    });
    expect(await other.status()).toMatchObject({
      state: 'unavailable',
      message: CLICKHOUSE_TEXTS.embeddedElsewhere,
    });
    await other.close();
    // Once the first is gone (stopped), the next server to start keeps the store.
    await kept!.release();
    const next = await holdSessionLock(second!.db, EMBEDDED_STORE_LOCK, () => undefined);
    expect(next).not.toBeNull();
    await next!.release();
  });

  it('a server that cannot open its database says why in one line', async () => {
    const tooMany = Object.assign(new Error('sorry, too many clients already'), { code: '53300' });
    expect(databaseStartFailure(tooMany)).toBe(
      "Could not open the database: sorry, too many clients already. PostgreSQL's " +
        'max_connections is reached: each server keeps 20 connections open (docs/scaling.md); ' +
        'raise max_connections or run fewer servers.',
    );
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), {
      code: 'ECONNREFUSED',
    });
    expect(databaseStartFailure(refused)).toBe(
      'Could not open the database: connect ECONNREFUSED 127.0.0.1:5999. PostgreSQL does not ' +
        'answer at the host and port of DATABASE_URL: is it running?',
    );
    if (!serverUrl) return;
    // A database that does not exist, on the real server: the reason, never the URL.
    const url = new URL(serverUrl);
    url.pathname = '/no_such_database_here';
    const error = await openDatabase({ databaseUrl: url.toString() }).catch((e: unknown) => e);
    const line = databaseStartFailure(error);
    expect(line).toBe(
      'Could not open the database: database "no_such_database_here" does not exist. Create ' +
        'the database first (createdb), or correct its name in DATABASE_URL.',
    );
    expect(line).not.toContain(url.password);
  });
});
