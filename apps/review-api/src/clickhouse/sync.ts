import type { ClickHouseClient } from '@clickhouse/client';
import { sql, type SQL } from 'drizzle-orm';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  hasOneConnection,
  holdSessionLock,
  onDatabaseWrite,
  queryRows,
  withoutWriteNotices,
  type Db,
} from '../db/database';
import { domainCountry, onBlacklist } from '../services/review/tables';
import { migrateClickhouse, type ClickhouseUsageRow } from './schema';

/*
 * The sync from PostgreSQL to the ClickHouse usage store (issue 16, docs/clickhouse.md).
 *
 * Every change a usage row shows lands in `usage_outbox` in the same transaction as the change
 * (triggers, migration 0007). The worker drains it in batches: in one PostgreSQL transaction it
 * takes the advisory lock USAGE_SYNC_LOCK (one drainer across all servers on the database),
 * deletes a batch of outbox rows, reads the current state of the sightings they name, writes
 * those to ClickHouse with a version read from PostgreSQL's clock under the lock, and commits.
 * If ClickHouse fails, the transaction rolls back and the outbox rows stay for the next try;
 * if the commit fails after ClickHouse took the rows, they are written again later with a
 * higher version, which replaces them harmlessly (ReplacingMergeTree). Under the lock the
 * versions only grow, so a later state always wins. On the embedded PGlite, whose one
 * connection serves every request, no transaction stays open while ClickHouse works: the batch
 * is read, written, then deleted by id (`drainInThreeSteps`).
 *
 * When to drain: this server is the only writer, so the database layer tells the sync of every
 * write this process makes (`onDatabaseWrite`), and the sync drains `wakeDelayMs` (1 s) later: the
 * writes of that second make one drain and one insert into ClickHouse (each insert is a part
 * its merges must fold in; a drain 50 ms after every decision cost the reservations of 50
 * operators on PGlite several times their time). While writes keep coming, drains start at
 * least `busyIntervalMs` (3 s) apart: the inserts and merges of a busy store take CPU from the
 * requests on a small machine. A slow poll (`intervalMs`) stays as a safety net, for writes
 * made around the server (another process, psql): every 30 s on PostgreSQL, every 5 minutes on
 * the embedded PGlite, which no other process can open while this one holds it (its one
 * connection is in this process, and every statement there passes the write hook); an idle
 * server does no work between polls.
 *
 * A store that was not copied from this database (`usage_sync_state.copied_from`, compared
 * with `usage_sync_source`) is emptied and copied whole first, in batches of sightings by id,
 * by one server at a time (`USAGE_COPY_LOCK`, held from the TRUNCATE to the mark): servers that
 * start together on one shared ClickHouse make one copy, the others wait for its mark.
 *
 * Several servers on one database (docs/scaling.md): each is told only of its own writes, and
 * one drains at a time (the lock). A server that finds the lock taken looks again after its wake
 * delay, so a change the other's drain just missed is not left for the safety poll; a batch
 * taken by one drainer is deleted in the transaction that wrote it, so no change is copied twice.
 */

/** The safety poll on PostgreSQL, which other processes may write to (ms). */
export const SAFETY_POLL_MS = 30_000;
/** The safety poll on the embedded PGlite, whose every write this process sees (ms). */
export const SAFETY_POLL_ONE_CONNECTION_MS = 300_000;

/** The advisory lock key of the sync (any fixed number no other code uses). */
export const USAGE_SYNC_LOCK = 7_160_016;
/**
 * The advisory lock (session level) of the full copy, held from the TRUNCATE to the mark
 * `copied_from`: servers that start together on an empty store make one copy.
 */
export const USAGE_COPY_LOCK = 7_160_033;

