#!/usr/bin/env node
// The console's JavaScript budgets, gzipped. Prints the figures; fails above a budget.
//
// - The initial JavaScript: what index.html loads before the first screen (its module scripts
//   and their modulepreloads), at most 150 kB.
// - Each route chunk: a lazily loaded screen's own code, at most 60 kB. The routes are found in
//   Vite's build manifest (`build.manifest` in the console's Vite config,
//   `dist/.vite/manifest.json`): they are the dynamic imports of the initial chunks (the
//   router's `lazy` imports in the entry). A route loads its chunk and the chunks it imports
//   statically, followed to the end, less those already in the initial JavaScript. Of those, the
//   route's own code is what only routes of its own area load (an area is a folder under src/:
//   the three review screens share theirs); what routes of several areas load (the select, the
//   dialogs) is shared code, printed once with the areas that load it, and counted in each
//   route's first visit, which is printed too. What a screen loads later by a dynamic import of
//   its own (a dialog opened on demand) is in neither.
//
// SIZE_DIST names another built console (the tests use it); default apps/review-console/dist.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const INITIAL_BUDGET_KB = 150;
const ROUTE_BUDGET_KB = 60;

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

if (!existsSync(indexPath)) refuse(`${indexPath} is missing; run \`npm run build\` first.`);
if (!existsSync(manifestPath))
  refuse(
    `${manifestPath} is missing; the console's Vite config must keep \`build.manifest\` on ` +
      '(it lists the route chunks), then run `npm run build`.',
  );

// ---- The initial JavaScript -------------------------------------------------------------------

const html = readFileSync(indexPath, 'utf8');
const initial = new Set();
for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g))
  initial.add(match[1].replace(/^\//, ''));
for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
  initial.add(match[1].replace(/^\//, ''));

if (initial.size === 0)
  refuse('index.html loads no module script; the check cannot measure anything.');

let failed = false;
let initialTotal = 0;
for (const file of initial) {
  const bytes = gzipped(file);
  initialTotal += bytes;
  console.log(`  /${file}  ${kB(bytes)} kB gzipped`);
}
console.log(`Initial JavaScript: ${kB(initialTotal)} kB gzipped (budget ${INITIAL_BUDGET_KB} kB)`);
if (initialTotal / 1000 > INITIAL_BUDGET_KB) {
  console.error(`size budget: over by ${kB(initialTotal - INITIAL_BUDGET_KB * 1000)} kB`);
  failed = true;
}

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

const routes = [
  ...new Set([...initialKeys].flatMap((key) => chunk(key).dynamicImports ?? [])),
].filter((key) => !initialKeys.has(key));
if (routes.length === 0)
  refuse('the initial chunks import no route lazily; the check cannot find the route chunks.');

/** Each route's JavaScript beyond the initial set: its files (a route's own chunk first). */
const filesOf = new Map(
  routes.map((route) => [
    route,
    [...withStaticImports(route)]
      .map((key) => chunk(key).file)
      .filter((file) => file.endsWith('.js') && !initial.has(file) && !initialFiles.has(file)),
  ]),
);
/** The area of a route: the folder under src/ its module sits in (src/review/X.tsx: review). */
const areaOf = (route) => route.split('/').slice(0, -1).join('/') || route;
/** Which areas load each file: a file of two areas is shared code. */
const areasLoading = new Map();
for (const [route, files] of filesOf)
  for (const file of files)
    areasLoading.set(file, new Set([...(areasLoading.get(file) ?? []), areaOf(route)]));
const isShared = (file) => areasLoading.get(file).size > 1;
const sum = (files) => files.reduce((total, file) => total + gzipped(file), 0);

console.log(`Route chunks (each route's own code; budget ${ROUTE_BUDGET_KB} kB):`);
const width = Math.max(...routes.map((key) => key.length));
const overRoutes = [];
for (const route of [...routes].sort()) {
  const files = filesOf.get(route);
  const own = files.filter((file) => !isShared(file));
  const bytes = sum(own);
  const over = bytes / 1000 > ROUTE_BUDGET_KB;
  const count = `${own.length} file${own.length === 1 ? '' : 's'}`;
  const note = over ? `  OVER by ${kB(bytes - ROUTE_BUDGET_KB * 1000)} kB` : '';
  console.log(
    `  ${route.padEnd(width)}  ${kB(bytes).padStart(5)} kB gzipped ` +
      `(${count}; first visit ${kB(sum(files))} kB with shared code)${note}`,
  );
  if (over) overRoutes.push(`${route} is over by ${kB(bytes - ROUTE_BUDGET_KB * 1000)} kB`);
}
const shared = [...areasLoading.keys()].filter(isShared).sort();
if (shared.length) {
  console.log('Shared code (loaded by the routes of several areas, once per visit):');
  for (const file of shared)
    console.log(
      `  /${file}  ${kB(gzipped(file))} kB gzipped (${[...areasLoading.get(file)].sort().join(', ')})`,
    );
}
for (const line of overRoutes) console.error(`size budget: route ${line}`);
if (overRoutes.length) failed = true;

if (failed) process.exit(1);
