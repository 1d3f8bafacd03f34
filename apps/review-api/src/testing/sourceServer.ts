import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * A server process from the sources, as `npm run start:source` runs it, on a free port of
 * loopback, without ClickHouse and with passwords hashed at the test cost; `env` adds to or
 * overrides that. Its stdout and stderr are pipes for the test to read (the log, the reason
 * it ended).
 */
export function spawnSourceServer(env: Record<string, string>): ChildProcess {
  return spawn(
    process.execPath,
    ['--conditions=@sightings/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: apiDir,
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        CLICKHOUSE: 'off',
        PASSWORD_HASHING: 'test',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}
