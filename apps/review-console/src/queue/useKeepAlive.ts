import { DOMAIN_KEEP_RESERVED_INTERVAL_MS } from '@sightings/domain-model';
import { useEffect, useRef } from 'react';

/**
 * keep_reserved on the specs' interval (every 30 s, 000 §9, 001 §7) while the page is shown:
 * `keepAlive` renews the held leases and answers the items lost, which `onLost` hears (the page
 * says so). A failed call is tried again at the next tick. The one timer of every leased page.
 */
export function useKeepAlive<T>(
  keepAlive: () => Promise<T[]>,
  onLost: (lost: T[]) => void,
  intervalMs: number = DOMAIN_KEEP_RESERVED_INTERVAL_MS,
): void {
  // The latest callbacks, without restarting the interval when a render makes new ones.
  const latest = useRef({ keepAlive, onLost });
  useEffect(() => {
    latest.current = { keepAlive, onLost };
  });
  useEffect(() => {
    const timer = window.setInterval(() => {
      latest.current.keepAlive().then(
        (lost) => {
          if (lost.length) latest.current.onLost(lost);
        },
        () => undefined,
      );
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
}
