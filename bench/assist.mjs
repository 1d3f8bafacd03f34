// `npm run bench -- assist` (issue 32): how well the suggested marks on the Images page would do,
// on a labelled set drawn by the demo picture generator. Figures only, never pass/fail.
//
// The labelled set: 300 fixed seeds (17 + i·104729); for each, the agency's original (JPEG, as
// the demo renders it) against 14 copies as the crawler would hold them: the demo variants
// reencoded, resized, cropped, watermarked (the same picture) and different (not), the hard
// positives heavy-crop, mirrored, graded, captioned, thumbnail, low-quality, and the hard
// negatives similar-scene, other-viewpoint, retaken (renderHardPositive/renderHardNegative in
// apps/review-api/src/demo/pictures/render.ts): 4,200 pairs, 4,500 pictures. Even seeds are the
// tune half (SUGGESTION_THRESHOLDS and the score's weights were chosen on them), odd seeds the
// test half; both are printed, so that a choice that only fits the tune half shows.
//
// Printed: precision (of the suggestions made, the share that match the label) and coverage
// (the share of pairs that get one) per variant, per half and overall, with the thresholds in
// fingerprint.ts; the thresholds and the score's logistic weights fitted again on the tune half
// (they should match the constants; when they drift, the constants need a look); the time to
// fingerprint one picture and to score one pair; and keys per 50-pair group (the pairs shuffled
// with a fixed seed), modelled on the Images page: one key accepts the suggestions; every pair
// without one, and every wrong one, costs moving to it and marking it (2 keys); one key saves.
// Today, without suggestions: 3 keys for an all-identical group, ~2 more per non-identical pair.
// The last line is `assist precision P % coverage C % pairs N` (overall). Each picture is rendered,
// fingerprinted and dropped (nothing on disk); a few minutes on 2 cores, most of it rendering.
// Runs in a child process with tsx: it loads the product's TypeScript modules themselves.
import { runFromSources } from './sources.mjs';
import { loadAverage } from './server.mjs';

const self = new URL(import.meta.url).pathname;

/** The labelled set and its figures, in a child that reads the sources (the last line the summary). */
export function assistBenchmark() {
  return runFromSources(self, ['--child'], 'assist');
}

const SEEDS = Array.from({ length: 300 }, (_, i) => 17 + i * 104729);
const SAME = ['reencoded', 'resized', 'cropped', 'watermarked'];
const GROUP = 50;
/** Precision the re-fitted thresholds must reach on the tune half (see fingerprint.ts). */
const TUNE_PRECISION = 0.998;

const print = (label, value) =>
  console.log(`  ${'assist'.padEnd(10)} ${label.padEnd(48)} ${value}  [load ${loadAverage()}]`);
const pct = (v) => (100 * v).toFixed(1);
const thousands = (n) => n.toLocaleString('en-GB');

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
}

/** Suggestions for `rows` ({ score, positive }) at (notIdentical, identical). */
function judge(rows, identical, notIdentical) {
  let made = 0;
  let right = 0;
  for (const r of rows) {
    const suggestion = r.score >= identical ? true : r.score <= notIdentical ? false : null;
    if (suggestion === null) continue;
    made += 1;
    if (suggestion === r.positive) right += 1;
  }
  return {
    precision: made ? right / made : 1,
    coverage: made / rows.length,
    wrong: made - right,
    without: rows.length - made,
  };
}

/**
 * The thresholds with the widest coverage whose suggestions reach `target` precision on `rows`:
 * every pair of candidate thresholds (the scores themselves), counted with running sums.
 */
