import { TEXTS, type DomainAction, type LegalCaseGate } from '@sightings/domain-model';
import { useId } from 'react';
import { Button, type ButtonProps } from '../../Button/Button';
import { Checkbox } from '../../Checkbox/Checkbox';
import { ChevronDownIcon } from '../../icons';
import { WithTooltip } from '../../Tooltip/Tooltip';
import { joinClassName } from '../../utils/className';
import {
  bar,
  group,
  legalCase,
  reason as reasonClass,
  toTop,
  topIcon,
} from './ReviewActionBar.css';
import { shortcutOf, type ReviewShortcutId } from './reviewShortcuts';

/** The buttons' words: the specs' where they quote them, ours otherwise. */
export const REVIEW_ACTION_LABELS = {
  bar: 'Domain actions',
  save: TEXTS.review.saveChanges,
  approve: 'Approve',
  submitAsComment: 'Submit as comment',
  submitForReview: 'Submit for review',
  hold: 'Hold',
  park: TEXTS.review.park,
  blacklistAdd: 'Add to blacklist',
  blacklistRemove: 'Remove from blacklist',
  returnForReview: 'Return for review',
  returnForQc: 'Return for QC',
  legalCaseCheckbox: TEXTS.review.createLegalCaseCheckbox,
  legalCase: TEXTS.review.createLegalCase,
  scrollToTop: 'Scroll to top',
} as const;

/** The order of the buttons (the legal case comes last, after its checkbox). */
const BUTTON_ORDER: readonly DomainAction[] = [
  'save',
  'approve',
  'submitAsComment',
  'submitForReview',
  'hold',
  'park',
  'returnForReview',
  'returnForQc',
];

export interface ReviewActionBarProps {
  /** The actions the screen offers now: `actionsOffered(screen, status)` of domain-model. */
  offered: readonly DomainAction[];
  /** A button was pressed (the screen confirms where the spec asks, then runs it). */
  onAction: (action: DomainAction) => void;
  /** Whether the domain is on the blacklist: the toggle then removes it. */
  blacklisted: boolean;
  /** The action under way: its button shows a spinner, the others wait (disabled). */
  pendingAction?: DomainAction | null;
  /** Disables every action (e.g. while the domain loads). */
  isDisabled?: boolean;
  /** Why an action is disabled (e.g. 'Complete the URL changes!'), shown beside the bar. */
  disabledReasons?: Partial<Record<DomainAction, string>>;
  /** The Create Legal Case checkbox (shown when `legalCase` is offered). */
  legalCaseChecked?: boolean;
  onLegalCaseCheckedChange?: (checked: boolean) => void;
  /**
   * The legal case gate: domain-model's `decideLegalCase(...)` (at least one IDENTICAL image
   * shown; on social media QC also a verified domain). Open when absent.
   */
  legalCaseGate?: LegalCaseGate;
  /** The scroll-to-top button; no button without it. */
  onScrollToTop?: () => void;
  className?: string;
}

/**
 * Sets `aria-keyshortcuts` on the element (react-aria's components do not pass that attribute
 * through), as a ref callback.
 */
function keyShortcuts(aria: string) {
  return (element: HTMLElement | null) => element?.setAttribute('aria-keyshortcuts', aria);
}

/** A button with its shortcut in a tooltip and in `aria-keyshortcuts`. */
function ShortcutButton({ shortcut, ...props }: ButtonProps & { shortcut: ReviewShortcutId }) {
  const { aria, keys } = shortcutOf(shortcut);
  return (
    <WithTooltip content={keys} delay={500}>
      {/* Button spreads its props onto react-aria's, so the ref (a prop in React 19) arrives. */}
      <Button {...props} {...{ ref: keyShortcuts(aria) }} data-action={shortcut} />
    </WithTooltip>
  );
}

