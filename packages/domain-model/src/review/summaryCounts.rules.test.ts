import { describe, expect, it } from 'vitest';
import type { ImageStatus } from '../images/imageStatus';
import type { ReviewScreen } from './domainFlow';
import { countByStatus, summaryEntries, type ImageStatusCounts } from './summaryCounts.rules';

const line = (screen: ReviewScreen, counts: ImageStatusCounts) =>
  summaryEntries(screen, counts)
    .map((entry) => `${entry.label} ${entry.count}`)
    .join(', ');

const SOME: ImageStatusCounts = { IDENTICAL: 3, NOT_IDENTICAL: 2, OFFLINE: 1, NOT_PURSUABLE: 4 };
const ALL: ImageStatusCounts = {
  NOT_IDENTICAL: 7,
  NOT_PURSUABLE: 6,
  LEGITIMATE: 5,
  DUPLICATE: 4,
  OFFLINE: 3,
  PENDING: 2,
  IDENTICAL: 1,
};

describe('the sightings summary (001 §2.1, §2.4)', () => {
  it.each<[ReviewScreen, ImageStatusCounts, string]>([
    ['qualityControl', SOME, 'Total 10, Identical 3, Pending 0, Non-identical 2'],
    ['qualityControl', {}, 'Total 0, Identical 0, Pending 0, Non-identical 0'],
    ['socialMediaQualityControl', SOME, 'Total 10, Identical 3, Pending 0, Non-identical 2'],
    ['finalReview', SOME, 'Total 10, Identical 3, Offline 1, Not pursuable 4, Not identical 2'],
    ['finalReview', {}, 'Total 0'],
    [
      'finalReview',
      ALL,
      'Total 28, Identical 1, Pending 2, Offline 3, Duplicate 4, Legitimate 5, Not pursuable 6, Not identical 7',
    ],
    ['finalReview', { PENDING: 0, DUPLICATE: -2, LEGITIMATE: Number.NaN }, 'Total 0'],
  ])('on %s with %j: %s', (screen, counts, expected) => {
    expect(line(screen, counts)).toBe(expected);
  });

  it('gives each entry the status it jumps to, and none for Total', () => {
    expect(summaryEntries('qualityControl', SOME).map((entry) => entry.status)).toEqual([
      null,
      'IDENTICAL',
      'PENDING',
      'NOT_IDENTICAL',
    ]);
    expect(summaryEntries('finalReview', { OFFLINE: 1 })).toEqual([
      { key: 'TOTAL', label: 'Total', count: 1, status: null },
      { key: 'OFFLINE', label: 'Offline', count: 1, status: 'OFFLINE' },
    ]);
  });

  it('counts images by status, all seven present', () => {
    const images = (['IDENTICAL', 'PENDING', 'IDENTICAL', 'NOT_IDENTICAL'] as ImageStatus[]).map(
      (status) => ({ status }),
    );
    expect(countByStatus(images)).toEqual({
      IDENTICAL: 2,
      PENDING: 1,
      OFFLINE: 0,
      DUPLICATE: 0,
      LEGITIMATE: 0,
      NOT_PURSUABLE: 0,
      NOT_IDENTICAL: 1,
    });
  });
});
