import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { maintainTables, openDatabase, queryRows, upkeepGate } from './database';
import { users } from './schema';

const dir = mkdtempSync(join(tmpdir(), 'sightings-data-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('keeps its data in DATA_DIR across a restart, and migrations run again harmlessly', async () => {
    const first = await openDatabase({ dataDir: dir });
    expect(first.kind).toBe('pglite');
    await first.db
      .insert(users)
      .values({ name: 'Kept', email: 'kept@example.com', passwordHash: 'x' });
    await first.close();

    const second = await openDatabase({ dataDir: dir, sharedBuffers: '32MB' });
    const rows = await second.db.select({ email: users.email }).from(users);
    expect(rows).toEqual([{ email: 'kept@example.com' }]);
    const [buffers] = await queryRows<{ size: string }>(
      second.db,
      sql`select current_setting('shared_buffers') as size`,
    );
    expect(buffers).toEqual({ size: '32MB' });
    await second.close();
  });

  it('keeps an in-memory database small: 16 MB of shared buffers, 1 MB WAL segments, old ones removed', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const [row] = await queryRows<Record<string, string>>(
      database.db,
      sql`select current_setting('shared_buffers') as buffers,
        current_setting('wal_segment_size') as segment, current_setting('wal_recycle') as recycle`,
    );
    expect(row).toEqual({ buffers: '16MB', segment: '1MB', recycle: 'off' });
    // initdb's template databases are dropped (their files would stay in memory), and a
    // snapshot of it opens again (the tests' databases and the work-queue sandbox are such).
    const databases = sql`SELECT datname FROM pg_database ORDER BY datname`;
    expect(await queryRows(database.db, databases)).toEqual([{ datname: 'postgres' }]);
    const copy = await openDatabase({
      dataDir: 'memory://',
      snapshot: await database.snapshot!(),
    });
    expect(await queryRows(copy.db, databases)).toEqual([{ datname: 'postgres' }]);
    await copy.close();
    await database.close();
  });

  it('has the trigram extension for the "part" searches', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const result = await queryRows(
      database.db,
      sql`select similarity('sightings', 'sighting') > 0.5 as close`,
    );
    expect(result[0]).toEqual({ close: true });
    const indexes = await queryRows<{ indexname: string }>(
      database.db,
      sql`select indexname from pg_indexes where indexdef like '%gin_trgm_ops%' order by 1`,
    );
    expect(indexes.map((r) => r.indexname)).toEqual([
      'domains_domain_trgm_idx',
      'images_image_source_c_trgm_idx',
      'images_image_url_c_trgm_idx',
      'images_usage_url_c_trgm_idx',
    ]);
    await database.close();
  });

  it('does what autovacuum would (PGlite has none): analyzes and vacuums the tables that changed', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const { db } = database;
    await db.insert(users).values(
      Array.from({ length: 300 }, (_, i) => ({
        name: `User ${i}`,
        email: `user${i}@example.com`,
        passwordHash: 'x',
      })),
    );
    await db.execute(sql`DELETE FROM users WHERE id % 2 = 0`);
    // Statistics reach the views at a transaction's end, at most once a second: now, please.
    await db.execute(sql`SELECT pg_stat_force_next_flush()`);
    await db.execute(sql`SELECT 1`);
    await maintainTables(db);
    const [row] = await queryRows<{ analyzed: boolean; vacuumed: boolean }>(
      db,
      sql`SELECT last_analyze IS NOT NULL AS analyzed, last_vacuum IS NOT NULL AS vacuumed
        FROM pg_stat_user_tables WHERE relname = 'users'`,
    );
    expect(row).toEqual({ analyzed: true, vacuumed: true });
    await database.close();
  });

  it('runs the minute upkeep only in the two turns after a write: an idle server runs none', () => {
    const gate = upkeepGate();
    // After the start (the seeding wrote), then idle: two turns run, then none.
    expect([gate.turn(), gate.turn(), gate.turn(), gate.turn()]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    gate.wrote();
    expect(gate.turn()).toBe(true);
    gate.wrote();
    expect([gate.turn(), gate.turn(), gate.turn()]).toEqual([true, true, false]);
  });
});