export interface UsageSyncOptions {
  /**
   * How often the worker looks at the outbox without being told of a write (ms):
   * `SAFETY_POLL_MS`, or `SAFETY_POLL_ONE_CONNECTION_MS` on the embedded database.
   */
  intervalMs?: number;
  /** How long after a write of this process the worker drains (ms): writes close together make one drain. */
  wakeDelayMs?: number;
  /**
   * While changes keep coming, drains are at least this far apart (ms, from the start of one
   * that found changes to the start of the next): a busy server makes one insert into ClickHouse
   * every few seconds, not one a second. A write after a quiet spell drains after `wakeDelayMs`.
   */
  busyIntervalMs?: number;
  /** The first wait before trying again while ClickHouse fails (ms), doubled up to `maxBackoffMs`. */
  retryMs?: number;
  /** While another server makes the full copy, how often this one looks whether it is done (ms). */
  copyWaitMs?: number;
  /** Outbox rows per batch. */
  batchSize?: number;
  /** Sightings per batch of the full copy. */
  copyBatchSize?: number;
  /** The longest wait between tries while ClickHouse fails (ms). */
  maxBackoffMs?: number;
  /** ClickHouse settings for the sync's inserts (`ClickhouseConnection.backgroundSettings`). */
  insertSettings?: Record<string, number>;
  warn?: (message: string) => void;
}

export interface SyncProgress {
  /** The store's tables were made (or found) by this sync: ClickHouse answered once. */
  migrated: boolean;
  /** The store holds a whole copy of this database (the full copy is done, now or before). */
  copiedWhole: boolean;
  copying: boolean;
  /** Sightings copied so far by the running full copy, and how many there were at its start. */
  copied: number;
  copyTotal: number;
  /** The last moment the store held every change (the outbox was found empty then). */
  syncedAt: Date | null;
  /** The last failure, while it lasts (cleared by the next success). */
  failure: string | null;
}

export interface UsageSync {
  start(): void;
  /** Copies (if needed) and drains every change there is now; rejects when ClickHouse fails. */
  drain(): Promise<void>;
  progress(): SyncProgress;
  close(): Promise<void>;
}

/** The PostgreSQL side of a usage row, in the columns of ClickHouse's `usages`. */
const SOURCE_COLUMNS = sql`i.id, i.status, i.delivered, i.original_image_file_name, i.image_url,
  i.usage_url, i.image_source, i.registered_image, i.agency, i.image_id, i.difference,
  to_char(i.found_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS found_at,
  i.domain_id, d.domain, ${domainCountry} AS country, d.scraped_country, d.not_pursuable,
  ${onBlacklist('d')} AS blacklisted, d.social_domain,
  coalesce(btrim(d.facebook_link), '') <> '' AS has_facebook`;

type SourceRow = Omit<ClickhouseUsageRow, 'version' | 'deleted'>;

/** A row of `usage_outbox`: what changed (a sighting, a domain by id or by name). */
interface OutboxChange {
  id: number | string;
  image_id: number | null;
  domain_id: number | null;
  domain: string | null;
}

const toRow = (row: SourceRow, version: number): ClickhouseUsageRow => ({
  ...row,
  id: Number(row.id),
  domain_id: Number(row.domain_id),
  difference: row.difference === null ? null : Number(row.difference),
  version,
  deleted: 0,
});

/** A tombstone: the sighting is gone from PostgreSQL. */
const tombstone = (id: number, version: number): ClickhouseUsageRow => ({
  id,
  status: '',
  delivered: false,
  original_image_file_name: null,
  image_url: null,
  usage_url: null,
  image_source: null,
  registered_image: false,
  agency: '',
  image_id: '',
  difference: null,
  found_at: null,
  domain_id: 0,
  domain: '',
  country: null,
  scraped_country: null,
  not_pursuable: false,
  blacklisted: false,
  social_domain: false,
  has_facebook: false,
  version,
  deleted: 1,
});

const CASTS = { int: sql`::int`, bigint: sql`::bigint`, text: sql`::text` } as const;

const inList = (values: readonly (number | string)[], type: keyof typeof CASTS) =>
  sql.join(
    values.map((value) => sql`${value}${CASTS[type]}`),
    sql`, `,
  );

/** Microseconds since 1970 from PostgreSQL's clock: the version of what is read now. */
async function versionNow(tx: Db): Promise<number> {
  const [row] = await queryRows<{ v: string | number }>(
    tx,
    sql`SELECT (extract(epoch FROM clock_timestamp()) * 1000000)::bigint AS v`,
  );
  return Number(row!.v);
}

/**
 * How long after a write of this process the sync drains: `wakeDelayMs`, but no sooner than
 * `busyIntervalMs` after the start of the last drain that found changes (all times in ms).
 */
export function drainDelay(at: {
  now: number;
  lastBusyCycleAt: number;
  wakeDelayMs: number;
  busyIntervalMs: number;
}): number {
  return Math.max(at.wakeDelayMs, at.lastBusyCycleAt + at.busyIntervalMs - at.now);
}

