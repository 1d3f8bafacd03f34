#!/usr/bin/env node
// The console's JavaScript budgets, gzipped. Prints the figures; fails above a budget.
//
// - The initial JavaScript: what index.html loads before the first screen (its module scripts
//   and their modulepreloads), at most 130 kB.
// - Each route chunk: a lazily loaded route's own code, at most 60 kB. The routes are found in
//   Vite's build manifest (`build.manifest` in the console's Vite config,
//   `dist/.vite/manifest.json`): they are the dynamic imports of the initial chunks (the
//   router's `lazy` imports in the entry), less those the console loads on demand (ON_DEMAND).
//   A route loads its chunk and the chunks it imports statically, followed to the end, less
//   those already in the initial JavaScript. Of those, the route's own code is what only routes
//   of its own area load (an area is a folder under src/: the three review screens share
//   theirs); what routes of several areas load (the select, the dialogs) is shared code,
//   printed once with the areas that load it.
// - Each screen's total, at most 250 kB: the initial JavaScript, plus every chunk its route
//   loads (shared code included) and every chunk the shell's route (SHELL) loads, each chunk
//   counted once: what a first visit to the screen downloads. The shell's route alone is the
//   sign-in page's total (it holds the sign-in, 403 and 404 pages too).
// What a screen or the console loads later by a dynamic import of its own (a dialog opened on
// demand, the toast region with the first toast) is in none of these; it is printed apart.
//
// SIZE_DIST names another built console (the tests use it); default apps/review-console/dist.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const INITIAL_BUDGET_KB = 130;
const ROUTE_BUDGET_KB = 60;
const SCREEN_BUDGET_KB = 250;

/**
 * The lazy chunk of what surrounds the screens (src/routing/router.tsx): the shell around every
 * signed-in screen, which the router loads beside the screen, and the sign-in, 403 and 404
 * pages. Its total alone is theirs.
 */
const SHELL = 'src/routing/chrome.ts';
/** Lazy imports of the initial chunks that are no route: loaded when first needed. */
const ON_DEMAND = new Set(['src/feedback/ToastArea.tsx']);

const dist = process.env.SIZE_DIST
  ? resolve(process.env.SIZE_DIST)
  : new URL('../apps/review-console/dist/', import.meta.url).pathname;
const indexPath = join(dist, 'index.html');
const manifestPath = join(dist, '.vite', 'manifest.json');

/** Stops the check with a message: it cannot measure what it is for. */
function refuse(message) {
  console.error(`size budget: ${message}`);
  process.exit(1);
}

const kB = (bytes) => (bytes / 1000).toFixed(1);
const gzipped = (file) => gzipSync(readFileSync(join(dist, file))).length;
const over = (bytes, budgetKb) => bytes / 1000 > budgetKb;
const overBy = (bytes, budgetKb) => kB(bytes - budgetKb * 1000);

if (!existsSync(indexPath)) refuse(`${indexPath} is missing; run \`npm run build\` first.`);
if (!existsSync(manifestPath))
  refuse(
    `${manifestPath} is missing; the console's Vite config must keep \`build.manifest\` on ` +
      '(it lists the route chunks), then run `npm run build`.',
  );

/** Budget failures, printed to stderr at the end. */
const failures = [];

// ---- The initial JavaScript -------------------------------------------------------------------

