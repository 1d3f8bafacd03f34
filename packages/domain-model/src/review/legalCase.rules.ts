import type { ImageStatus } from '../images/imageStatus';
import type { ReviewScreen } from './domainFlow';

/**
 * The legal-case gate of the review screens (spec 001 §2.3, §2.5, §4.5): "the checkbox reveals
 * the button (enabled only with at least one IDENTICAL image; in social media also only when
 * the domain is verified)", and on social media QC "Create Legal Case checkbox is disabled
 * unless the domain is verified".
 *
 * Our decisions where the spec is silent (docs/domain-flow.md "Review screen rules"):
 * - Only an UNDELIVERED IDENTICAL image among the shown ones counts. A delivered image already
 *   belongs to a legal case and is locked; a case made of delivered images only would deliver
 *   nothing. The decision lists the shown ids that enable it (`imageIds`).
 * - "Shown" is what the table holds now (after the final review filter bar or the 'Without
 *   Image Url' checkbox): those rows enable the button. The case itself covers every IDENTICAL
 *   undelivered image of the domain, whatever page or filter is on screen (docs/legal-case.md).
 * - On social media QC an unverified domain is reported first (the checkbox itself is
 *   disabled), then the missing image (the button is disabled).
 */

/** Why the legal case cannot be created now. */
export type LegalCaseBlock = 'notVerified' | 'noIdenticalImage';

export type LegalCaseGate =
  | { kind: 'enabled'; imageIds: number[] }
  | {
      kind: 'disabled';
      reason: LegalCaseBlock;
      /** Whether the Create Legal Case checkbox may be ticked (only the button is disabled). */
      checkboxEnabled: boolean;
      /** A hint for the disabled control (our wording; the spec shows none). */
      hint: string;
    };

/** The hints of a disabled checkbox or button. Our texts: the spec shows none. */
export const LEGAL_CASE_HINTS: Record<LegalCaseBlock, string> = {
  notVerified: 'The domain is not verified yet.',
  noIdenticalImage: 'No undelivered IDENTICAL image is shown.',
};

export interface LegalCaseQuestion {
  screen: ReviewScreen;
  /** The rows the table shows now. */
  images: readonly { id: number; status: ImageStatus; delivered: boolean }[];
  /** The domain's `verified` flag (001 §3); read on social media QC only. */
  verified: boolean;
}

/** Whether CREATE LEGAL CASE is enabled, and if not why (001 §2.3, §2.5, §4.5). */
export function decideLegalCase({ screen, images, verified }: LegalCaseQuestion): LegalCaseGate {
  if (screen === 'socialMediaQualityControl' && !verified) {
    return {
      kind: 'disabled',
      reason: 'notVerified',
      checkboxEnabled: false,
      hint: LEGAL_CASE_HINTS.notVerified,
    };
  }
  const imageIds = images
    .filter((image) => image.status === 'IDENTICAL' && !image.delivered)
    .map((image) => image.id);
  if (imageIds.length === 0) {
    return {
      kind: 'disabled',
      reason: 'noIdenticalImage',
      checkboxEnabled: true,
      hint: LEGAL_CASE_HINTS.noIdenticalImage,
    };
  }
  return { kind: 'enabled', imageIds };
}
