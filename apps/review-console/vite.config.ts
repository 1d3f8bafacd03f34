import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { defineConfig } from 'vite';
import { sharedViteConfig } from '../../vite.shared.ts';

export default defineConfig({
  ...sharedViteConfig,
  plugins: [
    ...sharedViteConfig.plugins,
    // The console is in English: react-aria's own strings (a dialog's 'Dismiss', a toast
    // region's name, the date picker's labels) in its 34 other languages are left out.
    optimizeLocales.vite({ locales: ['en'] }),
  ],
  server: {
    port: 5173,
    // In development the API runs on :8080 (`npm start` or `npm run start -w @sightings/review-api`).
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    // Source maps publish the console's source: built only when asked for (CONSOLE_SOURCEMAPS=true).
    sourcemap: process.env.CONSOLE_SOURCEMAPS === 'true',
    target: 'es2022',
    // dist/.vite/manifest.json: the size budget (scripts/size-budget.mjs) finds each route's
    // chunks in it. The server does not serve it (no dot folders).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The initial JavaScript in one file beside the entry (left alone, the bundler
            // splits off what the routes import too; one file compresses better).
            { name: 'boot', tags: ['$initial'] },
            // What six or more lazy chunks share (the widgets and react-aria code of most
            // screens) in one file: left alone, the bundler makes a chunk for each set of
            // screens sharing code, about twenty small files a review screen loads, and each
            // compresses on its own (docs/performance.md, "Bundle size").
            { name: 'widgets', minShareCount: 6 },
          ],
        },
      },
    },
  },
});
