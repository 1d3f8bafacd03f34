// The `load` benchmark: many operators working at once against one server with the demo data,
// on the embedded database and, when TEST_DATABASE_URL names a PostgreSQL server, on a fresh
// database created there (and dropped afterwards). Figures only, never pass/fail.
//
// Each simulated operator signs in once, then repeats a bounded number of rounds:
//   reserve 20 images -> think -> decide them -> think -> reserve domains -> think -> update one
// "think" is a random pause of 0.5 to 1.5 times BENCH_LOAD_THINK_MS (default 1000 ms): the time a
// person looks at the pairs or fills the form, which is what keeps 50 operators from being 50
// requests in the same millisecond. The operators start spread over the first think time.
// BENCH_LOAD_THINK_MS=0 turns them into a closed loop that saturates the server instead.
// BENCH_LOAD_OPERATORS and BENCH_LOAD_ROUNDS change the crowd; BENCH_LOAD_ONLY=pglite|postgres
// runs one database; the server's own settings pass through (CLICKHOUSE=off leaves the embedded
// usage store and its sync out of the server's process, to compare).
//
// Each call's figures carry the machine's 1-minute load average at the run's start and end: a
// run is as calm as the machine around it (docs/performance.md, "What a run is sensitive to").
//
// Checked while the load runs: no answer 5xx or times out, no image or domain is leased to two
// operators at once, no image or domain is decided by two operators.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { machineQuiet } from './server.mjs';

// The pieces below are exported for bench/scale.mjs, which runs the same kind of crowd on every
// leased screen against one server and against three (the knobs above are its knobs too).
export const OPERATORS = Number(process.env.BENCH_LOAD_OPERATORS ?? 50);
export const ROUNDS = Number(process.env.BENCH_LOAD_ROUNDS ?? 6);
export const THINK_MS = Number(process.env.BENCH_LOAD_THINK_MS ?? 1000);
/** No operator starts a new round after this; a run stops by itself well before it. */
export const DEADLINE_MS = Number(process.env.BENCH_LOAD_SECONDS ?? 180) * 1000;
/** A call without an answer after this counts as timed out. */
const REQUEST_TIMEOUT_MS = 60_000;
export const IMAGES_PER_RESERVE = 20;
/**
 * The Images page's reservation, as the console sends it to a server that offers suggested marks
 * (extension `pair-similarity`): with the pairs' scores, and the fingerprinting it wakes.
 */
export const IMAGES_RESERVE_PATH = `/api/assessment_image/reserve_pending?limit=${IMAGES_PER_RESERVE}&similarity=true`;
export const DOMAINS_PER_RESERVE = 5;
const PASSWORD = 'load-bench-password';
/** The Domains page's SAVE DETAILS of a non-commercial domain (it stays NEW, filled). */
export const NON_COMMERCIAL = {
  commercialWebSite: false,
  noCommercialCause: 'Private person',
  gallery: false,
  priorityCountry: null,
  otherCountries: null,
  priorityLanguage: null,
  otherLanguage: null,
  street: null,
  city: null,
  postcode: null,
  phoneNumber: null,
  email: null,
  companyName: null,
  facebookLink: null,
  contactFormLink: null,
};

const CALLS = {
  reserveImages: `reserve ${IMAGES_PER_RESERVE} images`,
  decide: `decide ${IMAGES_PER_RESERVE} images`,
  reserveDomains: `reserve ${DOMAINS_PER_RESERVE} domains`,
  updateDomain: 'update a domain',
};

export const think = () => (THINK_MS > 0 ? sleep(THINK_MS * (0.5 + Math.random())) : undefined);

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The machine's load average over 1, 5 and 15 minutes, as `uptime` prints it. */
export const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

export const ms = (value) =>
  Number.isNaN(value) ? '-' : value < 10 ? value.toFixed(1) : value.toFixed(0);

export class Client {
  constructor(base) {
    this.base = base;
    this.token = undefined;
  }

  /** One call: its time, its status (0: no answer) and its JSON body. */
  async call(method, path, body) {
    const started = performance.now();
    try {
      const response = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      return {
        ms: performance.now() - started,
        status: response.status,
        body: text ? JSON.parse(text) : undefined,
      };
    } catch (error) {
      return { ms: performance.now() - started, status: 0, error: String(error) };
    }
  }

  async signIn(email, password) {
    const { status, body } = await this.call('POST', '/api/auth/login', { email, password });
    if (status !== 200) throw new Error(`sign-in of ${email} answered ${status}`);
    this.token = body.accessToken;
  }
}

/**
 * Creates the operators through the admin API and signs each in once: ROLE_USER with the Images
 * and Domains pages' permissions, or `permissions` (the admin API's flag names).
 */
