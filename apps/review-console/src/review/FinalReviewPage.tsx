import { ReviewScreen } from './ReviewScreen';

/**
 * /final_review?domainName= (spec 001 §2.4): the shared review layout on final review's queue,
 * with Park, the parked-until banner, the filter bar (paged on the server), the counts above 0,
 * hold and the returns.
 */
export default function FinalReviewPage() {
  return <ReviewScreen screen="finalReview" />;
}
