import {
  filterFromText,
  filterProblemText,
  filterToSql,
  validateFilter,
  workQueueQueryKind,
  workQueueViewFor,
  type WorkQueueQueryKind,
  type WorkQueueType,
} from '@sightings/domain-model';
import { is, sql, type SQL } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Db } from '../../db/database';
import type { PGlite } from '@electric-sql/pglite';
import {
  createSandboxReplica,
  SandboxBusyError,
  SandboxClosedError,
  type SandboxReplica,
} from './pgliteReplica';

/**
 * The sandbox a work-queue query runs in (docs/work-queues.md "On the server"). Every run:
 * - its own transaction, `READ ONLY`;
 * - `SET LOCAL ROLE sightings_work_queue_sandbox`: a role that may SELECT the two views
 *   `work_queue_domains` and `work_queue_images` and nothing else (migration 0009);
 * - `SET LOCAL statement_timeout` on PostgreSQL. PGlite cannot cancel a statement, so on the
 *   embedded database the query runs on a copy of the database in a worker thread that is
 *   ended at the same time budget (pgliteReplica.ts): the server's own thread never runs it;
 * - the query wrapped as a subquery with a row limit: `SELECT … FROM (<query>) q … LIMIT n`.
 * A filter (JSON) becomes SQL only through domain-model's `filterToSql` (every value a
 * parameter); SQL text must pass `checkSqlQuery` (sqlQuery.ts) first.
 */

/** The role migration 0009 creates; the app's role is a member of it. */
export const SANDBOX_ROLE = 'sightings_work_queue_sandbox';

export interface WorkQueueSandboxSettings {
  /** The statement timeout of validate, count and save (ms). */
  statementTimeoutMs: number;
  /** The statement timeout of one queue's query when reserving (ms): reserving must stay quick. */
  reserveTimeoutMs: number;
  /** How many ids one queue offers to a reservation at most. */
  candidateLimit: number;
  /** Counting stops at this many rows (the count answered is then this number). */
  countLimit: number;
  /**
   * The highest estimated cost (`EXPLAIN`, the planner's units) a query may have, or null for no
   * ceiling (the default: the time budget stops a slow query on both databases, and an estimate
   * is no guard: a regular expression costs the planner little and may run for hours).
   */
  maxCost: number | null;
  /**
   * The embedded database: how old its copy in the sandbox's thread may be for an admin's Test
   * and Execute (validate, count) when the database has changed since (ms). A Save counts on a
   * copy of the database as it is.
   */
  replicaMaxAgeMs: number;
  /**
   * The same for the queries of a reservation (ms). Taking a copy stops the database for a
   * moment (about a second for the demo data), and a reservation re-checks every id it takes,
   * so an older copy only offers ids in an older order.
   */
  reserveReplicaMaxAgeMs: number;
  /** The embedded database: a sandbox copy unused this long is closed (ms). */
  replicaIdleCloseMs: number;
  /** Where a queue skipped at reservation is reported (never with its query text). */
  log?: (fields: Record<string, unknown>, message: string) => void;
  /** Where the embedded database's sandbox copies are reported (info level). */
  info?: (fields: Record<string, unknown>, message: string) => void;
}

export const DEFAULT_SANDBOX_SETTINGS = {
  statementTimeoutMs: 30_000,
  reserveTimeoutMs: 2_000,
  candidateLimit: 500,
  countLimit: 1_000_000,
  maxCost: null,
  replicaMaxAgeMs: 60_000,
  reserveReplicaMaxAgeMs: 60_000,
  replicaIdleCloseMs: 120_000,
} as const;

const settingsByDb = new WeakMap<object, WorkQueueSandboxSettings>();

export const isPglite = (db: Db): boolean => is(db, PgliteDatabase);

/** Sets the sandbox's settings for this database (buildApp does, from its options). */
export function configureWorkQueueSandbox(
  db: Db,
  settings: Partial<WorkQueueSandboxSettings> = {},
): WorkQueueSandboxSettings {
  const full: WorkQueueSandboxSettings = { ...DEFAULT_SANDBOX_SETTINGS, ...settings };
  settingsByDb.set(db, full);
  return full;
}

const replicas = new WeakMap<object, SandboxReplica>();

