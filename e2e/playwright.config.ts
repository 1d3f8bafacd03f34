import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../vite.shared.ts';

const port = Number(process.env.E2E_PORT ?? 8180);

/** The e2e server signs tokens with this secret, so a test can make an expired one. */
export const E2E_JWT_SECRET = 'e2e-only-secret-never-used-elsewhere-0123456789';

/**
 * End-to-end tests in Debian's Chromium against the server that `npm start` runs (on its own
 * port, with an in-memory database). Nothing here downloads a browser.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list']],
  // A loaded CI machine (two cores, the server and Chromium side by side) is slow: a test gets
  // 60 s and an expectation 10 s; a hang still fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command: 'npm start',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      SEED: 'demo',
      JWT_SECRET: E2E_JWT_SECRET,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
