import { describe, expect, it } from 'vitest';
import type { DomainFlowStatus } from '../domains/domainFlowStatus';
import type { ReviewScreen } from './domainFlow';
import {
  decideNamedAnswer,
  namedStatusesOf,
  nextUnskipped,
  opensByName,
  reservationRequest,
} from './reviewReservation.rules';

describe('the statuses a screen opens by name', () => {
  it.each<[ReviewScreen, DomainFlowStatus | null, boolean]>([
    ['qualityControl', 'PENDING_QUALITY_CONTROL', true],
    ['qualityControl', 'RETURNED_FOR_QUALITY_CONTROL', true],
    ['qualityControl', 'PENDING_FINAL_REVIEW', false],
    ['qualityControl', 'DELIVERED', false],
    ['socialMediaQualityControl', 'PENDING_QUALITY_CONTROL', true],
    ['socialMediaQualityControl', 'ON_HOLD', false],
    ['finalReview', 'PENDING_FINAL_REVIEW', true],
    ['finalReview', 'RETURNED_FOR_REVIEW', true],
    ['finalReview', 'PARKED', true],
    ['finalReview', 'ON_HOLD', true],
    ['finalReview', 'NOT_PURSUABLE', true],
    ['finalReview', 'PENDING_QUALITY_CONTROL', false],
    ['finalReview', 'DELIVERED', false],
    ['finalReview', null, false],
  ])('%s, %s: %s', (screen, status, opens) => {
    expect(opensByName(screen, status)).toBe(opens);
  });

  it.each<[ReviewScreen[], DomainFlowStatus[]]>([
    [[], []],
    [['socialMediaQualityControl'], ['PENDING_QUALITY_CONTROL', 'RETURNED_FOR_QUALITY_CONTROL']],
    [
      ['qualityControl', 'socialMediaQualityControl'],
      ['PENDING_QUALITY_CONTROL', 'RETURNED_FOR_QUALITY_CONTROL'],
    ],
    [
      ['finalReview', 'qualityControl'],
      [
        'PENDING_QUALITY_CONTROL',
        'RETURNED_FOR_QUALITY_CONTROL',
        'PENDING_FINAL_REVIEW',
        'RETURNED_FOR_REVIEW',
        'PARKED',
        'ON_HOLD',
        'NOT_PURSUABLE',
      ],
    ],
  ])('the screens %j open %j', (screens, statuses) => {
    expect(namedStatusesOf(screens)).toEqual(statuses);
  });
});

describe('the reservation behind Next', () => {
  it.each([
    // Spec form: limit=1 whatever is skipped (the server answers a free domain first).
    [0, false, { limit: 1, resume: false }],
    [5, false, { limit: 1, resume: false }],
    // review-queues: own leases first, so one more than the skipped ones, within the cap.
    [0, true, { limit: 1, resume: true }],
    [3, true, { limit: 4, resume: true }],
    [80, true, { limit: 50, resume: true }],
  ])('skipping %i, extension %s: %j', (skipping, queuesExtension, expected) => {
    expect(reservationRequest({ skipping, queuesExtension, maxLimit: 50 })).toEqual(expected);
  });

  it.each([
    [[1, 2, 3], [], 1],
    [[1, 2, 3], [1, 2], 3],
    [[1, 2], [1, 2], null],
    [[], [], null],
  ])('from %j skipping %j: %s', (answer, skipped, expected) => {
    const shown = nextUnskipped(
      answer.map((id) => ({ id })),
      new Set(skipped),
    );
    expect(shown?.id ?? null).toBe(expected);
  });
});

describe('a domain answered by name', () => {
  it.each<[ReviewScreen, DomainFlowStatus, 'show' | 'refuse']>([
    ['qualityControl', 'PENDING_QUALITY_CONTROL', 'show'],
    ['qualityControl', 'PENDING_FINAL_REVIEW', 'refuse'],
    ['socialMediaQualityControl', 'ON_HOLD', 'refuse'],
    ['finalReview', 'ON_HOLD', 'show'],
    ['finalReview', 'RETURNED_FOR_QUALITY_CONTROL', 'refuse'],
  ])('%s, %s: %s', (screen, status, kind) => {
    expect(
      decideNamedAnswer(screen, { id: 7, domain: 'a.example', domainFlowStatus: status }),
    ).toEqual(
      kind === 'show'
        ? { kind: 'show' }
        : {
            kind: 'refuse',
            domainId: 7,
            message: `Domain a.example is in flow status ${status}, which this screen does not work on.`,
          },
    );
  });
});
