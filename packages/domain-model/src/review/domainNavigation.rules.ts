import { NAVIGATION_COOLDOWN_MS, SAVE_BEFORE_LEAVE_DELAY_MS } from '../constants';
import { TEXTS } from '../texts';
import {
  decideReviewSubmit,
  type ReviewSubmitDecision,
  type ReviewSubmitQuestion,
} from './reviewSubmit.rules';

/**
 * Moving between domains on the review screens (spec 001 §2.1, §4.4, §9):
 * - "Next pushes the current domain id onto a history list; previous pops it. With no previous
 *   domain, 'No domains for review' is shown."
 * - "Previous and next arrows ... are disabled for 1 second after use."
 * - "With unsaved changes, the prompt 'Would you like to save changes before going to another
 *   domain?' offers Save or Proceed without changes. Save then proceeds after 1 second."
 *
 * Our decisions (docs/domain-flow.md "Review screen rules"):
 * - The same id is not pushed twice in a row (a Next that failed and is pressed again does not
 *   make Previous return to the same domain twice); a screen without a domain pushes nothing.
 * - The cooldown is shared by both arrows and counts from the last use of either.
 * - Save in the prompt runs the save-before-leave checks (`decideReviewSubmit`): when they
 *   block, the operator stays, with their toast; closing the prompt stays too.
 */

/** The ids of the domains left by Next, the most recent last. */
export type DomainHistory = readonly number[];

/** Next: the current domain id pushed onto the history (001 §4.4). */
export function pushHistory(history: DomainHistory, currentId: number | null): number[] {
  if (currentId === null || history.at(-1) === currentId) return [...history];
  return [...history, currentId];
}

export type PreviousStep =
  { kind: 'go'; domainId: number; history: number[] } | { kind: 'none'; toast: string };

/** Previous: the last id popped off the history, or 'No domains for review' (001 §4.4). */
export function decidePrevious(history: DomainHistory): PreviousStep {
  const domainId = history.at(-1);
  if (domainId === undefined) return { kind: 'none', toast: TEXTS.review.noDomains };
  return { kind: 'go', domainId, history: history.slice(0, -1) };
}

/**
 * Whether the arrows are enabled `now` (ms), the last use at `lastUsedAt` (ms, null: never),
 * and how long until they are (001 §2.1, 1 second).
 */
export function navigationCooldown(
  lastUsedAt: number | null,
  now: number,
  cooldownMs: number = NAVIGATION_COOLDOWN_MS,
): { enabled: boolean; remainingMs: number } {
  if (lastUsedAt === null) return { enabled: true, remainingMs: 0 };
  const remainingMs = Math.max(0, lastUsedAt + cooldownMs - now);
  return { enabled: remainingMs === 0, remainingMs };
}

export type LeaveStep =
  { kind: 'go' } | { kind: 'prompt'; message: string; saveLabel: string; proceedLabel: string };

/** Leaving the domain (Previous, Next, the page change): go, or ask first (001 §4.4). */
export function decideLeave({ unsaved }: { unsaved: boolean }): LeaveStep {
  if (!unsaved) return { kind: 'go' };
  return {
    kind: 'prompt',
    message: TEXTS.review.confirmSaveBeforeLeaving,
    saveLabel: TEXTS.common.save,
    proceedLabel: TEXTS.review.proceedWithoutChanges,
  };
}

/** The operator's answer to the prompt; `dismiss` closes it (Escape, the close button). */
export type LeaveAnswer = 'save' | 'proceed' | 'dismiss';

export type LeaveAnswerStep =
  /** Save, then go on after `delayMs` (001 §4.4, §9: 1 second). */
  | { kind: 'saveThenGo'; delayMs: number }
  /** Drop the changes and go on. */
  | { kind: 'discardAndGo' }
  /** Stay on the domain; `blocked` when the save-before-leave checks refused. */
  | { kind: 'stay'; blocked: Extract<ReviewSubmitDecision, { kind: 'blocked' }> | null };

/** What an answer to the unsaved-changes prompt does (001 §4.4, §5). */
export function decideLeaveAnswer(
  answer: LeaveAnswer,
  form: Omit<ReviewSubmitQuestion, 'action'>,
): LeaveAnswerStep {
  if (answer === 'proceed') return { kind: 'discardAndGo' };
  if (answer === 'dismiss') return { kind: 'stay', blocked: null };
  const decision = decideReviewSubmit({ ...form, action: 'saveBeforeLeave' });
  if (decision.kind === 'blocked') return { kind: 'stay', blocked: decision };
  return { kind: 'saveThenGo', delayMs: SAVE_BEFORE_LEAVE_DELAY_MS };
}
