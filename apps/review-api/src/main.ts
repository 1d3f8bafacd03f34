import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp } from './app';
import { setPasswordHashCost, TEST_PASSWORD_HASH_COST } from './auth/passwords';
import { createTokenService, resolveJwtSecret } from './auth/tokens';
import { describeClickhouse } from './clickhouse/config';
import { openClickhouseUsageService } from './clickhouse/service';
import { isLoopback, readConfig, sharedSettings } from './config';
import { databaseStartFailure, openDatabase } from './db/database';
import { compareSharedSettings } from './db/serverSettings';
import { createFingerprinter } from './services/similarity/fingerprintAhead';
import { ensureReferenceData } from './reference/ensureReferenceData';
import { accountsOnDemoPassword } from './seed/accounts';
import { seedDemoData } from './seed/demo';
import { closeWorkQueueSandbox } from './services/workQueues/sandbox';

/**
 * V8's full garbage collection, or undefined where it cannot be had: `gc` when node runs with
 * `--expose-gc`, else the same flag set now and `gc` taken from a new context.
 */
function fullGarbageCollection(): (() => void) | undefined {
  const exposed = (globalThis as { gc?: () => void }).gc;
  if (typeof exposed === 'function') return exposed;
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as unknown;
    setFlagsFromString('--no-expose-gc');
    return typeof gc === 'function' ? (gc as () => void) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Once the start's work is done (the demo data, the ClickHouse store's first copy): a checkpoint
 * that lets go of the WAL written meanwhile, and one full garbage collection. V8 would shrink
 * its heap of the start's garbage (about 100 MB after seeding) only when its memory reducer
 * comes round, minutes later or not at all on an idle server.
 */
async function settleAfterStart(log: (message: string) => void) {
  await clickhouse.drain().catch(() => undefined);
  // The pictures ahead of the Images queue (extension pair-similarity): fingerprinted once now.
  fingerprinter?.wake();
  await fingerprinter?.idle();
  await database.maintain?.().catch(() => undefined);
  fullGarbageCollection()?.();
  const mb = (bytes: number) => (bytes / 1048576).toFixed(0);
  const memory = process.memoryUsage();
  log(
    `Settled after start: ${mb(memory.rss)} MB resident (JavaScript heap ${mb(memory.heapTotal)} MB, ` +
      `outside it ${mb(memory.external)} MB, of which array buffers ${mb(memory.arrayBuffers)} MB)`,
  );
}

const config = (() => {
  try {
    return readConfig();
  } catch (error) {
    // A setting that cannot be read: what is wrong, in one line, and no stack.
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
})();
if (config.passwordHashing === 'test') {
  setPasswordHashCost(TEST_PASSWORD_HASH_COST);
  console.warn('PASSWORD_HASHING=test: passwords are hashed at a test cost (a test server).');
}
const database = await openDatabase(config.database).catch((error: unknown) => {
  // A second server on a PGlite folder, PostgreSQL refusing: the reason in one line, no stack.
  console.error(databaseStartFailure(error));
  process.exit(1);
});
const dataDir = 'dataDir' in config.database ? config.database.dataDir : undefined;
// Check-then-insert work, one server at a time on a shared database (docs/scaling.md).
const jwtSecret = await database.exclusively(async () => {
  await ensureReferenceData(database.db);
  if (config.seed === 'demo') {
    const started = Date.now();
    await seedDemoData(database.db, { webOrigin: config.demoWebOrigin });
    console.warn(`Demo data ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return resolveJwtSecret(config.jwtSecret, { database, dataDir });
});
// After a bulk load the embedded database checkpoints, and lets go of the WAL it wrote.
await database.maintain?.();

// The ClickHouse usage store: a failure to start leaves it 'unavailable', never stops the server.
const clickhouse = await openClickhouseUsageService(config.clickhouse, database.db, {
  warn: (message) => console.warn(message),
});

const tokens = createTokenService(jwtSecret, config.accessTokenTtlSeconds);
// Other servers on this database with other settings (a load balancer in front, docs/scaling.md).
const differences = await database.exclusively(() =>
  compareSharedSettings(database.db, sharedSettings(config), tokens),
);
for (const difference of differences) console.warn(difference);

// Suggested marks (extension pair-similarity): the pictures' fingerprints, ahead of the queue.
const fingerprinter = config.apiExtensions
  ? createFingerprinter(database.db, { warn: (message) => console.warn(message) })
  : undefined;

const app = await buildApp({
  db: database.db,
  tokens,
  fingerprinter,
  reservationTtlSeconds: config.reservationTtlSeconds,
  consoleDir: config.consoleDir,
  logger: true,
  trustProxy: config.trustProxy,
  demoWebOrigin: config.demoWebOrigin,
  clickhouse,
  workQueueSandbox: config.workQueueSandbox,
  extensions: config.apiExtensions,
});

/**
 * How long a shutdown may take: requests under way get this long to finish; then the process
 * ends anyway (a transaction cut short is rolled back by the database).
 */
const SHUTDOWN_GRACE_MS = 5_000;

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'requests still under way: ending now');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // A work-queue query under way on the embedded database's copy is stopped first, so that
    // its request answers and the server's close need not wait for it.
    closeWorkQueueSandbox(database.db)
      .then(() => fingerprinter?.close())
      .then(() => app.close())
      .then(() => clickhouse.close())
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Console at http://localhost:${config.port}/ (database: ${database.kind})`);
  app.log.info(`ClickHouse usage store: ${describeClickhouse(config.clickhouse)}`);
  void settleAfterStart((message) => app.log.info(message));
  if (!isLoopback(config.host)) {
    const open = await accountsOnDemoPassword(database.db);
    if (open.length) {
      app.log.warn(
        `HOST=${config.host} serves other machines, and ${open.length} demo account(s) still sign in with the published demo password (${open.join(', ')}). Change their passwords or disable them, or listen on 127.0.0.1.`,
      );
    }
  }
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  process.exit(1);
}
