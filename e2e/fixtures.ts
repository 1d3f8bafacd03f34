import { test as base } from '@playwright/test';

/**
 * The e2e tests run in several Playwright workers, and each worker has a server of its own (its
 * own in-memory database with the demo data), started by servers.ts (the global setup) on the ports
 * `E2E_PORT`, `E2E_PORT + 1`, …: a test sees only the changes of the tests run before it in its
 * own worker, never those of a test running at the same time.
 */
/** The e2e servers sign tokens with this secret, so a test can make an expired one. */
export const E2E_JWT_SECRET = 'e2e-only-secret-never-used-elsewhere-0123456789';

export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 8180);

/**
 * The one server started with `API_EXTENSIONS=off` (a server that knows only the specs' calls),
 * for the `spec-only` project, on the port `E2E_PORT + 50`: the project is one file, and a file
 * runs in one worker, so one server is enough.
 */
export const SPEC_ONLY_PORT_OFFSET = 50;

/** The project whose tests run against the server without extensions (journeys.spec.ts). */
export const SPEC_ONLY_PROJECT = 'spec-only';

/** The server of the worker with this parallel index (0 … workers - 1), or the spec-only one. */
export const serverUrl = (parallelIndex: number, specOnlyServer = false) =>
  `http://127.0.0.1:${E2E_BASE_PORT + (specOnlyServer ? SPEC_ONLY_PORT_OFFSET : parallelIndex)}`;

/** Whether the test runs against a server without extensions. */
export const specOnly = (testInfo: { project: { name: string } }) =>
  testInfo.project.name === SPEC_ONLY_PROJECT;

/**
 * Playwright's `test` with `baseURL` pointing at this worker's server; every spec imports `test`
 * from here. Contexts a test makes itself (`browser.newContext()`) get the same baseURL.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, provide, testInfo) => {
    await provide(serverUrl(testInfo.parallelIndex, specOnly(testInfo)));
  },
});

export * from '@playwright/test';
