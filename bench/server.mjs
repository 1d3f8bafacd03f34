// The server the benchmarks measure: built JavaScript (as `npm start` runs it), on loopback with
// the demo data in memory unless `env` says otherwise, and what the benchmarks read of the
// machine and of the server's process (/proc, Linux).
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync, readSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = new URL('..', import.meta.url).pathname;
const apiDir = `${root}apps/review-api`;

/** The 1-minute load average (/proc/loadavg), as printed beside every figure. */
export function loadAverage() {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  } catch {
    return '?';
  }
}

/** CPU seconds (user + system) a process has used so far (/proc/<pid>/stat). */
export function cpuSecondsOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resident memory of a process in MB (/proc/<pid>/status VmRSS). */
export function rssMbOf(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kb / 1024;
}

let built = false;
/** Builds the server once per run (`npm run build -w @sightings/review-api`). */
export function buildServer() {
  if (built) return;
  execFileSync('npm', ['run', 'build', '-w', '@sightings/review-api'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  built = true;
}

/**
 * Starts the server: `{ child, ready, settled, base }`. `ready` resolves to the time from the
 * start until `/api/health` answered; it waits as long as the server needs (a start on a busy
 * machine takes minutes) and says every 15 s that it is still waiting, with the load average.
 * `settled` resolves when the server logs that its start's work is done (the demo data, the
 * ClickHouse store's first copy, main.ts `settleAfterStart`).
 */
export function startServer(port, env = {}) {
  buildServer();
  const started = performance.now();
  // BENCH_SERVER_NODE_ARGS adds Node options, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` for a
  // profile of the server through a bench (written when the server stops).
  const extra = process.env.BENCH_SERVER_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  // The server's log goes to a file, never to a pipe this process reads: a pipe is written
  // synchronously (Node on Linux), so a client busy with 50 operators would hold up the server's
  // every log line, and the figures with it. BENCH_SERVER_LOG=file keeps it (one JSON line per
  // request, with its responseTime: the time spent in the server, without the client's share).
  const logPath =
    process.env.BENCH_SERVER_LOG ?? join(tmpdir(), `bench-server-${port}-${process.pid}.log`);
  const logFd = openSync(logPath, 'a');
  const child = spawn(process.execPath, [...extra, 'dist/main.mjs'], {
    cwd: apiDir,
    env: {
      // As `npm start` runs it (apps/review-api/package.json); the environment may override
      // them (to compare).
      MALLOC_TRIM_THRESHOLD_: '1048576',
      MALLOC_MMAP_THRESHOLD_: '32768',
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      SEED: 'demo',
      ...env,
    },
    stdio: ['ignore', logFd, process.env.BENCH_SERVER_LOG ? logFd : 'ignore'],
  });
  closeSync(logFd);
  child.once('exit', () => {
    if (!process.env.BENCH_SERVER_LOG) rmSync(logPath, { force: true });
  });
  const settled = logLine(logPath, child, 'Settled after start');
  const base = `http://127.0.0.1:${port}`;
  const ready = (async () => {
    let told = performance.now();
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server ended (exit ${child.exitCode})`);
      try {
        const response = await fetch(`${base}/api/health`);
        if (response.ok) return performance.now() - started;
      } catch {
        /* not up yet */
      }
      if (performance.now() - told > 15_000) {
        told = performance.now();
        const waited = ((told - started) / 1000).toFixed(0);
        console.error(
          `  (waiting for the server on port ${port}: ${waited} s, load ${loadAverage()})`,
        );
      }
      await sleep(100);
    }
  })();
  return { child, ready, settled, base };
}

/** The machine's CPU time so far, busy and in all (/proc/stat, clock ticks over every core). */
function machineTicks() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
  const ticks = fields.map(Number);
  const idle = ticks[3] + (ticks[4] ?? 0);
  const all = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { busy: all - idle, all };
}

/**
 * Waits until the machine is quiet: under `belowPercent` % of all its cores busy over `windowMs`
 * (a server still settling, another server's sync or upkeep after a bench, PostgreSQL's
 * autovacuum), at most `atMostMs`. Returns the seconds waited.
 */
export async function machineQuiet({
  belowPercent = 15,
  windowMs = 2000,
  atMostMs = 120_000,
} = {}) {
  const started = performance.now();
  for (;;) {
    const before = machineTicks();
    await sleep(windowMs);
    const after = machineTicks();
    const busy = (100 * (after.busy - before.busy)) / Math.max(1, after.all - before.all);
    if (busy < belowPercent || performance.now() - started > atMostMs) {
      return (performance.now() - started) / 1000;
    }
  }
}

/**
 * Resolves when a line of the log file holds `text` (read every 250 ms from where the last read
 * ended), or when the child ends.
 */
async function logLine(path, child, text) {
  let offset = 0;
  let rest = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  while (child.exitCode === null) {
    let fd;
    try {
      fd = openSync(path, 'r');
      const buffer = Buffer.alloc(64 * 1024);
      for (let n; (n = readSync(fd, buffer, 0, buffer.length, offset)) > 0; offset += n) {
        const lines = (rest + buffer.toString('utf8', 0, n)).split('\n');
        rest = lines.pop() ?? '';
        if (lines.some((line) => line.includes(text))) return;
      }
    } catch {
      /* not written yet */
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
    await Promise.race([sleep(250), exited]);
  }
}

/**
 * Idle figures of a started server: once it has `settled` (its start's work done, the ClickHouse
 * first copy too) and `settleMs` more, its CPU over `windowMs` (% of a core) and its resident
 * memory at the end. 90 s: the embedded ClickHouse merges the parts of its first copy and V8's
 * memory reducer runs within them (30 s after settling read 1.3-1.7 %, 90 s after 0.8 %); a
 * window of 60 s holds the sync's 30 s safety poll twice and PGlite's minute upkeep once.
 */
export async function idleFigures(child, settled, { settleMs = 90_000, windowMs = 60_000 } = {}) {
  await settled;
  await sleep(settleMs);
  const cpuBefore = cpuSecondsOf(child.pid);
  const from = performance.now();
  await sleep(windowMs);
  const cpu = cpuSecondsOf(child.pid) - cpuBefore;
  const seconds = (performance.now() - from) / 1000;
  return { cpuPercent: (100 * cpu) / seconds, rssMb: rssMbOf(child.pid), seconds };
}

/** The port of the demo server the benchmarks share (the `load` bench's PGlite port). */
export const SHARED_PORT = 8197;
let shared;

/**
 * The one demo server (PGlite in memory, embedded ClickHouse, demo data) that the console,
 * images, load and import benchmarks share, started on first use. Its `child` is a stand-in
 * whose `kill` leaves the server running for the next benchmark; `stopSharedServer` ends it.
 */
export function sharedServer() {
  if (!shared) {
    const server = startServer(SHARED_PORT);
    shared = { server, ready: server.ready };
  }
  const { server } = shared;
  const child = {
    pid: server.child.pid,
    exitCode: null,
    kill() {
      this.exitCode = 0;
      return true;
    },
    once(_event, listener) {
      listener();
      return this;
    },
  };
  return {
    child,
    ready: shared.ready,
    settled: server.settled,
    base: server.base,
    shared: true,
  };
}

/** Ends the shared server, if one was started. */
export async function stopSharedServer() {
  if (!shared) return;
  const { child } = shared.server;
  shared = undefined;
  if (child.exitCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await ended;
}
