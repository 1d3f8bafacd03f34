import { ClickHouseLogLevel, createClient, type ClickHouseClient } from '@clickhouse/client';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import type { createChdbConnection } from 'chdb/connection';
import { join } from 'node:path';
import type { ClickhouseConfig } from './config';

/** A connection to the ClickHouse usage store: one `@clickhouse/client` API for both engines. */
export interface ClickhouseConnection {
  client: ClickHouseClient;
  kind: 'embedded' | 'server';
  /** Settings for the sync's inserts, background work that must not slow the requests down. */
  backgroundSettings: Record<string, number>;
  close(): Promise<void>;
}

/** The store cannot be had: `message` says why and what to do, in words for the operator. */
export class ClickhouseUnavailable extends Error {}

/**
 * Settings for every query on either engine: 64-bit integers as JSON numbers (chdb writes them
 * so by default, a server as strings), ISO-8601 and other date forms read on insert.
 */
const SETTINGS = {
  output_format_json_quote_64bit_integers: 0,
  date_time_input_format: 'best_effort',
  // An insert holds one copy of each id, as a merged part does: the search's version check
  // relies on it (searchWindows.ts `latestVersions`). ClickHouse's default, pinned here.
  optimize_on_insert: 1,
} as const;

type ChdbConnectionModule = { createChdbConnection: typeof createChdbConnection };
type ChdbSessionModule = {
  Session: new (path: string, options: { connectionArgs: readonly string[] }) => { close(): void };
};

/**
 * The embedded engine's server settings, for a server that mostly idles on a small machine: its
 * memory worker reads the allocator's statistics once a second instead of continuously (it was
 * half of the idle server's CPU), and the asynchronous metrics nobody reads here are refreshed
 * once a minute. Server settings are command-line arguments of the engine: they are given to a
 * `Session` opened first on the store's folder, whose engine the connection then shares (chdb
 * runs one engine per process), and which stays open as long as the connection.
 */
export const CHDB_ENGINE_ARGS = [
  '--memory_worker_period_ms=1000',
  '--asynchronous_metrics_update_period_s=60',
  '--os_threads_nice_value_merge_mutate=19',
] as const;

/**
 * The embedded engine shares this process's cores with the requests (and, on one machine, with
 * PostgreSQL): its threads that insert the sync's batches and merge the parts run at the lowest
 * CPU priority (Linux nice 19, the engine argument above for merges, this setting for the
 * sync's inserts), so a reservation that arrives meanwhile is served first (docs/performance.md,
 * "What a run is sensitive to"). The engine resets a thread's priority when the insert ends. It
 * sets priorities only with the CAP_SYS_NICE capability (root in a container has it; a
 * systemd service can grant it with `AmbientCapabilities=CAP_SYS_NICE`); without it, they stay.
 */
export const EMBEDDED_BACKGROUND_SETTINGS = { os_thread_priority: 19 } as const;

/**
 * The embedded engine, loaded only now (it adds ~240 MB to the process): `chdb`'s connection
 * for `@clickhouse/client`. On a platform without its engine package the load fails, and so
 * does this, with `ClickhouseUnavailable`.
 */
function loadChdb(): ChdbConnectionModule {
  try {
    return createRequire(import.meta.url)('chdb/connection') as ChdbConnectionModule;
  } catch {
    throw new ClickhouseUnavailable(
      `The embedded ClickHouse engine (chdb) does not run on ${process.platform}-${process.arch}: ` +
        'set CLICKHOUSE_URL to a ClickHouse server, or CLICKHOUSE=off.',
    );
  }
}

export function connectClickhouse(
  config: Exclude<ClickhouseConfig, { mode: 'off' }>,
): ClickhouseConnection {
  if (config.mode === 'server') {
    const client = createClient({
      url: config.url,
      username: config.username,
      password: config.password,
      database: config.database,
      clickhouse_settings: SETTINGS,
      request_timeout: 30_000,
      // The client's own logger prints stacks and arguments: the service logs one line itself.
      log: { level: ClickHouseLogLevel.OFF },
    });
    return { client, kind: 'server', backgroundSettings: {}, close: () => client.close() };
  }
  const { createChdbConnection } = loadChdb();
  const temporary = config.path === null;
  const path = config.path ?? mkdtempSync(join(tmpdir(), 'sightings-clickhouse-'));
  mkdirSync(path, { recursive: true });
  const { Session } = createRequire(import.meta.url)('chdb') as ChdbSessionModule;
  const engine = new Session(path, { connectionArgs: CHDB_ENGINE_ARGS });
  const client = createClient({
    connection: createChdbConnection({ path }),
    clickhouse_settings: SETTINGS,
    log: { level: ClickHouseLogLevel.OFF },
  } as Parameters<typeof createClient>[0]);
  return {
    client,
    kind: 'embedded',
    backgroundSettings: EMBEDDED_BACKGROUND_SETTINGS,
    close: async () => {
      await client.close();
      engine.close();
      if (temporary) rmSync(path, { recursive: true, force: true });
    },
  };
}
