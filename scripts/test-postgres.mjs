#!/usr/bin/env node
// The server's tests once more on a real PostgreSQL, when TEST_DATABASE_URL names one (each test
// file creates its own database there and drops it). `.ci/run` starts Debian's PostgreSQL and
// sets it; without it the server tests have run on embedded PGlite only, and this says so.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log(
    'PostgreSQL tests: TEST_DATABASE_URL is not set, so the server tests ran on PGlite only.',
  );
  process.exit(0);
}
console.log(`PostgreSQL tests against ${url.replace(/\/\/[^@]*@/, '//***@')}`);
const result = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'node', 'apps/review-api', 'packages/api-client'],
  { stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
