import { startTransition, useEffect, useState } from 'react';

/** How many tiles render in full at once: more than a 1280x800 window shows. */
export const FIRST_TILES = 12;

/**
 * How many of `count` items to render in full: the first `FIRST_TILES` at once, all of them in
 * a transition right after (React renders it in slices, so keys pressed meanwhile are not kept
 * waiting).
 */
export function useProgressiveCount(count: number, first = FIRST_TILES): number {
  const [complete, setComplete] = useState(() => Math.min(count, first));
  useEffect(() => {
    if (complete >= count) return;
    const timer = setTimeout(() => startTransition(() => setComplete(count)), 0);
    return () => clearTimeout(timer);
  }, [complete, count]);
  return Math.min(complete, count);
}
