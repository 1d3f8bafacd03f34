import type { DomainAction } from '@sightings/domain-model';
import { reviewShortcutForKey } from '@sightings/ui';
import { useEffect, useRef } from 'react';

/** The shortcut that opens the domain's history (Alt+H is Hold). */
export const HISTORY_SHORTCUT = { keys: 'Alt + Shift + H', code: 'KeyH' } as const;

/** Previous and Next domain (ours; Alt+arrows are the browser's Back and Forward). */
export const NAVIGATION_SHORTCUTS = [
  { keys: 'Alt + ,', code: 'Comma', to: 'previous', description: 'Previous domain' },
  { keys: 'Alt + .', code: 'Period', to: 'next', description: 'Next domain' },
] as const;

/** What a key of the review screens asks for, besides the offered actions. */
export type ReviewKeyAction = DomainAction | 'blacklist' | 'scrollToTop' | 'legalCaseCheckbox';

export interface ReviewKeyHandlers {
  /** Whether the keys work: a domain shows and no dialog is open. */
  enabled: boolean;
  /** The domain actions this screen offers for the domain's status. */
  offered: readonly DomainAction[];
  onHistory(): void;
  onShortcuts(): void;
  onMove(to: 'next' | 'previous'): void;
  onAction(action: ReviewKeyAction): void;
}

const alt = (event: KeyboardEvent, shift: boolean) =>
  event.altKey && event.shiftKey === shift && !event.ctrlKey && !event.metaKey;

/**
 * The review screens' keys (spec 001 §8 and ours), heard on the window: Alt+Shift+H the
 * history, Alt+, and Alt+. Previous and Next, then ui's shortcut table (`reviewShortcutForKey`):
 * '?' lists the keys, the others ask for an action this screen offers.
 */
export function useReviewKeys(handlers: ReviewKeyHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const { enabled, offered, onHistory, onShortcuts, onMove, onAction } = latest.current;
      if (!enabled) return;
      if (alt(event, true) && event.code === HISTORY_SHORTCUT.code) {
        event.preventDefault();
        onHistory();
        return;
      }
      const step = NAVIGATION_SHORTCUTS.find(
        (shortcut) => alt(event, false) && event.code === shortcut.code,
      );
      if (step) {
        event.preventDefault();
        onMove(step.to);
        return;
      }
      const id = reviewShortcutForKey(event);
      if (!id) return;
      event.preventDefault();
      if (id === 'shortcuts') onShortcuts();
      else if (id === 'blacklist' || id === 'scrollToTop' || id === 'legalCaseCheckbox')
        onAction(id);
      else if (offered.includes(id)) onAction(id);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
