import { TEXTS } from '../texts';
import type { DomainAction } from './domainFlow';

/**
 * The checks that block a review screen's action before anything is sent (spec 001 §5):
 * - "Non-commercial without reason: field message 'Reason required'; toast 'Non-commercial
 *   reason required!'. Blocks save, approve, legal case and save-before-leave."
 * - "Any URL row in edit mode blocks save, approve, legal case and save-before-leave:
 *   'Complete the URL changes!'."
 * - "Form fields are validated before submit or comment; nothing is sent with an error."
 *
 * Our decisions (docs/domain-flow.md "Review screen rules"):
 * - Both checks apply to every action that sends the domain form: the four of the spec (save,
 *   approve, legal case, save-before-leave) and submit as comment, submit for review and hold,
 *   which send the domain body too (001 §7) and would otherwise store a non-commercial domain
 *   without a reason or drop an unfinished URL edit. Park, the blacklist toggle and the two
 *   returns send no form and are never blocked here.
 * - When both checks fail, the reason's toast shows (it comes first in §5) and the field
 *   message is set; `reasons` names both so the screen can also mark the rows in edit mode.
 * - A reason of only spaces counts as no reason.
 */

/** What the operator asked for: a domain action, or Save in the unsaved-changes prompt. */
export type ReviewSubmitAction = DomainAction | 'saveBeforeLeave';

/** The actions the checks apply to (they send the domain form). */
export const REVIEW_FORM_ACTIONS: readonly ReviewSubmitAction[] = [
  'save',
  'approve',
  'legalCase',
  'saveBeforeLeave',
  'submitAsComment',
  'submitForReview',
  'hold',
];

export type ReviewSubmitBlock = 'nonCommercialReason' | 'urlEdit';

export interface ReviewSubmitQuestion {
  action: ReviewSubmitAction;
  /** The radio: true Commercial, false Non-Commercial, null undecided (001 §3). */
  commercialWebSite: boolean | null;
  noCommercialCause: string | null;
  /** The ids of image rows whose URL edit mode is open (001 §2.2). */
  urlRowsInEdit: readonly number[];
}

export type ReviewSubmitDecision =
  | { kind: 'go' }
  | {
      kind: 'blocked';
      /** The toast to show. */
      toast: string;
      /** Field messages of the domain form. */
      fieldErrors: { noCommercialCause?: string };
      /** Every check that failed, in the spec's order. */
      reasons: ReviewSubmitBlock[];
      /** The rows still in edit mode (empty unless `urlEdit` is a reason). */
      urlRowsInEdit: number[];
    };

/** Whether `action` may go ahead, or the toast and field messages that block it (001 §5). */
export function decideReviewSubmit({
  action,
  commercialWebSite,
  noCommercialCause,
  urlRowsInEdit,
}: ReviewSubmitQuestion): ReviewSubmitDecision {
  if (!REVIEW_FORM_ACTIONS.includes(action)) return { kind: 'go' };
  const reasons: ReviewSubmitBlock[] = [];
  const fieldErrors: { noCommercialCause?: string } = {};
  if (commercialWebSite === false && !noCommercialCause?.trim()) {
    reasons.push('nonCommercialReason');
    fieldErrors.noCommercialCause = TEXTS.validation.reasonRequired;
  }
  if (urlRowsInEdit.length > 0) reasons.push('urlEdit');
  if (reasons.length === 0) return { kind: 'go' };
  return {
    kind: 'blocked',
    toast:
      reasons[0] === 'nonCommercialReason'
        ? TEXTS.review.nonCommercialReasonRequired
        : TEXTS.review.completeUrlChanges,
    fieldErrors,
    reasons,
    urlRowsInEdit: reasons.includes('urlEdit') ? [...urlRowsInEdit] : [],
  };
}
