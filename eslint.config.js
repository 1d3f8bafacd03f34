// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * docs/architecture.md "The dependency rule", one way only. Each entry lists what a layer must not import;
 * `no-restricted-imports` reports it (a lint test in scripts/ proves the rule bites).
 */
const forbid = (groups, message) => ({ group: groups, message });

const react = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-aria-components',
  'valtio',
  'valtio/*',
];
const apiClient = [
  '@sightings/api-client',
  '@sightings/api-client/*',
  '**/api-client/**',
  'wretch',
  'wretch/*',
];
const ui = ['@sightings/ui', '@sightings/ui/*', '**/packages/ui/**', '@vanilla-extract/*'];
const apps = [
  '@sightings/review-console',
  '@sightings/review-console/*',
  '@sightings/review-api',
  '@sightings/review-api/*',
  '**/apps/**',
];

const boundary = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      '**/.data/**',
      '.bench-data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...storybook.configs['flat/recommended'],
  {
    // Command-line scripts print their results.
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs'],
    rules: { 'no-console': 'off' },
  },

  // --- The dependency rule -------------------------------------------------------------
  boundary(
    ['packages/domain-model/**'],
    [
      forbid(
        [...react, ...apiClient, ...ui, ...apps],
        'domain-model imports nothing of ours and no React (docs/architecture.md).',
      ),
    ],
  ),
  {
    // No fetch and no clock in domain-model: pass `now` in.
    files: ['packages/domain-model/src/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'domain-model does no I/O.' }],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pass `now` in.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Pass `now` in.',
        },
      ],
    },
  },
  boundary(
    ['packages/api-client/**'],
    [
      forbid(
        [...react, ...ui, ...apps],
        'api-client imports only domain-model; no React (docs/architecture.md).',
      ),
    ],
  ),
  // api-client's tests run against the real reference server.
  boundary(
    ['packages/api-client/**/*.test.ts'],
    [
      forbid(
        [...react, ...ui, '@sightings/review-console', '@sightings/review-console/*'],
        'api-client imports only domain-model; no React (docs/architecture.md).',
      ),
    ],
  ),
  boundary(
    ['packages/ui/**'],
    [
      forbid(
        [...apiClient, ...apps, 'valtio', 'valtio/*'],
        'ui gets data through props: no api-client, no global state (docs/architecture.md).',
      ),
    ],
  ),
  boundary(
    ['apps/review-api/**'],
    [
      forbid(
        [...react, ...ui, ...apiClient, '@sightings/review-console', '@sightings/review-console/*'],
        'review-api imports domain-model, never React (docs/architecture.md).',
      ),
    ],
  ),
  boundary(
    ['apps/review-console/**'],
    [
      forbid(
        ['@sightings/review-api', '@sightings/review-api/*', '**/review-api/**'],
        'The console talks to the server through api-client only.',
      ),
    ],
  ),
);
