import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions, type UserConfig } from 'vite';

/**
 * What every Vite-based tool of the repo shares (the console, Vitest's browser projects and
 * Storybook): React, vanilla-extract, and the `@sightings/source` export condition so that the
 * workspace packages are used from source, with no build step in development.
 */
export const sourceCondition = '@sightings/source';

/** Storybook's React framework brings its own React plugin; it takes only these. */
export const stylePlugins = () => [vanillaExtractPlugin()];

export const sharedViteConfig = {
  plugins: [react(), ...stylePlugins()],
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  // vanilla-extract evaluates `.css.ts` files in Vite's SSR mode: it must see the same sources,
  // or a theme contract imported from a package would get a second set of variable names.
  environments: {
    ssr: {
      resolve: {
        conditions: [sourceCondition, ...defaultServerConditions],
        externalConditions: [sourceCondition, ...defaultServerConditions],
      },
    },
  },
} satisfies UserConfig;

/** Debian's Chromium; nothing here downloads a browser. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
