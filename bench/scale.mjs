// The `scale` benchmark: one crowd of operators working every screen that leases work, on
// PostgreSQL, (a) against one server and (b) against three servers on one database behind a
// round-robin proxy (docs/scaling.md), the two side by side. Figures only, never pass/fail. It
// needs TEST_DATABASE_URL (a PostgreSQL server where the role may create databases): each run
// gets a fresh database there, dropped afterwards; without it the benchmark says so in one line.
//
// The servers run from the build (bench/server.mjs) with the demo data (SEED=demo; of three
// started at once one seeds, the others wait on its start lock) and CLICKHOUSE=off: only one of
// three servers may keep the embedded usage store, so neither run has one, and they compare like
// with like. Every call goes through the proxy of bench/proxy.mjs (keep-alive connections to the
// servers, as a load balancer keeps them), in front of the one server too: the two runs then
// differ in the number of servers only, not in a hop. The proxy runs in this process, so its CPU
// is counted with the client's.
//
// The operators are made through the admin API as the `load` bench makes them (bench/load.mjs),
// ROLE_USER with the permission of every screen that leases: imagePermission (Images page),
// domainPermission (Domains page), qualityControlPermission (quality control's websites),
// socialMediaPermission (social media QC's profiles; `socialMediaPermitted` on the wire) and
// reviewPermission (final review, and a held domain opened by name). Each does up to
// BENCH_LOAD_ROUNDS rounds, and starts none after the `load` bench's deadline; a round is a turn
// at each screen, each turn "take, think, decide what it took, think" (THINK_MS as in load.mjs):
//
//   Images page      reserve 20 images; decide them (the first of each domain IDENTICAL)
//   Domains page     reserve 5 domains; save the first, every other one commercial
//   quality control  reserve one website (`social=false`); approve it
//   social media QC  reserve one profile (`social=true`); approve it when verified, else hold it
//   final review     reserve one; a social profile back to QC, a website held, parked or
//                    returned for QC in turn
//   by name          reserve a held or not pursuable domain by name; return it for review (a
//                    held social profile for QC)
//
// Why these decisions: 50 operators take 50 domains a round from each queue, and the demo data
// holds about 270 websites for quality control, 100 social profiles, 250 domains for final review
// and 110 held or not pursuable ones: several queues would run dry within a few rounds. So the
// operators feed them as the flow does (docs/domain-flow.md): a commercial save moves a domain to
// quality control, an approval to final review, a return for QC back to quality control or social
// media QC, a hold out of every queue until someone opens it by name. The names come as a
// reviewer finds them in the review tables: the domains held or not pursuable at the start are
// dealt out to the operators in turn, and a domain an operator holds is handed to the next one
// (a colleague picks it up, the latest first). How much each queue served, and how often it
// answered nothing, is among the figures. Social media QC still runs short after two or three
// rounds: its verified profiles go on to final review, whose queue (by id) serves the websites
// approved meanwhile first, so only the unverified ones come back (held, reopened by name,
// returned for QC).
//
// Checked while the load runs (the recorder of load.mjs): no answer 5xx or times out (the errors
// per call), no image or domain leased to two operators at once, none decided by two.
import { setTimeout as sleep } from 'node:timers/promises';
import { availableParallelism } from 'node:os';
import pg from 'pg';
import {
  autovacuumDone,
  backendPids,
  callFigures,
  correctness,
  cpuSeconds,
  createOperators,
  createRecorder,
  DEADLINE_MS,
  DOMAINS_PER_RESERVE,
  imageDecisions,
  IMAGES_PER_RESERVE,
  IMAGES_RESERVE_PATH,
  loadAverage,
  NON_COMMERCIAL,
  OPERATORS,
  ROUNDS,
  think,
  THINK_MS,
  withPostgresDatabase,
} from './load.mjs';
import { roundRobinProxy } from './proxy.mjs';
import { machineQuiet, startServer } from './server.mjs';

