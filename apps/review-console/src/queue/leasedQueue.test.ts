import { describe, expect, it, vi } from 'vitest';
import { proxy } from 'valtio';
import { createLeasedQueue, type LeasedQueueState } from './leasedQueue';

interface Item {
  id: number;
}

const items = (...ids: number[]): Item[] => ids.map((id) => ({ id }));

/** A reserve call the test answers by hand. */
function manualReserve() {
  const calls: { resolve: (value: Item[]) => void; reject: (error: Error) => void }[] = [];
  const reserve = vi.fn(
    () =>
      new Promise<Item[]>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { reserve, calls };
}

function queueWith(reserve: (queue: readonly Item[]) => Promise<Item[]>, onReserved?: () => void) {
  const state = proxy<LeasedQueueState<Item>>({ status: 'loading', error: null, queue: [] });
  return { state, queue: createLeasedQueue(state, { reserve, onReserved }) };
}

describe('the leased queue', () => {
  it('starts: loading, then ready with what was reserved, or empty, or the error', async () => {
    const ready = queueWith(async () => items(1, 2));
    const started = ready.queue.start();
    expect(ready.state.status).toBe('loading');
    await started;
    expect(ready.state).toMatchObject({ status: 'ready', error: null, queue: items(1, 2) });

    const empty = queueWith(async () => []);
    await empty.queue.start();
    expect(empty.state.status).toBe('empty');

    const failing = queueWith(async () => {
      throw new Error('The database is not reachable.');
    });
    await failing.queue.start();
    expect(failing.state).toMatchObject({
      status: 'error',
      error: 'The database is not reachable.',
    });
  });

  it('asks once while a reservation is under way; the second caller waits for the first', async () => {
    const { reserve, calls } = manualReserve();
    const { state, queue } = queueWith(reserve);
    const first = queue.refill();
    const second = queue.refill();
    expect(reserve).toHaveBeenCalledTimes(1);
    calls[0]!.resolve(items(1, 2));
    await Promise.all([first, second]);
    expect(state.queue).toEqual(items(1, 2));
    // Finished: the next refill asks again, with the queue as it is.
    const third = queue.refill();
    expect(reserve).toHaveBeenCalledTimes(2);
    expect(reserve).toHaveBeenLastCalledWith(items(1, 2));
    calls[1]!.resolve(items(1, 2, 3));
    await third;
    expect(state.queue).toEqual(items(1, 2, 3));
  });

  it('never brings back what was finished, even in a batch asked for before the save', async () => {
    const { reserve, calls } = manualReserve();
    const { state, queue } = queueWith(reserve);
    const started = queue.start();
    calls[0]!.resolve(items(1, 2, 3));
    await started;
    // The batch ahead is asked for; the group is saved before it arrives.
    const ahead = queue.refill();
    queue.finish([1, 2]);
    expect(state.queue).toEqual(items(3));
    expect(queue.isFinished(1)).toBe(true);
    calls[1]!.resolve(items(1, 2, 3, 4, 5));
    await ahead;
    expect(state.queue).toEqual(items(3, 4, 5));
  });

  it('ignores a reservation that a new start overtook', async () => {
    const { reserve, calls } = manualReserve();
    const { state, queue } = queueWith(reserve);
    const stale = queue.refill();
    const fresh = queue.start();
    calls[1]!.resolve(items(7));
    await fresh;
    calls[0]!.resolve(items(1, 2));
    await stale;
    expect(state.queue).toEqual(items(7));
    expect(state.status).toBe('ready');
  });

  it('refills when emptied: loading, then ready or empty; says when each batch arrived', async () => {
    let batches = [items(1), items(2), []];
    const onReserved = vi.fn();
    const { state, queue } = queueWith(async () => batches.shift() ?? [], onReserved);
    await queue.start();
    expect(onReserved).toHaveBeenCalledTimes(1);
    queue.finish([1]);
    const refilled = queue.whenEmptied();
    expect(state.status).toBe('loading');
    await refilled;
    expect(state).toMatchObject({ status: 'ready', queue: items(2) });
    queue.finish([2]);
    await queue.whenEmptied();
    expect(state.status).toBe('empty');
    expect(onReserved).toHaveBeenCalledTimes(3);
    // Not empty: nothing asked.
    batches = [items(9)];
    await queue.start();
    await queue.whenEmptied();
    expect(state.queue).toEqual(items(9));
  });

  it('single-item mode: the item a reservation answers replaces the one held, shown before ready; a later open wins', async () => {
    const shown: number[] = [];
    const state = proxy<LeasedQueueState<Item>>({ status: 'loading', error: null, queue: [] });
    const queue = createLeasedQueue(state, {
      reserve: async () => [],
      onReserved: async () => {
        // The queue says 'ready' only once what the item shows has loaded.
        expect(state.status).toBe('loading');
        shown.push(state.queue[0]!.id);
      },
    });
    await queue.open(async () => ({ id: 1 }));
    expect(state).toMatchObject({ status: 'ready', queue: items(1) });
    await queue.open(async () => null);
    expect(state).toMatchObject({ status: 'empty', queue: [] });

    // Two opens at once (Next pressed twice): the later one's item stays.
    let answerFirst: (item: Item) => void = () => undefined;
    const first = queue.open(() => new Promise<Item>((resolve) => (answerFirst = resolve)));
    await queue.open(async () => ({ id: 3 }));
    answerFirst({ id: 2 });
    await first;
    expect(state).toMatchObject({ status: 'ready', queue: items(3) });
    expect(shown).toEqual([1, 3]);

    await queue.open(async () => {
      throw new Error('Domain is reserved by another user');
    });
    expect(state).toMatchObject({ status: 'error', error: 'Domain is reserved by another user' });
  });

  it('keeps the held leases alive: the lost ones are returned and leave the queue, unless the page keeps them', async () => {
    const keepReserved = vi.fn(async (ids: number[]) => ids.filter((id) => id !== 2));
    const state = proxy<LeasedQueueState<Item>>({ status: 'loading', error: null, queue: [] });
    const queue = createLeasedQueue(state, { reserve: async () => items(1, 2, 3), keepReserved });
    await queue.start();
    expect(await queue.keepAlive()).toEqual(items(2));
    expect(keepReserved).toHaveBeenCalledWith([1, 2, 3]);
    expect(state.queue).toEqual(items(1, 3));
    expect(queue.isFinished(2)).toBe(true);

    const kept = proxy<LeasedQueueState<Item>>({ status: 'loading', error: null, queue: [] });
    const single = createLeasedQueue(kept, {
      reserve: async () => [],
      keepReserved: async () => [],
      dropLost: false,
    });
    await single.open(async () => ({ id: 7 }));
    expect(await single.keepAlive()).toEqual(items(7));
    // On screen still, with the page's notice: nothing of it can be sent.
    expect(kept.queue).toEqual(items(7));

    // Nothing held: no call.
    const none = vi.fn(async () => []);
    const idle = createLeasedQueue(
      proxy<LeasedQueueState<Item>>({ status: 'loading', error: null, queue: [] }),
      { reserve: async () => [], keepReserved: none },
    );
    expect(await idle.keepAlive()).toEqual([]);
    expect(none).not.toHaveBeenCalled();
  });
});