/**
 * The review screens' actions (001 §2.1, §4.5): SAVE CHANGES, Approve, Submit as comment,
 * Submit for review, Hold, Park, Return for review and Return for QC, as the screen offers them
 * (`offered`, from the domain flow's transition table); the blacklist toggle (Add to / Remove
 * from blacklist); the Create Legal Case checkbox, which reveals CREATE LEGAL CASE (disabled,
 * with the reason beside it, while the gate is closed); and Scroll to top. Each button names
 * its shortcut in a tooltip and in `aria-keyshortcuts` (`REVIEW_SHORTCUTS`); the screen
 * listens for the keys (`reviewShortcutForKey`). The bar only reports presses: confirms,
 * toasts and the calls are the screen's.
 */
export function ReviewActionBar({
  offered,
  onAction,
  blacklisted,
  pendingAction = null,
  isDisabled = false,
  disabledReasons = {},
  legalCaseChecked = false,
  onLegalCaseCheckedChange,
  legalCaseGate,
  onScrollToTop,
  className,
}: ReviewActionBarProps) {
  const reasonId = useId();
  const checkboxHintId = useId();
  const busy = pendingAction !== null;
  const blacklistAction: DomainAction = blacklisted ? 'blacklistRemove' : 'blacklistAdd';
  const offers = (action: DomainAction) => offered.includes(action);
  const buttonOf = (action: DomainAction, variant: ButtonProps['variant'] = 'secondary') => {
    const reason = disabledReasons[action];
    const pending = pendingAction === action;
    return (
      <ShortcutButton
        key={action}
        shortcut={action}
        variant={variant}
        isPending={pending}
        isDisabled={isDisabled || reason !== undefined || (busy && !pending)}
        onPress={() => onAction(action)}
      >
        {REVIEW_ACTION_LABELS[action]}
      </ShortcutButton>
    );
  };
  const reasons = [...new Set(Object.values(disabledReasons).filter(Boolean))];
  const gateOpen = legalCaseGate === undefined || legalCaseGate.kind === 'enabled';
  const checkboxEnabled = gateOpen || legalCaseGate.checkboxEnabled;
  const gateHint = legalCaseGate?.kind === 'disabled' ? legalCaseGate.hint : undefined;

  return (
    <div
      role="group"
      aria-label={REVIEW_ACTION_LABELS.bar}
      aria-describedby={reasons.length > 0 ? reasonId : undefined}
      className={joinClassName(bar, className)}
    >
      <div className={group}>
        {BUTTON_ORDER.filter(offers).map((action) =>
          buttonOf(action, action === 'save' || action === 'approve' ? 'primary' : 'secondary'),
        )}
        {offers(blacklistAction)
          ? buttonOf(blacklistAction, blacklisted ? 'secondary' : 'danger')
          : null}
      </div>
      {offers('legalCase') ? (
        <div className={legalCase}>
          <Checkbox
            isSelected={legalCaseChecked}
            onChange={onLegalCaseCheckedChange}
            isDisabled={isDisabled || !checkboxEnabled}
            aria-describedby={gateHint ? checkboxHintId : undefined}
            inputRef={keyShortcuts(shortcutOf('legalCaseCheckbox').aria)}
          >
            {REVIEW_ACTION_LABELS.legalCaseCheckbox}
          </Checkbox>
          {legalCaseChecked && checkboxEnabled ? (
            <ShortcutButton
              shortcut="legalCase"
              variant="danger"
              isPending={pendingAction === 'legalCase'}
              isDisabled={
                isDisabled ||
                !gateOpen ||
                disabledReasons.legalCase !== undefined ||
                (busy && pendingAction !== 'legalCase')
              }
              aria-describedby={gateHint ? checkboxHintId : undefined}
              onPress={() => onAction('legalCase')}
            >
              {REVIEW_ACTION_LABELS.legalCase}
            </ShortcutButton>
          ) : null}
          {gateHint ? (
            <span id={checkboxHintId} className={reasonClass}>
              {gateHint}
            </span>
          ) : null}
        </div>
      ) : null}
      {onScrollToTop ? (
        <ShortcutButton
          shortcut="scrollToTop"
          variant="quiet"
          className={toTop}
          onPress={onScrollToTop}
        >
          <ChevronDownIcon className={topIcon} />
          {REVIEW_ACTION_LABELS.scrollToTop}
        </ShortcutButton>
      ) : null}
      {reasons.length > 0 ? (
        <p id={reasonId} className={reasonClass}>
          {reasons.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
