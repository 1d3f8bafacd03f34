import { describe, expect, it } from 'vitest';
import type { ImageStatus } from '../images/imageStatus';
import type { ReviewOrderImage } from './imageOrder.rules';
import { jumpRetry, jumpTarget, serverJumpPage } from './jumpTarget.rules';

const img = (id: number, status: ImageStatus, delivered = false): ReviewOrderImage => ({
  id,
  status,
  delivered,
});

// 120 rows: ids 1-60 NOT_IDENTICAL, 61-110 PENDING, 111 IDENTICAL delivered, 112-120 OFFLINE.
// In table order: IDENTICAL (1 row), PENDING (50), OFFLINE (9), NOT_IDENTICAL (60).
const ROWS: ReviewOrderImage[] = [
  ...Array.from({ length: 60 }, (_, i) => img(i + 1, 'NOT_IDENTICAL')),
  ...Array.from({ length: 50 }, (_, i) => img(61 + i, 'PENDING')),
  img(111, 'IDENTICAL', true),
  ...Array.from({ length: 9 }, (_, i) => img(112 + i, 'OFFLINE')),
].reverse();

describe('the summary jump target (001 §2.1)', () => {
  it.each<[ImageStatus, number | null, number | null]>([
    ['IDENTICAL', 0, 111],
    ['PENDING', 0, 61],
    ['OFFLINE', 1, 112],
    ['NOT_IDENTICAL', 1, 1],
    ['DUPLICATE', null, null],
  ])('%s: page %s, image %s', (status, page, imageId) => {
    const target = jumpTarget(ROWS, status);
    expect(target).toEqual(page === null ? { kind: 'none' } : { kind: 'found', page, imageId });
  });

  it('counts pages with the page size given', () => {
    expect(jumpTarget(ROWS, 'NOT_IDENTICAL', { pageSize: 25 })).toEqual({
      kind: 'found',
      page: 2,
      imageId: 1,
    });
    expect(jumpTarget(ROWS, 'NOT_IDENTICAL', { pageSize: 60 })).toEqual({
      kind: 'found',
      page: 1,
      imageId: 1,
    });
    expect(() => jumpTarget(ROWS, 'PENDING', { pageSize: 0 })).toThrow(RangeError);
  });

  it('puts undelivered rows first and follows the agency sort', () => {
    const rows = [
      { ...img(1, 'PENDING', true), agency: 'A' },
      { ...img(2, 'PENDING'), agency: 'B' },
      { ...img(3, 'PENDING'), agency: 'C' },
    ];
    expect(jumpTarget(rows, 'PENDING')).toEqual({ kind: 'found', page: 0, imageId: 2 });
    expect(jumpTarget(rows, 'PENDING', { agency: 'desc' })).toEqual({
      kind: 'found',
      page: 0,
      imageId: 3,
    });
  });

  it('finds nothing in an empty table', () => {
    expect(jumpTarget([], 'IDENTICAL')).toEqual({ kind: 'none' });
  });
});

describe('the jump retry (001 §2.1, §9: every 3 s, stop after 9 s)', () => {
  it.each([
    [0, 3_000],
    [3_000, 3_000],
    [3_020, 2_980],
    [6_000, 3_000],
    [8_500, 500],
    [9_000, null],
    [12_000, null],
    [-5, 3_000],
  ])('after a failed try at %i ms: next in %s ms', (elapsed, delay) => {
    expect(jumpRetry(elapsed)).toEqual(
      delay === null ? { kind: 'stop' } : { kind: 'retry', delayMs: delay },
    );
  });

  it('makes four tries in all: at 0, 3, 6 and 9 seconds', () => {
    const tries = [0];
    for (let step = jumpRetry(0); step.kind === 'retry'; step = jumpRetry(tries.at(-1)!)) {
      tries.push(tries.at(-1)! + step.delayMs);
    }
    expect(tries).toEqual([0, 3_000, 6_000, 9_000]);
  });
});

describe("final review's jump page, from the server's counts (001 §2.4)", () => {
  // In table order: IDENTICAL 30, PENDING 45, OFFLINE 0, NOT_IDENTICAL 80.
  const counts = { NOT_IDENTICAL: 80, PENDING: 45, IDENTICAL: 30 };
  it.each<[ImageStatus, number | null]>([
    ['IDENTICAL', 0],
    ['PENDING', 0],
    ['NOT_IDENTICAL', 1],
    ['OFFLINE', null],
    ['DUPLICATE', null],
  ])('%s: page %s', (status, page) => {
    expect(serverJumpPage(counts, status)).toEqual(
      page === null ? { kind: 'none' } : { kind: 'page', page },
    );
  });

  it('counts pages with the page size given, and refuses a page size that is no count', () => {
    expect(serverJumpPage(counts, 'NOT_IDENTICAL', 25)).toEqual({ kind: 'page', page: 3 });
    expect(serverJumpPage(counts, 'PENDING', 30)).toEqual({ kind: 'page', page: 1 });
    expect(() => serverJumpPage(counts, 'PENDING', 0)).toThrow(RangeError);
  });
});
