import { setImmediate as nextTurnOfEventLoop } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

/**
 * One line for everything that uses PGlite's single connection, first come, first served,
 * with the event loop let through between turns.
 *
 * PGlite runs SQL synchronously inside this process and already takes queries and whole
 * transactions one at a time, in order, with its own mutex. But a turn ends with a resolved
 * promise and the next turn starts in the same microtask chain: while work is queued, Node
 * never gets back to its sockets, so a request that arrives meanwhile is not even read until
 * the queue runs dry. Under load the requests already inside get all the turns (each of their
 * next queries joins the queue at once) and a new one can wait seconds while the server
 * answers the others in milliseconds. Letting the event loop run before each turn (one
 * `setImmediate`, microseconds) lets new requests be read and take their place in the line, so
 * every request waits for the work ahead of it and no more: latency stays proportional to the
 * load.
 */
export interface FairQueue {
  /** Runs `task` when its turn comes: after every task queued before it, and one event-loop turn. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

export function createFairQueue(): FairQueue {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const turn = tail.then(() => nextTurnOfEventLoop()).then(task);
      tail = turn.catch(() => undefined);
      return turn;
    },
  };
}

/**
 * Sends every query, exec and transaction of this PGlite client through one `FairQueue`
 * (a transaction is one turn; the statements inside it run on its own handle, not queued
 * again). Returns the client, changed in place.
 */
export function queueFairly(client: PGlite, queue: FairQueue = createFairQueue()): PGlite {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<typeof query>) =>
    queue.run(() => query(...args))) as typeof client.query;
  client.exec = (...args) => queue.run(() => exec(...args));
  client.transaction = ((...args: Parameters<typeof transaction>) =>
    queue.run(() => transaction(...args))) as typeof client.transaction;
  return client;
}
