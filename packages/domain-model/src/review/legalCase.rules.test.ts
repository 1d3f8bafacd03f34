import { describe, expect, it } from 'vitest';
import type { ImageStatus } from '../images/imageStatus';
import type { ReviewScreen } from './domainFlow';
import { decideLegalCase, LEGAL_CASE_HINTS } from './legalCase.rules';

const img = (id: number, status: ImageStatus, delivered = false) => ({ id, status, delivered });

const IDENTICAL_SHOWN = [img(1, 'PENDING'), img(2, 'IDENTICAL'), img(3, 'IDENTICAL', true)];
const DELIVERED_ONLY = [img(1, 'IDENTICAL', true), img(2, 'NOT_IDENTICAL')];
const NONE = [img(1, 'PENDING'), img(2, 'NOT_IDENTICAL'), img(3, 'OFFLINE')];

describe('the legal-case gate (001 §2.3, §2.5, §4.5)', () => {
  it.each<[ReviewScreen, typeof NONE, boolean, string]>([
    ['qualityControl', IDENTICAL_SHOWN, false, 'enabled'],
    ['qualityControl', IDENTICAL_SHOWN, true, 'enabled'],
    ['qualityControl', NONE, true, 'noIdenticalImage'],
    ['qualityControl', DELIVERED_ONLY, true, 'noIdenticalImage'],
    ['qualityControl', [], true, 'noIdenticalImage'],
    ['finalReview', IDENTICAL_SHOWN, false, 'enabled'],
    ['finalReview', NONE, false, 'noIdenticalImage'],
    ['socialMediaQualityControl', IDENTICAL_SHOWN, true, 'enabled'],
    ['socialMediaQualityControl', IDENTICAL_SHOWN, false, 'notVerified'],
    ['socialMediaQualityControl', NONE, false, 'notVerified'],
    ['socialMediaQualityControl', NONE, true, 'noIdenticalImage'],
  ])('on %s with %j, verified %s: %s', (screen, images, verified, expected) => {
    const gate = decideLegalCase({ screen, images, verified });
    expect(gate.kind === 'enabled' ? 'enabled' : gate.reason).toBe(expected);
  });

  it('lists the undelivered IDENTICAL images the case delivers', () => {
    expect(
      decideLegalCase({
        screen: 'qualityControl',
        images: [...IDENTICAL_SHOWN, img(7, 'IDENTICAL'), img(8, 'DUPLICATE')],
        verified: false,
      }),
    ).toEqual({ kind: 'enabled', imageIds: [2, 7] });
  });

  it('keeps the checkbox usable unless the domain is unverified on social media QC', () => {
    expect(
      decideLegalCase({ screen: 'socialMediaQualityControl', images: NONE, verified: false }),
    ).toEqual({
      kind: 'disabled',
      reason: 'notVerified',
      checkboxEnabled: false,
      hint: LEGAL_CASE_HINTS.notVerified,
    });
    expect(decideLegalCase({ screen: 'finalReview', images: NONE, verified: false })).toEqual({
      kind: 'disabled',
      reason: 'noIdenticalImage',
      checkboxEnabled: true,
      hint: LEGAL_CASE_HINTS.noIdenticalImage,
    });
  });
});
