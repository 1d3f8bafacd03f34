import { describe, expect, it } from 'vitest';
import { IMAGE_STATUSES, isImageStatus, isImagesPageDecision } from './imageStatus';

describe('image statuses', () => {
  it('holds the seven statuses of spec 000', () => {
    expect(IMAGE_STATUSES).toHaveLength(7);
  });

  it.each([
    ['IDENTICAL', true, true],
    ['NOT_IDENTICAL', true, true],
    ['OFFLINE', true, true],
    ['PENDING', true, false],
    ['DUPLICATE', true, false],
    ['LEGITIMATE', true, false],
    ['NOT_PURSUABLE', true, false],
    ['identical', false, false],
    ['', false, false],
    [null, false, false],
    [42, false, false],
  ])('%j is a status: %s, an Images page decision: %s', (value, status, decision) => {
    expect(isImageStatus(value)).toBe(status);
    expect(isImagesPageDecision(value)).toBe(decision);
  });
});
