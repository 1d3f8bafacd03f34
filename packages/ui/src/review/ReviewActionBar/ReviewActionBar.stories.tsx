import {
  actionsOffered,
  decideLegalCase,
  LEGAL_CASE_HINTS,
  TEXTS,
  type DomainAction,
} from '@sightings/domain-model';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../Button/Button';
import { ShortcutsDialog } from '../../ShortcutsDialog/ShortcutsDialog';
import { ReviewActionBar, type ReviewActionBarProps } from './ReviewActionBar';
import { reviewShortcutForKey, reviewShortcutGroups } from './reviewShortcuts';

/** The legal case gates, as domain-model decides them. */
const OPEN = decideLegalCase({
  screen: 'qualityControl',
  images: [{ id: 1, status: 'IDENTICAL', delivered: false }],
  verified: false,
});
const NO_IDENTICAL = decideLegalCase({ screen: 'qualityControl', images: [], verified: false });
const NOT_VERIFIED = decideLegalCase({
  screen: 'socialMediaQualityControl',
  images: [{ id: 1, status: 'IDENTICAL', delivered: false }],
  verified: false,
});

/** The screen's side: the legal case checkbox in state, '?' opens the shortcuts. */
function Screen(props: ReviewActionBarProps) {
  const [checked, setChecked] = useState(props.legalCaseChecked);
  const [showShortcuts, setShowShortcuts] = useState(false);
  return (
    // The story listens for the keys as a screen does (on its root).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      onKeyDown={(event) => {
        const id = reviewShortcutForKey(event);
        if (id === 'shortcuts') setShowShortcuts(true);
        else if (id === 'legalCaseCheckbox') setChecked((value) => !value);
        else if (id === 'blacklist')
          props.onAction(props.blacklisted ? 'blacklistRemove' : 'blacklistAdd');
        else if (id && id !== 'scrollToTop' && props.offered.includes(id as DomainAction))
          props.onAction(id as DomainAction);
        else return;
        event.preventDefault();
      }}
    >
      <ReviewActionBar
        {...props}
        legalCaseChecked={checked}
        onLegalCaseCheckedChange={(next) => {
          setChecked(next);
          props.onLegalCaseCheckedChange?.(next);
        }}
      />
      <ShortcutsDialog
        isOpen={showShortcuts}
        onOpenChange={setShowShortcuts}
        groups={reviewShortcutGroups(props.offered)}
      />
    </div>
  );
}

const meta = {
  title: 'Review/ReviewActionBar',
  component: ReviewActionBar,
  args: {
    offered: actionsOffered('qualityControl', 'PENDING_QUALITY_CONTROL'),
    onAction: fn(),
    blacklisted: false,
    legalCaseChecked: false,
    onLegalCaseCheckedChange: fn(),
    legalCaseGate: OPEN,
    onScrollToTop: fn(),
  },
  render: (args) => <Screen {...args} />,
} satisfies Meta<typeof ReviewActionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const names = (root: HTMLElement) =>
  within(root)
    .getAllByRole('button')
    .map((button) => button.textContent);

/**
 * Quality control on a pending domain: the actions the transition table offers, each with its
 * shortcut; Tab and Enter press them; the checkbox reveals CREATE LEGAL CASE.
 */
export const QualityControl: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(names(canvasElement)).toEqual([
      TEXTS.review.saveChanges,
      'Approve',
      'Submit as comment',
      'Submit for review',
      'Hold',
      'Add to blacklist',
      'Scroll to top',
    ]);
    await expect(canvas.getByRole('button', { name: 'Approve' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Alt+A',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: TEXTS.review.saveChanges })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Alt + S');
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('save');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onAction).toHaveBeenLastCalledWith('approve');
    // On to the checkbox: Space ticks it and CREATE LEGAL CASE appears after it.
    const checkbox = canvas.getByRole('checkbox', { name: TEXTS.review.createLegalCaseCheckbox });
    checkbox.focus();
    await userEvent.keyboard(' ');
    await expect(args.onLegalCaseCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.tab();
    const legal = canvas.getByRole('button', { name: TEXTS.review.createLegalCase });
    await expect(legal).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenLastCalledWith('legalCase');
  },
};

/** The shortcuts: Alt+H holds, Alt+B toggles the blacklist, '?' lists them in a dialog. */
export const Shortcuts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: TEXTS.review.saveChanges }).focus();
    await userEvent.keyboard('{Alt>}h{/Alt}');
    await expect(args.onAction).toHaveBeenLastCalledWith('hold');
    await userEvent.keyboard('{Alt>}b{/Alt}');
    await expect(args.onAction).toHaveBeenLastCalledWith('blacklistAdd');
    await userEvent.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toHaveTextContent('Alt + AApprove');
    await expect(dialog).toHaveTextContent('?Show the keyboard shortcuts');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Final review on a parked domain on the blacklist: Park, returns, Remove from blacklist. */
