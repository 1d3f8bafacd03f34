import type { UsageStoreStatus } from '@sightings/domain-model';
import { sql } from 'drizzle-orm';
import { holdSessionLock, queryRows, type Db, type HeldLock } from '../db/database';
import { ApiError } from '../errors';
import type { UsageStore } from '../services/search/usageStore';
import type { ClickhouseConfig } from './config';
import { ClickhouseUnavailable, connectClickhouse, type ClickhouseConnection } from './connect';
import { migrateClickhouse } from './schema';
import { clickhouseUsageStore } from './search';
import { createUsageSync, type UsageSync, type UsageSyncOptions } from './sync';

/**
 * The advisory lock (session level) of the one server on a PostgreSQL database that keeps an
 * embedded store (docs/scaling.md): every change in the outbox goes to one store, so a second
 * server's embedded store would miss the changes the first drained. A second server runs
 * without a store ('unavailable', `CLICKHOUSE_TEXTS.embeddedElsewhere`); several servers share
 * one ClickHouse server instead.
 */
export const EMBEDDED_STORE_LOCK = 7_160_032;

/** At most this many outbox rows are counted for `pendingChanges`. */
export const PENDING_COUNT_MAX = 100_000;

/** The words of the store's states (shown in the ClickHouse tab and in the 503s). */
export const CLICKHOUSE_TEXTS = {
  off: 'This server runs with CLICKHOUSE=off. Use the Usages URL search.',
  failing:
    'ClickHouse does not answer at the moment: changes wait in PostgreSQL and are copied when it is back.',
  searchFailed:
    'The ClickHouse usage store did not answer this search: try again, or use the Usages URL search.',
  embeddedElsewhere:
    'Another server on this database keeps the embedded ClickHouse store: several servers share one ClickHouse server (CLICKHOUSE_URL). Use the Usages URL search.',
  copying: (copied: number, total: number) =>
    `The first copy from PostgreSQL is under way: ${copied} of ${total} sightings so far.`,
};

/**
 * The ClickHouse usage store of this server (issue 16): its search (`store`), its state and
 * freshness (`status`), and the sync that fills it.
 */
export interface ClickhouseUsageService {
  /** The search port, or 503 (off, unavailable) with the reason. */
  store(): UsageStore;
  status(): Promise<UsageStoreStatus>;
  /** Copies and drains every change there is now (tests and the demo); a no-op when off. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

/** The store of a server that has none (`CLICKHOUSE=off`, and tests by default). */
export const clickhouseOffService = (): ClickhouseUsageService =>
  absentService('off', CLICKHOUSE_TEXTS.off);

const unavailable = (message: string) => new ApiError(503, 'INTERNAL_ERROR', message);

/** A store that is not there: off, or unable to start. */
function absentService(state: 'off' | 'unavailable', message: string): ClickhouseUsageService {
  return {
    store: () => {
      throw unavailable(message);
    },
    status: async () => ({
      state,
      message,
      pendingChanges: 0,
      oldestPendingAt: null,
      syncedAt: null,
      checkedAt: new Date().toISOString(),
    }),
    drain: async () => undefined,
    // The outbox keeps the changes meanwhile, for a store turned on again (docs/clickhouse.md).
    close: async () => undefined,
  };
}

/**
 * Opens the store the configuration names: connects (the embedded engine is loaded only now),
 * makes its tables, and starts the sync. Never rejects: a store that cannot start is
 * `unavailable` with the reason, and the server runs without it.
 */
export async function openClickhouseUsageService(
  config: ClickhouseConfig,
  db: Db,
  options: UsageSyncOptions & {
    autoStart?: boolean;
    /** How to connect (tests wrap the connection's client); `connectClickhouse` by default. */
    connect?: typeof connectClickhouse;
  } = {},
): Promise<ClickhouseUsageService> {
  if (config.mode === 'off') return clickhouseOffService();
  /** Stops the sync (once it runs) when the embedded store's lock is lost. */
  let stopSync = (): void => undefined;
  let owner: HeldLock | null = null;
  let ownerLost = false;
  if (config.mode === 'embedded') {
    owner = await holdSessionLock(db, EMBEDDED_STORE_LOCK, () => {
      // The lock's connection ended: another server may take the store's place. This one stops
      // draining (its store would miss changes) until it is restarted.
      ownerLost = true;
      options.warn?.(
        'ClickHouse usage store: the connection that holds the embedded store lock ended; the sync stops until a restart.',
      );
      stopSync();
    });
    if (!owner) {
      options.warn?.(CLICKHOUSE_TEXTS.embeddedElsewhere);
      return absentService('unavailable', CLICKHOUSE_TEXTS.embeddedElsewhere);
    }
  }
  let connection: ClickhouseConnection;
  try {
    connection = (options.connect ?? connectClickhouse)(config);
  } catch (error) {
    const message = error instanceof ClickhouseUnavailable ? error.message : String(error);
    options.warn?.(message);
    await owner?.release();
    return absentService('unavailable', message);
  }
  // A server that does not answer yet is no reason to stop: the store is 'unavailable' until the
  // sync, trying again with its backoff, makes the tables and copies.
  let startFailure = false;
  try {
    await migrateClickhouse(connection.client);
  } catch (error) {
    startFailure = true;
    options.warn?.(
      `ClickHouse usage store: ClickHouse did not answer at start (${error instanceof Error ? error.message.slice(0, 200) : 'unknown error'}); the sync tries again.`,
    );
  }
  const running: UsageSync = createUsageSync(db, connection.client, {
    insertSettings: connection.backgroundSettings,
    ...options,
  });
  stopSync = () => void running.close();
  if (options.autoStart !== false) running.start();
  const search = clickhouseUsageStore(connection.client);
  return {
    store: () => ({
      page: (criteria, paging) =>
        search.page(criteria, paging).catch((error: unknown) => {
          options.warn?.(`ClickHouse usage search failed: ${String(error).slice(0, 300)}`);
          throw unavailable(CLICKHOUSE_TEXTS.searchFailed);
        }),
      count: (criteria) => search.count(criteria),
    }),
    async status() {
      const progress = running.progress();
      const [pending] = await queryRows<{ n: number | string; oldest: Date | string | null }>(
        db,
        sql`SELECT count(*) AS n, min(created_at) AS oldest
          FROM (SELECT created_at FROM usage_outbox ORDER BY id LIMIT ${PENDING_COUNT_MAX}::int) o`,
      );
      const now = new Date();
      const pendingChanges = Number(pending?.n ?? 0);
      // Until the whole copy is there, the store is still being filled, however empty the outbox.
      const whole = progress.copiedWhole;
      const syncedAt = whole && pendingChanges === 0 ? now : progress.syncedAt;
      const failing =
        ownerLost || progress.failure !== null || (startFailure && !progress.migrated);
      const state: UsageStoreStatus['state'] = failing
        ? 'unavailable'
        : whole
          ? 'ready'
          : 'copying';
      return {
        state,
        message: ownerLost
          ? CLICKHOUSE_TEXTS.embeddedElsewhere
          : failing
            ? CLICKHOUSE_TEXTS.failing
            : whole
              ? null
              : CLICKHOUSE_TEXTS.copying(progress.copied, progress.copyTotal),
        pendingChanges,
        oldestPendingAt: pending?.oldest ? new Date(pending.oldest).toISOString() : null,
        syncedAt: syncedAt?.toISOString() ?? null,
        checkedAt: now.toISOString(),
      };
    },
    drain: () => running.drain(),
    async close() {
      await running.close();
      await connection.close();
      await owner?.release();
    },
  };
}
