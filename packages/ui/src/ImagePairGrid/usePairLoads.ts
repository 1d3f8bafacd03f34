import type { PictureLoads } from '@sightings/domain-model';
import { useCallback, useLayoutEffect, useReducer, useRef } from 'react';
import {
  createLoadTracker,
  pictureLoadOf,
  type ImageLoadState,
  type LoadTracker,
  type PairPictures,
  type PictureSide,
} from './loadTracker';
import type { ImagePair } from './types';

export interface PairLoads {
  /** What a pair shows now (all pictures fetching before its first sync). */
  picturesOf: (pair: ImagePair) => PairPictures;
  /** A picture's `load` or `error` event. */
  settle: (id: number, side: PictureSide, src: string, result: 'loaded' | 'error') => void;
}

const FETCHING: PairPictures = { original: 'fetching', found: 'fetching', load: 'loading' };

/**
 * The grid's load tracking (`createLoadTracker`) as a hook: each pair's cap starts when the grid
 * first shows it, and covers the page's fetch (`undefined` sources) and the browser's decode.
 * Re-renders when a picture changes state; reports each pair's final state through
 * `onLoadStateChange`, with how each of its pictures ended. The tracker lives as long as the
 * grid: give the grid a new `key` for a new group.
 */
export function usePairLoads(
  pairs: readonly ImagePair[],
  options: {
    timeoutMs: number;
    onLoadStateChange?: (
      id: number,
      state: Exclude<ImageLoadState, 'loading'>,
      pictures: PictureLoads,
    ) => void;
  },
): PairLoads {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const tracker = useRef<LoadTracker | null>(null);

  useLayoutEffect(() => {
    const created = createLoadTracker({
      timeoutMs: () => latest.current.timeoutMs,
      report: (id, state) => {
        const shown = created.stateOf(id);
        latest.current.onLoadStateChange?.(id, state, {
          original: shown ? pictureLoadOf(shown.original) : 'loading',
          found: shown ? pictureLoadOf(shown.found) : 'loading',
        });
      },
      onChange: rerender,
    });
    tracker.current = created;
    return () => {
      created.dispose();
      tracker.current = null;
    };
  }, []);

  useLayoutEffect(() => {
    tracker.current?.sync(
      pairs.map((pair) => ({ id: pair.id, original: pair.originalSrc, found: pair.foundSrc })),
    );
  }, [pairs]);

  const picturesOf = useCallback(
    (pair: ImagePair): PairPictures => tracker.current?.stateOf(pair.id) ?? FETCHING,
    [],
  );
  const settle = useCallback<PairLoads['settle']>((id, side, src, result) => {
    tracker.current?.settle(id, side, src, result);
  }, []);
  return { picturesOf, settle };
}
