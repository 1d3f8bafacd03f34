import { describe, expect, it } from 'vitest';
import { hintPlacement } from './hintPlacement';

describe('hintPlacement', () => {
  it.each([
    // index, current, columns, placement
    [0, 0, 4, 'below'],
    [0, 4, 4, 'above'],
    [0, 5, 4, 'below'],
    [5, 1, 4, 'below'],
    [5, 9, 4, 'above'],
    [9, 9, 4, 'below'],
    [2, 3, 1, 'above'],
    [2, 3, 0, 'above'],
  ] as const)(
    'pair %i with pair %i being decided, %i columns: %s',
    (index, current, columns, placement) => {
      expect(hintPlacement({ index, current, columns })).toBe(placement);
    },
  );
});
