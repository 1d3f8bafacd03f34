import { defineConfig } from 'vite';
import { sharedViteConfig } from '../../vite.shared.ts';

export default defineConfig({
  ...sharedViteConfig,
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
  },
});
