import { defineConfig } from 'tsup';

/**
 * The server as plain JavaScript (`npm start` builds it, then runs `node dist/main.mjs`): no
 * TypeScript loader at run time. `@sightings/domain-model` is bundled from its sources (the
 * `@sightings/source` condition), so nothing else needs building first; every npm dependency
 * stays external, loaded from node_modules as it is (the native and WASM ones: chdb, argon2,
 * sharp, libpg-query, PGlite). The modules the server loads only when first needed (`import()`)
 * become chunks of their own. The work-queue sandbox's worker (`db/pgliteWorker.mjs`) is an
 * entry: it runs in a thread of its own, beside `main.mjs` as beside `pgliteThread.ts`; so is the
 * fingerprint process (`fingerprintChild.ts`, a process of its own: fingerprintProcess.ts).
 */
export default defineConfig({
  entry: {
    main: 'src/main.ts',
    pgliteWorker: 'src/db/pgliteWorker.mjs',
    fingerprintChild: 'src/services/similarity/fingerprintChild.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  outExtension: () => ({ js: '.mjs' }),
  splitting: true,
  clean: true,
  sourcemap: true,
  // JSON data files are bundled: esbuild would drop the import attribute Node requires for them.
  noExternal: [/^@sightings\//, /\.json$/],
  esbuildOptions(options) {
    options.conditions = ['@sightings/source'];
  },
});
