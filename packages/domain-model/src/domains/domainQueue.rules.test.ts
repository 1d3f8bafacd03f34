import { describe, expect, it } from 'vitest';
import { idsToPreload, needsRefill } from './domainQueue.rules';

describe('the queue', () => {
  it.each([
    [26, false],
    [25, true],
    [0, true],
  ])('%i remaining needs a refill: %s', (remaining, expected) => {
    expect(needsRefill(remaining)).toBe(expected);
  });
  it('preloads the current and the next domain', () => {
    expect(idsToPreload([4, 8, 15, 16], 1)).toEqual([8, 15]);
    expect(idsToPreload([4, 8, 15, 16], 3)).toEqual([16]);
    expect(idsToPreload([], 0)).toEqual([]);
  });
});
