/**
 * A queue of items the server leases to the operator (images, domains; the review screens'
 * cases next). One protocol for every queue page:
 *
 * - `start()` empties the queue (forgetting what was finished) and reserves the first batch ('loading', then 'ready', 'empty'
 *   when nothing is pending, 'error' with the message when the call failed);
 * - `refill()` reserves more: one call at a time (a second caller waits for the first), and
 *   what comes back joins the end of the queue unless it is already there or already finished;
 * - `finish(ids)` takes items out for good (saved, or their lease was lost): a batch asked for
 *   before the save, arriving after it and still listing them among the user's leases, must not
 *   bring them back;
 * - `whenEmptied()` after a `finish`: with nothing left it shows 'loading', reserves, and says
 *   'ready' or 'empty'.
 *
 * The state lives in the page's valtio proxy (`status`, `error`, `queue`), so a page's own
 * fields (marks, drafts) sit beside it and `useSnapshot` sees one object.
 */
export interface LeasedQueueState<T> {
  status: 'loading' | 'ready' | 'empty' | 'error';
  error: string | null;
  /** The leased items not finished, in order. */
  queue: T[];
}

export interface LeasedQueueOptions<T extends { id: number }> {
  /**
   * Leases items to the user; the user's own live leases come back first. Given the queue as it
   * is, so a page can size its request.
   */
  reserve: (queue: readonly T[]) => Promise<T[]>;
  /** After each reservation that arrived (restore stored marks, preload). */
  onReserved?: () => void;
}

export interface LeasedQueue {
  start(): Promise<void>;
  refill(): Promise<void>;
  finish(ids: readonly number[]): void;
  whenEmptied(): Promise<void>;
  /** Whether `id` was finished on this page (saved or lost). */
  isFinished(id: number): boolean;
}

/** The message of a failure, for the queue's error state. */
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createLeasedQueue<T extends { id: number }>(
  state: LeasedQueueState<T>,
  { reserve, onReserved }: LeasedQueueOptions<T>,
): LeasedQueue {
  const finished = new Set<number>();
  let inFlight: Promise<void> | null = null;
  let generation = 0;

  async function reserveMore(): Promise<void> {
    const asked = generation;
    const reserved = await reserve(state.queue);
    // A `start()` since the call began: its own reservation fills the queue.
    if (asked !== generation) return;
    const known = new Set(state.queue.map((item) => item.id));
    state.queue.push(...reserved.filter((item) => !known.has(item.id) && !finished.has(item.id)));
    onReserved?.();
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
    finish(ids) {
      const gone = new Set(ids);
      for (const id of ids) finished.add(id);
      state.queue = state.queue.filter((item) => !gone.has(item.id));
    },
    async whenEmptied() {
      if (state.queue.length > 0) return;
      await load();
    },
    isFinished: (id) => finished.has(id),
  };
}
