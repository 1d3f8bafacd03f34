import { defineConfig, devices } from '@playwright/test';
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { chromiumArgs, chromiumPath } from '../vite.shared.ts';
import {
  E2E_BASE_PORT,
  E2E_JWT_SECRET,
  serverUrl,
  SPEC_ONLY_PORT_OFFSET,
  SPEC_ONLY_PROJECT,
} from './fixtures.ts';

/**
 * Workers, each with a server of its own (fixtures.ts): `E2E_WORKERS`, by default one per core.
 * The tests are mostly the browser and the server working, so more workers than cores win little.
 */
const workers = Number(process.env.E2E_WORKERS ?? Math.max(2, availableParallelism()));

// The servers serve the built console. `npm test` has built it just before; `npm run test:e2e`
// builds it first too. Run on its own (`npx playwright test -c e2e/…`), a missing build is made.
const consoleBuilt = new URL('../apps/review-console/dist/index.html', import.meta.url);
if (!process.env.TEST_WORKER_INDEX && !existsSync(consoleBuilt)) {
  execSync('npm run build -w @sightings/review-console', { stdio: 'inherit' });
}

/**
 * End-to-end tests in Debian's Chromium against the server `npm start` runs (one per worker, on
 * its own port, with an in-memory database and the demo data). Nothing here downloads a browser.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // A loaded CI machine (two cores, the servers and Chromium side by side) is slow: a test gets
  // 60 s and an expectation 10 s; a hang still fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      // The journeys' default-mode runs are the screens' own spec files (journeys.spec.ts names
      // them); here they run against the servers without extensions only.
      testIgnore: 'journeys.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // The main journeys again, against servers that know only the specs (issue 28).
      name: SPEC_ONLY_PROJECT,
      testMatch: 'journeys.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    ...Array.from({ length: workers }, (_, index) => webServer(index, false)),
    webServer(0, true),
  ],
});

/** A worker's server (the demo data in memory), or the spec-only project's, without extensions. */
function webServer(index: number, specOnlyServer: boolean) {
  return {
    command: 'node --conditions=@sightings/source --import tsx src/main.ts',
    cwd: '../apps/review-api',
    url: `${serverUrl(index, specOnlyServer)}/api/health`,
    env: {
      PORT: String(E2E_BASE_PORT + (specOnlyServer ? SPEC_ONLY_PORT_OFFSET : index)),
      API_EXTENSIONS: specOnlyServer ? 'off' : 'on',
      // The journeys do not search the ClickHouse copy: the spec-only servers save its memory.
      ...(specOnlyServer ? { CLICKHOUSE: 'off' } : {}),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      SEED: 'demo',
      JWT_SECRET: E2E_JWT_SECRET,
      // Test accounts hash at a test cost (auth/passwords.ts); refused off loopback.
      PASSWORD_HASHING: 'test',
    },
    reuseExistingServer: false,
    // Each server seeds the demo data; several at once on a loaded machine take a while.
    timeout: 240_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}
