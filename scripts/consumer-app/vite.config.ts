import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// CONSUMER_API: the reference server `vite preview` hands /api to (scripts/consumer-check.mjs).
// CONSUMER_ENTRY=single builds the one-widget page alone (its bundle size is reported).
const single = process.env.CONSUMER_ENTRY === 'single';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: single ? 'dist-single' : 'dist',
    rollupOptions: { input: single ? 'single.html' : 'index.html' },
  },
  preview: {
    proxy: { '/api': process.env.CONSUMER_API ?? 'http://127.0.0.1:8080' },
  },
});
