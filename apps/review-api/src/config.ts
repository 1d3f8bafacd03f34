import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  port: number;
  host: string;
  /** The built console (apps/review-console/dist), served at `/`. */
  consoleDir: string;
}

const defaultConsoleDir = fileURLToPath(new URL('../../review-console/dist', import.meta.url));

/** Reads the configuration from the environment (DESIGN.md: "Configuration by environment"). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = env.PORT === undefined || env.PORT === '' ? 8080 : Number(env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${env.PORT}".`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    consoleDir: env.CONSOLE_DIR ?? defaultConsoleDir,
  };
}
