import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import { readClickhouseConfig, type ClickhouseConfig } from './clickhouse/config';
import type { DatabaseLocation } from './db/database';
import { packageDir } from './paths';

export interface ServerConfig {
  port: number;
  /** The address to listen on: loopback unless `HOST` says otherwise (`0.0.0.0` for a team). */
  host: string;
  /** Proxies whose `X-Forwarded-For` is believed (`TRUST_PROXY`, addresses or CIDR ranges). */
  trustProxy: string[] | undefined;
  /** The built console (apps/review-console/dist), served at `/`. */
  consoleDir: string;
  database: DatabaseLocation;
  /** `demo` loads the demo data into an empty database; `none` loads nothing. */
  seed: 'demo' | 'none';
  /** The signing secret of access tokens; when absent one is generated and kept in DATA_DIR. */
  jwtSecret: string | undefined;
  /** How long an access token lives, in seconds. */
  accessTokenTtlSeconds: number;
  /** How long a reservation (lease) of an image or domain lasts, in seconds. */
  reservationTtlSeconds: number;
  /** The origin the demo data's image and usage URLs point at (the server's own "web"). */
  demoWebOrigin: string;
  /** The ClickHouse usage store: off, embedded (chdb) or a server (clickhouse/config.ts). */
  clickhouse: ClickhouseConfig;
  /**
   * The work-queue sandbox's statement timeouts in milliseconds (docs/work-queues.md): for Test,
   * Execute and Save (`WORK_QUEUE_TIMEOUT_MS`) and for one queue's query while reserving
   * (`WORK_QUEUE_RESERVE_TIMEOUT_MS`); absent, the sandbox's defaults (30 s and 2 s).
   */
  workQueueSandbox: { statementTimeoutMs?: number; reserveTimeoutMs?: number };
  /**
   * `PASSWORD_HASHING`: `production` (argon2id at the library's default cost) or `test`, a cost
   * low enough for a test server that signs in hundreds of times (auth/passwords.ts). `test` is
   * refused unless the server listens on loopback.
   */
  passwordHashing: 'production' | 'test';
  /**
   * `API_EXTENSIONS`: `on` (the default) offers this server's extensions and advertises them in
   * `GET /api/capabilities`; `off` makes it a server that knows only the specs' calls
   * (docs/api-contract.md).
   */
  apiExtensions: boolean;
}

const defaultConsoleDir = fileURLToPath(new URL('../review-console/dist', packageDir));
const defaultDataDir = fileURLToPath(new URL('../../.data', packageDir));

function wholeNumber(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
) {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}".`);
  }
  return value;
}

/** Loopback: only this machine can connect. */
export const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

/** `TRUST_PROXY`: a comma-separated list of addresses or CIDR ranges (`10.0.0.0/8`). */
function readTrustProxy(raw: string | undefined): string[] | undefined {
  if (!raw?.trim()) return undefined;
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const version = isIP(address);
    const maxBits = version === 6 ? 128 : 32;
    const bitsOk = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
    if (!version || !bitsOk || rest.length) {
      throw new Error(
        `TRUST_PROXY must list proxy addresses or CIDR ranges separated by commas, not "${entry}".`,
      );
    }
  }
  return entries;
}

/** Reads the configuration from the environment (the README's "Configuration" table). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL?.trim();
  const dataDir = env.DATA_DIR?.trim() || defaultDataDir;
  // A database in a folder: PostgreSQL's shared buffers hold what was read since the start (the
  // upkeep's VACUUM reads every table), and the WASM memory never shrinks; the files are in the
  // system's page cache anyway, so a miss costs a read from it.
  const sharedBuffers = env.PGLITE_SHARED_BUFFERS?.trim() || '32MB';
  if (!/^\d+(kB|MB|GB)$/.test(sharedBuffers)) {
    throw new Error(
      `PGLITE_SHARED_BUFFERS must be a size such as 32MB or 1GB, not "${sharedBuffers}".`,
    );
  }
  const database: DatabaseLocation = databaseUrl
    ? { databaseUrl, keepPoolOpen: true }
    : dataDir === 'memory://'
      ? { dataDir }
      : { dataDir, sharedBuffers };
  const seedValue = env.SEED?.trim() || (databaseUrl ? 'none' : 'demo');
  if (seedValue !== 'demo' && seedValue !== 'none') {
    throw new Error(`SEED must be "demo" or "none", not "${seedValue}".`);
  }
  const port = wholeNumber(env, 'PORT', 8080, 0, 65535);
  const host = env.HOST?.trim() || '127.0.0.1';
  const passwordHashing = env.PASSWORD_HASHING?.trim() || 'production';
  if (passwordHashing !== 'production' && passwordHashing !== 'test') {
    throw new Error(`PASSWORD_HASHING must be "production" or "test", not "${passwordHashing}".`);
  }
  const apiExtensions = env.API_EXTENSIONS?.trim() || 'on';
  if (apiExtensions !== 'on' && apiExtensions !== 'off') {
    throw new Error(`API_EXTENSIONS must be "on" or "off", not "${apiExtensions}".`);
  }
  if (passwordHashing === 'test' && !isLoopback(host)) {
    throw new Error(
      `PASSWORD_HASHING=test is for test servers on loopback only, not for HOST=${host}.`,
    );
  }
  return {
    port,
    host,
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    consoleDir: env.CONSOLE_DIR ?? defaultConsoleDir,
    database,
    seed: seedValue,
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtlSeconds: wholeNumber(env, 'ACCESS_TOKEN_TTL', 8 * 3600, 1, 30 * 24 * 3600),
    reservationTtlSeconds: wholeNumber(env, 'RESERVATION_TTL', 15 * 60, 1, 24 * 3600),
    demoWebOrigin: env.DEMO_WEB_ORIGIN?.trim() || `http://localhost:${port}`,
    clickhouse: readClickhouseConfig(env, database),
    workQueueSandbox: {
      ...(env.WORK_QUEUE_TIMEOUT_MS
        ? { statementTimeoutMs: wholeNumber(env, 'WORK_QUEUE_TIMEOUT_MS', 0, 100, 600_000) }
        : {}),
      ...(env.WORK_QUEUE_RESERVE_TIMEOUT_MS
        ? {
            reserveTimeoutMs: wholeNumber(env, 'WORK_QUEUE_RESERVE_TIMEOUT_MS', 0, 100, 60_000),
          }
        : {}),
    },
    passwordHashing,
    apiExtensions: apiExtensions === 'on',
  };
}

/**
 * The settings that every server on one database should share (db/serverSettings.ts warns at
 * start when the last server to start had others), by their variable's name and as text.
 */
export function sharedSettings(config: ServerConfig): Record<string, string> {
  const { clickhouse, workQueueSandbox: sandbox } = config;
  return {
    RESERVATION_TTL: String(config.reservationTtlSeconds),
    ACCESS_TOKEN_TTL: String(config.accessTokenTtlSeconds),
    API_EXTENSIONS: config.apiExtensions ? 'on' : 'off',
    WORK_QUEUE_TIMEOUT_MS: String(sandbox.statementTimeoutMs ?? 'the default'),
    WORK_QUEUE_RESERVE_TIMEOUT_MS: String(sandbox.reserveTimeoutMs ?? 'the default'),
    CLICKHOUSE:
      clickhouse.mode === 'server'
        ? `server ${new URL(clickhouse.url).origin}/${clickhouse.database}`
        : clickhouse.mode,
  };
}
