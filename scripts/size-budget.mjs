#!/usr/bin/env node
// The console's initial JavaScript budget: what index.html loads before the first screen
// (its module scripts and their modulepreloads), gzipped. Prints the figures; fails above budget.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = new URL('../apps/review-console/dist/', import.meta.url).pathname;
const indexPath = join(dist, 'index.html');

if (!existsSync(indexPath)) {
  console.error(`size budget: ${indexPath} is missing; run \`npm run build\` first.`);
  process.exit(1);
}

const html = readFileSync(indexPath, 'utf8');
const initial = new Set();
for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g))
  initial.add(match[1]);
for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
  initial.add(match[1]);

if (initial.size === 0) {
  console.error(
    'size budget: index.html loads no module script; the check cannot measure anything.',
  );
  process.exit(1);
}

let total = 0;
for (const src of initial) {
  const bytes = gzipSync(readFileSync(join(dist, src.replace(/^\//, '')))).length;
  total += bytes;
  console.log(`  ${src}  ${(bytes / 1000).toFixed(1)} kB gzipped`);
}

const totalKb = total / 1000;
console.log(`Initial JavaScript: ${totalKb.toFixed(1)} kB gzipped (budget ${BUDGET_KB} kB)`);
if (totalKb > BUDGET_KB) {
  console.error(`size budget: over by ${(totalKb - BUDGET_KB).toFixed(1)} kB`);
  process.exit(1);
}