/** Ports no other benchmark uses (run.mjs: 8189-8194; load.mjs: 8196, 8197). */
const ONE_SERVER = [8181];
const THREE_SERVERS = [8182, 8183, 8184];
const SERVER_ENV = { SEED: 'demo', CLICKHOUSE: 'off' };
const PERMISSIONS = {
  imagePermission: true,
  domainPermission: true,
  qualityControlPermission: true,
  socialMediaPermission: true,
  reviewPermission: true,
};

/** A commercial save on the Domains page: the domain moves on to quality control. */
const COMMERCIAL = {
  ...NON_COMMERCIAL,
  commercialWebSite: true,
  noCommercialCause: null,
  priorityCountry: 'DEU',
  priorityLanguage: 'de',
};

/** A month from today: the domain leaves final review's queue for longer than any run. */
const PARK_UNTIL = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

const CALLS = {
  reserveImages: `reserve ${IMAGES_PER_RESERVE} images`,
  decideImages: `decide ${IMAGES_PER_RESERVE} images`,
  reserveDomains: `reserve ${DOMAINS_PER_RESERVE} domains`,
  updateDomain: 'update a domain',
  reserveQualityControl: 'QC: reserve a website',
  approveQualityControl: 'QC: approve it',
  reserveSocialMedia: 'social media QC: reserve a profile',
  decideSocialMedia: 'social media QC: approve or hold it',
  reserveFinalReview: 'final review: reserve a domain',
  decideFinalReview: 'final review: hold, park or return for QC',
  reserveByName: 'by name: reserve a held domain',
  decideByName: 'by name: return it for review or QC',
};

/** The queues, as the figures name them; a domain may come back to each review queue. */
const QUEUES = {
  images: 'Images page',
  domains: 'Domains page',
  qualityControl: 'quality control (websites)',
  socialMedia: 'social media QC (profiles)',
  finalReview: 'final review',
  byName: 'by name (held, not pursuable)',
};
const CYCLING = ['qualityControl', 'socialMedia', 'finalReview', 'byName'];

/** The domain actions the operators take, with what the work-done figures call them. */
const ACTIONS = {
  approve: {
    done: 'approved',
    method: 'PUT',
    path: (id) => `/api/assessment_domain/${id}/set_pending_final_review`,
  },
  // Hold saves the body sent with it; an empty one keeps every field as it is.
  hold: {
    done: 'held',
    method: 'PUT',
    path: (id) => `/api/assessment_domain_hold/${id}/update`,
    body: {},
    handOn: true,
  },
  park: {
    done: 'parked',
    method: 'POST',
    path: (id) => `/api/assessment_domain/park_until/${id}?untilDate=${PARK_UNTIL}`,
  },
  returnForQc: {
    done: 'returned for QC',
    method: 'GET',
    path: (id) => `/api/assessment_domain/return_for_qc/${id}`,
  },
  returnForReview: {
    done: 'returned for review',
    method: 'GET',
    path: (id) => `/api/assessment_domain/return_for_review/${id}`,
  },
};

/** What final review does with a website, in turn (each operator starting elsewhere). */
const FINAL_REVIEW_TURNS = [ACTIONS.hold, ACTIONS.park, ACTIONS.returnForQc];

/**
 * The work the crowd shares besides the server: what each queue served and what was done with
 * it, and each operator's pile of domain names to open by name (the latest on top).
 */
function createFloor(count, setAside) {
  const piles = Array.from({ length: count }, () => []);
  setAside.forEach((name, i) => piles[i % count].push(name));
  const served = Object.fromEntries(
    Object.keys(QUEUES).map((queue) => [queue, { items: 0, answers: 0, empty: 0 }]),
  );
  const done = Object.fromEntries(Object.keys(QUEUES).map((queue) => [queue, new Map()]));
  let handedOn = 0;
  let noName = 0;
  return {
    served,
    done,
    dealt: setAside.length,
    get handedOn() {
      return handedOn;
    },
    get noName() {
      return noName;
    },
    answered(queue, items) {
      served[queue].items += items;
      served[queue].answers += 1;
      if (!items) served[queue].empty += 1;
    },
    did(queue, what, n = 1) {
      done[queue].set(what, (done[queue].get(what) ?? 0) + n);
    },
    /** A domain set aside by operator `index`: the next operator opens it by name. */
    handOn(index, name) {
      piles[(index + 1) % count].push(name);
      handedOn += 1;
    },
    nextName(index) {
      const name = piles[index].pop();
      if (name === undefined) noName += 1;
      return name;
    },
  };
}

