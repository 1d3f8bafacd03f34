import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import { queryRows, type Db } from '../../db/database';
import { startPgliteThread, type PgliteThread } from '../../db/pgliteThread';

/**
 * Where work-queue queries run on the embedded database (docs/work-queues.md "On the embedded
 * database"). PGlite answers every request of the server on one connection in this process's
 * thread and cannot stop a statement, so a query that runs for minutes would stop the whole
 * server. Instead the sandbox runs on a copy of the database in a worker thread: the copy is
 * taken with PGlite's `dumpDataDir`, kept while the database has not changed or is younger than
 * the run's `maxAgeMs`, and ended with its worker when a statement overruns its time budget (the next run
 * takes a new copy). The server's own database never runs a work-queue query.
 *
 * One query runs at a time: another waits its turn for as long as its own time budget at most.
 */
export interface SandboxReplica {
  /**
   * Runs `work` on the copy, each statement within `timeoutMs`; the copy is taken again first
   * when the database has changed since and the copy is older than `maxAgeMs`.
   */
  run<T>(timeoutMs: number, work: (db: Db) => Promise<T>, maxAgeMs: number): Promise<T>;
  close(): Promise<void>;
}

export interface SandboxReplicaOptions {
  /** A copy unused this long is closed (its memory given back) (ms). */
  idleCloseMs: number;
  /** Where each copy taken is reported (how long it took, how large it is). */
  info?: (fields: Record<string, unknown>, message: string) => void;
}

/** Waiting for the copy took the whole budget: another query holds it. */
export class SandboxBusyError extends Error {
  constructor(timeoutMs: number) {
    super(
      `Another work-queue query is running; this one waited ${timeoutMs / 1000} s for its turn. Try again in a moment.`,
    );
    this.name = 'SandboxBusyError';
  }
}

/** The server is closing: the sandbox's copy was closed under the query. */
export class SandboxClosedError extends Error {
  constructor() {
    super('The server is shutting down: the query was stopped.');
    this.name = 'SandboxClosedError';
  }
}

interface Copy {
  thread: PgliteThread;
  /** The database's WAL position when the copy was taken. */
  lsn: string;
  takenAt: number;
}

/** The WAL position of the database: it moves with every change. */
async function walPosition(db: Db): Promise<string> {
  const rows = await queryRows<{ lsn: string }>(
    db,
    sql`SELECT pg_current_wal_insert_lsn()::text AS lsn`,
  );
  return rows[0]?.lsn ?? '';
}

export function createSandboxReplica(
  db: Db,
  client: Pick<PGlite, 'dumpDataDir'>,
  options: SandboxReplicaOptions,
): SandboxReplica {
  let copy: Copy | null = null;
  let turn: Promise<unknown> = Promise.resolve();
  let idleTimer: NodeJS.Timeout | undefined;
  let closed = false;

  const dropCopy = async () => {
    const old = copy;
    copy = null;
    await old?.thread.close();
  };

  /** The copy to run on: the one there is while it is current enough, else a new one. */
  const currentCopy = async (maxAgeMs: number): Promise<Copy> => {
    const lsn = await walPosition(db);
    if (copy && !copy.thread.ended && (copy.lsn === lsn || Date.now() - copy.takenAt <= maxAgeMs)) {
      return copy;
    }
    await dropCopy();
    const takenAt = Date.now();
    const snapshot = await client.dumpDataDir('none');
    const dumpedAt = Date.now();
    copy = { thread: await startPgliteThread(snapshot), lsn, takenAt };
    options.info?.(
      { bytes: snapshot.size, dumpMs: dumpedAt - takenAt, startMs: Date.now() - dumpedAt },
      'work-queue sandbox: a copy of the database is ready',
    );
    return copy;
  };

  const closeWhenIdle = () => {
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      turn = turn.then(dropCopy).catch(() => undefined);
    }, options.idleCloseMs);
    idleTimer.unref();
  };

  return {
    async run<T>(timeoutMs: number, work: (db: Db) => Promise<T>, maxAgeMs: number): Promise<T> {
      if (closed) throw new SandboxClosedError();
      clearTimeout(idleTimer);
      let started = false;
      let abandoned = false;
      let giveUp: NodeJS.Timeout | undefined;
      const mine = turn.then(async () => {
        if (closed) throw new SandboxClosedError();
        if (abandoned) throw new SandboxBusyError(timeoutMs);
        started = true;
        clearTimeout(giveUp);
        const { thread } = await currentCopy(maxAgeMs);
        try {
          return await thread.withDeadline(timeoutMs, () => work(thread.db));
        } catch (error) {
          throw closed ? new SandboxClosedError() : error;
        }
      });
      turn = mine.catch(() => undefined).finally(closeWhenIdle);
      // Waiting for the turn counts against the budget; running has its own (the deadline).
      const waited = new Promise<never>((_, reject) => {
        giveUp = setTimeout(() => {
          if (started) return;
          abandoned = true;
          reject(new SandboxBusyError(timeoutMs));
        }, timeoutMs);
        giveUp.unref();
      });
      try {
        return await Promise.race([mine, waited]);
      } finally {
        clearTimeout(giveUp);
      }
    },
    async close() {
      closed = true;
      clearTimeout(idleTimer);
      await dropCopy();
    },
  };
}
