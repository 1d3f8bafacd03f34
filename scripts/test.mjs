#!/usr/bin/env node
// `npm test`: every layer in turn (docs/testing.md), stopping at the first that fails, then a
// table of the phases with their wall-clock times, the ten slowest test files of all layers and
// the count of tests. The test runners write JSON reports to .test-timings/ for that table.
//
//   npm test                      every phase
//   npm test -- --from=unit       from one phase on (after a fix; the earlier ones passed)
//   npm test -- --only=e2e,pg     some phases only
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = `${root}.test-timings`;

const vitest = (name, projects) => [
  'npx',
  [
    'vitest',
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/${name}.json`,
  ],
];

/**
 * The phases, in order: cheap and broad first, so a mistake fails fast. The steps of a phase
 * with `parallel` run at once (each is single-threaded), their output printed as each ends.
 */
const PHASES = [
  {
    name: 'browser-check',
    label: 'browser check',
    command: ['node', ['scripts/check-browser.mjs']],
  },
  {
    // Three single-threaded tools side by side on the machine's cores.
    name: 'static',
    label: 'typecheck, lint, build',
    parallel: [
      { label: 'typecheck', command: ['npm', ['run', '--silent', 'typecheck']] },
      { label: 'lint', command: ['npm', ['run', '--silent', 'lint']] },
      // The packages and the console, then the server the e2e phase runs (dist/main.mjs).
      {
        label: 'build',
        command: [
          'sh',
          ['-c', 'npm run --silent build && npm run --silent build -w @sightings/review-api'],
        ],
      },
    ],
  },
  { name: 'unit', label: 'vitest node', command: vitest('node', ['node']), report: 'node.json' },
  {
    // Widgets and stories in one Vitest run: one Vite server and one Chromium for both.
    name: 'browser',
    label: 'vitest browser',
    command: vitest('browser', ['browser', 'storybook']),
    report: 'browser.json',
  },
  {
    // Side by side: the PostgreSQL pass's time goes mostly to the database server, the consumer
    // check's to npm, Vite and Chromium (scripts/consumer-check.mjs: the packages installed
    // from their tarballs into an app outside the workspace).
    name: 'pg',
    label: 'PG pass, consumer app',
    parallel: [
      {
        label: 'PostgreSQL pass',
        command: ['node', ['scripts/test-postgres.mjs', `--json=${reports}/postgres.json`]],
      },
      { label: 'consumer check', command: ['node', ['scripts/consumer-check.mjs']] },
    ],
    report: 'postgres.json',
  },
  { name: 'size', label: 'size budget', command: ['node', ['scripts/size-budget.mjs']] },
  {
    name: 'e2e',
    command: ['npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
    report: 'e2e.json',
    playwright: true,
  },
];

function chosenPhases(argv) {
  const from = argv.find((arg) => arg.startsWith('--from='))?.slice(7);
  const only = argv
    .find((arg) => arg.startsWith('--only='))
    ?.slice(7)
    .split(',');
  const known = PHASES.map((phase) => phase.name);
  for (const name of [from, ...(only ?? [])].filter(Boolean)) {
    if (!known.includes(name)) {
      console.error(`npm test: no phase "${name}"; the phases are ${known.join(', ')}.`);
      process.exit(2);
    }
  }
  if (only) return PHASES.filter((phase) => only.includes(phase.name));
  if (from) return PHASES.slice(known.indexOf(from));
  return PHASES;
}

/** Per file: [path, seconds, tests passed, tests failed] from a Vitest JSON report. */
function vitestFiles(report) {
  return report.testResults.map((file) => [
    relative(root, file.name),
    (file.endTime - file.startTime) / 1000,
    file.assertionResults.filter((test) => test.status === 'passed').length,
    file.assertionResults.filter((test) => test.status === 'failed').length,
  ]);
}

/** Per file: the same from Playwright's JSON report (a file's tests run one after another). */
function playwrightFiles(report) {
  const files = new Map();
  const walk = (suite, file) => {
    const path = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const entry = files.get(path) ?? [`e2e/${path}`, 0, 0, 0];
        for (const result of test.results) entry[1] += result.duration / 1000;
        if (test.status === 'expected') entry[2] += 1;
        else if (test.status === 'unexpected' || test.status === 'flaky') entry[3] += 1;
        files.set(path, entry);
      }
    }
    for (const child of suite.suites ?? []) walk(child, path);
  };
  for (const suite of report.suites) walk(suite, suite.file);
  return [...files.values()];
}

/** m:ss, from whole seconds (59.6 s is 1:00, not 0:60). */
const clock = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

const phases = chosenPhases(process.argv.slice(2));
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const rows = [];
let failed;
const started = performance.now();
/** Runs one step; its output goes straight through, or is kept to print when it ends. */
function run(step, keepOutput) {
  const [command, args] = step.command;
  const options = { cwd: root, env: { ...process.env, ...step.env } };
  if (!keepOutput)
    return Promise.resolve(spawnSync(command, args, { ...options, stdio: 'inherit' }));
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (status) => {
      const text = Buffer.concat(output).toString();
      console.log(`[${step.label}]${text ? `\n${text.trimEnd()}` : ' (no output)'}`);
      resolve({ status });
    });
  });
}

for (const phase of phases) {
  console.log(`\n── ${phase.label ?? phase.name} ──`);
  const begin = performance.now();
  const steps = phase.parallel ?? [phase];
  const times = [];
  const results = await Promise.all(
    steps.map(async (step) => {
      const stepBegin = performance.now();
      const result = await run(step, steps.length > 1);
      times.push(`${step.label ?? step.name} ${clock((performance.now() - stepBegin) / 1000)}`);
      return result;
    }),
  );
  const seconds = (performance.now() - begin) / 1000;
  let files = [];
  if (phase.report && existsSync(`${reports}/${phase.report}`)) {
    const report = JSON.parse(readFileSync(`${reports}/${phase.report}`, 'utf8'));
    files = phase.playwright ? playwrightFiles(report) : vitestFiles(report);
  }
  const ok = results.every((result) => result.status === 0);
  rows.push({ phase, seconds, files, ok, note: steps.length > 1 ? times.join(', ') : '' });
  if (!ok) {
    failed = phase;
    break;
  }
}
const total = (performance.now() - started) / 1000;

const pad = (text, width) => String(text).padEnd(width);
console.log('\n── npm test: phases ──');
console.log(`${pad('phase', 24)}${pad('time', 8)}${pad('files', 7)}tests`);
let passed = 0;
let failures = 0;
for (const row of rows) {
  const ok = row.files.reduce((sum, file) => sum + file[2], 0);
  const bad = row.files.reduce((sum, file) => sum + file[3], 0);
  passed += ok;
  failures += bad;
  const tests = row.files.length ? `${ok} passed${bad ? `, ${bad} failed` : ''}` : row.note;
  const mark = row.ok ? '' : '  FAILED';
  console.log(
    `${pad(row.phase.label ?? row.phase.name, 24)}${pad(clock(row.seconds), 8)}${pad(row.files.length || '', 7)}${tests}${mark}`,
  );
}
console.log(`${pad('all', 24)}${clock(total)}`);

const slowest = rows
  .flatMap((row) => row.files.map((file) => [row.phase.label ?? row.phase.name, ...file]))
  .sort((a, b) => b[2] - a[2])
  .slice(0, 10);
if (slowest.length) {
  console.log('\n── the ten slowest test files ──');
  for (const [layer, path, seconds] of slowest) {
    console.log(`${pad(`${seconds.toFixed(1)} s`, 9)}${pad(layer, 18)}${path}`);
  }
}
if (failed) {
  console.log(
    `\nnpm test: the ${failed.label ?? failed.name} phase failed; the phases after it did not run.`,
  );
  // A phase can fail without a failed test (a type error, a budget): count it as one.
  if (!failures) failures = 1;
}
console.log(`\ntests: ${passed} passed, ${failures} failed`);
process.exit(failed ? 1 : 0);