export function createUsageSync(
  db: Db,
  client: ClickHouseClient,
  options: UsageSyncOptions = {},
): UsageSync {
  const oneConnection = hasOneConnection(db);
  const intervalMs =
    options.intervalMs ?? (oneConnection ? SAFETY_POLL_ONE_CONNECTION_MS : SAFETY_POLL_MS);
  const wakeDelayMs = options.wakeDelayMs ?? 1000;
  const busyIntervalMs = options.busyIntervalMs ?? 3000;
  const copyWaitMs = options.copyWaitMs ?? 5000;
  const batchSize = options.batchSize ?? 1000;
  const copyBatchSize = options.copyBatchSize ?? 10_000;
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  const retryMs = Math.min(options.retryMs ?? 1000, maxBackoffMs);
  const warn = options.warn ?? (() => undefined);
  const insertRows = async (rows: ClickhouseUsageRow[]) => {
    if (!rows.length) return;
    await client.insert({
      table: 'usages',
      values: rows,
      format: 'JSONEachRow',
      clickhouse_settings: options.insertSettings,
    });
  };
  const state: SyncProgress = {
    migrated: false,
    copiedWhole: false,
    copying: false,
    copied: 0,
    copyTotal: 0,
    syncedAt: null,
    failure: null,
  };
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  /** When the timer fires (ms since 1970), while one is set. */
  let dueAt = Infinity;
  let running: Promise<unknown> | null = null;
  /** The scheduled cycle is under way: a write now asks for another one after it. */
  let cycling = false;
  let wokenDuringCycle = false;
  let started = false;
  let backoff = retryMs;
  /** When the last cycle that found changes started (ms since 1970). */
  let lastBusyCycleAt = -Infinity;
  const wakeDelay = () =>
    drainDelay({ now: Date.now(), lastBusyCycleAt, wakeDelayMs, busyIntervalMs });

  /** Under the lock, in one transaction: `work` writes to ClickHouse with the version given. */
  const locked = <T>(wait: boolean, work: (tx: Db, version: number) => Promise<T>) =>
    db.transaction(async (tx) => {
      const lock = wait
        ? sql`SELECT pg_advisory_xact_lock(${USAGE_SYNC_LOCK}::bigint) IS NULL AS ok`
        : sql`SELECT pg_try_advisory_xact_lock(${USAGE_SYNC_LOCK}::bigint) AS ok`;
      const [got] = await queryRows<{ ok: boolean }>(tx as unknown as Db, lock);
      if (!wait && got?.ok !== true) return null;
      return work(tx as unknown as Db, await versionNow(tx as unknown as Db));
    });

  async function sourceId(): Promise<string> {
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`SELECT id FROM usage_sync_source LIMIT 1`,
    );
    return row?.id ?? 'none';
  }

  async function copiedFrom(): Promise<string> {
    const result = await client.query({
      query: `SELECT argMax(value, version) AS value FROM usage_sync_state WHERE key = 'copied_from'`,
      format: 'JSONEachRow',
    });
    const [row] = await result.json<{ value: string }>();
    return row?.value ?? '';
  }

  /** How many sightings the store holds now (a full copy under way on another server). */
  async function storeCount(): Promise<number> {
    const result = await client.query({
      query: 'SELECT count() AS n FROM usages FINAL WHERE deleted = 0',
      format: 'JSONEachRow',
    });
    const [row] = await result.json<{ n: number | string }>();
    return Number(row?.n ?? 0);
  }

  /**
   * Empties the store and copies every sighting, unless it was copied from this database.
   * True when the store holds the whole copy; false while another server on the database
   * copies it (its lock, `USAGE_COPY_LOCK`): this one tries again in `copyWaitMs`.
   */
  async function ensureCopied(): Promise<boolean> {
    if (state.copiedWhole) return true;
    const source = await sourceId();
    if ((await copiedFrom()) === source) {
      state.copiedWhole = true;
      return true;
    }
    const [total] = await queryRows<{ n: number | string }>(
      db,
      sql`SELECT count(*) AS n FROM images`,
    );
    const copyTotal = Number(total?.n ?? 0);
    // One copy at a time across the servers on this database, from the TRUNCATE to the mark.
    let lockLost = false;
    const lock = await holdSessionLock(db, USAGE_COPY_LOCK, () => (lockLost = true));
    if (!lock) {
      Object.assign(state, { copying: true, copied: await storeCount(), copyTotal });
      return false;
    }
    try {
      // Another server may have finished the copy between the look above and the lock.
      if ((await copiedFrom()) === source) {
        state.copiedWhole = true;
        return true;
      }
      Object.assign(state, { copying: true, copied: 0, copyTotal });
      await client.command({ query: 'TRUNCATE TABLE usages' });
      let lastId = 0;
      for (;;) {
        if (closed) return false;
        // Without the lock another server may start its own copy (and empty the store): stop.
        if (lockLost) throw new Error('the lock of the full copy was lost; it starts again');
        const count = await locked(true, async (tx, version) => {
          const rows = await queryRows<SourceRow>(
            tx,
            sql`SELECT ${SOURCE_COLUMNS} FROM images i JOIN domains d ON d.id = i.domain_id
              WHERE i.id > ${lastId}::int ORDER BY i.id LIMIT ${copyBatchSize}::int`,
          );
          await insertRows(rows.map((row) => toRow(row, version)));
          if (rows.length) lastId = Number(rows[rows.length - 1]!.id);
          return rows.length;
        });
        state.copied += count ?? 0;
        if (!count) break;
      }
      const version = await versionNow(db);
      await client.insert({
        table: 'usage_sync_state',
        values: [{ key: 'copied_from', value: source, version }],
        format: 'JSONEachRow',
      });
      state.copiedWhole = true;
      return true;
    } finally {
      state.copying = false;
      await lock.release();
    }
  }

  /** The current state of what `changes` name, as rows of `usages` (tombstones for the gone). */
  async function rowsFor(tx: Db, changes: readonly OutboxChange[], version: number) {
    const imageIds = [
      ...new Set(changes.flatMap((c) => (c.image_id === null ? [] : [c.image_id]))),
    ];
    const domainIds = [
      ...new Set(changes.flatMap((c) => (c.domain_id === null ? [] : [c.domain_id]))),
    ];
    const names = [...new Set(changes.flatMap((c) => (c.domain === null ? [] : [c.domain])))];
    const which: SQL[] = [];
    if (imageIds.length) which.push(sql`i.id IN (${inList(imageIds, 'int')})`);
    if (domainIds.length) which.push(sql`i.domain_id IN (${inList(domainIds, 'int')})`);
    if (names.length) which.push(sql`d.domain IN (${inList(names, 'text')})`);
    const rows = await queryRows<SourceRow>(
      tx,
      sql`SELECT ${SOURCE_COLUMNS} FROM images i JOIN domains d ON d.id = i.domain_id
        WHERE ${sql.join(which, sql` OR `)}`,
    );
    const found = new Set(rows.map((row) => Number(row.id)));
    return [
      ...rows.map((row) => toRow(row, version)),
      ...imageIds
        .filter((id) => !found.has(Number(id)))
        .map((id) => tombstone(Number(id), version)),
    ];
  }

  /**
   * One batch of the outbox on PostgreSQL: deleted, read and written to ClickHouse in one
   * transaction under the lock (a pooled connection waits for ClickHouse; the others serve).
   */
  const drainInOneTransaction = () =>
    locked(false, async (tx, version) => {
      const changes = await queryRows<OutboxChange>(
        tx,
        sql`DELETE FROM usage_outbox WHERE id IN (
            SELECT id FROM usage_outbox ORDER BY id LIMIT ${batchSize}::int FOR UPDATE SKIP LOCKED)
          RETURNING id, image_id, domain_id, domain`,
      );
      if (!changes.length) return 0;
      await insertRows(await rowsFor(tx, changes, version));
      return changes.length;
    });

  /**
   * One batch of the outbox on the embedded PGlite, whose one connection serves every request:
   * read (a short transaction), written to ClickHouse with no transaction open, then the rows
   * taken deleted by id. This process is the only drainer (PGlite is one process; its cycles
   * run one at a time). A change made meanwhile is a new outbox row, drained next with a later
   * version; if ClickHouse fails, nothing was deleted; a crash before the delete writes the
   * same state again later, with a later version, which replaces it harmlessly.
   */
  async function drainInThreeSteps(): Promise<number> {
    const read = await locked(false, async (tx, version) => {
      const changes = await queryRows<OutboxChange>(
        tx,
        sql`SELECT id, image_id, domain_id, domain FROM usage_outbox
          ORDER BY id LIMIT ${batchSize}::int`,
      );
      return changes.length ? { changes, rows: await rowsFor(tx, changes, version) } : null;
    });
    if (!read) return 0;
    await insertRows(read.rows);
    await db.execute(
      sql`DELETE FROM usage_outbox WHERE id IN (${inList(
        read.changes.map((change) => String(change.id)),
        'bigint',
      )})`,
    );
    return read.changes.length;
  }

  /**
   * One batch of the outbox: how many outbox rows it took (0: it was empty), or null when
   * another server's sync holds the lock.
   */
  async function drainBatch(): Promise<number | null> {
    const seenAt = new Date();
    const taken = oneConnection ? await drainInThreeSteps() : await drainInOneTransaction();
    if (taken === 0) state.syncedAt = seenAt;
    return taken;
  }

  /**
   * Copies if needed, then drains until the outbox is empty. Answers how soon to look again
   * when the work was another server's (null: at the usual time): while another server copies
   * the store, in `copyWaitMs`; while another server drains, after the wake delay, so that a
   * change of this server that its drain just missed does not wait for the safety poll.
   */
  async function cycle(): Promise<number | null> {
    // The tables first (idempotent): a ClickHouse server that was down at start is set up here.
    if (!state.migrated) {
      await migrateClickhouse(client);
      state.migrated = true;
    }
    if (!(await ensureCopied())) return copyWaitMs;
    const startedAt = Date.now();
    let foundChanges = false;
    let taken: number | null;
    while (!closed && (taken = await drainBatch()) !== 0) {
      if (taken === null) return wakeDelay();
      foundChanges = true; // Until the outbox is empty.
    }
    if (foundChanges) lastBusyCycleAt = startedAt;
    return null;
  }

  /** One cycle at a time: a drain asked for during one waits for it, then runs its own. */
  function runCycle(): Promise<number | null> {
    const next = (running ?? Promise.resolve()).then(() => withoutWriteNotices(cycle));
    const tracked = next.catch(() => undefined);
    running = tracked;
    void tracked.then(() => {
      if (running === tracked) running = null;
    });
    return next;
  }

  function schedule(delay: number) {
    if (closed) return;
    // An earlier cycle than the one set wins; a later one waits for it.
    if (timer !== undefined && dueAt <= Date.now() + delay) return;
    clearTimeout(timer);
    dueAt = Date.now() + delay;
    timer = setTimeout(() => {
      timer = undefined;
      dueAt = Infinity;
      cycling = true;
      wokenDuringCycle = false;
      runCycle().then(
        (again) => {
          cycling = false;
          if (state.failure) warn('ClickHouse usage store: the sync works again.');
          state.failure = null;
          backoff = retryMs;
          schedule(Math.min(again ?? intervalMs, wokenDuringCycle ? wakeDelay() : intervalMs));
        },
        (error: unknown) => {
          cycling = false;
          const message = error instanceof Error ? error.message : String(error);
          if (state.failure === null)
            warn(
              `ClickHouse usage store: the sync failed (${message.slice(0, 300)}); it tries again.`,
            );
          state.failure = message;
          // While it fails, writes wait for the backoff: they are safe in the outbox.
          clearTimeout(timer);
          timer = undefined;
          schedule(backoff);
          backoff = Math.min(backoff * 2, maxBackoffMs);
        },
      );
    }, delay);
    timer.unref?.();
  }

  /** A write of this process: drain soon (not while ClickHouse fails: the backoff decides). */
  const stopListening = onDatabaseWrite(db, () => {
    if (closed || !started || state.failure !== null) return;
    if (cycling) wokenDuringCycle = true;
    else schedule(wakeDelay());
  });

  return {
    start() {
      started = true;
      schedule(0);
    },
    async drain() {
      // Another server's copy or drain is waited for: when this resolves, the store holds
      // every change there was when it was called.
      for (let again = await runCycle(); again !== null && !closed; again = await runCycle()) {
        await sleep(Math.min(again, 100));
      }
      state.failure = null;
    },
    progress: () => ({ ...state }),
    async close() {
      closed = true;
      stopListening();
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
