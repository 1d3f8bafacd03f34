import { useCallback, useEffect, useRef } from 'react';

/**
 * `later(ms, work)`: work after a delay, cancelled when the screen goes (the §4.1 reload timers,
 * the jump's retries, the pause after a save before leaving).
 */
export function useLater(): (ms: number, work: () => void) => void {
  const timers = useRef<number[]>([]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);
  return useCallback((ms: number, work: () => void) => {
    timers.current.push(window.setTimeout(work, ms));
  }, []);
}
