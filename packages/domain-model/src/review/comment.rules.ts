import { TEXTS } from '../texts';
import type { ReviewScreen } from './domainFlow';

/**
 * The comment (conversation) rules of the review screens (spec 001 §3 "Comment or
 * conversation", §5): "Comment text required ('This field cannot be empty.'; blank text
 * 'Comment can not be empty!')". Comment times show as DD-MM-YYYY hh:mm: that is
 * `formatCommentTime` in `format/format.ts`.
 *
 * Our decisions (docs/domain-flow.md "Review screen rules"):
 * - An empty field gets the form's field message 'This field cannot be empty.'; text of only
 *   spaces or line breaks passes the form's required rule but is refused on send with the toast
 *   'Comment can not be empty!' (and the field message, so the field says what is wrong).
 * - The message is sent trimmed at both ends; line breaks inside are kept.
 * - `sentFrom` (QC or FR, 001 §3) is QC on quality control and social media QC, FR on final
 *   review.
 */

/** Where a comment was written (001 §3): quality control or final review. */
export type CommentSource = 'QC' | 'FR';

export type CommentCheck =
  | { kind: 'valid'; message: string }
  | { kind: 'invalid'; fieldError: string; toast: string | null };

/** A comment's text before it is sent (001 §5). */
export function validateComment(text: string | null | undefined): CommentCheck {
  if (text === null || text === undefined || text === '') {
    return { kind: 'invalid', fieldError: TEXTS.validation.fieldRequired, toast: null };
  }
  const message = text.trim();
  if (message === '') {
    return {
      kind: 'invalid',
      fieldError: TEXTS.validation.fieldRequired,
      toast: TEXTS.review.commentEmpty,
    };
  }
  return { kind: 'valid', message };
}

/** `sentFrom` of a comment written on `screen` (001 §3). */
export function commentSentFrom(screen: ReviewScreen): CommentSource {
  return screen === 'finalReview' ? 'FR' : 'QC';
}