const html = readFileSync(indexPath, 'utf8');
const initial = new Set();
for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g))
  initial.add(match[1].replace(/^\//, ''));
for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
  initial.add(match[1].replace(/^\//, ''));

if (initial.size === 0)
  refuse('index.html loads no module script; the check cannot measure anything.');

let initialTotal = 0;
for (const file of initial) {
  const bytes = gzipped(file);
  initialTotal += bytes;
  console.log(`  /${file}  ${kB(bytes)} kB gzipped`);
}
console.log(`Initial JavaScript: ${kB(initialTotal)} kB gzipped (budget ${INITIAL_BUDGET_KB} kB)`);
if (over(initialTotal, INITIAL_BUDGET_KB))
  failures.push(`initial JavaScript is over by ${overBy(initialTotal, INITIAL_BUDGET_KB)} kB`);

// ---- The route chunks -------------------------------------------------------------------------

/** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const chunk = (key) => {
  const found = manifest[key];
  if (!found) refuse(`the manifest names ${key} but has no entry for it.`);
  return found;
};

/** A chunk and every chunk it imports statically, followed to the end (manifest keys). */
function withStaticImports(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk(key).imports ?? []) withStaticImports(imported, seen);
  return seen;
}

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entries.length === 0) refuse('the manifest has no entry chunk.');
const initialKeys = new Set();
for (const entry of entries) withStaticImports(entry, initialKeys);

// The manifest must describe the build index.html loads (not another one).
const initialFiles = new Set([...initialKeys].map((key) => chunk(key).file));
const unlisted = [...initial].filter((file) => file.endsWith('.js') && !initialFiles.has(file));
if (unlisted.length)
  refuse(`index.html loads ${unlisted.join(', ')}, which the manifest's entry does not import.`);

const lazyImports = [
  ...new Set([...initialKeys].flatMap((key) => chunk(key).dynamicImports ?? [])),
].filter((key) => !initialKeys.has(key));
const routes = lazyImports.filter((key) => !ON_DEMAND.has(key));
if (routes.length === 0)
  refuse('the initial chunks import no route lazily; the check cannot find the route chunks.');

/** The JavaScript files a chunk loads beyond the initial set: its own file first. */
const filesOf = (key) =>
  [...withStaticImports(key)]
    .map((found) => chunk(found).file)
    .filter((file) => file.endsWith('.js') && !initial.has(file) && !initialFiles.has(file));
const routeFiles = new Map(routes.map((route) => [route, filesOf(route)]));
/** The area of a route: the folder under src/ its module sits in (src/review/X.tsx: review). */
const areaOf = (route) => route.split('/').slice(0, -1).join('/') || route;
/** Which areas load each file: a file of two areas is shared code. */
const areasLoading = new Map();
for (const [route, files] of routeFiles)
  for (const file of files)
    areasLoading.set(file, new Set([...(areasLoading.get(file) ?? []), areaOf(route)]));
const isShared = (file) => areasLoading.get(file).size > 1;
const sum = (files) => files.reduce((total, file) => total + gzipped(file), 0);

console.log(`Route chunks (each route's own code; budget ${ROUTE_BUDGET_KB} kB):`);
const width = Math.max(...lazyImports.map((key) => key.length));
for (const route of [...routes].sort()) {
  const own = routeFiles.get(route).filter((file) => !isShared(file));
  const bytes = sum(own);
  const count = `${own.length} file${own.length === 1 ? '' : 's'}`;
  const note = over(bytes, ROUTE_BUDGET_KB) ? `  OVER by ${overBy(bytes, ROUTE_BUDGET_KB)} kB` : '';
  console.log(`  ${route.padEnd(width)}  ${kB(bytes).padStart(5)} kB gzipped (${count})${note}`);
  if (note) failures.push(`route ${route} is over by ${overBy(bytes, ROUTE_BUDGET_KB)} kB`);
}
const shared = [...areasLoading.keys()].filter(isShared).sort();
if (shared.length) {
  console.log('Shared code (loaded by the routes of several areas, once per visit):');
  for (const file of shared)
    console.log(
      `  /${file}  ${kB(gzipped(file))} kB gzipped (${[...areasLoading.get(file)].sort().join(', ')})`,
    );
}

// ---- Each screen's total ----------------------------------------------------------------------

const shellFiles = routeFiles.get(SHELL) ?? [];
console.log(
  `Screen totals (initial JavaScript + what the route${routeFiles.has(SHELL) ? ' and the shell' : ''} ` +
    `load; budget ${SCREEN_BUDGET_KB} kB):`,
);
for (const screen of [...routes].sort()) {
  const loaded = [...new Set([...routeFiles.get(screen), ...shellFiles])];
  const total = initialTotal + sum(loaded);
  const what = screen === SHELL ? ' the sign-in page (the shell alone)' : '';
  const note = over(total, SCREEN_BUDGET_KB)
    ? `  OVER by ${overBy(total, SCREEN_BUDGET_KB)} kB`
    : '';
  console.log(
    `  ${screen.padEnd(width)}  ${kB(total).padStart(5)} kB gzipped ` +
      `(${kB(initialTotal)} initial + ${kB(sum(loaded))} in ${loaded.length} files)${what}${note}`,
  );
  if (note) failures.push(`screen ${screen} is over by ${overBy(total, SCREEN_BUDGET_KB)} kB`);
}

// ---- Loaded on demand (in no budget) ----------------------------------------------------------

/** Chunks loaded by a dynamic import of a route's code or of another on-demand chunk. */
const loadedByRoutes = new Set([...routeFiles.values()].flat());
const onDemand = new Set(lazyImports.filter((key) => ON_DEMAND.has(key)));
const queue = [...routes, ...onDemand];
for (let next = queue.shift(); next !== undefined; next = queue.shift())
  for (const key of withStaticImports(next))
    for (const imported of chunk(key).dynamicImports ?? [])
      if (!routes.includes(imported) && !onDemand.has(imported)) {
        onDemand.add(imported);
        queue.push(imported);
      }
if (onDemand.size) {
  console.log(
    'Loaded on demand (a dialog when it opens, the toasts with the first one; ' +
      'its files no route loads):',
  );
  for (const key of [...onDemand].sort()) {
    const own = chunk(key).file;
    const files = filesOf(key).filter((file) => file === own || !loadedByRoutes.has(file));
    console.log(`  ${key.padEnd(width)}  ${kB(sum(files)).padStart(5)} kB gzipped`);
  }
}

for (const line of failures) console.error(`size budget: ${line}`);
if (failures.length) process.exit(1);
