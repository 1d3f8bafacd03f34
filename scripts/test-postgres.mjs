#!/usr/bin/env node
// The server tests that depend on the database run once more on a real PostgreSQL, when
// TEST_DATABASE_URL names one (each test file creates its own database there and drops it).
// `.ci/run` starts Debian's PostgreSQL and sets it; without it they have run on embedded PGlite
// only, and this says so. `--json=FILE` also writes Vitest's JSON report (scripts/test.mjs).
import { spawnSync } from 'node:child_process';
import { DATABASE_TESTS } from './postgres-tests.mjs';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log(
    'PostgreSQL tests: TEST_DATABASE_URL is not set, so the server tests ran on PGlite only.',
  );
  process.exit(0);
}
console.log(`PostgreSQL tests against ${url.replace(/\/\/[^@]*@/, '//***@')}`);
const json = process.argv.find((arg) => arg.startsWith('--json='))?.slice(7);
const result = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'node',
    ...(json ? ['--reporter=default', '--reporter=json', `--outputFile.json=${json}`] : []),
    ...DATABASE_TESTS,
  ],
  { stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
