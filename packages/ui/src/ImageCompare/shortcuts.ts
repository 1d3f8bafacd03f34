import type { PairMark } from '@sightings/domain-model';
import { PAN_STEP } from './zoom';

/** The three ways to look at a pair. */
export type CompareMode = 'side-by-side' | 'swipe' | 'blink';

export const COMPARE_MODES: readonly { id: CompareMode; label: string; key: string }[] = [
  { id: 'side-by-side', label: 'Side by side', key: '1' },
  { id: 'swipe', label: 'Swipe', key: '2' },
  { id: 'blink', label: 'Blink', key: '3' },
];

/** How far Shift+Left/Right moves the swipe divider, in percent of the width. */
export const SWIPE_KEY_STEP = 5;

export interface CompareShortcut {
  /** The keys, as shown to the user. */
  keys: string;
  description: string;
  /**
   * Shown only when the view can mark decisions (`decide`), closes (`close`) or moves between
   * pairs (`navigate`).
   */
  only?: 'decide' | 'close' | 'navigate';
}

/** The compare view's keyboard shortcuts, as its hint line shows them. */
export const IMAGE_COMPARE_SHORTCUTS: readonly CompareShortcut[] = [
  { keys: '+ / =', description: 'Zoom in' },
  { keys: '-', description: 'Zoom out' },
  { keys: '0 (zero)', description: 'Reset zoom' },
  { keys: 'Arrow keys', description: 'Pan when zoomed in' },
  { keys: '1 / 2 / 3', description: 'Side by side / Swipe / Blink' },
  { keys: 'Shift + Left / Right', description: 'Move the swipe divider' },
  { keys: 'Space', description: 'Pause or resume blinking' },
  { keys: 'I', description: 'Mark IDENTICAL', only: 'decide' },
  { keys: 'N', description: 'Mark NOT IDENTICAL', only: 'decide' },
  { keys: 'Page Up / [', description: 'Previous pair', only: 'navigate' },
  { keys: 'Page Down / ]', description: 'Next pair', only: 'navigate' },
  { keys: 'Escape', description: 'Close', only: 'close' },
];

/** The shortcuts that apply to a view with or without decisions, closing and moving. */
export function shortcutsFor(options: {
  canDecide: boolean;
  canClose: boolean;
  canNavigate?: boolean;
}): readonly CompareShortcut[] {
  return IMAGE_COMPARE_SHORTCUTS.filter(
    (shortcut) =>
      shortcut.only === undefined ||
      (shortcut.only === 'decide' && options.canDecide) ||
      (shortcut.only === 'close' && options.canClose) ||
      (shortcut.only === 'navigate' && options.canNavigate === true),
  );
}

export type CompareAction =
  | { type: 'zoom'; direction: 'in' | 'out' }
  | { type: 'reset' }
  | { type: 'pan'; dx: number; dy: number }
  | { type: 'mode'; mode: CompareMode }
  | { type: 'swipe'; delta: number }
  | { type: 'blink' }
  | { type: 'decide'; decision: PairMark }
  /** Show the previous or next pair (`step` -1 or 1) without closing. */
  | { type: 'move'; step: -1 | 1 };

export interface KeyInput {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

const PAN: Record<string, [number, number]> = {
  // Arrow keys move the view: Left shows more of the left, so the picture moves right.
  ArrowLeft: [PAN_STEP, 0],
  ArrowRight: [-PAN_STEP, 0],
  ArrowUp: [0, PAN_STEP],
  ArrowDown: [0, -PAN_STEP],
};

/**
 * What a key press does in the compare view, or `null` when the view leaves it alone. Keys
 * with Ctrl, Meta or Alt are the browser's (Ctrl+0, Ctrl++ zoom the page).
 */
export function compareActionForKey(
  input: KeyInput,
  context: { mode: CompareMode; canDecide: boolean; canNavigate?: boolean },
): CompareAction | null {
  if (input.ctrlKey || input.metaKey || input.altKey) return null;
  const { key } = input;
  switch (key) {
    case 'PageUp':
    case '[':
      return context.canNavigate ? { type: 'move', step: -1 } : null;
    case 'PageDown':
    case ']':
      return context.canNavigate ? { type: 'move', step: 1 } : null;
    case '+':
    case '=':
      return { type: 'zoom', direction: 'in' };
    case '-':
    case '_':
      return { type: 'zoom', direction: 'out' };
    case '0':
      return { type: 'reset' };
    case ' ':
      return context.mode === 'blink' ? { type: 'blink' } : null;
    case 'i':
    case 'I':
      return context.canDecide ? { type: 'decide', decision: 'IDENTICAL' } : null;
    case 'n':
    case 'N':
      return context.canDecide ? { type: 'decide', decision: 'NOT_IDENTICAL' } : null;
  }
  const mode = COMPARE_MODES.find((entry) => entry.key === key);
  if (mode) return { type: 'mode', mode: mode.id };
  const pan = PAN[key];
  if (!pan) return null;
  if (input.shiftKey) {
    if (context.mode !== 'swipe' || pan[0] === 0) return null;
    return { type: 'swipe', delta: key === 'ArrowRight' ? SWIPE_KEY_STEP : -SWIPE_KEY_STEP };
  }
  return { type: 'pan', dx: pan[0], dy: pan[1] };
}
