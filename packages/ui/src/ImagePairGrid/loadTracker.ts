/**
 * The found images' load states, reported once per pair: the first of loaded, failed (an error
 * or no image at all) or the timeout cap wins; later events for the same image are dropped. A
 * new `src` for a pair starts over. Pure apart from the timer functions it is given.
 */

import type { PairLoadState } from '@sightings/domain-model';

/** A found image's load state as the page sees it: 'loading' | 'loaded' | 'failed'. */
export type ImageLoadState = PairLoadState;

/** Why a state was reported: the image loaded or failed, there was none, or the cap ran out. */
export type LoadReason = 'loaded' | 'error' | 'missing' | 'timeout';

export interface LoadTrackerOptions {
  /** The cap in ms, read when a pair starts. */
  timeoutMs: () => number;
  /** Called once per pair and source with its final state. */
  report: (
    id: number,
    state: Exclude<ImageLoadState, 'loading'>,
    reason: LoadReason,
    src: string | null,
  ) => void;
  /** Timer functions (fake ones in tests). */
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface LoadTracker {
  /**
   * The pairs shown now, with their found image's source: a new pair (or a new source) starts
   * its cap, a pair without a source is reported failed at once, and pairs no longer shown stop
   * their timers.
   */
  sync(pairs: readonly { id: number; src: string | null }[]): void;
  /** The image of `id` with this `src` loaded or failed. */
  settle(id: number, src: string, state: 'loaded' | 'failed'): void;
  /** Whether `id` with this `src` is still waiting for a result. */
  isPending(id: number, src: string | null): boolean;
  /** Stops every timer. */
  dispose(): void;
}

interface Entry {
  src: string | null;
  done: boolean;
  timer: unknown;
}

export function createLoadTracker({
  timeoutMs,
  report,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: LoadTrackerOptions): LoadTracker {
  const entries = new Map<number, Entry>();
  let disposed = false;

  function finish(id: number, entry: Entry, state: 'loaded' | 'failed', reason: LoadReason) {
    if (entry.done || disposed) return;
    entry.done = true;
    if (entry.timer !== undefined) clearTimer(entry.timer);
    entry.timer = undefined;
    report(id, state, reason, entry.src);
  }

  function start(id: number, src: string | null) {
    const entry: Entry = { src, done: false, timer: undefined };
    entries.set(id, entry);
    if (src === null) {
      finish(id, entry, 'failed', 'missing');
      return;
    }
    entry.timer = setTimer(() => {
      entry.timer = undefined;
      finish(id, entry, 'failed', 'timeout');
    }, timeoutMs());
  }

  return {
    sync(pairs) {
      if (disposed) return;
      const shown = new Set<number>();
      for (const { id, src } of pairs) {
        shown.add(id);
        const entry = entries.get(id);
        if (!entry) start(id, src);
        else if (entry.src !== src) {
          if (entry.timer !== undefined) clearTimer(entry.timer);
          start(id, src);
        }
      }
      for (const [id, entry] of entries) {
        if (shown.has(id)) continue;
        if (entry.timer !== undefined) clearTimer(entry.timer);
        entries.delete(id);
      }
    },
    settle(id, src, state) {
      const entry = entries.get(id);
      if (!entry || entry.src !== src) return;
      finish(id, entry, state, state === 'loaded' ? 'loaded' : 'error');
    },
    isPending(id, src) {
      const entry = entries.get(id);
      return entry !== undefined && entry.src === src && !entry.done;
    },
    dispose() {
      disposed = true;
      for (const entry of entries.values()) {
        if (entry.timer !== undefined) clearTimer(entry.timer);
      }
      entries.clear();
    },
  };
}
