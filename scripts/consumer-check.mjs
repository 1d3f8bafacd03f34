#!/usr/bin/env node
// The three packages as another app gets them (docs/testing.md "The consumer check"):
// 1. `npm pack` @sightings/domain-model, @sightings/api-client and @sightings/ui (built first
//    when their dist/ is missing);
// 2. a Vite + React app (scripts/consumer-app/) copied into a temporary folder outside the
//    workspace, with the tarballs and React, Vite and TypeScript from the registry (npm's cache
//    after the workspace's own install) — no workspace link, no `@sightings/source` condition,
//    no shared Vite config;
// 3. its own strict tsconfig (`tsc`), `vite build`, and a second build of a page that imports a
//    single widget, whose size is printed (tree-shaking stays real);
// 4. the reference server (apps/review-api/dist/main.mjs, demo data in memory) behind
//    `vite preview`, and Chromium: the app signs in with the api-client, the widgets render
//    styled and work by keyboard, a domain-model rule answers.
// Exits non-zero naming the step that failed. KEEP_CONSUMER=1 keeps the folder.
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = new URL('..', import.meta.url).pathname;
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PACKAGES = ['domain-model', 'api-client', 'ui'];

function run(step, command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.status !== 0) {
    console.error(`consumer check: ${step} failed (${command} ${args.join(' ')})`);
    console.error(
      `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-40).join('\n'),
    );
    process.exit(1);
  }
  return result.stdout;
}

const versionOf = (name) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child, what) {
  for (let i = 0; i < 1200; i += 1) {
    if (child.exitCode !== null) throw new Error(`${what} ended (exit ${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not answer at ${url}`);
}

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

// 1. The tarballs.
if (PACKAGES.some((name) => !existsSync(join(root, 'packages', name, 'dist')))) {
  run(
    'building the packages',
    'npm',
    ['run', '--silent', 'build', ...PACKAGES.flatMap((n) => ['-w', `@sightings/${n}`])],
    { cwd: root },
  );
}
if (!existsSync(join(root, 'apps/review-api/dist/main.mjs'))) {
  run(
    'building the reference server',
    'npm',
    ['run', '--silent', 'build', '-w', '@sightings/review-api'],
    {
      cwd: root,
    },
  );
}
const app = mkdtempSync(join(tmpdir(), 'sightings-consumer-'));
const packed = JSON.parse(
  run(
    'npm pack',
    'npm',
    [
      'pack',
      '--json',
      '--pack-destination',
      app,
      ...PACKAGES.flatMap((n) => ['-w', `@sightings/${n}`]),
    ],
    { cwd: root },
  ),
);
const tarballs = Object.fromEntries(
  packed.map((entry) => [entry.name, `file:./${entry.filename}`]),
);

// 2. The app, outside the workspace.
for (const entry of readdirSync(join(root, 'scripts/consumer-app'))) {
  cpSync(join(root, 'scripts/consumer-app', entry), join(app, entry), { recursive: true });
}
writeFileSync(
  join(app, 'package.json'),
  JSON.stringify(
    {
      name: 'sightings-consumer',
      private: true,
      type: 'module',
      dependencies: {
        ...tarballs,
        react: `^${versionOf('react')}`,
        'react-dom': `^${versionOf('react-dom')}`,
      },
      devDependencies: {
        '@types/react': `^${versionOf('@types/react')}`,
        '@types/react-dom': `^${versionOf('@types/react-dom')}`,
        '@vitejs/plugin-react': `^${versionOf('@vitejs/plugin-react')}`,
        typescript: versionOf('typescript'),
        vite: `^${versionOf('vite')}`,
      },
    },
    null,
    2,
  ),
);
run(
  'npm install in the consumer app',
  'npm',
  ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
  { cwd: app },
);
console.log(
  `consumer check: ${packed.map((e) => e.filename).join(', ')} installed in ${app} (${seconds()} s)`,
);

// 3. Its own strict TypeScript, its own Vite build, and the one-widget page.
run("tsc (the consumer app's strict tsconfig)", 'npx', ['tsc', '-p', 'tsconfig.json'], {
  cwd: app,
});
run('vite build', 'npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: app });
run('vite build of the one-widget page', 'npx', ['vite', 'build', '--logLevel', 'warn'], {
  cwd: app,
  env: { ...process.env, CONSUMER_ENTRY: 'single' },
});
const sizes = (dir) => {
  const assets = join(app, dir, 'assets');
  let js = 0;
  let css = 0;
  for (const file of readdirSync(assets)) {
    const gz = gzipSync(readFileSync(join(assets, file))).length;
    if (file.endsWith('.js')) js += gz;
    else if (file.endsWith('.css')) css += gz;
  }
  return { js, css };
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const whole = sizes('dist');
const single = sizes('dist-single');
// React and ReactDOM alone are about 66 kB gzipped; everything of @sightings/ui (`import *`)
// about 296 kB. A page with one Button over this budget means tree-shaking broke (a barrel, a
// module with side effects not declared in `sideEffects`).
const SINGLE_WIDGET_BUDGET = 150 * 1024;
if (single.js > SINGLE_WIDGET_BUDGET) {
  console.error(
    `consumer check: a page importing only Button is ${(single.js / 1024).toFixed(1)} kB of JavaScript gzipped, over ${SINGLE_WIDGET_BUDGET / 1024} kB: tree-shaking no longer drops the other widgets`,
  );
  process.exit(1);
}
console.log(`consumer check: type-checked and built (${seconds()} s)`);

// 4. The reference server behind `vite preview`, and Chromium.
const apiPort = await freePort();
const server = spawn(process.execPath, ['dist/main.mjs'], {
  cwd: join(root, 'apps/review-api'),
  env: {
    ...process.env,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    SEED: 'demo',
    CLICKHOUSE: 'off',
    PASSWORD_HASHING: 'test',
    JWT_SECRET: 'consumer-check-secret-consumer-check-secret',
  },
  stdio: ['ignore', 'ignore', 'pipe'],
});
let serverErrors = '';
server.stderr.on('data', (chunk) => (serverErrors += chunk));
const previewPort = await freePort();
const preview = spawn('npx', ['vite', 'preview', '--port', String(previewPort), '--strictPort'], {
  cwd: app,
  env: { ...process.env, CONSUMER_API: `http://127.0.0.1:${apiPort}` },
  stdio: 'ignore',
  detached: true,
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
let failed = false;
try {
  await waitFor(`http://127.0.0.1:${apiPort}/api/health`, server, 'the reference server');
  await waitFor(`http://127.0.0.1:${previewPort}/`, preview, 'vite preview');
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`http://127.0.0.1:${previewPort}/`);
  const expectText = async (text, what) => {
    try {
      await page.getByText(text, { exact: true }).waitFor({ timeout: 15_000 });
    } catch {
      throw new Error(`${what}: "${text}" never showed`);
    }
  };
  // The api-client signed in and reserved, against the reference server.
  await page
    .getByRole('status')
    .filter({ hasText: /4 sightings reserved, \d+ countries/ })
    .waitFor({ timeout: 30_000 })
    .catch(async () => {
      throw new Error(
        `the api-client: the page says "${await page.getByRole('status').textContent()}"`,
      );
    });

  // Styled: the stylesheet and the theme apply (a browser's own button is square and grey).
  const button = page.getByRole('button', { name: 'Clear the marks' });
  const look = await button.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      radius: style.borderTopLeftRadius,
      background: style.backgroundColor,
      font: style.fontFamily,
    };
  });
  if (look.radius === '0px' || look.background === 'rgb(239, 239, 239)') {
    throw new Error(
      `the widgets are not styled (@sightings/ui/style.css): a button has ${JSON.stringify(look)}`,
    );
  }

  // The filter builder by keyboard; the domain-model rule counts the new condition's problem.
  await page.getByRole('button', { name: 'Add condition' }).first().focus();
  await page.keyboard.press('Enter');
  await page.getByRole('combobox', { name: /Condition 1 field/ }).waitFor();
  const focused = await page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id,
  );
  if (
    !(await page
      .getByRole('combobox', { name: /Condition 1 field/ })
      .evaluate((el) => el === document.activeElement))
  ) {
    throw new Error(
      `the filter builder: after "Add condition" the focus is on ${focused}, not the new condition's field`,
    );
  }
  await page.getByText(/^Filter problems: [1-9]/).waitFor();

  // The country picker by keyboard: type, ArrowDown, Enter.
  await page.getByRole('combobox', { name: 'Priority' }).focus();
  await page.keyboard.type('germ');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expectText('Chosen country: DEU', 'the country picker');

  // The image pair grid by keyboard: one Tab stop, I marks the focused pair identical.
  await page.getByRole('group', { name: /^Pair 1 of 4/ }).focus();
  await page.keyboard.press('i');
  await expectText('Marked identical: 1', 'the image pair grid');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('i');
  await expectText('Marked identical: 2', 'the image pair grid');

  // The data table: Enter on a header sorts (aria-sort).
  const header = page
    .getByRole('grid', { name: 'Reserved sightings' })
    .getByRole('columnheader', { name: /ID/ });
  await header.focus();
  await page.keyboard.press('Enter');
  await page
    .waitForFunction(
      () =>
        document.querySelector(
          '[aria-label="Reserved sightings"] [aria-sort="ascending"], [aria-label="Reserved sightings"] [aria-sort="descending"]',
        ) !== null,
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => {
      throw new Error('the data table: Enter on the ID header did not sort');
    });
  if (errors.length) throw new Error(`the page threw: ${errors.join('; ')}`);
  console.log(
    `consumer check: the app signed in, rendered styled widgets, and worked by keyboard (${seconds()} s)`,
  );
  console.log(
    `consumer check: bundle of the four-widget app ${kb(whole.js)} JS + ${kb(whole.css)} CSS gzipped; ` +
      `of a page importing only Button ${kb(single.js)} JS + ${kb(single.css)} CSS gzipped`,
  );
} catch (error) {
  failed = true;
  console.error(`consumer check failed: ${error.message}`);
  if (server.exitCode !== null) console.error(serverErrors.split('\n').slice(-20).join('\n'));
} finally {
  await browser.close();
  server.kill('SIGTERM');
  try {
    process.kill(-preview.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  if (!process.env.KEEP_CONSUMER) rmSync(app, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