export async function createOperators(
  base,
  count,
  permissions = { imagePermission: true, domainPermission: true },
) {
  const admin = new Client(base);
  await admin.signIn('admin@example.com', 'review-demo');
  const run = randomUUID().slice(0, 8);
  const operators = [];
  for (let i = 0; i < count; i += 1) {
    const email = `load-${run}-${i + 1}@example.com`;
    const { status, body } = await admin.call('POST', '/api/assessment_user', {
      name: `Load operator ${i + 1}`,
      email,
      role: 'ROLE_USER',
      password: PASSWORD,
      ...permissions,
    });
    if (status !== 201) throw new Error(`creating ${email} answered ${status}`);
    operators.push({ id: body.id, email, client: new Client(base) });
  }
  // A few at a time: a sign-in in flight counts against the address until it succeeds.
  for (let i = 0; i < operators.length; i += 5) {
    await Promise.all(operators.slice(i, i + 5).map((o) => o.client.signIn(o.email, PASSWORD)));
  }
  return operators;
}

/**
 * What the run saw: times per call (`calls`: key -> label), errors, and the correctness checks.
 * An entity (`kind`: `image` or `domain`, what a lease is of) is leased and decided in a queue, by
 * default the one its kind names (the Images page's, the Domains page's). A queue is one-way
 * unless `cycling` names it: what it decided has left it for good, so leasing it there again, or
 * a second operator deciding it, is a violation. In a cycling queue an entity may come back (the
 * review screens': a domain approved by QC comes back from final review), so there every decision
 * must come from the operator holding the entity's lease: two operators deciding one visit means
 * one of them decided without it.
 *
 * `deciding` says that a decision is on its way: the server ends the lease when it decides, and
 * may lease the entity to another operator (the next queue's) before the decision's answer is
 * read here. Such a lease counts as a double lease only if that decision then fails.
 */
export function createRecorder(calls = CALLS, { cycling = [] } = {}) {
  const times = Object.fromEntries(Object.keys(calls).map((key) => [key, []]));
  const failures = Object.fromEntries(Object.keys(calls).map((key) => [key, new Map()]));
  const violations = [];
  /** `kind id` -> operator holding its lease right now, as the answers tell. */
  const held = new Map();
  /** `kind id` -> operator whose decision of it is on its way. */
  const inFlight = new Map();
  /** `kind id` -> [the earlier holder, the new one]: leased on while the earlier one's decision was on its way. */
  const takenOver = new Map();
  /** Queue -> entity -> operator who decided it (the last one, in a cycling queue). */
  const done = new Map();
  const doneIn = (queue) => {
    if (!done.has(queue)) done.set(queue, new Map());
    return done.get(queue);
  };
  let violationCount = 0;
  const violation = (text) => {
    if (violations.length < 20) violations.push(text);
    violationCount += 1;
  };

  return {
    times,
    failures,
    violations,
    get violationCount() {
      return violationCount;
    },
    decidedImages: doneIn('image'),
    updatedDomains: doneIn('domain'),
    /** Records a call; true when it answered 2xx. */
    record(key, result) {
      if (result.status >= 200 && result.status < 300) {
        times[key].push(result.ms);
        return true;
      }
      const label = result.status === 0 ? 'no answer' : String(result.status);
      failures[key].set(label, (failures[key].get(label) ?? 0) + 1);
      return false;
    },
    leased(kind, operator, ids, queue = kind) {
      const decided = doneIn(queue);
      for (const id of ids) {
        const key = `${kind} ${id}`;
        const holder = held.get(key);
        if (holder !== undefined && holder !== operator) {
          if (inFlight.get(key) === holder) takenOver.set(key, [holder, operator]);
          else violation(`${kind} ${id} leased to operators ${holder} and ${operator} at once`);
        }
        if (!cycling.includes(queue) && decided.has(id))
          violation(`${kind} ${id} leased to ${operator} after it was decided`);
        held.set(key, operator);
      }
    },
    /** A decision of these is on its way (sent, its answer not read yet). */
    deciding(kind, operator, ids) {
      for (const id of ids) inFlight.set(`${kind} ${id}`, operator);
    },
    decided(kind, operator, ids, queue = kind) {
      const decided = doneIn(queue);
      for (const id of ids) {
        const key = `${kind} ${id}`;
        if (inFlight.get(key) === operator) inFlight.delete(key);
        const holder = held.get(key);
        // Leased on by the server while this decision's answer was on its way: its holder now.
        const handedOn = takenOver.get(key)?.[0] === operator;
        if (handedOn) takenOver.delete(key);
        if (cycling.includes(queue)) {
          if (!handedOn && holder !== operator)
            violation(
              holder === undefined
                ? `${kind} ${id} decided by ${operator} without its lease`
                : `${kind} ${id} decided by ${operator} while leased to ${holder}`,
            );
        } else {
          const by = decided.get(id);
          if (by !== undefined && by !== operator)
            violation(`${kind} ${id} decided by operators ${by} and ${operator}`);
        }
        decided.set(id, operator);
        if (holder === operator) held.delete(key);
      }
    },
    /** A decision that failed: the lease stayed the operator's, so a lease on meanwhile was a double. */
    notDecided(kind, operator, ids) {
      for (const id of ids) {
        const key = `${kind} ${id}`;
        if (inFlight.get(key) === operator) inFlight.delete(key);
        const over = takenOver.get(key);
        if (over?.[0] === operator) {
          takenOver.delete(key);
          violation(`${kind} ${id} leased to operators ${over[0]} and ${over[1]} at once`);
        }
      }
    },
  };
}