function fitThresholds(rows, target) {
  const sorted = [...rows].sort((a, b) => a.score - b.score);
  const scores = [...new Set(sorted.map((r) => r.score))];
  const n = sorted.length;
  // below[k]: positives and negatives with score <= scores[k]; above[k]: with score >= scores[k].
  const below = [];
  const above = [];
  let i = 0;
  let p = 0;
  let q = 0;
  for (const s of scores) {
    while (i < n && sorted[i].score <= s) {
      if (sorted[i].positive) p += 1;
      else q += 1;
      i += 1;
    }
    below.push([p, q]);
  }
  const totalP = sorted.filter((r) => r.positive).length;
  for (let k = 0; k < scores.length; k++) {
    const [bp, bq] = k === 0 ? [0, 0] : below[k - 1];
    above.push([totalP - bp, n - totalP - bq]);
  }
  let best = { coverage: -1, identical: Infinity, notIdentical: -Infinity };
  for (let lo = -1; lo < scores.length; lo++) {
    const [lp, ln] = lo < 0 ? [0, 0] : below[lo];
    for (let hi = lo + 1; hi <= scores.length; hi++) {
      const [hp, hn] = hi === scores.length ? [0, 0] : above[hi];
      const made = lp + ln + hp + hn;
      if (made === 0 || (ln + hp) / made < target) continue;
      if (made / n > best.coverage) {
        best = {
          coverage: made / n,
          identical: hi === scores.length ? Infinity : scores[hi],
          notIdentical: lo < 0 ? -Infinity : scores[lo],
        };
      }
    }
  }
  return best;
}

/** Logistic regression of the label on (hash, detail), by plain gradient descent. */
function fitWeights(rows) {
  let w = [0, 0, 0];
  for (let it = 0; it < 20_000; it++) {
    const g = [0, 0, 0];
    for (const r of rows) {
      const z = w[0] + w[1] * r.hash + w[2] * r.detail;
      const e = 1 / (1 + Math.exp(-z)) - (r.positive ? 1 : 0);
      g[0] += e;
      g[1] += e * r.hash;
      g[2] += e * r.detail;
    }
    w = w.map((v, k) => v - (5 * g[k]) / rows.length);
  }
  return w;
}

/** Keys for one group: accept (when anything is suggested), 2 per pair to fix, save. */
function keysWith(rows, identical, notIdentical) {
  const { coverage, wrong, without } = judge(rows, identical, notIdentical);
  return (coverage > 0 ? 1 : 0) + 2 * (without + wrong) + 1;
}
const keysToday = (rows) => 3 + 2 * rows.filter((r) => !r.positive).length;

function groups(rows, shuffle) {
  const order = rows.map((r) => ({ r, k: shuffle() })).sort((a, b) => a.k - b.k);
  const out = [];
  for (let i = 0; i + GROUP <= order.length; i += GROUP) {
    out.push(order.slice(i, i + GROUP).map((o) => o.r));
  }
  return out;
}

