import { describe, expect, it } from 'vitest';
import { IMAGE_STATUSES, type ImageStatus } from '../images/imageStatus';
import {
  compareReviewImages,
  REVIEW_STATUS_ORDER,
  sortReviewImages,
  statusRank,
  type ReviewOrderImage,
} from './imageOrder.rules';

const img = (
  id: number,
  status: ImageStatus,
  delivered = false,
  agency: string | null = null,
): ReviewOrderImage => ({ id, status, delivered, agency });

describe('the review image table order (001 §4.1)', () => {
  it('orders the statuses as the spec lists them, and knows all seven', () => {
    expect(REVIEW_STATUS_ORDER).toEqual([
      'IDENTICAL',
      'PENDING',
      'OFFLINE',
      'DUPLICATE',
      'LEGITIMATE',
      'NOT_PURSUABLE',
      'NOT_IDENTICAL',
    ]);
    expect([...REVIEW_STATUS_ORDER].sort()).toEqual([...IMAGE_STATUSES].sort());
  });

  it.each([
    ['IDENTICAL', 0],
    ['PENDING', 1],
    ['OFFLINE', 2],
    ['DUPLICATE', 3],
    ['LEGITIMATE', 4],
    ['NOT_PURSUABLE', 5],
    ['NOT_IDENTICAL', 6],
    ['SOMETHING_NEW', 7],
  ])('ranks %s at %i', (status, rank) => {
    expect(statusRank(status as ImageStatus)).toBe(rank);
  });

  it.each([
    // a, b, sign of compare(a, b)
    [img(9, 'IDENTICAL'), img(1, 'PENDING'), -1],
    [img(1, 'NOT_IDENTICAL'), img(9, 'NOT_PURSUABLE'), 1],
    [img(1, 'IDENTICAL', true), img(9, 'IDENTICAL', false), 1],
    [img(9, 'IDENTICAL', false), img(1, 'IDENTICAL', true), -1],
    // a delivered IDENTICAL still goes before an undelivered PENDING: status first
    [img(1, 'IDENTICAL', true), img(2, 'PENDING', false), -1],
    [img(3, 'OFFLINE'), img(2, 'OFFLINE'), 1],
    [img(2, 'OFFLINE'), img(2, 'OFFLINE'), 0],
  ])('compares %o with %o: %i', (a, b, sign) => {
    expect(Math.sign(compareReviewImages(a, b))).toBe(sign);
  });

  it('sorts by status, then undelivered first, then id, without touching the input', () => {
    const input = [
      img(7, 'NOT_IDENTICAL'),
      img(6, 'IDENTICAL', true),
      img(5, 'PENDING'),
      img(4, 'IDENTICAL'),
      img(3, 'LEGITIMATE', true),
      img(2, 'IDENTICAL'),
      img(1, 'LEGITIMATE'),
      img(8, 'DUPLICATE'),
      img(9, 'NOT_PURSUABLE'),
      img(10, 'OFFLINE'),
    ];
    const copy = [...input];
    expect(sortReviewImages(input).map((i) => i.id)).toEqual([2, 4, 6, 5, 10, 8, 1, 3, 9, 7]);
    expect(input).toEqual(copy);
  });

  it('orders by agency inside a status and delivery group when the sort select asks', () => {
    const input = [
      img(1, 'PENDING', false, 'Beta'),
      img(2, 'IDENTICAL', true, 'alpha'),
      img(3, 'PENDING', false, 'Alpha'),
      img(4, 'PENDING', false, 'gamma'),
      img(5, 'IDENTICAL', false, 'zeta'),
      img(6, 'PENDING', true, 'Alpha'),
      img(7, 'PENDING', false, null),
    ];
    expect(sortReviewImages(input, { agency: 'asc' }).map((i) => i.id)).toEqual([
      5, 2, 7, 3, 1, 4, 6,
    ]);
    expect(sortReviewImages(input, { agency: 'desc' }).map((i) => i.id)).toEqual([
      5, 2, 4, 1, 3, 7, 6,
    ]);
    // Without the sort select the agency plays no part.
    expect(sortReviewImages(input).map((i) => i.id)).toEqual([5, 2, 1, 3, 4, 7, 6]);
  });

  it('uses the id as the tiebreak between equal agencies', () => {
    const input = [img(9, 'PENDING', false, 'A'), img(3, 'PENDING', false, 'a')];
    expect(sortReviewImages(input, { agency: 'desc' }).map((i) => i.id)).toEqual([3, 9]);
  });
});
