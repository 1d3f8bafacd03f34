import {
  decideDomainActionConfirm,
  decideLeaveAnswer,
  decidePrevious,
  REVIEW_ERROR_TOAST_MS,
  SUCCESS_TOAST_MS,
  TEMPLATES,
  TEXTS,
  type DomainAction,
  type LegalCaseGate,
} from '@sightings/domain-model';
import { REVIEW_ACTION_LABELS } from '@sightings/ui';
import { useState } from 'react';
import { downloadFile } from '../../download';
import { toasts, whileLoading } from '../../feedback/feedback';
import { RETURNED } from '../reviewTexts';
import {
  approve,
  checkSubmit,
  hasUnsavedWork,
  hold,
  legalCase,
  park,
  returnFor,
  save,
  submitAsComment,
  submitForReview,
  toggleBlacklist,
  type ActionOutcome,
} from '../store/domainActions';
import { currentDomain, reviewQueue } from '../store/domainState';
import { reviewDraft } from '../store/draftStore';
import { reviewImages } from '../store/imagesStore';
import { goNext, goPrevious, leftDomain } from '../store/queueStore';
import type { ReviewKeyAction } from './useReviewKeys';

/** A domain action that asks in the confirm dialog (domain-model's `decideDomainActionConfirm`). */
export type AskedAction = Exclude<DomainAction, 'save' | 'park'>;

export type Confirm =
  | { kind: 'leave'; to: 'next' | 'previous' }
  | { kind: 'park' }
  | { kind: 'action'; action: AskedAction; message: string; tone: 'primary' | 'danger' };

/** The confirm's title: the action's button (the blacklist's reads as the spec's question). */
export const confirmTitle = (action: AskedAction) =>
  action === 'blacklistAdd' || action === 'blacklistRemove'
    ? 'Blacklist'
    : REVIEW_ACTION_LABELS[action];

export interface DomainActionsOptions {
  /** The legal case's gate over the rows shown (domain-model's `decideLegalCase`). */
  gate: LegalCaseGate;
  later: (ms: number, work: () => void) => void;
  /** Before a move to another domain: the status undo offer and the notice go. */
  beforeMove: () => void;
  scrollToTop: () => void;
}

/**
 * The review screens' domain actions and moves, from a button, a key or a confirm (spec 001
 * §4.4, §4.5, §5): the form's checks, then the confirm the domain-model table decides, then the
 * action and its toast; an action that leaves the domain shows the next one. The dialogs'
 * state (`confirm`, the park error, the reason error) lives here.
 */
