import type { ReviewDomain, ReviewScreen } from '@sightings/domain-model';
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
  /** The next domains of the screen's queue, the user's own live leases first. */
  reserveNext(limit: number): Promise<ReviewDomain[]>;
  /** The domain named in the address (`?domainName=`), reserved for the user. */
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

export const REVIEW_SCREENS: Record<ReviewScreen, ReviewScreenSpec> = {
  qualityControl: {
    id: 'qualityControl',
    title: 'Quality control',
    reserveNext: (limit) => api.review.reserveQualityControl({ limit }),
    reserveNamed: (domainName) => api.review.reserveQualityControl({ domainName }),
    paging: 'client',
    socialFields: false,
  },
  socialMediaQualityControl: {
    id: 'socialMediaQualityControl',
    title: 'Social media quality control',
    reserveNext: (limit) => api.review.reserveQualityControl({ limit, social: true }),
    reserveNamed: (domainName) => api.review.reserveQualityControl({ domainName, social: true }),
    paging: 'client',
    socialFields: true,
  },
  finalReview: {
    id: 'finalReview',
    title: 'Final review',
    reserveNext: (limit) => api.review.reservePendingReview(limit),
    reserveNamed: (domainName) => api.review.reserveReviewDomain(domainName),
    paging: 'server',
    socialFields: false,
  },
};
