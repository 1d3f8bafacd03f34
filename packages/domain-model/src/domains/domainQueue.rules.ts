import { DOMAINS_PRELOAD_COUNT, DOMAINS_REFILL_AT } from '../constants';

/** The Domains page's queue of leased domains (spec 000 section 9). */

/** A refill is due when this many reserved domains or fewer remain ahead. */
export function needsRefill(remaining: number, refillAt: number = DOMAINS_REFILL_AT): boolean {
  return remaining <= refillAt;
}

/** The ids to preload: the current domain and the next one. */
export function idsToPreload(
  queue: readonly number[],
  index: number,
  count: number = DOMAINS_PRELOAD_COUNT,
): number[] {
  if (index < 0) return [];
  return queue.slice(index, index + count);
}
