#!/usr/bin/env node
// Benchmarks: figures printed side by side, never pass/fail. Each benchmark starts what it
// measures on loopback, repeats a bounded number of times, and stops by itself.
//
//   npm run bench                 all benchmarks (startup, console, images, table, load, search, import)
//   npm run bench -- images       one of them
//   npm run bench -- load         50 operators at once (also on PostgreSQL with TEST_DATABASE_URL)
//
// Screens add their own benchmarks here as they land.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from 'playwright-core';
import { importBenchmark } from './import.mjs';
import { loadBenchmark } from './load.mjs';
import { searchBenchmark } from './search.mjs';
import { tableBenchmark } from './table.mjs';

const root = new URL('..', import.meta.url).pathname;
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

/** The server on loopback with the demo data: embedded PGlite in memory unless `env` says otherwise. */
function startServer(port, env = {}) {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--conditions=@sightings/source', '--import', 'tsx', 'src/main.ts'],
    {
      cwd: `${root}apps/review-api`,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        SEED: 'demo',
        ...env,
      },
      // BENCH_SERVER_LOG=file keeps the server's log (one JSON line per request, with its
      // responseTime: the time spent in the server, without the client's share).
      stdio: process.env.BENCH_SERVER_LOG
        ? ['ignore', openSync(process.env.BENCH_SERVER_LOG, 'a'), 'inherit']
        : 'ignore',
    },
  );
  const ready = (async () => {
    for (let i = 0; i < 1200; i += 1) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (response.ok) return performance.now() - started;
      } catch {
        /* not up yet */
      }
      await sleep(50);
    }
    throw new Error('the server did not answer within 60 s');
  })();
  return { child, ready };
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  return `median ${median.toFixed(0)} ms, min ${sorted[0].toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms (${values.length} runs)`;
}

const benchmarks = {
  /** Server start until /api/health answers: opening the database, reference and demo data. */
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
    return { 'server start to healthy': stats(times) };
  },

  /** In Chromium: navigation to the sign-in form, and sign-in until the landing page shows. */
  async console() {
    const port = 8199;
    const { child, ready } = startServer(port);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      await ready;
      const toLogin = [];
      const toLanding = [];
      for (let i = 0; i < runs; i += 1) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        let started = performance.now();
        await page.goto(`http://127.0.0.1:${port}/`);
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
      child.kill('SIGTERM');
    }
  },
};

/** The Images page on the demo data: first group interactive, pictures settled; keystrokes per group. */
benchmarks.images = async function images() {
  const port = 8198;
  const { child, ready } = startServer(port);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    await ready;
    const interactive = [];
    const settled = [];
    const keystrokes = [];
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}/login`);
      await page.getByLabel('Email').fill('operator@example.com');
      await page.getByLabel('Password').fill('review-demo');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Images' }).waitFor();
      // Measured from a fresh navigation to the page (a full load of the console, warm cache):
      // interactive when the tiles show and the first pair has the keys (marks work at once),
      // settled when every pair's pictures arrived or failed (SAVE accepted).
      const started = performance.now();
      await page.goto(`http://127.0.0.1:${port}/images`);
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
    child.kill('SIGTERM');
  }
};

/** The table kit's DataTable against antd 5's Table: mount, sort, select-all, scroll, heap. */
benchmarks.table = () => tableBenchmark(runs);

/** 50 simulated operators at once: reserve, decide, reserve domains, update (bench/load.mjs). */
benchmarks.load = () => loadBenchmark(startServer);

/** The usage part search and its count job over 1,000,000 sightings (bench/search.mjs). */
benchmarks.search = () => searchBenchmark();

/** A 100,000-row CSV import: dry run, import, again (bench/import.mjs). */
benchmarks.import = () => importBenchmark(startServer);

const chosen = process.argv.slice(2);
const names = chosen.length ? chosen : Object.keys(benchmarks);
for (const name of names) {
  if (!benchmarks[name]) {
    console.error(`No benchmark "${name}". Known: ${Object.keys(benchmarks).join(', ')}`);
    process.exit(2);
  }
}
console.log(`Benchmarks on ${process.platform}, node ${process.version}, ${runs} runs each`);
for (const name of names) {
  const figures = await benchmarks[name]();
  for (const [label, value] of Object.entries(figures))
    console.log(`  ${name.padEnd(10)} ${label.padEnd(48)} ${value}`);
}
