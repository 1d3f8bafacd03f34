import type { QueueStatus } from '@sightings/domain-model';

/**
 * A queue of items the server leases to the operator (the Images and Domains pages' batches, the
 * review screens' one domain). One protocol for every queue page:
 *
 * - `start()` empties the queue (forgetting what was finished) and reserves the first batch ('loading', then 'ready', 'empty'
 *   when nothing is pending, 'error' with the message when the call failed);
 * - `refill()` reserves more: one call at a time (a second caller waits for the first), and
 *   what comes back joins the end of the queue unless it is already there or already finished;
 * - `finish(ids)` takes items out for good (saved, or their lease was lost): a batch asked for
 *   before the save, arriving after it and still listing them among the user's leases, must not
 *   bring them back;
 * - `whenEmptied()` after a `finish`: with nothing left it shows 'loading', reserves, and says
 *   'ready' or 'empty';
 * - `open(reserveOne)`, the single-item mode of the review screens: the item one reservation
 *   answers (the next of the queue, or one asked for by name) replaces the one held, with the
 *   same 'loading', 'ready', 'empty' and 'error'; a later `open` or `start` wins over one under
 *   way;
 * - `keepAlive()` renews the leases of the held items (`keep_reserved`); those the server no
 *   longer holds for the user are returned, for the page to say so, and leave the queue unless
 *   the page keeps them on screen (`dropLost: false`). `useKeepAlive`
 *   calls it on the specs' interval.
 *
 * The state lives in the page's valtio proxy (`status`, `error`, `queue`), so a page's own
 * fields (marks, drafts) sit beside it and `useSnapshot` sees one object.
 */
export interface LeasedQueueState<T> {
  status: QueueStatus;
  error: string | null;
  /** The leased items not finished, in order. */
  queue: T[];
}

export interface LeasedQueueOptions<T extends { id: number }> {
  /**
   * Leases items to the user; the user's own live leases come back first. Given the queue as it
   * is, so a page can size its request. A page in the single-item mode (`open`) has none.
   */
  reserve?: (queue: readonly T[]) => Promise<T[]>;
  /**
   * After each reservation that arrived (restore stored marks, preload, load what the held item
   * shows); awaited before the queue says 'ready'.
   */
  onReserved?: () => void | Promise<void>;
  /** Renews the leases of `ids` (`keep_reserved`) and answers those still the user's. */
  keepReserved?: (ids: number[]) => Promise<number[]>;
  /**
   * Whether an item whose lease was lost leaves the queue (true, by default: the Domains page
   * moves on) or stays on screen with the page's notice (the review screens: the user reads
   * what they were doing, and nothing of it can be sent).
   */
  dropLost?: boolean;
}

export interface LeasedQueue {
  start(): Promise<void>;
  refill(): Promise<void>;
  finish(ids: readonly number[]): void;
  whenEmptied(): Promise<void>;
  /** Whether `id` was finished on this page (saved or lost). */
  isFinished(id: number): boolean;
}

export interface LeasedItemQueue<T> extends LeasedQueue {
  /**
   * Single-item mode: the item `reserveOne` answers (null: none) replaces the one held, shown
   * once `onReserved` is done. Resolves when the queue says where it stands.
   */
  open(reserveOne: () => Promise<T | null>): Promise<void>;
  /** keep_reserved on the held items: those lost are returned (and finished, with `dropLost`). */
  keepAlive(): Promise<T[]>;
}

/** The message of a failure, for the queue's error state. */
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createLeasedQueue<T extends { id: number }>(
  state: LeasedQueueState<T>,
  { reserve, onReserved, keepReserved, dropLost = true }: LeasedQueueOptions<T>,
): LeasedItemQueue<T> {
  const finished = new Set<number>();
  let inFlight: Promise<void> | null = null;
  let generation = 0;

  async function reserveMore(): Promise<void> {
    const asked = generation;
    const reserved = reserve ? await reserve(state.queue) : [];
    // A `start()` since the call began: its own reservation fills the queue.
    if (asked !== generation) return;
    const known = new Set(state.queue.map((item) => item.id));
    state.queue.push(...reserved.filter((item) => !known.has(item.id) && !finished.has(item.id)));
    await onReserved?.();
  }

  function refill(): Promise<void> {
    inFlight ??= reserveMore().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  /** Reserves with 'loading' on screen, then says 'ready', 'empty' or the error. */
  async function load(): Promise<void> {
    state.status = 'loading';
    try {
      await refill();
      state.status = state.queue.length ? 'ready' : 'empty';
    } catch (error) {
      state.status = 'error';
      state.error = messageOf(error);
    }
  }

  function finish(ids: readonly number[]) {
    const gone = new Set(ids);
    for (const id of ids) finished.add(id);
    state.queue = state.queue.filter((item) => !gone.has(item.id));
  }

  return {
    async start() {
      // A new start: reservations under way are stale, and what was finished may come back
      // only as the server leases it anew.
      generation += 1;
      inFlight = null;
      finished.clear();
      state.error = null;
      state.queue = [];
      await load();
    },
    refill,
    finish,
    async whenEmptied() {
      if (state.queue.length > 0) return;
      await load();
    },
    isFinished: (id) => finished.has(id),
    async open(reserveOne) {
      generation += 1;
      const asked = generation;
      inFlight = null;
      state.status = 'loading';
      state.error = null;
      try {
        const item = await reserveOne();
        if (asked !== generation) return;
        if (item) finished.delete(item.id);
        state.queue = item ? [item] : [];
        if (item) await onReserved?.();
        if (asked !== generation) return;
        state.status = item ? 'ready' : 'empty';
      } catch (error) {
        if (asked !== generation) return;
        state.status = 'error';
        state.error = messageOf(error);
      }
    },
    async keepAlive() {
      const ids = state.queue.map((item) => item.id);
      if (!keepReserved || !ids.length) return [];
      const kept = new Set(await keepReserved(ids));
      const lost = state.queue.filter((item) => ids.includes(item.id) && !kept.has(item.id));
      if (lost.length && dropLost) finish(lost.map((item) => item.id));
      return lost;
    },
  };
}