/** The decisions of a reservation: the first sighting of each domain matches (so domains reach the Domains page), the rest do not. */
export function imageDecisions(images) {
  const seen = new Set();
  return images.map((image) => {
    const first = !seen.has(image.domainId);
    seen.add(image.domainId);
    return { id: image.id, status: first ? 'IDENTICAL' : 'NOT_IDENTICAL' };
  });
}

/** One operator's rounds. */
async function operate({ id: operator, client }, recorder, stopAt) {
  await sleep(THINK_MS * Math.random());
  for (let round = 0; round < ROUNDS && performance.now() < stopAt; round += 1) {
    const reserved = await client.call('GET', IMAGES_RESERVE_PATH);
    if (recorder.record('reserveImages', reserved)) {
      const images = reserved.body;
      recorder.leased(
        'image',
        operator,
        images.map((image) => image.id),
      );
      await think();
      if (images.length) {
        const decisions = imageDecisions(images);
        const decided = await client.call(
          'PUT',
          '/api/assessment_image/set_multiple_images_status',
          decisions,
        );
        if (recorder.record('decide', decided))
          recorder.decided('image', operator, decided.body.updated);
      }
    }
    await think();

    const domains = await client.call(
      'GET',
      `/api/assessment_domain/reserve_pending?limit=${DOMAINS_PER_RESERVE}`,
    );
    if (recorder.record('reserveDomains', domains)) {
      recorder.leased(
        'domain',
        operator,
        domains.body.map((domain) => domain.id),
      );
      const [first] = domains.body;
      await think();
      if (first) {
        const updated = await client.call(
          'PUT',
          `/api/assessment_domain/${first.id}/update`,
          NON_COMMERCIAL,
        );
        if (recorder.record('updateDomain', updated))
          recorder.decided('domain', operator, [first.id]);
      }
    }
    await think();
  }
}

/** CPU seconds these processes have used so far (Linux /proc; null elsewhere). */
export function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      // After the command's closing parenthesis: field 14 utime and 15 stime, in ticks of 1/100 s.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      if (process.platform !== 'linux') return null;
    }
  }
  return ticks / 100;
}

/** The PostgreSQL backends serving this database (same machine), or none. */
export async function backendPids(databaseUrl) {
  if (!databaseUrl) return [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/**
 * Waits until no autovacuum worker runs on the PostgreSQL server (at most 2 minutes) and returns
 * the seconds waited. Each run creates and drops a database, and the churn of the shared
 * catalogues (`pg_shdepend`) sets autovacuum going at moments of its own: a run it overlapped
 * measured reserve p95 85 ms against 11-16 ms in the runs around it (docs/performance.md).
 */
export async function autovacuumDone(databaseUrl, atMostMs = 120_000) {
  if (!databaseUrl) return 0;
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'autovacuum worker'",
      );
      if (rows[0].n === 0 || performance.now() - started > atMostMs) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await client.end();
  }
  return (performance.now() - started) / 1000;
}

