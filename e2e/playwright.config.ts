import { defineConfig, devices } from '@playwright/test';
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../vite.shared.ts';
import { SPEC_ONLY_PROJECT } from './fixtures.ts';

/**
 * Workers, each with a server of its own (fixtures.ts): `E2E_WORKERS`, by default one per core.
 * The tests are mostly the browser and the server working, so more workers than cores win little.
 */
const workers = Number(process.env.E2E_WORKERS ?? Math.max(2, availableParallelism()));

// The servers run the built server (`apps/review-api/dist`, as `npm start` does) and serve the
// built console. `npm test` has built both just before; `npm run test:e2e` builds them first
// too. Run on its own (`npx playwright test -c e2e/…`), a build that is missing or older than the
// sources it is made of is made again, so a test never meets yesterday's code.
if (!process.env.TEST_WORKER_INDEX) {
  const built = [
    {
      output: '../apps/review-api/dist/main.mjs',
      sources: ['../apps/review-api/src', '../packages/domain-model/src'],
      build: 'npm run build -w @sightings/review-api',
    },
    {
      output: '../apps/review-console/dist/index.html',
      sources: [
        '../apps/review-console/src',
        '../packages/ui/src',
        '../packages/api-client/src',
        '../packages/domain-model/src',
      ],
      build: 'npm run build -w @sightings/review-console',
    },
  ];
  for (const { output, sources, build } of built) {
    if (outdated(new URL(output, import.meta.url), sources)) {
      execSync(build, { stdio: 'inherit' });
    }
  }
}

/**
 * Whether `output` is missing, or older than a file under one of the `sources` folders. What
 * the tests write there is no source: the browser tests' screenshots (`__screenshots__`, written
 * after the static phase built the console) made every `npm test` build the console again here.
 */
function outdated(output: URL, sources: string[]): boolean {
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return sources.some((folder) => {
    const directory = new URL(`${folder}/`, import.meta.url);
    return readdirSync(directory, { recursive: true, withFileTypes: true }).some(
      (entry) =>
        entry.isFile() &&
        !entry.parentPath.includes('__screenshots__') &&
        statSync(join(entry.parentPath, entry.name)).mtimeMs > builtAt,
    );
  });
}

/**
 * End-to-end tests in Debian's Chromium against the built server (one per worker, on its own
 * port, with an in-memory database and the demo data). Nothing here downloads a browser.
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
  // The servers, all at once (servers.ts); stopped after the tests.
  globalSetup: './servers.ts',
});
