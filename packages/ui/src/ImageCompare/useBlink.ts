import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { CompareMode } from './shortcuts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the user asks for reduced motion (`prefers-reduced-motion: reduce`). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

export type Side = 'original' | 'found';

export interface Blink {
  /** The picture shown in the blink mode. */
  shown: Side;
  /** No automatic blinking (reduced motion): 'Show other' and Space flip by hand. */
  noAutoBlink: boolean;
  paused: boolean;
  togglePaused: () => void;
  showOther: () => void;
  /** Space: pause or resume, or flip by hand without automatic blinking. */
  onSpace: () => void;
}

/**
 * The blink mode's alternation: every `interval` ms while blinking, unless paused or the user
 * asks for reduced motion (`reduceMotion`, default from `prefers-reduced-motion`).
 */
export function useBlink(mode: CompareMode, interval: number, reduceMotion?: boolean): Blink {
  const [paused, setPaused] = useState(false);
  const [shown, setShown] = useState<Side>('original');
  const prefersReducedMotion = usePrefersReducedMotion();
  const noAutoBlink = reduceMotion ?? prefersReducedMotion;
  const blinking = mode === 'blink' && !noAutoBlink && !paused;

  useEffect(() => {
    if (!blinking) return;
    const timer = setInterval(
      () => setShown((side) => (side === 'original' ? 'found' : 'original')),
      interval,
    );
    return () => clearInterval(timer);
  }, [blinking, interval]);

  const showOther = useCallback(
    () => setShown((side) => (side === 'original' ? 'found' : 'original')),
    [],
  );
  const togglePaused = useCallback(() => setPaused((p) => !p), []);

  return {
    shown,
    noAutoBlink,
    paused,
    togglePaused,
    showOther,
    onSpace: () => (noAutoBlink ? showOther() : togglePaused()),
  };
}
