import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defaultServerConditions, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath, sharedViteConfig, sourceCondition } from './vite.shared.ts';

// A fresh object per project: Vitest writes the project's name into its browser instances.
const browser = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  }),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
});

// Pre-bundled before the first test file loads. `createRuntimeFn` is imported by the code
// vanilla-extract makes of a `.css.ts` with a recipe, which the optimizer's scan does not see:
// found late, it was bundled mid-run and the pages open at that moment reloaded.
const preBundled = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  '@vanilla-extract/recipes/createRuntimeFn',
];

/**
 * In a single run (`vitest run`, as `npm test` does), the browser keeps the modules Vite serves
 * for an hour instead of asking again for each of them: every test file opens in a fresh frame
 * that imports its whole module graph, and Vite's "no-cache" made each import a request that
 * Vite answered "not modified" (about a fifth of the run's processor time, in the browser's
 * network service, its main process and Vite). The sources do not change during a run; in
 * watch mode they do, so there Vite's caching stays. A module a test mocks (`vi.mock`) is
 * still mocked: Playwright's routing, which does the mocking, bypasses the cache while it is on.
 */
const singleRun = process.argv.some((arg) => arg === 'run' || arg === '--run');
const cacheModulesThisRun = (): Plugin => ({
  name: 'sightings:cache-modules-this-run',
  apply: () => singleRun,
  configureServer(server) {
    server.middlewares.use((_request, response, next) => {
      const setHeader = response.setHeader.bind(response);
      response.setHeader = (name, value) =>
        setHeader(
          name,
          name.toLowerCase() === 'cache-control' &&
            value === 'no-cache' &&
            /javascript|css/.test(String(response.getHeader('content-type')))
            ? 'private, max-age=3600'
            : value,
        );
      next();
    });
  },
});

// Parallel runs (several people or agents in one checkout) may each keep their own optimizer cache.
const cacheDir = process.env.VITEST_CACHE_DIR;
const common = cacheDir ? { cacheDir } : {};

export default defineConfig({
  test: {
    projects: [
      {
        // Pure logic and the server: Node.
        ...common,
        resolve: { conditions: [sourceCondition, ...defaultServerConditions] },
        ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
        test: {
          name: 'node',
          environment: 'node',
          // Server tests open a database: PGlite starts in about 2 s on an idle machine, but took
          // 14-24 s on a loaded 2-core one (seen while the suite and other work ran side by
          // side); a real hang still fails.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One worker per core (Vitest's default leaves one core idle), and each worker keeps
          // its modules between files: importing the server (Fastify, drizzle, PGlite, libpg-query)
          // again for every file cost more than the tests. No test file relies on a fresh module
          // state; state a file changes (a setting, a database) is its own.
          maxWorkers: availableParallelism(),
          isolate: false,
          setupFiles: ['apps/review-api/src/testing/setup.ts'],
          include: [
            'packages/domain-model/src/**/*.test.ts',
            'packages/api-client/src/**/*.test.ts',
            'packages/ui/src/**/*.test.ts',
            'apps/review-api/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        // Widgets and screens: real Chromium, real keyboard.
        ...common,
        ...sharedViteConfig,
        plugins: [...sharedViteConfig.plugins, cacheModulesThisRun()],
        optimizeDeps: { include: preBundled },
        test: {
          name: 'browser',
          // Keyboard walks through whole forms: 15 s (the default) was too tight on a loaded
          // 2-core machine under load; a real hang still fails.
          testTimeout: 30_000,
          include: [
            'packages/ui/src/**/*.test.tsx',
            'apps/review-console/src/**/*.test.ts',
            'apps/review-console/src/**/*.test.tsx',
          ],
          browser: browser(),
        },
      },
      {
        // Every story is a test: it renders, its play function runs, and axe must pass.
        ...common,
        optimizeDeps: { include: preBundled },
        plugins: [
          storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
          cacheModulesThisRun(),
        ],
        test: {
          name: 'storybook',
          browser: browser(),
        },
      },
    ],
  },
});
