// `npm run bench -- table`: the table kit's DataTable against antd 5's Table, same columns and
// rows, production React, Debian's Chromium; medians of several runs and the ratios. Figures
// only: it never fails on one.
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { chromium } from 'playwright-core';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'bench/table/dist');
const SIZES = (process.env.BENCH_TABLE_ROWS ?? '100,1000,10000').split(',').map(Number);
/** antd's Table with this many rows or more is only mounted: its actions take minutes. */
const ANTD_MOUNT_ONLY = 10_000;
const LIBS = ['ours', 'antd'];
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

function build() {
  const result = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '-c', 'bench/table/vite.config.ts'],
    { cwd: root, stdio: 'inherit' },
  );
  if (result.status !== 0 || !existsSync(join(dist, 'index.html')))
    throw new Error('the table benchmark page did not build');
}

function serve() {
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    const file = join(dist, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dist) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** In the page: do `action`, then time the next frame and the first idle moment after it. */
function timeAction(page, action) {
  return page.evaluate(async (name) => {
    const lib = new URLSearchParams(location.search).get('lib');
    const scroller = () =>
      [...document.querySelectorAll('*')]
        .filter((e) => ['auto', 'scroll'].includes(getComputedStyle(e).overflowY))
        .sort((a, b) => b.scrollHeight - a.scrollHeight)[0];
    const actions = {
      sort: () => {
        if (lib === 'antd') {
          [...document.querySelectorAll('th.ant-table-column-has-sorters')]
            .find((th) => th.textContent.includes('Agency'))
            .click();
        } else {
          [...document.querySelectorAll('[role="columnheader"] button')]
            .find((b) => b.textContent.includes('Agency'))
            .click();
        }
      },
      selectAll: () => {
        if (lib === 'antd') document.querySelector('.ant-table-thead .ant-checkbox-input').click();
        else document.querySelector('input[aria-label="Select all rows on this page"]').click();
      },
      scrollEnd: () => {
        const element = scroller();
        element.scrollTop = element.scrollHeight;
      },
    };
    const started = performance.now();
    actions[name]();
    const frame = await new Promise((resolve) =>
      requestAnimationFrame(() => resolve(performance.now() - started)),
    );
    const idle = await new Promise((resolve) =>
      requestIdleCallback(() => resolve(performance.now() - started)),
    );
    return { frame, idle };
  }, action);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => (value >= 100 ? `${value.toFixed(0)} ms` : `${value.toFixed(1)} ms`);

export async function tableBenchmark(runs) {
  build();
  const server = await serve();
  const { port } = server.address();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--js-flags=--expose-gc',
      '--enable-precise-memory-info',
    ],
  });
  const figures = {};
  try {
    for (const size of SIZES) {
      const results = {};
      for (const lib of LIBS) {
        const samples = {
          mount: [],
          sort: [],
          selectFrame: [],
          selectIdle: [],
          scroll: [],
          heap: [],
        };
        const mountOnly = lib === 'antd' && size >= ANTD_MOUNT_ONLY;
        const count = mountOnly ? 1 : runs;
        for (let i = 0; i < count; i += 1) {
          const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
          const page = await context.newPage();
          await page.goto(`http://127.0.0.1:${port}/?lib=${lib}&rows=${size}`);
          await page.waitForFunction(() => window.benchMounted !== undefined, null, {
            timeout: 120_000,
          });
          samples.mount.push(await page.evaluate(() => window.benchMounted));
          samples.heap.push(
            await page.evaluate(() => {
              window.gc?.();
              return performance.memory.usedJSHeapSize / 2 ** 20;
            }),
          );
          if (!mountOnly) {
            samples.sort.push((await timeAction(page, 'sort')).idle);
            const select = await timeAction(page, 'selectAll');
            samples.selectFrame.push(select.frame);
            samples.selectIdle.push(select.idle);
            samples.scroll.push((await timeAction(page, 'scrollEnd')).idle);
          }
          await context.close();
          process.stderr.write(`  table ${lib} ${size} rows: run ${i + 1} of ${count}\n`);
        }
        results[lib] = Object.fromEntries(
          Object.entries(samples).map(([name, values]) => [
            name,
            values.length ? median(values) : undefined,
          ]),
        );
      }
      const { ours, antd } = results;
      const row = (label, name, unit = ms) => {
        const theirs = antd[name] === undefined ? 'not measured' : unit(antd[name]);
        const ratio = antd[name] === undefined ? '' : ` (${(antd[name] / ours[name]).toFixed(1)}x)`;
        figures[`${size} rows: ${label}`] = `ours ${unit(ours[name])}, antd ${theirs}${ratio}`;
      };
      row('mount until first paint', 'mount');
      row('sort by a column until idle', 'sort');
      row('select-all until the next frame', 'selectFrame');
      row('select-all until idle', 'selectIdle');
      row('scroll to the end until idle', 'scroll');
      row('JS heap after mount', 'heap', (v) => `${v.toFixed(1)} MB`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  return figures;
}