/** The Images page's turn, as load.mjs's operators take it. */
async function imagesTurn({ id: operator, client }, recorder, floor) {
  const reserved = await client.call('GET', IMAGES_RESERVE_PATH);
  if (recorder.record('reserveImages', reserved)) {
    const images = reserved.body;
    floor.answered('images', images.length);
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
      if (recorder.record('decideImages', decided)) {
        recorder.decided('image', operator, decided.body.updated);
        floor.did('images', 'decided', decided.body.updated.length);
      }
    }
  }
  await think();
}

/** The Domains page's turn: every other save commercial, which sends the domain to QC. */
async function domainsTurn(operator, recorder, floor) {
  const { id, client } = operator;
  const domains = await client.call(
    'GET',
    `/api/assessment_domain/reserve_pending?limit=${DOMAINS_PER_RESERVE}`,
  );
  if (recorder.record('reserveDomains', domains)) {
    floor.answered('domains', domains.body.length);
    recorder.leased(
      'domain',
      id,
      domains.body.map((domain) => domain.id),
    );
    const [first] = domains.body;
    await think();
    if (first) {
      operator.saves = (operator.saves ?? 0) + 1;
      const commercial = operator.saves % 2 === 0;
      // A commercial save ends the lease and puts the domain in QC's queue at once: another
      // operator may lease it there before this answer is read.
      recorder.deciding('domain', id, [first.id]);
      const updated = await client.call(
        'PUT',
        `/api/assessment_domain/${first.id}/update`,
        commercial ? COMMERCIAL : NON_COMMERCIAL,
      );
      if (recorder.record('updateDomain', updated)) {
        recorder.decided('domain', id, [first.id]);
        floor.did('domains', commercial ? 'saved commercial (to QC)' : 'saved non-commercial');
      } else recorder.notDecided('domain', id, [first.id]);
    }
  }
  await think();
}

/**
 * A review screen's turn: lease one domain (`path`; by name when it names one), think, act on it
 * (`choose` answers the action), think.
 */
async function reviewTurn(operator, recorder, floor, { queue, reserve, decide, path, choose }) {
  const { id, index, client } = operator;
  const reserved = await client.call('GET', path);
  if (recorder.record(reserve, reserved)) {
    floor.answered(queue, reserved.body.length);
    recorder.leased(
      'domain',
      id,
      reserved.body.map((domain) => domain.id),
      queue,
    );
    const [domain] = reserved.body;
    await think();
    if (domain) {
      const action = choose(domain);
      recorder.deciding('domain', id, [domain.id]);
      const result = await client.call(action.method, action.path(domain.id), action.body);
      if (recorder.record(decide, result)) {
        recorder.decided('domain', id, [domain.id], queue);
        floor.did(queue, action.done);
        if (action.handOn) floor.handOn(index, domain.domain);
      } else recorder.notDecided('domain', id, [domain.id]);
    }
  }
  await think();
}