/** One database: start the server, create and sign in the operators, run them, stop. */
async function runOn(startServer, port, env) {
  const { child, ready, settled } = startServer(port, env);
  try {
    await ready;
    const base = `http://127.0.0.1:${port}`;
    const operators = await createOperators(base, OPERATORS);
    // The run starts on a quiet machine: the server's start done (its ClickHouse first copy, its
    // GC), and no other server still busy (the PGlite run's server syncs and vacuums after it).
    await settled;
    const quietAfter = (await machineQuiet()) + (await autovacuumDone(env.DATABASE_URL));
    const recorder = createRecorder();
    // Where the CPU goes during the run: the server, the database backends, this client.
    const before = {
      server: cpuSeconds([child.pid]),
      database: cpuSeconds(await backendPids(env.DATABASE_URL)),
      client: process.cpuUsage(),
    };
    // What a run is sensitive to besides the server: the machine's other work (docs/performance.md).
    const loadBefore = loadAverage();
    const started = performance.now();
    await Promise.all(operators.map((o) => operate(o, recorder, started + DEADLINE_MS)));
    const seconds = (performance.now() - started) / 1000;
    const load = { before: loadBefore, after: loadAverage() };
    const afterServer = cpuSeconds([child.pid]);
    const afterDatabase = cpuSeconds(await backendPids(env.DATABASE_URL));
    const client = process.cpuUsage(before.client);
    const cpu = {
      server: afterServer === null ? null : afterServer - before.server,
      database: env.DATABASE_URL && afterDatabase !== null ? afterDatabase - before.database : null,
      client: (client.user + client.system) / 1e6,
    };
    return { recorder, seconds, cpu, load, quietAfter };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => {
      if (child.exitCode !== null) resolve();
      else child.once('exit', resolve);
    });
  }
}

/** A fresh database on the TEST_DATABASE_URL server, for one run. */
export async function withPostgresDatabase(serverUrl, use) {
  const name = `bench_load_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * One figure per call of `calls` (key -> label): p50 / p95 / max, ok count and errors, with the
 * 1-minute load average at the run's start and end beside each. Answers the figures and the
 * number of calls answered.
 */
export function callFigures(recorder, calls, load) {
  const figures = {};
  // The 1-minute load average at the run's start and end, beside each call's figures.
  const beside = ` (load ${load.before.split(' ')[0]}→${load.after.split(' ')[0]})`;
  let answered = 0;
  for (const [key, label] of Object.entries(calls)) {
    const sorted = [...recorder.times[key]].sort((a, b) => a - b);
    answered += sorted.length;
    const failed = [...recorder.failures[key]].map(([status, n]) => `${n}× ${status}`);
    figures[label] =
      `p50 ${ms(percentile(sorted, 50))} / p95 ${ms(percentile(sorted, 95))} / max ${ms(sorted.at(-1) ?? NaN)} ms, ` +
      `${sorted.length} ok${failed.length ? `, errors ${failed.join(', ')}` : ', 0 errors'}${beside}`;
  }
  return { figures, answered };
}

/** The correctness figure: none, or how many violations and the first of them. */
export const correctness = (recorder) =>
  recorder.violationCount
    ? `${recorder.violationCount} VIOLATIONS: ${recorder.violations.join('; ')}`
    : 'none';

function summary({ recorder, seconds, cpu, load, quietAfter }) {
  const { figures, answered: calls } = callFigures(recorder, CALLS, load);
  figures['load average 1/5/15 min, at start → end'] = `${load.before} → ${load.after}`;
  figures['waited for a quiet machine (and autovacuum) before the run'] =
    `${quietAfter.toFixed(0)} s`;
  figures['calls answered, per second'] =
    `${calls} in ${seconds.toFixed(1)} s (${(calls / seconds).toFixed(1)}/s)`;
  const share = (value) => (value === null ? 'n/a' : `${value.toFixed(1)} s`);
  figures['CPU used in the run: server / database / client'] =
    `${share(cpu.server)} / ${cpu.database === null ? 'in the server' : share(cpu.database)} / ${share(cpu.client)} (${availableParallelism()} cores: ${(seconds * availableParallelism()).toFixed(0)} s)`;
  figures['work done'] =
    `${recorder.decidedImages.size} images decided, ${recorder.updatedDomains.size} domains updated`;
  figures['correctness (double leases, double decisions)'] = correctness(recorder);
  return figures;
}

/**
 * Runs the operators on each database in turn and returns one line per figure with the
 * databases side by side.
 */
export async function loadBenchmark(startServer) {
  const results = [];
  const only = process.env.BENCH_LOAD_ONLY;
  if (only !== 'postgres')
    results.push(['PGlite', summary(await runOn(startServer, 8197, { DATA_DIR: 'memory://' }))]);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl && only !== 'pglite') {
    const figures = await withPostgresDatabase(serverUrl, async (databaseUrl) =>
      summary(await runOn(startServer, 8196, { DATABASE_URL: databaseUrl, SEED: 'demo' })),
    );
    results.push(['PostgreSQL', figures]);
  }
  const header = `${OPERATORS} operators, ${ROUNDS} rounds each, think ${THINK_MS} ms`;
  const lines = { setup: header + (serverUrl ? '' : ' (set TEST_DATABASE_URL for PostgreSQL)') };
  for (const label of Object.keys(results[0][1])) {
    for (const [database, figures] of results) lines[`${label} [${database}]`] = figures[label];
  }
  return lines;
}
