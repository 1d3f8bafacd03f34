import { actionsOffered, TEXTS } from '@sightings/domain-model';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render as renderPlain } from 'vitest-browser-react';
import { lightTheme } from '../../theme';
import { ReviewActionBar } from './ReviewActionBar';
import { REVIEW_SHORTCUTS, reviewShortcutForKey, reviewShortcutGroups } from './reviewShortcuts';

const render = (ui: ReactNode) =>
  renderPlain(ui, { wrapper: ({ children }) => <div className={lightTheme}>{children}</div> });

const key = (init: Partial<Parameters<typeof reviewShortcutForKey>[0]>) =>
  reviewShortcutForKey({
    code: '',
    key: '',
    altKey: false,
    shiftKey: false,
    ctrlKey: false,
    metaKey: false,
    ...init,
  });

describe('reviewShortcuts', () => {
  it('maps Alt + letter by code, Shift variants apart, and ? outside text fields', () => {
    expect(key({ code: 'KeyS', key: 'ß', altKey: true })).toBe('save');
    expect(key({ code: 'KeyR', altKey: true })).toBe('submitForReview');
    expect(key({ code: 'KeyR', altKey: true, shiftKey: true })).toBe('returnForReview');
    expect(key({ code: 'KeyL', altKey: true, shiftKey: true })).toBe('legalCase');
    expect(key({ code: 'KeyS', altKey: true, ctrlKey: true })).toBeNull();
    expect(key({ code: 'KeyS' })).toBeNull();
    expect(key({ key: '?', code: 'Slash', shiftKey: true })).toBe('shortcuts');
    expect(key({ key: '?', target: document.createElement('textarea') })).toBeNull();
  });

  it('give every shortcut its own keys', () => {
    const keys = Object.values(REVIEW_SHORTCUTS).map((shortcut) => shortcut.aria);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('list the offered actions for the shortcuts dialog', () => {
    const [actions, page] = reviewShortcutGroups(actionsOffered('finalReview', 'PARKED'));
    expect(actions!.shortcuts.map((s) => s.description)).toEqual([
      'Save changes',
      'Submit as comment',
      'Hold',
      'Park',
      'Add to or remove from the blacklist',
      'Tick or untick Create Legal Case',
      'Create legal case',
      'Return for review',
      'Return for quality control',
    ]);
    expect(page!.shortcuts.map((s) => s.keys)).toEqual(['Alt + T', '?']);
  });
});

function Harness({ onAction, gateOpen = true }: { onAction: () => void; gateOpen?: boolean }) {
  const [checked, setChecked] = useState(false);
  return (
    <ReviewActionBar
      offered={actionsOffered('qualityControl', 'PENDING_QUALITY_CONTROL')}
      onAction={onAction}
      blacklisted
      legalCaseChecked={checked}
      onLegalCaseCheckedChange={setChecked}
      legalCaseGate={
        gateOpen
          ? { kind: 'enabled', imageIds: [1] }
          : { kind: 'disabled', reason: 'noIdenticalImage', checkboxEnabled: true, hint: 'Closed.' }
      }
      onScrollToTop={() => {}}
    />
  );
}

describe('ReviewActionBar', () => {
  it('is keyboard complete: Tab reaches every action, Enter presses it', async () => {
    const onAction = vi.fn();
    const screen = await render(<Harness onAction={onAction} />);
    await userEvent.keyboard('{Tab}{Tab}{Tab}{Tab}{Tab}{Tab}');
    await expect
      .element(screen.getByRole('button', { name: 'Remove from blacklist' }))
      .toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenLastCalledWith('blacklistRemove');
    await userEvent.keyboard('{Tab} ');
    await expect
      .element(screen.getByRole('checkbox', { name: TEXTS.review.createLegalCaseCheckbox }))
      .toBeChecked();
    await userEvent.keyboard('{Tab}{Enter}');
    expect(onAction).toHaveBeenLastCalledWith('legalCase');
  });

  it('hides CREATE LEGAL CASE until the box is ticked, and disables it with the reason', async () => {
    const screen = await render(<Harness onAction={() => {}} gateOpen={false} />);
    expect(screen.getByRole('button', { name: TEXTS.review.createLegalCase }).query()).toBeNull();
    await screen.getByText(TEXTS.review.createLegalCaseCheckbox).click();
    const legal = screen.getByRole('button', { name: TEXTS.review.createLegalCase });
    await expect.element(legal).toBeDisabled();
    await expect.element(legal).toHaveAccessibleDescription('Closed.');
    await expect
      .element(screen.getByRole('checkbox', { name: TEXTS.review.createLegalCaseCheckbox }))
      .toHaveAttribute('aria-keyshortcuts', 'Alt+L');
  });

  it('shows a pending action and holds the others', async () => {
    const onAction = vi.fn();
    const screen = await render(
      <ReviewActionBar
        offered={['save', 'approve']}
        onAction={onAction}
        blacklisted={false}
        pendingAction="save"
        legalCaseChecked={false}
        onLegalCaseCheckedChange={() => {}}
      />,
    );
    await expect
      .element(screen.getByRole('button', { name: new RegExp(TEXTS.review.saveChanges) }))
      .toHaveAttribute('data-pending', 'true');
    await expect.element(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
  });
});