/** One operator's rounds: a turn at every screen that leases work. */
async function operate(operator, recorder, floor, stopAt) {
  await sleep(THINK_MS * Math.random());
  let finalReviews = operator.index;
  for (let round = 0; round < ROUNDS && performance.now() < stopAt; round += 1) {
    await imagesTurn(operator, recorder, floor);
    await domainsTurn(operator, recorder, floor);
    await reviewTurn(operator, recorder, floor, {
      queue: 'qualityControl',
      reserve: 'reserveQualityControl',
      decide: 'approveQualityControl',
      path: '/api/assessment_domain/reserve_pending_quality_control?limit=1&social=false',
      choose: () => ACTIONS.approve,
    });
    await reviewTurn(operator, recorder, floor, {
      queue: 'socialMedia',
      reserve: 'reserveSocialMedia',
      decide: 'decideSocialMedia',
      path: '/api/assessment_domain/reserve_pending_quality_control?limit=1&social=true',
      // A profile not verified yet waits on hold (its legal case needs it verified).
      choose: (domain) => (domain.verified ? ACTIONS.approve : ACTIONS.hold),
    });
    await reviewTurn(operator, recorder, floor, {
      queue: 'finalReview',
      reserve: 'reserveFinalReview',
      decide: 'decideFinalReview',
      path: '/api/assessment_domain/reserve_pending_review',
      choose: (domain) =>
        domain.socialDomain
          ? ACTIONS.returnForQc
          : FINAL_REVIEW_TURNS[finalReviews++ % FINAL_REVIEW_TURNS.length],
    });
    const name = floor.nextName(operator.index);
    if (name !== undefined) {
      await reviewTurn(operator, recorder, floor, {
        queue: 'byName',
        reserve: 'reserveByName',
        decide: 'decideByName',
        path: `/api/assessment_domain/reserve_pending_review_domain?domain=${encodeURIComponent(name)}`,
        // Return for QC is not offered from NOT_PURSUABLE.
        choose: (domain) =>
          domain.socialDomain && domain.domainFlowStatus !== 'NOT_PURSUABLE'
            ? ACTIONS.returnForQc
            : ACTIONS.returnForReview,
      });
    }
  }
}

/** The domains in no queue that final review opens by name: held and not pursuable ones. */
async function setAsideNames(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT domain FROM domains WHERE domain_flow_status IN ('ON_HOLD', 'NOT_PURSUABLE') ORDER BY id",
    );
    return rows.map((row) => row.domain);
  } finally {
    await client.end();
  }
}

/** Ends a server started here and waits until it has ended. */
async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const ended = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await ended;
}

/**
 * One run: start the servers on the database at once, put the proxy in front, create and sign in
 * the operators, wait for a quiet machine, run them, stop everything (also on failure).
 */
async function runOn(ports, databaseUrl) {
  const servers = ports.map((port) =>
    startServer(port, { DATABASE_URL: databaseUrl, ...SERVER_ENV }),
  );
  let proxy;
  try {
    const startTimes = await Promise.all(servers.map((server) => server.ready));
    proxy = await roundRobinProxy(
      servers.map((server) => server.base),
      { keepAlive: true },
    );
    const operators = (await createOperators(proxy.url, OPERATORS, PERMISSIONS)).map(
      (operator, index) => ({ ...operator, index }),
    );
    // As load.mjs: the servers' start done, the machine quiet, no autovacuum under way.
    await Promise.all(servers.map((server) => server.settled));
    const quietAfter = (await machineQuiet()) + (await autovacuumDone(databaseUrl));
    const floor = createFloor(operators.length, await setAsideNames(databaseUrl));
    const recorder = createRecorder(CALLS, { cycling: CYCLING });
    const pids = servers.map((server) => server.child.pid);
    const before = {
      servers: pids.map((pid) => cpuSeconds([pid])),
      database: cpuSeconds(await backendPids(databaseUrl)),
      client: process.cpuUsage(),
    };
    const loadBefore = loadAverage();
    const started = performance.now();
    await Promise.all(operators.map((o) => operate(o, recorder, floor, started + DEADLINE_MS)));
    const seconds = (performance.now() - started) / 1000;
    const load = { before: loadBefore, after: loadAverage() };
    const client = process.cpuUsage(before.client);
    const afterServers = pids.map((pid) => cpuSeconds([pid]));
    const afterDatabase = cpuSeconds(await backendPids(databaseUrl));
    const cpu = {
      servers: afterServers.map((value, i) =>
        value === null || before.servers[i] === null ? null : value - before.servers[i],
      ),
      database:
        afterDatabase === null || before.database === null ? null : afterDatabase - before.database,
      client: (client.user + client.system) / 1e6,
    };
    return { recorder, floor, seconds, cpu, load, quietAfter, startTimes };
  } finally {
    await proxy?.close();
    await Promise.all(servers.map((server) => stop(server.child)));
  }
}