export const FinalReviewParked: Story = {
  args: { offered: actionsOffered('finalReview', 'PARKED'), blacklisted: true },
  play: async ({ canvasElement }) => {
    await expect(names(canvasElement)).toEqual([
      TEXTS.review.saveChanges,
      'Submit as comment',
      'Hold',
      TEXTS.review.park,
      'Return for review',
      'Return for QC',
      'Remove from blacklist',
      'Scroll to top',
    ]);
  },
};

/** The gate is closed: CREATE LEGAL CASE shows disabled, with the reason beside it. */
export const LegalCaseGateClosed: Story = {
  args: {
    legalCaseChecked: true,
    legalCaseGate: NO_IDENTICAL,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const legal = canvas.getByRole('button', { name: TEXTS.review.createLegalCase });
    await expect(legal).toBeDisabled();
    await expect(legal).toHaveAccessibleDescription(LEGAL_CASE_HINTS.noIdenticalImage);
  },
};

/** Social media QC, domain not verified: even the checkbox is disabled, with the reason. */
export const NotVerified: Story = {
  args: {
    offered: actionsOffered('socialMediaQualityControl', 'PENDING_QUALITY_CONTROL'),
    legalCaseGate: NOT_VERIFIED,
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', {
      name: TEXTS.review.createLegalCaseCheckbox,
    });
    await expect(checkbox).toBeDisabled();
    await expect(checkbox).toHaveAccessibleDescription(LEGAL_CASE_HINTS.notVerified);
  },
};

/** Approve under way: its spinner shows, the other actions wait. */
export const Pending: Story = {
  args: { pendingAction: 'approve' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Approve/ })).toHaveAttribute(
      'data-pending',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Hold' })).toBeDisabled();
  },
};

/** A URL row in edit mode blocks saving (001 §5): the reason shows and describes the bar. */
export const BlockedByUrlEdit: Story = {
  args: {
    disabledReasons: {
      save: TEXTS.review.completeUrlChanges,
      approve: TEXTS.review.completeUrlChanges,
      legalCase: TEXTS.review.completeUrlChanges,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: TEXTS.review.saveChanges })).toBeDisabled();
    await expect(canvas.getByRole('group', { name: 'Domain actions' })).toHaveAccessibleDescription(
      TEXTS.review.completeUrlChanges,
    );
  },
};

/** The bottom of the page (001 §2.1: SAVE CHANGES also at the bottom): a bar offering save only. */
export const BottomSave: Story = {
  args: { offered: ['save'], onScrollToTop: undefined },
  play: async ({ canvasElement, args }) => {
    await expect(names(canvasElement)).toEqual([TEXTS.review.saveChanges]);
    await expect(within(canvasElement).queryByRole('checkbox')).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('save');
  },
};

/** While the domain loads: every action disabled. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: TEXTS.review.saveChanges }),
    ).toBeDisabled();
  },
};

/** Nothing offered (a delivered domain): only Scroll to top. */
export const Empty: Story = {
  args: { offered: actionsOffered('qualityControl', 'DELIVERED') },
  play: async ({ canvasElement }) => {
    await expect(names(canvasElement)).toEqual(['Scroll to top']);
  },
};

/** Narrow: the buttons wrap. */
export const LongTexts: Story = {
  args: {
    offered: actionsOffered('finalReview', 'PENDING_FINAL_REVIEW'),
    legalCaseChecked: true,
    legalCaseGate: NO_IDENTICAL,
  },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
};

/** The three screens, the gate open and closed, pending and blocked. */
export const AllStates: Story = {
  render: () => {
    const base = {
      onAction: () => {},
      onLegalCaseCheckedChange: () => {},
      onScrollToTop: () => {},
    };
    return (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <ReviewActionBar
          {...base}
          offered={actionsOffered('qualityControl', 'PENDING_QUALITY_CONTROL')}
          blacklisted={false}
          legalCaseChecked
        />
        <ReviewActionBar
          {...base}
          offered={actionsOffered('finalReview', 'PENDING_FINAL_REVIEW')}
          blacklisted
          legalCaseChecked
          legalCaseGate={NO_IDENTICAL}
        />
        <ReviewActionBar
          {...base}
          offered={actionsOffered('socialMediaQualityControl', 'RETURNED_FOR_QUALITY_CONTROL')}
          blacklisted={false}
          legalCaseChecked={false}
          legalCaseGate={NOT_VERIFIED}
        />
        <ReviewActionBar
          {...base}
          offered={actionsOffered('qualityControl', 'PENDING_QUALITY_CONTROL')}
          blacklisted={false}
          legalCaseChecked={false}
          pendingAction="save"
        />
        <ReviewActionBar
          {...base}
          offered={actionsOffered('qualityControl', 'PENDING_QUALITY_CONTROL')}
          blacklisted={false}
          legalCaseChecked={false}
          isDisabled
        />
        <Button onPress={() => {}}>After the bars</Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole('group', { name: 'Domain actions' }),
    ).toHaveLength(5);
  },
};
