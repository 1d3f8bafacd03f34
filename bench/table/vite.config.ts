import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sharedViteConfig } from '../../vite.shared.ts';

// The table benchmark's page, built in production mode (React without its development checks).
export default defineConfig({
  ...sharedViteConfig,
  root: fileURLToPath(new URL('.', import.meta.url)),
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 5_000 },
});
