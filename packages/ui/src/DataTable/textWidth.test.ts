import { describe, expect, it } from 'vitest';
import { textWidthCh } from './textWidth';

describe('textWidthCh (a column sized to its widest id or status, issue 26)', () => {
  it('counts a digit as one ch, with a small margin', () => {
    expect(textWidthCh('1234567890')).toBe(10.6);
    expect(textWidthCh('')).toBe(0);
  });

  it.each([
    ['capitals are wider than lower case', 'DUPLICATE', 'duplicate'],
    ['m and w are wider than n', 'mmmm', 'nnnn'],
    ['digits are wider than narrow letters and hyphens', '0000000', 'ill-fit'],
  ])('%s', (_, wider, narrower) => {
    expect(textWidthCh(wider)).toBeGreaterThan(textWidthCh(narrower));
  });
});
