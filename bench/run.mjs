#!/usr/bin/env node
// Benchmarks: figures printed side by side, never pass/fail. Each benchmark starts what it
// measures on loopback, repeats a bounded number of times, and stops by itself.
//
//   npm run bench                 all benchmarks (startup, console, images, table, load, search, import, scale,
//                                 assist)
//   npm run bench -- images       one of them
//   npm run bench -- load         50 operators at once (also on PostgreSQL with TEST_DATABASE_URL)
//   npm run bench -- scale        50 operators on every leased screen, one server against three on
//                                 one PostgreSQL database (needs TEST_DATABASE_URL)
//
// Screens add their own benchmarks here as they land. The server runs from its build
// (bench/server.mjs builds it first); console, images, load (PGlite) and import share one demo
// server, started once; startup starts its own. Every figure line ends with the 1-minute load
// average when it was printed. scale starts its own servers (ports 8181-8184), on PostgreSQL only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { assistBenchmark } from './assist.mjs';
import { importBenchmark } from './import.mjs';
import { loadBenchmark } from './load.mjs';
import { scaleBenchmark } from './scale.mjs';
import { searchBenchmark } from './search.mjs';
import {
  idleFigures,
  loadAverage,
  sharedServer,
  SHARED_PORT,
  startServer,
  stopSharedServer,
} from './server.mjs';
import { tableBenchmark } from './table.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return `median ${median.toFixed(0)} ms, min ${sorted[0].toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms (${values.length} runs)`;
}

