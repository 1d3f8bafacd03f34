import type { Db } from '../../db/database';
import { failCounts, runUsageCount } from './usages';

/** At most this many usage counts run at once; the others wait their turn. */
export const COUNT_CONCURRENCY = 2;

export interface CountRunner {
  /** Starts (or queues) the count of a job; never awaited by a page request. */
  start(countId: string, count: () => Promise<number>): void;
  /** Drops the queued counts and waits for the running ones (the server is closing). */
  close(): Promise<void>;
}

/**
 * Runs usage counts in the background, a few at a time, so a burst of searches does not take
 * every connection (on PGlite, the one line of queries) for counting. A count still waiting
 * when the server closes is stored as 'Counting error' at once (its search can be run again);
 * one cut short by the end of the process reads so once it is lost (`COUNT_LOST_AFTER_MINUTES`).
 *
 * The limit is this server's: N servers on one database count at most N × `COUNT_CONCURRENCY`
 * at once, each within its own pool of connections (docs/scaling.md).
 */
export function createCountRunner(db: Db, concurrency = COUNT_CONCURRENCY): CountRunner {
  const waiting: { countId: string; count: () => Promise<number> }[] = [];
  const running = new Set<Promise<void>>();
  let closed = false;
  const pump = () => {
    while (!closed && running.size < concurrency && waiting.length) {
      const job = waiting.shift()!;
      const run: Promise<void> = runUsageCount(db, job.countId, job.count).finally(() => {
        running.delete(run);
        pump();
      });
      running.add(run);
    }
  };
  return {
    start(countId, count) {
      if (closed) return;
      waiting.push({ countId, count });
      pump();
    },
    async close() {
      closed = true;
      // A count that will not run now says so at once (another server answers its polls).
      const dropped = waiting.splice(0).map((job) => job.countId);
      if (dropped.length) await failCounts(db, dropped).catch(() => undefined);
      await Promise.allSettled([...running]);
    },
  };
}
