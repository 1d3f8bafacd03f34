import type { DomainAction } from '@sightings/domain-model';
import type { ShortcutGroup } from '../../ShortcutsDialog/ShortcutsDialog';

/** What a review screen's shortcut does: a domain action, the bar's own controls, or '?'. */
export type ReviewShortcutId =
  DomainAction | 'blacklist' | 'legalCaseCheckbox' | 'scrollToTop' | 'shortcuts';

/** One shortcut: `aria` for `aria-keyshortcuts`, `keys` as shown, `code` the key pressed. */
export interface ReviewShortcut {
  aria: string;
  keys: string;
  description: string;
  /** `KeyboardEvent.code` (layout-free, and Alt+letter types a symbol on a Mac). */
  code: string;
  alt: boolean;
  shift: boolean;
}

function alt(letter: string, description: string, shift = false): ReviewShortcut {
  return {
    aria: `Alt+${shift ? 'Shift+' : ''}${letter}`,
    keys: `Alt + ${shift ? 'Shift + ' : ''}${letter}`,
    description,
    code: `Key${letter}`,
    alt: true,
    shift,
  };
}

/**
 * The review screens' shortcuts (ours; the specs list none). Alt + a letter, so that typing in
 * a field never triggers one and the browser's Ctrl shortcuts stay; the letter is the action's
 * initial where it is free. '?' opens the list (`ShortcutsDialog`).
 */
export const REVIEW_SHORTCUTS: Record<
  Exclude<ReviewShortcutId, 'blacklistAdd' | 'blacklistRemove'>,
  ReviewShortcut
> = {
  save: alt('S', 'Save changes'),
  approve: alt('A', 'Approve'),
  submitAsComment: alt('C', 'Submit as comment'),
  submitForReview: alt('R', 'Submit for review'),
  hold: alt('H', 'Hold'),
  park: alt('P', 'Park'),
  blacklist: alt('B', 'Add to or remove from the blacklist'),
  legalCaseCheckbox: alt('L', 'Tick or untick Create Legal Case'),
  legalCase: alt('L', 'Create legal case', true),
  returnForReview: alt('R', 'Return for review', true),
  returnForQc: alt('Q', 'Return for quality control'),
  scrollToTop: alt('T', 'Scroll to top'),
  shortcuts: {
    aria: 'Shift+?',
    keys: '?',
    description: 'Show the keyboard shortcuts',
    code: 'Slash',
    alt: false,
    shift: true,
  },
};

/** The shortcut of a domain action (the blacklist toggle shares one). */
export function shortcutOf(action: ReviewShortcutId): ReviewShortcut {
  if (action === 'blacklistAdd' || action === 'blacklistRemove') return REVIEW_SHORTCUTS.blacklist;
  return REVIEW_SHORTCUTS[action];
}

/** Fields where '?' is typed, not a shortcut. */
const TYPING = 'input, textarea, select, [contenteditable="true"], [role="textbox"]';

/**
 * The shortcut a key press means, or null: for the screen's key listener. '?' counts only
 * outside text fields; the Alt shortcuts count anywhere.
 */
export function reviewShortcutForKey(event: {
  code: string;
  key: string;
  altKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target?: EventTarget | null;
}): ReviewShortcutId | null {
  if (event.ctrlKey || event.metaKey) return null;
  if (event.key === '?' && !event.altKey) {
    const typing = event.target instanceof Element && event.target.closest(TYPING) !== null;
    return typing ? null : 'shortcuts';
  }
  if (!event.altKey) return null;
  for (const [id, shortcut] of Object.entries(REVIEW_SHORTCUTS)) {
    if (shortcut.alt && shortcut.code === event.code && shortcut.shift === event.shiftKey) {
      return id as ReviewShortcutId;
    }
  }
  return null;
}

/** The bar's shortcuts for a '?' `ShortcutsDialog`, for the actions offered. */
export function reviewShortcutGroups(offered: readonly DomainAction[]): ShortcutGroup[] {
  const ids: ReviewShortcutId[] = [];
  for (const action of offered) {
    if (action === 'blacklistAdd' || action === 'blacklistRemove') {
      if (!ids.includes('blacklist')) ids.push('blacklist');
    } else if (action === 'legalCase') ids.push('legalCaseCheckbox', 'legalCase');
    else ids.push(action);
  }
  return [
    {
      title: 'Domain actions',
      shortcuts: ids.map((id) => {
        const { keys, description } = shortcutOf(id);
        return { keys, description };
      }),
    },
    {
      title: 'On the page',
      shortcuts: (['scrollToTop', 'shortcuts'] as const).map((id) => ({
        keys: REVIEW_SHORTCUTS[id].keys,
        description: REVIEW_SHORTCUTS[id].description,
      })),
    },
  ];
}