/** The embedded database's sandbox copy (made on first use). */
function replicaOf(db: Db): SandboxReplica {
  let replica = replicas.get(db);
  if (!replica) {
    const settings = sandboxSettings(db);
    const client = (db as unknown as { $client: Pick<PGlite, 'dumpDataDir'> }).$client;
    replica = createSandboxReplica(db, client, {
      idleCloseMs: settings.replicaIdleCloseMs,
      info: settings.info,
    });
    replicas.set(db, replica);
  }
  return replica;
}

/** Closes the embedded database's sandbox copy, if any (the server's close does). */
export async function closeWorkQueueSandbox(db: Db): Promise<void> {
  const replica = replicas.get(db);
  replicas.delete(db);
  await replica?.close();
}

/** This database's sandbox settings (the defaults until `configureWorkQueueSandbox`). */
export const sandboxSettings = (db: Db): WorkQueueSandboxSettings =>
  settingsByDb.get(db) ?? configureWorkQueueSandbox(db);

/** A query the sandbox refuses or that failed in it: its message is for the admin (400). */
export class WorkQueueQueryError extends Error {
  constructor(
    message: string,
    /** The database's SQLSTATE when the database refused the query (for logs). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'WorkQueueQueryError';
  }
}

/** A query ready to run: a SELECT (text and parameters) whose rows have an `id`. */
export interface CompiledQuery {
  kind: WorkQueueQueryKind;
  select: SQL;
}

/**
 * Filter text `$1::text` with its values as one drizzle SQL: the text between placeholders as
 * is (our own words, from `filterToSql`), each value a parameter (an array stays one).
 */
function withParams(text: string, params: readonly (string | string[])[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    const value = params[Number(match[1]) - 1];
    if (value === undefined) throw new Error('A filter placeholder has no value.');
    chunks.push(sql`${sql.param(value)}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** The order a filter's rows are offered in: the normal queue's (by domain, then id). */
const FILTER_ORDER: Readonly<Record<'work_queue_domains' | 'work_queue_images', string>> = {
  work_queue_domains: '"work_queue_domains"."id"',
  work_queue_images: '"work_queue_images"."domain_id", "work_queue_images"."id"',
};

/** Reads, checks and translates a query; throws `WorkQueueQueryError` naming the problem. */
export async function compileQuery(query: string, type: WorkQueueType): Promise<CompiledQuery> {
  if (query.trim() === '') throw new WorkQueueQueryError('The query is empty.');
  const kind = workQueueQueryKind(query);
  if (kind === 'filter') {
    const read = filterFromText(query);
    if (!read.ok) throw new WorkQueueQueryError(read.message);
    const problems = validateFilter(read.filter, type);
    if (problems.length) {
      throw new WorkQueueQueryError(problems.map(filterProblemText).join('; '));
    }
    const view = workQueueViewFor(type);
    const condition = filterToSql(read.filter, type);
    return {
      kind,
      select: sql`SELECT ${sql.raw(`"${view}"."id"`)} FROM ${sql.raw(`"${view}"`)} WHERE ${withParams(
        condition.sql,
        condition.params,
      )} ORDER BY ${sql.raw(FILTER_ORDER[view])}`,
    };
  }
  // PostgreSQL's parser in WebAssembly (libpg-query, ~15 MB), loaded with the first SQL query.
  const { checkSqlQuery, isOneStatement } = await import('./sqlQuery');
  const checked = checkSqlQuery(query, type);
  if (!checked.ok) throw new WorkQueueQueryError(checked.message);
  // The statement goes inside parentheses on lines of its own (a trailing `--` comment ends
  // at its line); the wrapped text must still be one statement.
  const wrapped = `SELECT q.id FROM (\n${checked.statement}\n) q`;
  if (!isOneStatement(wrapped)) {
    throw new WorkQueueQueryError('The query cannot be run as a subquery.');
  }
  return { kind, select: sql.raw(checked.statement) };
}

/** The SQLSTATE of a database error (drizzle wraps it as `cause`). */
export const sqlState = (error: unknown): string | undefined => {
  const withCode = (value: unknown) =>
    value && typeof value === 'object' && typeof (value as { code?: unknown }).code === 'string'
      ? (value as { code: string }).code
      : undefined;
  return withCode((error as { cause?: unknown } | undefined)?.cause) ?? withCode(error);
};

/** The database's own message (without drizzle's "Failed query: <text>" wrapper). */
const databaseMessage = (error: unknown): string => {
  const cause = (error as { cause?: unknown }).cause;
  const inner = cause instanceof Error ? cause : (error as Error);
  return inner.message;
};

/** A database error of the query as the admin's message; other errors are rethrown. */
function queryFailure(error: unknown, timeoutMs: number): never {
  if (error instanceof WorkQueueQueryError) throw error;
  const state = sqlState(error);
  if (!state || state.startsWith('08') || state.startsWith('53') || state.startsWith('XX')) {
    throw error;
  }
  const message = databaseMessage(error);
  if (state === '57014') {
    throw new WorkQueueQueryError(
      `The query took longer than ${timeoutMs / 1000} s and was stopped.`,
      state,
    );
  }
  if (state === '42703' && /\bq\.id\b/.test(message)) {
    throw new WorkQueueQueryError('The query must answer an id column (the view’s id).', state);
  }
  if (state === '42501') {
    throw new WorkQueueQueryError(
      `The query reads something a work queue may not read: ${message}.`,
      state,
    );
  }
  throw new WorkQueueQueryError(`The query failed: ${message}.`, state);
}

/** Integer types by their OIDs (int2, int4, int8). */
const INTEGER_TYPES = new Set([20, 21, 23]);

interface Rows<T> {
  rows: T[];
  fields?: { name: string; dataTypeID: number }[];
}

/**
 * Runs `work` in the sandbox: a read-only transaction in the sandbox role with the statement
 * timeout (on PGlite: on the copy, `replicaMaxAgeMs` old at most once the database changed).
 * Database errors become `WorkQueueQueryError` with the database's message.
 */
export async function inSandbox<T>(
  db: Db,
  timeoutMs: number,
  work: (tx: Db) => Promise<T>,
  replicaMaxAgeMs = sandboxSettings(db).replicaMaxAgeMs,
): Promise<T> {
  try {
    if (isPglite(db)) {
      return await replicaOf(db).run(
        timeoutMs,
        (copy) => sandboxTransaction(copy, timeoutMs, work),
        replicaMaxAgeMs,
      );
    }
    return await sandboxTransaction(db, timeoutMs, work);
  } catch (error) {
    if (error instanceof SandboxBusyError || error instanceof SandboxClosedError) {
      throw new WorkQueueQueryError(error.message);
    }
    queryFailure(error, timeoutMs);
  }
}

/** The read-only transaction in the sandbox role, with the statement timeout. */
function sandboxTransaction<T>(db: Db, timeoutMs: number, work: (tx: Db) => Promise<T>) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET TRANSACTION READ ONLY`);
    await tx.execute(sql.raw(`SET LOCAL ROLE ${SANDBOX_ROLE}`));
    await tx.execute(
      sql.raw(`SET LOCAL statement_timeout = ${Math.max(1, Math.round(timeoutMs))}`),
    );
    return work(tx as unknown as Db);
  });
}

/**
 * Inside the sandbox: checks that the query runs and answers an integer `id` (LIMIT 0 plans
 * and type-checks it without reading rows), and that its estimated cost is under the ceiling.
 */
async function checkRuns(tx: Db, compiled: CompiledQuery, settings: WorkQueueSandboxSettings) {
  const probe = (await tx.execute(
    sql`SELECT q.id FROM (\n${compiled.select}\n) q LIMIT 0`,
  )) as unknown as Rows<unknown>;
  const type = probe.fields?.[0]?.dataTypeID;
  if (type !== undefined && !INTEGER_TYPES.has(type)) {
    throw new WorkQueueQueryError('The query’s id column must be a whole number (the view’s id).');
  }
  if (settings.maxCost !== null) {
    const plan = (await tx.execute(
      sql`EXPLAIN (FORMAT JSON) SELECT q.id FROM (\n${compiled.select}\n) q`,
    )) as unknown as Rows<Record<string, unknown>>;
    const cost = planCost(plan.rows[0]);
    if (cost > settings.maxCost) {
      throw new WorkQueueQueryError(
        `The query would take too long (estimated cost ${Math.round(cost)}, at most ${settings.maxCost}): narrow it down.`,
      );
    }
  }
}

function planCost(row: Record<string, unknown> | undefined): number {
  const value = row ? Object.values(row)[0] : undefined;
  const plans = typeof value === 'string' ? JSON.parse(value) : value;
  const cost = (plans as { Plan?: { 'Total Cost'?: number } }[] | undefined)?.[0]?.Plan?.[
    'Total Cost'
  ];
  return typeof cost === 'number' ? cost : 0;
}

/** `validate_query`: compiles the query and runs its checks in the sandbox; throws the problem. */
export async function validateQuery(
  db: Db,
  query: string,
  type: WorkQueueType,
): Promise<CompiledQuery> {
  const compiled = await compileQuery(query, type);
  const settings = sandboxSettings(db);
  await inSandbox(db, settings.statementTimeoutMs, (tx) => checkRuns(tx, compiled, settings));
  return compiled;
}

/**
 * `count_query_results`: validates, then counts the rows (up to `countLimit`) in the sandbox.
 * `asItIs`: on the embedded database, on a copy of the database as it is now (the PUT's counts,
 * which the reservations that follow read their copy of); else a copy up to `replicaMaxAgeMs`.
 */
export async function countQuery(
  db: Db,
  query: string,
  type: WorkQueueType,
  { asItIs = false }: { asItIs?: boolean } = {},
): Promise<number> {
  const compiled = await compileQuery(query, type);
  const settings = sandboxSettings(db);
  const maxAgeMs = asItIs ? 0 : settings.replicaMaxAgeMs;
  return inSandbox(
    db,
    settings.statementTimeoutMs,
    async (tx) => {
      await checkRuns(tx, compiled, settings);
      const result = (await tx.execute(
        sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM (\n${compiled.select}\n) q LIMIT ${sql.raw(
          String(Math.max(0, Math.trunc(settings.countLimit))),
        )}) c`,
      )) as unknown as Rows<{ n: number }>;
      return Number(result.rows[0]?.n ?? 0);
    },
    maxAgeMs,
  );
}

/**
 * What the view shows of an entity the reservation of each type could give out (the rest of the
 * rule, which the views do not show, is checked by the reserving statement itself).
 */
const OFFERABLE: Readonly<Record<WorkQueueType, SQL>> = {
  IMAGES: sql`v.status = 'PENDING' AND v.not_blacklisted`,
  DOMAINS: sql`v.domain_flow_status = 'NEW' AND v.not_blacklisted`,
  QUALITY_CONTROL: sql`v.domain_flow_status IN ('PENDING_QUALITY_CONTROL', 'RETURNED_FOR_QUALITY_CONTROL') AND v.not_blacklisted`,
  SOCIAL_MEDIA: sql`v.domain_flow_status IN ('PENDING_QUALITY_CONTROL', 'RETURNED_FOR_QUALITY_CONTROL') AND v.not_blacklisted`,
  REVIEW: sql`v.domain_flow_status IN ('PENDING_FINAL_REVIEW', 'RETURNED_FOR_REVIEW', 'PARKED') AND v.not_blacklisted`,
};

/**
 * Up to `candidateLimit` ids the query selects that the type's queue could offer, in the
 * query's own order (a filter: the normal queue's order), read in the sandbox with the
 * reservation's timeout. Throws like `validateQuery`.
 */
export async function queueCandidates(
  db: Db,
  query: string,
  type: WorkQueueType,
): Promise<number[]> {
  const compiled = await compileQuery(query, type);
  const settings = sandboxSettings(db);
  const view = sql.raw(`"${workQueueViewFor(type)}"`);
  return inSandbox(
    db,
    settings.reserveTimeoutMs,
    async (tx) => {
      await checkRuns(tx, compiled, settings);
      const result = (await tx.execute(
        sql`SELECT c.id FROM (
          SELECT q.id, row_number() OVER () AS n FROM (\n${compiled.select}\n) q
        ) c
        WHERE c.id IN (SELECT v.id FROM ${view} v WHERE ${OFFERABLE[type]})
        ORDER BY c.n
        LIMIT ${sql.raw(String(Math.max(0, Math.trunc(settings.candidateLimit))))}`,
      )) as unknown as Rows<{ id: number }>;
      return [...new Set(result.rows.map((row) => Number(row.id)))];
    },
    settings.reserveReplicaMaxAgeMs,
  );
}