/** Ends a server started here and waits until it has ended (its port is free again). */
async function stop(child) {
  if (child.exitCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await ended;
}

const benchmarks = {
  /**
   * Server start until /api/health answers: opening the database, reference and demo data. Then
   * the idle server (embedded ClickHouse, nothing connected) once its start's work is done (the
   * ClickHouse first copy too): its CPU over 60 s after 90 s of settling, and its resident
   * memory; (a) with the demo data in memory (as the benches run it), (b) seeding a new data
   * folder (`npm start` the first time), (c) reopening that folder (`npm start` again).
   */
  async startup() {
    const times = [];
    for (let i = 0; i < runs; i += 1) {
      const { child, ready } = startServer(8190 + i);
      try {
        times.push(await ready);
      } finally {
        child.kill('SIGTERM');
      }
      await sleep(200);
    }
    const figures = { 'server start to healthy': stats(times) };
    const idle = async (label, env) => {
      const { child, ready, settled } = startServer(8189, env);
      try {
        await ready;
        const { cpuPercent, rssMb, seconds } = await idleFigures(child, settled);
        figures[`idle server ${label}: CPU after settling (% of a core)`] =
          `${cpuPercent.toFixed(2)} % over ${seconds.toFixed(0)} s`;
        figures[`idle server ${label}: resident memory (VmRSS)`] =
          `${rssMb.toFixed(0)} MB (load ${loadAverage()} when measured)`;
      } finally {
        await stop(child);
      }
    };
    await idle('(a) demo data in memory', {});
    const dataDir = mkdtempSync(join(tmpdir(), 'sightings-bench-data-'));
    try {
      // The first start seeds the folder (and fills its ClickHouse store); the second reopens it.
      await idle('(b) seeding a new data folder (a first npm start)', { DATA_DIR: dataDir });
      await idle('(c) reopening a seeded data folder', { DATA_DIR: dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    return figures;
  },

  /** In Chromium: navigation to the sign-in form, and sign-in until the landing page shows. */
  async console() {
    const { ready, base } = sharedServer();
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      await ready;
      const toLogin = [];
      const toLanding = [];
      for (let i = 0; i < runs; i += 1) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        let started = performance.now();
        await page.goto(`${base}/`);
        await page.getByLabel('Email').waitFor();
        toLogin.push(performance.now() - started);
        await page.getByLabel('Email').fill('operator@example.com');
        await page.getByLabel('Password').fill('review-demo');
        started = performance.now();
        await page.keyboard.press('Enter');
        await page.getByRole('heading', { level: 1, name: 'Images' }).waitFor();
        toLanding.push(performance.now() - started);
        await context.close();
      }
      return {
        'navigation to the sign-in form (cold cache)': stats(toLogin),
        'sign-in to the landing page': stats(toLanding),
      };
    } finally {
      await browser.close();
    }
  },
};

/** The Images page on the demo data: first group interactive, pictures settled; keystrokes per group. */
benchmarks.images = async function images() {
  const { ready, base } = sharedServer();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    await ready;
    const interactive = [];
    const settled = [];
    const keystrokes = [];
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${base}/login`);
      await page.getByLabel('Email').fill('operator@example.com');
      await page.getByLabel('Password').fill('review-demo');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Images' }).waitFor();
      // Measured from a fresh navigation to the page (a full load of the console, warm cache):
      // interactive when the tiles show and the first pair has the keys (marks work at once),
      // settled when every pair's pictures arrived or failed (SAVE accepted).
      const started = performance.now();
      await page.goto(`${base}/images`);
      await page.waitForFunction(
        () => document.activeElement?.matches('[role="grid"] [role="group"][tabindex="0"]'),
        null,
        { polling: 'raf' },
      );
      interactive.push(performance.now() - started);
      await page.waitForFunction(
        () =>
          document.querySelectorAll('[role="grid"] [data-load]').length > 0 &&
          document.querySelectorAll('[role="grid"] [data-load="loading"]').length === 0,
        null,
        { polling: 'raf' },
      );
      settled.push(performance.now() - started);
      // An all-identical group, by keyboard only.
      let count = 0;
      const press = async (key) => {
        count += 1;
        await page.keyboard.press(key);
      };
      await press('Shift+I');
      await press('s');
      // As a person would: Enter once the confirmation has the focus on its Save button.
      await page
        .getByRole('alertdialog', { name: 'Save all as identical' })
        .getByRole('button', { name: 'Save' })
        .evaluate(
          (button) =>
            new Promise((resolve) => {
              const check = () =>
                document.activeElement === button ? resolve() : requestAnimationFrame(check);
              check();
            }),
        );
      await press('Enter');
      await page.getByText('Images information saved successfully').first().waitFor();
      keystrokes.push(count);
      await context.close();
    }
    return {
      'navigation to the first group interactive': stats(interactive),
      'navigation to every picture of the group settled': stats(settled),
      'keystrokes per all-identical group': `${Math.max(...keystrokes)} (every run: ${keystrokes.join(', ')})`,
    };
  } finally {
    await browser.close();
  }
};

/** The table kit's DataTable against antd 5's Table: mount, sort, select-all, scroll, heap. */
benchmarks.table = () => tableBenchmark(runs);

/** 50 simulated operators at once: reserve, decide, reserve domains, update (bench/load.mjs). */
benchmarks.load = () =>
  loadBenchmark((port, env = {}) =>
    port === SHARED_PORT &&
    Object.keys(env).every((key) => key === 'DATA_DIR') &&
    (env.DATA_DIR ?? 'memory://') === 'memory://'
      ? sharedServer()
      : startServer(port, env),
  );

/** The usage part search and its count job over 1,000,000 sightings (bench/search.mjs). */
benchmarks.search = () => searchBenchmark();

/** A 100,000-row CSV import: dry run, import, again (bench/import.mjs). */
benchmarks.import = () => importBenchmark(sharedServer);

/**
 * 50 operators on every leased screen, one server against three behind a round-robin proxy, on
 * PostgreSQL (bench/scale.mjs); one line saying it needs TEST_DATABASE_URL without it.
 */
benchmarks.scale = () => scaleBenchmark();

/**
 * Suggested marks (issue 32): precision and coverage of the similarity suggestions on a labelled
 * set of demo pictures, per variant, with the keys they save (bench/assist.mjs).
 */
benchmarks.assist = () => assistBenchmark();

const chosen = process.argv.slice(2);
const names = chosen.length ? chosen : Object.keys(benchmarks);
for (const name of names) {
  if (!benchmarks[name]) {
    console.error(`No benchmark "${name}". Known: ${Object.keys(benchmarks).join(', ')}`);
    process.exit(2);
  }
}
console.log(
  `Benchmarks on ${process.platform}, node ${process.version}, ${runs} runs each; [load …]: the 1-minute load average`,
);
try {
  for (const name of names) {
    const figures = await benchmarks[name]();
    for (const [label, value] of Object.entries(figures))
      console.log(`  ${name.padEnd(10)} ${label.padEnd(48)} ${value}  [load ${loadAverage()}]`);
  }
} finally {
  await stopSharedServer();
}
