/**
 * The pairs' load states. Each pair's cap starts when the pair is first shown and covers both
 * pictures from fetch to decode: a picture whose source is still `undefined` (the page is still
 * fetching it) counts against the same cap. A pair is reported once: 'failed' as soon as its
 * found picture fails (an error, or none at all), 'loaded' when the found picture has loaded and
 * the original has settled (loaded, none, or an error), 'failed' when the cap runs out first.
 * Pure apart from the timer functions it is given.
 */

import type { PairLoadState } from '@sightings/domain-model';

/** A pair's load state as the page sees it: 'loading' | 'loaded' | 'failed'. */
export type ImageLoadState = PairLoadState;

/**
 * A picture's source: a URL, `null` when there is none, `undefined` while the page is still
 * fetching it.
 */
export type PictureSrc = string | null | undefined;

/** One picture as shown. */
export type PictureState =
  /** The page is still fetching it (no source yet): a spinner. */
  | 'fetching'
  /** The browser is loading or decoding its source: a spinner. */
  | 'loading'
  | 'loaded'
  /** There is none (`null`). */
  | 'missing'
  /** Its source failed to load. */
  | 'error'
  /** Not there when the cap ran out: treated as failed, even if it arrives later. */
  | 'timeout';

export type PictureSide = 'original' | 'found';

/** What a pair shows and where it stands. */
export interface PairPictures {
  original: PictureState;
  found: PictureState;
  load: PairLoadState;
}

/** Why a pair's state was reported. */
export type LoadReason = 'loaded' | 'error' | 'missing' | 'timeout';

export interface LoadTrackerOptions {
  /** The cap in ms, read when a pair starts. */
  timeoutMs: () => number;
  /** Called once per pair (and again only after a source changed) with its final state. */
  report: (id: number, state: Exclude<ImageLoadState, 'loading'>, reason: LoadReason) => void;
  /** Called after any change of what a pair shows (to re-render). */
  onChange?: () => void;
  /** Timer functions (fake ones in tests). */
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

export interface TrackedPair {
  id: number;
  original: PictureSrc;
  found: PictureSrc;
}

export interface LoadTracker {
  /**
   * The pairs shown now. A new pair starts its cap. A source arriving (`undefined` to a URL or
   * `null`) keeps the cap running; any other change of source is a new picture: the pair starts
   * over. Pairs no longer shown keep their state (a pair shown again is not started over).
   */
  sync(pairs: readonly TrackedPair[]): void;
  /** The picture on `side` of `id`, with this `src`, loaded or failed. */
  settle(id: number, side: PictureSide, src: string, result: 'loaded' | 'error'): void;
  /** What pair `id` shows, or `undefined` before its first sync. */
  stateOf(id: number): PairPictures | undefined;
  /** Stops every timer; nothing is reported after it. */
  dispose(): void;
}

interface Side {
  src: PictureSrc;
  state: PictureState;
}

interface Entry {
  original: Side;
  found: Side;
  load: PairLoadState;
  timer: unknown;
}

function sideFor(src: PictureSrc): Side {
  if (src === undefined) return { src, state: 'fetching' };
  if (src === null) return { src, state: 'missing' };
  return { src, state: 'loading' };
}

const PENDING: readonly PictureState[] = ['fetching', 'loading'];
const isPending = (side: Side) => PENDING.includes(side.state);

/** One picture as the page's rules see it: on its way, on screen, or failed (none, an error, the cap). */
export function pictureLoadOf(state: PictureState): PairLoadState {
  if (state === 'loaded') return 'loaded';
  return PENDING.includes(state) ? 'loading' : 'failed';
}

/** The pair's state from its pictures: failed with the found picture, loaded with both. */
export function pairLoadOf(original: PictureState, found: PictureState): PairLoadState {
  if (found === 'missing' || found === 'error' || found === 'timeout') return 'failed';
  if (original === 'timeout') return 'failed';
  if (found === 'loaded' && !PENDING.includes(original)) return 'loaded';
  return 'loading';
}

export function createLoadTracker({
  timeoutMs,
  report,
  onChange = () => undefined,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}: LoadTrackerOptions): LoadTracker {
  const entries = new Map<number, Entry>();
  let disposed = false;

  function stopTimer(entry: Entry) {
    if (entry.timer !== undefined) clearTimer(entry.timer);
    entry.timer = undefined;
  }

  /** Reports the pair once it is no longer loading. */
  function evaluate(id: number, entry: Entry, timedOut = false) {
    if (entry.load !== 'loading' || disposed) return;
    if (timedOut) {
      for (const side of [entry.original, entry.found]) {
        if (isPending(side)) side.state = 'timeout';
      }
    }
    const load = pairLoadOf(entry.original.state, entry.found.state);
    if (load === 'loading') return;
    entry.load = load;
    stopTimer(entry);
    const reason: LoadReason = timedOut
      ? 'timeout'
      : load === 'loaded'
        ? 'loaded'
        : entry.found.state === 'missing'
          ? 'missing'
          : 'error';
    report(id, load, reason);
  }

  function start(id: number, pair: TrackedPair) {
    const entry: Entry = {
      original: sideFor(pair.original),
      found: sideFor(pair.found),
      load: 'loading',
      timer: undefined,
    };
    entries.set(id, entry);
    entry.timer = setTimer(() => {
      entry.timer = undefined;
      evaluate(id, entry, true);
      onChange();
    }, timeoutMs());
    evaluate(id, entry);
  }

  /** A new source for a side: `true` when the pair must start over. */
  function update(entry: Entry, key: PictureSide, src: PictureSrc): boolean {
    const side = entry[key];
    if (side.src === src) return false;
    if (side.src !== undefined) return true;
    // The source the page was fetching has arrived: the cap keeps running.
    if (side.state === 'timeout') side.src = src;
    else entry[key] = sideFor(src);
    return false;
  }

  return {
    sync(pairs) {
      if (disposed) return;
      let changed = false;
      for (const pair of pairs) {
        const entry = entries.get(pair.id);
        if (!entry) {
          start(pair.id, pair);
          changed = true;
          continue;
        }
        const before = `${entry.original.state}/${entry.found.state}`;
        const restart =
          update(entry, 'original', pair.original) || update(entry, 'found', pair.found);
        if (restart) {
          stopTimer(entry);
          start(pair.id, pair);
          changed = true;
        } else {
          evaluate(pair.id, entry);
          if (before !== `${entry.original.state}/${entry.found.state}`) changed = true;
        }
      }
      if (changed) onChange();
    },
    settle(id, key, src, result) {
      const entry = entries.get(id);
      const side = entry?.[key];
      if (!entry || !side || side.src !== src || side.state !== 'loading') return;
      side.state = result;
      evaluate(id, entry);
      onChange();
    },
    stateOf(id) {
      const entry = entries.get(id);
      if (!entry) return undefined;
      return { original: entry.original.state, found: entry.found.state, load: entry.load };
    },
    dispose() {
      disposed = true;
      for (const entry of entries.values()) stopTimer(entry);
      entries.clear();
    },
  };
}