async function main() {
  const pictures = await import('../apps/review-api/src/demo/pictures/index.ts');
  const product = await import('../apps/review-api/src/services/similarity/fingerprint.ts');
  const { evidence, parseFingerprint } =
    await import('../apps/review-api/src/services/similarity/evidence.ts');
  const { HARD_NEGATIVES, HARD_POSITIVES, mulberry32, renderDemoPicture } = pictures;
  const variants = [
    ...SAME.map((name) => ({ name, positive: true, draw: (s) => renderDemoPicture(s, name) })),
    ...HARD_POSITIVES.map((name) => ({
      name,
      positive: true,
      draw: (s) => pictures.renderHardPositive(s, name),
    })),
    { name: 'different', positive: false, draw: (s) => renderDemoPicture(s, 'different') },
    ...HARD_NEGATIVES.map((name) => ({
      name,
      positive: false,
      draw: (s) => pictures.renderHardNegative(s, name),
    })),
  ];

  const started = performance.now();
  const fingerprintMs = [];
  const scoreMs = [];
  const rows = [];
  let fingerprintLength = 0;
  for (const [index, seed] of SEEDS.entries()) {
    // Rendered side by side (sharp's threads), fingerprinted one at a time (the timed part).
    const [original, ...copies] = await Promise.all([
      renderDemoPicture(seed, 'original'),
      ...variants.map((v) => v.draw(seed)),
    ]);
    const fingerprint = async (picture) => {
      const t = performance.now();
      const text = await product.fingerprintPicture(picture.body);
      fingerprintMs.push(performance.now() - t);
      fingerprintLength = text.length;
      return text;
    };
    const own = await fingerprint(original);
    for (const [k, variant] of variants.entries()) {
      const other = await fingerprint(copies[k]);
      const t = performance.now();
      const score = product.pairScore(own, other);
      scoreMs.push(performance.now() - t);
      const e = evidence(parseFingerprint(own), parseFingerprint(other));
      rows.push({
        seed,
        variant: variant.name,
        positive: variant.positive,
        tune: index % 2 === 0,
        score,
        hash: e.hash,
        detail: e.detail,
      });
    }
  }
  const seconds = (performance.now() - started) / 1000;

  const { identical, notIdentical } = product.SUGGESTION_THRESHOLDS;
  const positives = rows.filter((r) => r.positive).length;
  print(
    'labelled set',
    `${thousands(rows.length)} pairs (${thousands(positives)} same picture, ` +
      `${thousands(rows.length - positives)} not) from ${SEEDS.length} seeds, ` +
      `${thousands(fingerprintMs.length)} pictures, ${seconds.toFixed(0)} s to render and score`,
  );
  print(
    'fingerprint one picture',
    `median ${percentile(fingerprintMs, 0.5).toFixed(1)} ms, p95 ` +
      `${percentile(fingerprintMs, 0.95).toFixed(1)} ms (${fingerprintLength} characters stored)`,
  );
  print(
    'pairScore one pair',
    `median ${percentile(scoreMs, 0.5).toFixed(2)} ms, p95 ${percentile(scoreMs, 0.95).toFixed(2)} ms, ` +
      `${((scoreMs.reduce((a, b) => a + b, 0) / scoreMs.length) * 500).toFixed(0)} ms for 500 pairs`,
  );
  print(
    'thresholds in fingerprint.ts',
    `identical >= ${identical}, not identical <= ${notIdentical}`,
  );
  for (const v of variants) {
    const r = judge(
      rows.filter((x) => x.variant === v.name),
      identical,
      notIdentical,
    );
    print(
      `${v.name} (${v.positive ? 'same picture' : 'not the same'})`,
      `precision ${pct(r.precision)} % coverage ${pct(r.coverage)} % ` +
        `(${r.wrong} wrong, ${r.without} without suggestion)`,
    );
  }
  for (const [label, part] of [
    ['tune half (even seeds)', rows.filter((r) => r.tune)],
    ['test half (odd seeds)', rows.filter((r) => !r.tune)],
  ]) {
    const r = judge(part, identical, notIdentical);
    print(
      label,
      `precision ${pct(r.precision)} % coverage ${pct(r.coverage)} % (${r.wrong} wrong of ` +
        `${thousands(part.length)} pairs)`,
    );
  }

  const tune = rows.filter((r) => r.tune);
  const test = rows.filter((r) => !r.tune);
  const fitted = fitThresholds(tune, TUNE_PRECISION);
  const onTune = judge(tune, fitted.identical, fitted.notIdentical);
  const onTest = judge(test, fitted.identical, fitted.notIdentical);
  print(
    `thresholds fitted on the tune half (${(100 * TUNE_PRECISION).toFixed(1)} %)`,
    `identical >= ${fitted.identical.toFixed(4)}, not identical <= ` +
      `${fitted.notIdentical.toFixed(4)}: tune ${pct(onTune.precision)} % / ` +
      `${pct(onTune.coverage)} %, test ${pct(onTest.precision)} % / ${pct(onTest.coverage)} %`,
  );
  const w = fitWeights(tune);
  print(
    'score weights fitted on the tune half',
    `bias ${w[0].toFixed(2)}, hash ${w[1].toFixed(2)}, detail ${w[2].toFixed(2)}`,
  );

  const shuffle = mulberry32(32);
  const mixed = groups(rows, shuffle);
  const same = groups(
    rows.filter((r) => r.positive),
    shuffle,
  );
  const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
  for (const [label, list] of [
    ['keys per 50-pair group, mixed', mixed],
    ['keys per 50-pair group, all the same picture', same],
  ]) {
    const withKeys = list.map((g) => keysWith(g, identical, notIdentical));
    const today = list.map(keysToday);
    print(
      label,
      `with suggestions mean ${mean(withKeys).toFixed(1)} (median ` +
        `${percentile(withKeys, 0.5)}, max ${Math.max(...withKeys)}), today mean ` +
        `${mean(today).toFixed(1)} (${list.length} groups)`,
    );
  }

  const overall = judge(rows, identical, notIdentical);
  print(
    'overall',
    `precision ${pct(overall.precision)} % coverage ${pct(overall.coverage)} % ` +
      `(${overall.wrong} wrong, ${overall.without} without suggestion)`,
  );
  console.log(
    `assist precision ${pct(overall.precision)} % coverage ${pct(overall.coverage)} % pairs ${rows.length}`,
  );
}

if (process.argv[1] === self && process.argv.includes('--child')) {
  await main();
}
