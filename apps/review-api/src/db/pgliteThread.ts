import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { Worker } from 'node:worker_threads';
import type { Db } from './database';
import * as schema from './schema';

/**
 * A copy of a PGlite database in a worker thread of its own (`pgliteWorker.mjs`), with a
 * drizzle database on it. PGlite runs SQL synchronously in the thread that holds it and cannot
 * cancel a statement (it has no `statement_timeout`): a query that never ends would stop that
 * thread for good. Here it stops the worker only, and `withDeadline` ends the worker when a
 * statement has not answered in time — the one way to stop such a query.
 *
 * Only what drizzle calls is offered: `query`, `exec` and `transaction` (BEGIN … COMMIT, one at
 * a time: the caller runs one piece of work at a time).
 */
export interface PgliteThread {
  /** The copy, through drizzle. */
  db: Db;
  /**
   * Runs `work`; every statement it sends must answer within `timeoutMs` of its start, or the
   * worker is ended and the statement rejects with SQLSTATE 57014 (`query_canceled`), as
   * PostgreSQL's `statement_timeout` does. After that the thread is `ended`.
   */
  withDeadline<T>(timeoutMs: number, work: () => Promise<T>): Promise<T>;
  /** True once the worker has ended (stopped at a deadline, failed or closed). */
  readonly ended: boolean;
  /** Closes the copy and ends the worker (at once if it is busy). */
  close(): Promise<void>;
}

/** A database error as the worker sends it. */
interface ErrorData {
  message: string;
  code?: string;
  detail?: string;
  hint?: string;
  position?: string;
  severity?: string;
}

/** A database error with the fields the sandbox reads (`code`: the SQLSTATE). */
export class ThreadQueryError extends Error {
  readonly code: string | undefined;
  constructor({ message, ...fields }: ErrorData) {
    super(message);
    this.name = 'ThreadQueryError';
    this.code = fields.code;
    Object.assign(this, fields);
  }
}

/** PostgreSQL's SQLSTATE for a statement cancelled by its timeout. */
export const QUERY_CANCELED = '57014';

const workerUrl = new URL('./pgliteWorker.mjs', import.meta.url);

/** The query options drizzle passes: its parsers only keep some types as text. */
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

const wireOptions = (options: QueryOptions | undefined) =>
  options && {
    rowMode: options.rowMode,
    textTypes: Object.keys(options.parsers ?? {}).map(Number),
  };

/** Starts a worker on a copy of a database (`snapshot`: PGlite's `dumpDataDir`). */
export async function startPgliteThread(snapshot: Blob): Promise<PgliteThread> {
  const worker = new Worker(workerUrl, {
    workerData: { snapshot: await snapshot.arrayBuffer() },
    // Plain JavaScript: none of the parent's loaders (tsx) or inspector flags.
    execArgv: [],
  });
  worker.unref();
  let ended = false;
  let deadlineMs: number | null = null;
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: unknown) => void }
  >();

  const end = (error: Error) => {
    if (ended) return;
    ended = true;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
    void worker.terminate();
  };

  await new Promise<void>((resolve, reject) => {
    worker.once('message', (message: { ready: boolean; error?: ErrorData }) => {
      if (message.ready) resolve();
      else {
        end(new ThreadQueryError(message.error ?? { message: 'The database did not open.' }));
        reject(new ThreadQueryError(message.error ?? { message: 'The database did not open.' }));
      }
    });
    worker.once('error', reject);
  });
  worker.on('message', (message: { id: number; result?: unknown; error?: ErrorData }) => {
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (message.error) call.reject(new ThreadQueryError(message.error));
    else call.resolve(message.result);
  });
  worker.on('error', (error) => end(error));
  worker.on('exit', () => end(new ThreadQueryError({ message: 'The database thread ended.' })));

  const send = (op: string, text?: string, params?: unknown[], options?: QueryOptions) => {
    if (ended) {
      return Promise.reject(new ThreadQueryError({ message: 'The database thread has ended.' }));
    }
    const id = nextId++;
    const answer = new Promise<unknown>((resolve, reject) => {
      pending.set(id, { resolve, reject });
    });
    worker.postMessage({ id, op, text, params, options: wireOptions(options) });
    if (deadlineMs === null) return answer;
    const timeoutMs = deadlineMs;
    let timer: NodeJS.Timeout | undefined;
    const stopped = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new ThreadQueryError({
          message: 'canceling statement due to statement timeout',
          code: QUERY_CANCELED,
        });
        end(error);
        reject(error);
      }, timeoutMs);
    });
    return Promise.race([answer, stopped]).finally(() => clearTimeout(timer));
  };

  const client = {
    query: (text: string, params?: unknown[], options?: QueryOptions) =>
      send('query', text, params, options),
    exec: (text: string) => send('exec', text),
    async transaction<T>(work: (tx: unknown) => Promise<T>): Promise<T> {
      await client.query('BEGIN');
      try {
        const result = await work(client);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        if (!ended) await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
  };

  return {
    db: drizzlePglite({ client: client as never, schema }) as unknown as Db,
    get ended() {
      return ended;
    },
    async withDeadline<T>(timeoutMs: number, work: () => Promise<T>): Promise<T> {
      deadlineMs = Math.max(1, Math.round(timeoutMs));
      try {
        return await work();
      } finally {
        deadlineMs = null;
      }
    },
    async close() {
      if (ended) return;
      const closing = send('close');
      const grace = new Promise((resolve) => setTimeout(resolve, 1_000).unref());
      await Promise.race([closing.catch(() => undefined), grace]);
      end(new ThreadQueryError({ message: 'The database thread was closed.' }));
    },
  };
}
