// The `import` benchmark (issue 17): a CSV file of BENCH_IMPORT_ROWS rows (default 100,000)
// uploaded to the server's CSV import, for the registered images and the blacklisted domains,
// each as a dry run, then for real, then for real again (idempotent: nothing created). The
// server runs on loopback with the demo data on embedded PGlite in memory (the default
// database); figures only, never pass/fail.
//
// For each call: the time until the answer, rows per second, the counts it answered, and the
// server's resident memory (RSS, sampled every 20 ms from /proc) before the call and at its peak
// during the call. The file is built once in memory and sent as multipart/form-data, as the
// Import page sends it.
// Environment: BENCH_IMPORT_ROWS, BENCH_IMPORT_KINDS (comma separated: registered,blacklist).
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const KINDS = (process.env.BENCH_IMPORT_KINDS ?? 'registered,blacklist').split(',');

const FILES = {
  registered: {
    label: 'registered images',
    path: '/api/registered_asset/load_csv',
    csv: () =>
      [
        'imageNumber,copyrightHolder,registrationNumber',
        ...Array.from(
          { length: ROWS },
          (_, n) => `BENCH${String(n).padStart(7, '0')},Alpine Stock,VA ${3000000 + n}`,
        ),
      ].join('\r\n'),
  },
  blacklist: {
    label: 'blacklisted domains',
    path: '/api/blacklisted_domain/load_batch_csv',
    csv: () =>
      ['domain', ...Array.from({ length: ROWS }, (_, n) => `bench-shop-${n}.example`)].join('\r\n'),
  },
};

/** The resident memory of a process in MB (Linux /proc), or NaN elsewhere. */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return NaN;
  }
}

/** `startServer()`: `{ child, ready, base }` (run.mjs hands it the shared demo server). */
export async function importBenchmark(startServer) {
  const { child, ready, base } = startServer();
  const figures = {};
  try {
    await ready;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'importer@example.com', password: 'review-demo' }),
    });
    const { accessToken } = await login.json();
    for (const name of KINDS) {
      const file = FILES[name];
      if (!file)
        throw new Error(`No import kind "${name}". Known: ${Object.keys(FILES).join(', ')}`);
      const text = file.csv();
      const sizeMb = (Buffer.byteLength(text) / (1024 * 1024)).toFixed(1);
      for (const [run, dryRun] of [
        ['dry run', true],
        ['import', false],
        ['again', false],
      ]) {
        await sleep(500);
        const before = rssMb(child.pid);
        let peak = before;
        let sampling = true;
        const sampler = (async () => {
          while (sampling) {
            peak = Math.max(peak, rssMb(child.pid));
            await sleep(20);
          }
        })();
        const form = new FormData();
        form.append('file', new Blob([text], { type: 'text/csv' }), `${name}.csv`);
        const started = performance.now();
        const response = await fetch(`${base}${file.path}?dryRun=${dryRun}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${accessToken}` },
          body: form,
        });
        const result = await response.json();
        const ms = performance.now() - started;
        sampling = false;
        await sampler;
        if (!response.ok)
          throw new Error(`${file.label} ${run}: ${response.status} ${result.message}`);
        figures[`${file.label}, ${ROWS} rows (${sizeMb} MB), ${run}`] =
          `${(ms / 1000).toFixed(1)} s, ${Math.round(ROWS / (ms / 1000))} rows/s, ` +
          `created ${result.created}, existed ${result.existed}, not valid ${result.notValid}; ` +
          `server RSS ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB)`;
      }
    }
    return figures;
  } finally {
    child.kill('SIGTERM');
  }
}
