import { join } from 'node:path';
import type { DatabaseLocation } from '../db/database';

/**
 * Where the ClickHouse usage store lives (issue 16, docs/clickhouse.md):
 * - `off`: no store; the ClickHouse tab says so (`CLICKHOUSE=off`);
 * - `embedded`: chdb in this process, its data in `path` (null: a temporary directory, filled
 *   anew from PostgreSQL at each start);
 * - `server`: a ClickHouse server or cluster over HTTP (`CLICKHOUSE_URL`).
 */
export type ClickhouseConfig =
  | { mode: 'off' }
  | { mode: 'embedded'; path: string | null }
  | { mode: 'server'; url: string; username: string; password: string; database: string };

const MODES = ['off', 'embedded', 'server'];

/**
 * Reads `CLICKHOUSE` (`off`, `embedded`, `server`; by default `server` when `CLICKHOUSE_URL`
 * is set, else `embedded`), `CLICKHOUSE_URL`, `CLICKHOUSE_USER`, `CLICKHOUSE_PASSWORD`,
 * `CLICKHOUSE_DATABASE` and `CLICKHOUSE_DIR` (the embedded engine's folder; by default
 * `DATA_DIR/clickhouse`, or a temporary one for `DATA_DIR=memory://` and `DATABASE_URL`).
 */
export function readClickhouseConfig(
  env: NodeJS.ProcessEnv,
  database: DatabaseLocation,
): ClickhouseConfig {
  const url = env.CLICKHOUSE_URL?.trim() ?? '';
  const mode = env.CLICKHOUSE?.trim().toLowerCase() || (url ? 'server' : 'embedded');
  if (!MODES.includes(mode)) {
    throw new Error(`CLICKHOUSE must be "off", "embedded" or "server", not "${env.CLICKHOUSE}".`);
  }
  if (mode === 'off') return { mode };
  if (mode === 'server') {
    if (!url) throw new Error('CLICKHOUSE=server needs CLICKHOUSE_URL (http://host:8123).');
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error(`CLICKHOUSE_URL must be a URL such as http://localhost:8123, not "${url}".`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new Error(`CLICKHOUSE_URL must start with http:// or https://, not "${url}".`);
    }
    const name = env.CLICKHOUSE_DATABASE?.trim() || 'default';
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(name)) {
      throw new Error(
        `CLICKHOUSE_DATABASE must be a plain name (letters, digits, _), not "${name}".`,
      );
    }
    return {
      mode,
      url,
      username: env.CLICKHOUSE_USER?.trim() || 'default',
      password: env.CLICKHOUSE_PASSWORD ?? '',
      database: name,
    };
  }
  const dir = env.CLICKHOUSE_DIR?.trim();
  if (dir) return { mode: 'embedded', path: dir };
  if ('dataDir' in database && database.dataDir !== 'memory://') {
    return { mode: 'embedded', path: join(database.dataDir, 'clickhouse') };
  }
  return { mode: 'embedded', path: null };
}

/** The configuration as words for the start-up log (no password). */
export function describeClickhouse(config: ClickhouseConfig): string {
  if (config.mode === 'off') return 'off (CLICKHOUSE=off)';
  if (config.mode === 'server')
    return `server ${new URL(config.url).origin}, database ${config.database}`;
  return `embedded (chdb) in ${config.path ?? 'a temporary folder'}`;
}