const seconds1 = (value) => `${(value / 1000).toFixed(1)} s`;

function summary({ recorder, floor, seconds, cpu, load, quietAfter, startTimes }) {
  const { figures, answered } = callFigures(recorder, CALLS, load);
  const servers = startTimes.length;
  figures['servers: start to healthy (demo data seeded once)'] =
    servers === 1
      ? seconds1(startTimes[0])
      : `${seconds1(Math.max(...startTimes))} for all ${servers} (${startTimes.map((t) => (t / 1000).toFixed(1)).join(', ')} s)`;
  figures['load average 1/5/15 min, at start → end'] = `${load.before} → ${load.after}`;
  figures['waited for a quiet machine (and autovacuum) before the run'] =
    `${quietAfter.toFixed(0)} s`;
  figures['calls answered, per second'] =
    `${answered} in ${seconds.toFixed(1)} s (${(answered / seconds).toFixed(1)}/s)`;
  const share = (value) => (value === null ? 'n/a' : `${value.toFixed(1)} s`);
  const serverSum = cpu.servers.includes(null)
    ? null
    : cpu.servers.reduce((sum, value) => sum + value, 0);
  const each = servers > 1 ? ` (${cpu.servers.map(share).join(' + ')})` : '';
  const cores = availableParallelism();
  figures['CPU used in the run: servers / database / client and proxy'] =
    `${share(serverSum)}${each} / ${share(cpu.database)} / ${share(cpu.client)} (${cores} cores: ${(seconds * cores).toFixed(0)} s)`;
  for (const [queue, label] of Object.entries(QUEUES)) {
    const { items, answers, empty } = floor.served[queue];
    const done = [...floor.done[queue]].map(([what, n]) => `${n} ${what}`).join(', ') || 'none';
    const noun = queue === 'images' ? 'images' : 'domains';
    const extra =
      queue === 'byName'
        ? `, ${floor.noName} turns with no name to open; ${floor.dealt} names dealt at the start, ${floor.handedOn} handed on`
        : '';
    figures[`queue ${label}: served; done`] =
      `${items} ${noun} in ${answers} answers (${empty} empty${extra}); ${done}`;
  }
  const decisions = (queue) => [...floor.done[queue].values()].reduce((sum, n) => sum + n, 0);
  const reviewed = CYCLING.reduce((sum, queue) => sum + decisions(queue), 0);
  figures['work done'] =
    `${recorder.decidedImages.size} images decided, ${recorder.updatedDomains.size} domains updated, ` +
    `${reviewed} review decisions`;
  figures['correctness (double leases, double decisions)'] = correctness(recorder);
  return figures;
}

/**
 * Runs the crowd against one server, then against three, each on a fresh database, and returns
 * one line per figure with the two side by side.
 */
export async function scaleBenchmark() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    return {
      setup: 'needs TEST_DATABASE_URL (a PostgreSQL server where the role may create databases)',
    };
  }
  const results = [];
  for (const [label, ports] of [
    ['one server', ONE_SERVER],
    ['three servers', THREE_SERVERS],
  ]) {
    const figures = await withPostgresDatabase(serverUrl, async (databaseUrl) =>
      summary(await runOn(ports, databaseUrl)),
    );
    results.push([label, figures]);
  }
  const lines = {
    setup:
      `${OPERATORS} operators on every leased screen, ${ROUNDS} rounds each, think ${THINK_MS} ms; ` +
      'PostgreSQL, demo data, CLICKHOUSE=off on every server; all calls through the round-robin ' +
      'proxy (keep-alive), to one server or three',
  };
  for (const label of Object.keys(results[0][1])) {
    for (const [setup, figures] of results) lines[`${label} [${setup}]`] = figures[label];
  }
  return lines;
}
