import type { ReservationRequest, ReviewDomain, ReviewScreen } from '@sightings/domain-model';
import { api } from '../api';

/**
 * The three review screens (spec 001 §2), each declared once: how it reserves its domains, how
 * its image table pages, and which panels it adds to the shared layout. The actions a screen
 * offers come from domain-model's transition table (`actionsOffered(screen, status)`), the
 * keys from ui's shortcut table. docs/review-screens.md.
 */
export interface ReviewScreenSpec {
  id: ReviewScreen;
  /** The page's heading and title. */
  title: string;
  /**
   * The next domains of the screen's queue (001 §7): `limit` and `resume` as domain-model's
   * `reservationRequest` decides. The api-client sends the extension's parameters (`resume`,
   * `social`, final review's `limit`) only to a server offering `review-queues`.
   */
  reserveNext(request: ReservationRequest): Promise<ReviewDomain[]>;
  /**
   * The domain named in the address (`?domainName=`), reserved for the user: the spec's
   * `reserve_pending_review_domain` (quality control's `domainName` with `review-queues`). Its
   * status may be another screen's: the queue store checks it (`decideNamedAnswer`).
   */
  reserveNamed(domainName: string): Promise<ReviewDomain[]>;
  /**
   * `client`: every image of the domain is read, sorted and paged in the browser; `server`: one
   * page of the filtered images at a time (final review, 001 §2.4), with the filter bar, the
   * server's counts in the summary and the parked-until banner.
   */
  paging: 'client' | 'server';
  /** The social media fields, NOT PURSUABLE and Verified (001 §2.5). */
  socialFields: boolean;
}

/** The extension's half of the QC queue each QC screen asks for (`social`, review-queues). */
const qualityControlScreen = (social: boolean) => ({
  reserveNext: ({ limit, resume }: ReservationRequest) =>
    api.review.reserveQualityControl({ limit, social, ...(resume ? { resume } : {}) }),
  reserveNamed: (domainName: string) => api.review.reserveQualityControl({ domainName, social }),
});

export const REVIEW_SCREENS: Record<ReviewScreen, ReviewScreenSpec> = {
  qualityControl: {
    id: 'qualityControl',
    title: 'Quality control',
    ...qualityControlScreen(false),
    paging: 'client',
    socialFields: false,
  },
  socialMediaQualityControl: {
    id: 'socialMediaQualityControl',
    title: 'Social media quality control',
    ...qualityControlScreen(true),
    paging: 'client',
    socialFields: true,
  },
  finalReview: {
    id: 'finalReview',
    title: 'Final review',
    reserveNext: ({ limit, resume }) =>
      api.review.reservePendingReview(resume ? { limit, resume } : {}),
    reserveNamed: (domainName) => api.review.reserveReviewDomain(domainName),
    paging: 'server',
    socialFields: false,
  },
};
