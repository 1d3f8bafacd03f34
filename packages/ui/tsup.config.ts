import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { rename } from 'node:fs/promises';
import { defineConfig } from 'tsup';

export default defineConfig({
  // The park dialog has its own entry too: its date picker is a third of a review screen's
  // code, so an app loads it when the dialog opens (`import('@sightings/ui/park-dialog')`).
  // So has the pager (its page field is react-aria's number field and parser): a screen that
  // shows one only past a page of rows loads it then (`import('@sightings/ui/pager')`).
  entry: {
    index: 'src/index.ts',
    'park-dialog': 'src/review/ParkDialog/ParkDialog.tsx',
    pager: 'src/Pager/Pager.tsx',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-aria-components'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  // esbuild names the extracted CSS after the entry; publish it as `@sightings/ui/style.css`.
  onSuccess: async () => {
    await rename('dist/index.css', 'dist/style.css');
    await rename('dist/index.css.map', 'dist/style.css.map').catch(() => undefined);
  },
});
