import { TEXTS } from '@sightings/domain-model';
import { Notice } from '../../Notice/Notice';
import { joinClassName } from '../../utils/className';
import { notices } from './ReviewNotices.css';

export interface ReviewNoticesProps {
  /** The domain was returned for comment: 'Comment submitted. Please proceed'. */
  commentSubmitted?: boolean;
  /** The domain had sightings before: 'This domain has had previous sightings!'. */
  previousSightings?: boolean;
  /** Flow status RETURNED_FOR_REVIEW: 'Domain submitted for another review.'. */
  submittedForReview?: boolean;
  /** The domain is blacklisted: 'This domain is currently on the blacklist.'. */
  blacklisted?: boolean;
  className?: string;
}

/**
 * The notices of the review screens (001 §2.1), each shown while its flag is set, in the
 * spec's order: comment submitted and submitted for review as information, previous sightings
 * and the blacklist as warnings (a different icon per tone, never colour alone). Polite live
 * regions: a notice that appears with a new domain is announced. Nothing renders without a
 * flag.
 */
export function ReviewNotices({
  commentSubmitted = false,
  previousSightings = false,
  submittedForReview = false,
  blacklisted = false,
  className,
}: ReviewNoticesProps) {
  if (!commentSubmitted && !previousSightings && !submittedForReview && !blacklisted) return null;
  return (
    <div className={joinClassName(notices, className)}>
      {commentSubmitted ? (
        <Notice tone="info" data-notice="commentSubmitted">
          {TEXTS.review.noticeCommentSubmitted}
        </Notice>
      ) : null}
      {previousSightings ? (
        <Notice tone="warning" data-notice="previousSightings">
          {TEXTS.review.noticePreviousSightings}
        </Notice>
      ) : null}
      {submittedForReview ? (
        <Notice tone="info" data-notice="submittedForReview">
          {TEXTS.review.noticeSubmittedForReview}
        </Notice>
      ) : null}
      {blacklisted ? (
        <Notice tone="warning" data-notice="blacklisted">
          {TEXTS.review.noticeOnBlacklist}
        </Notice>
      ) : null}
    </div>
  );
}