export function useDomainActions({ gate, later, beforeMove, scrollToTop }: DomainActionsOptions) {
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [legalCaseChecked, setLegalCaseChecked] = useState(false);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [parkError, setParkError] = useState<string | null>(null);

  async function go(to: 'next' | 'previous') {
    setLegalCaseChecked(false);
    setReasonError(null);
    beforeMove();
    if (to === 'next') {
      const outcome = await whileLoading(goNext());
      if (outcome.kind === 'empty')
        toasts.info(TEXTS.review.noDomains, { timeout: SUCCESS_TOAST_MS });
      return;
    }
    const step = decidePrevious(reviewQueue.history);
    if (step.kind === 'none') {
      toasts.info(step.toast, { timeout: SUCCESS_TOAST_MS });
      return;
    }
    const outcome = await whileLoading(goPrevious(step.domainId, step.history));
    if (outcome.kind === 'failed')
      toasts.error(outcome.message, { timeout: REVIEW_ERROR_TOAST_MS });
  }

  /** Previous or Next: asked first when something is unsaved. */
  function move(to: 'next' | 'previous') {
    if (hasUnsavedWork()) setConfirm({ kind: 'leave', to });
    else void go(to);
  }

  /** After an action that leaves the domain: the next one. */
  async function nextAfterLeaving() {
    leftDomain();
    await go('next');
  }

  function report(outcome: ActionOutcome, success: string, failure?: string): boolean {
    if (outcome.kind === 'blocked') {
      toasts.error(outcome.toast, { timeout: REVIEW_ERROR_TOAST_MS });
      setReasonError(outcome.fieldErrors.noCommercialCause ?? null);
      return false;
    }
    if (outcome.kind === 'failed') {
      // The change stays on screen; the action can be tried again.
      toasts.error(failure ?? outcome.message, {
        timeout: REVIEW_ERROR_TOAST_MS,
        description: failure ? outcome.message : undefined,
      });
      return false;
    }
    setReasonError(null);
    toasts.success(success, { timeout: SUCCESS_TOAST_MS });
    return true;
  }

  /** A domain action asked for by its button or its key: the §5 checks, the confirm, the action. */
  async function act(action: ReviewKeyAction) {
    const current = currentDomain();
    if (!current) return;
    if (action === 'scrollToTop') return scrollToTop();
    if (action === 'legalCaseCheckbox') return setLegalCaseChecked((checked) => !checked);
    const domainAction: DomainAction =
      action === 'blacklist' ? (current.blacklisted ? 'blacklistRemove' : 'blacklistAdd') : action;
    if (domainAction === 'legalCase' && (!legalCaseChecked || gate.kind !== 'enabled')) return;
    const check = checkSubmit(domainAction);
    if (check.kind === 'blocked') {
      report({ kind: 'blocked', toast: check.toast, fieldErrors: check.fieldErrors }, '');
      return;
    }
    const ask = decideDomainActionConfirm(domainAction, current.domain);
    if (ask.kind === 'parkDialog') {
      setParkError(null);
      setConfirm({ kind: 'park' });
      return;
    }
    if (ask.kind === 'confirm') {
      const asked = domainAction as AskedAction;
      setConfirm({ kind: 'action', action: asked, message: ask.message, tone: ask.tone });
      return;
    }
    await run(domainAction);
  }

  /** The action and its toast; one that leaves the domain shows the next. */
  async function run(action: DomainAction) {
    const leaving = async (outcome: ActionOutcome, success: string, failure?: string) => {
      if (report(outcome, success, failure)) await nextAfterLeaving();
    };
    switch (action) {
      case 'save':
        report(await whileLoading(save()), TEXTS.review.saved);
        return;
      case 'approve':
        return leaving(
          await whileLoading(approve()),
          TEXTS.review.approved,
          TEXTS.review.approvalFailed,
        );
      case 'submitAsComment':
        report(await whileLoading(submitAsComment()), TEXTS.review.commentSubmitted);
        return;
      case 'submitForReview':
        return leaving(await whileLoading(submitForReview()), TEXTS.review.reviewSubmitted);
      case 'hold':
        return leaving(await whileLoading(hold()), TEXTS.review.held);
      case 'returnForQc':
      case 'returnForReview':
        return leaving(await whileLoading(returnFor(action)), RETURNED[action]);
      case 'legalCase':
        if (gate.kind !== 'enabled') return;
        return leaving(
          await whileLoading(legalCase(downloadFile)),
          TEXTS.review.delivered,
          TEXTS.review.deliveryFailed,
        );
      case 'blacklistAdd':
      case 'blacklistRemove':
        return blacklist(action === 'blacklistAdd');
      case 'park':
        return;
    }
  }

  async function blacklist(adding: boolean) {
    const name = currentDomain()?.domain ?? '';
    const outcome = await whileLoading(toggleBlacklist());
    if (outcome.kind === 'done') {
      toasts.success(TEMPLATES.blacklistChanged(adding ? 'add' : 'remove', name), {
        timeout: SUCCESS_TOAST_MS,
      });
    } else if (outcome.kind === 'failed') {
      // The spec's text is for an add; a failed remove reads the server's message.
      toasts.error(adding ? TEMPLATES.blacklistNotConfirmed(name) : outcome.message, {
        timeout: REVIEW_ERROR_TOAST_MS,
      });
    }
  }

  /** Yes in the confirm, or Save in the unsaved-changes prompt of a move. */
  async function confirmed(current: Confirm) {
    setConfirm(null);
    if (current.kind === 'action') return run(current.action);
    if (current.kind !== 'leave') return;
    const step = decideLeaveAnswer('save', {
      commercialWebSite: reviewDraft.draft?.commercialWebSite ?? null,
      noCommercialCause: reviewDraft.draft?.noCommercialCause ?? null,
      urlRowsInEdit: reviewImages.editingUrlIds,
    });
    if (step.kind === 'stay') {
      if (step.blocked) {
        toasts.error(step.blocked.toast, { timeout: REVIEW_ERROR_TOAST_MS });
        setReasonError(step.blocked.fieldErrors.noCommercialCause ?? null);
      }
      return;
    }
    if (step.kind === 'saveThenGo') {
      if (!report(await whileLoading(save('saveBeforeLeave')), TEXTS.review.saved)) return;
      later(step.delayMs, () => void go(current.to));
    }
  }

  async function onPark(untilDate: string) {
    setParkError(null);
    const outcome = await whileLoading(park(untilDate));
    if (outcome.kind === 'done') {
      setConfirm(null);
      toasts.success(TEXTS.review.parked, { timeout: SUCCESS_TOAST_MS });
      await nextAfterLeaving();
      return;
    }
    // The dialog stays with the date; the server's refusal shows under the field.
    setParkError(outcome.kind === 'failed' ? outcome.message : outcome.toast);
  }

  return {
    confirm,
    setConfirm,
    legalCaseChecked,
    setLegalCaseChecked,
    reasonError,
    setReasonError,
    parkError,
    act,
    move,
    go,
    report,
    confirmed,
    onPark,
  };
}
