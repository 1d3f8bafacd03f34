/**
 * The Images page grid's keyboard as pure functions: which action a key press means, where the
 * arrow keys go with N columns, the selected range, and how many columns fit a width.
 */
import type { PairMark } from '@sightings/domain-model';

export interface GridShortcut {
  /** The keys, as shown to the user. */
  keys: string;
  description: string;
  /** What it is for: moving and selecting, marking, or opening a pair. */
  kind: 'move' | 'mark' | 'open';
  /** Only in a grid that shows the admin hints (`showHints`). */
  only?: 'hints';
}

/** The grid's keyboard shortcuts, for the page's '?' dialog (see `imagePairGridShortcuts`). */
export const IMAGE_PAIR_GRID_SHORTCUTS: readonly GridShortcut[] = [
  { keys: 'Arrow keys', description: 'Move between pairs (Up and Down by a row)', kind: 'move' },
  { keys: 'Home / End', description: 'First / last pair', kind: 'move' },
  {
    keys: 'Shift + Arrow keys, Shift + Home / End',
    description: 'Select a range of pairs',
    kind: 'move',
  },
  { keys: 'Escape', description: 'Clear the range selection, hide the details', kind: 'move' },
  { keys: 'I', description: 'Mark the selected pairs IDENTICAL', kind: 'mark' },
  { keys: 'N', description: 'Mark the selected pairs NOT IDENTICAL', kind: 'mark' },
  {
    keys: 'Backspace / Delete / 0 (zero)',
    description: 'Clear the mark of the selected pairs',
    kind: 'mark',
  },
  { keys: 'Shift + I', description: 'Mark every unmarked pair IDENTICAL', kind: 'mark' },
  { keys: 'Shift + N', description: 'Mark every unmarked pair NOT IDENTICAL', kind: 'mark' },
  { keys: 'Enter / Space', description: 'Compare the pair enlarged', kind: 'open' },
  {
    keys: 'O (letter)',
    description: 'Open the page the image was found on, in a new tab',
    kind: 'open',
  },
  {
    keys: 'H',
    description: 'Show or hide the details of the pair (admins)',
    kind: 'open',
    only: 'hints',
  },
];

/** The titles of the shortcut groups, by `GridShortcut.kind`. */
export const GRID_SHORTCUT_TITLES = {
  move: 'Move and select',
  mark: 'Mark',
  open: 'Open',
} as const;

/**
 * The grid's shortcuts in groups ('Move and select', 'Mark', 'Open'), for a `ShortcutsDialog`;
 * the page adds its own group.
 */
export function imagePairGridShortcutGroups(options: {
  showHints: boolean;
}): { title: string; shortcuts: GridShortcut[] }[] {
  const shown = imagePairGridShortcuts(options);
  return (Object.keys(GRID_SHORTCUT_TITLES) as GridShortcut['kind'][]).map((kind) => ({
    title: GRID_SHORTCUT_TITLES[kind],
    shortcuts: shown.filter((shortcut) => shortcut.kind === kind),
  }));
}

/** The shortcuts of a grid with or without the admin hints. */
export function imagePairGridShortcuts(options: { showHints: boolean }): readonly GridShortcut[] {
  return IMAGE_PAIR_GRID_SHORTCUTS.filter(
    (shortcut) => shortcut.only === undefined || options.showHints,
  );
}

export type GridAction =
  /** Focus the pair at `index`; `extend` keeps the anchor (Shift), a range from it. */
  | { type: 'move'; index: number; extend: boolean }
  /** Mark the selected pairs; `null` clears their marks. */
  | { type: 'mark'; decision: PairMark | null }
  /** Mark every unmarked pair of the grid. */
  | { type: 'markUnmarked'; decision: PairMark }
  /** Open the focused pair in the compare view. */
  | { type: 'compare' }
  /** Open the focused pair's usage URL in a new tab. */
  | { type: 'openSite' }
  /** Show or hide the admin details card of the focused pair. */
  | { type: 'hints' }
  /** Collapse the range to the focused pair. */
  | { type: 'collapse' };

export interface KeyInput {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** Where a pair sits: `index` of `count` pairs laid out in `columns` columns. */
export interface GridPosition {
  index: number;
  count: number;
  columns: number;
}

/**
 * Where an arrow, Home or End key goes from `index`, or `null` for other keys. Left and Right
 * follow the reading order (Right at the end of a row goes on to the next row's first pair);
 * Up and Down move by a row, and Down from a row above the last, shorter row goes to the last
 * pair. Nothing goes past the first or last pair.
 */
export function targetIndex(key: string, { index, count, columns }: GridPosition): number | null {
  if (count <= 0) return null;
  const last = count - 1;
  const cols = Math.max(1, Math.floor(columns));
  const from = Math.min(Math.max(0, index), last);
  switch (key) {
    case 'ArrowLeft':
      return Math.max(0, from - 1);
    case 'ArrowRight':
      return Math.min(last, from + 1);
    case 'ArrowUp':
      return from - cols >= 0 ? from - cols : from;
    case 'ArrowDown': {
      if (from + cols <= last) return from + cols;
      const lastRow = Math.floor(last / cols);
      return Math.floor(from / cols) < lastRow ? last : from;
    }
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/**
 * What a key press on the grid does, or `null` when the grid leaves it alone. Keys with Ctrl,
 * Meta or Alt are the browser's. I and N go by the Shift key, not the letter's case, so Caps
 * Lock does not turn a mark into "mark every unmarked pair".
 */
export function gridActionForKey(input: KeyInput, position: GridPosition): GridAction | null {
  if (input.ctrlKey || input.metaKey || input.altKey) return null;
  const shift = input.shiftKey === true;
  const key = input.key.length === 1 ? input.key.toLowerCase() : input.key;
  switch (key) {
    case 'i':
      return shift
        ? { type: 'markUnmarked', decision: 'IDENTICAL' }
        : { type: 'mark', decision: 'IDENTICAL' };
    case 'n':
      return shift
        ? { type: 'markUnmarked', decision: 'NOT_IDENTICAL' }
        : { type: 'mark', decision: 'NOT_IDENTICAL' };
    case '0':
    case 'Backspace':
    case 'Delete':
      return shift && key === '0' ? null : { type: 'mark', decision: null };
    case 'Enter':
    case ' ':
      return shift ? null : { type: 'compare' };
    case 'o':
      return shift ? null : { type: 'openSite' };
    case 'h':
      return shift ? null : { type: 'hints' };
    case 'Escape':
      return { type: 'collapse' };
  }
  const index = targetIndex(key, position);
  return index === null ? null : { type: 'move', index, extend: shift };
}

/** The selected range, first and last index included: the anchor to the focused pair. */
export function selectedRange(anchor: number | null, active: number): [number, number] {
  if (anchor === null) return [active, active];
  return anchor <= active ? [anchor, active] : [active, anchor];
}

/**
 * How many tiles fit a row: a tile is at least `tileMin` wide and tiles are `gap` apart; at least
 * one column. (A short last group keeps the full column count, so tiles keep their size.)
 */
export function columnsFor(width: number, tileMin: number, gap: number): number {
  if (!(width > 0) || !(tileMin > 0)) return 1;
  const space = Math.max(0, gap);
  return Math.max(1, Math.floor((width + space) / (tileMin + space)));
}

/** Splits the items into rows of `columns`. */
export function toRows<T>(items: readonly T[], columns: number): T[][] {
  const cols = Math.max(1, Math.floor(columns));
  const rows: T[][] = [];
  for (let i = 0; i < items.length; i += cols) rows.push(items.slice(i, i + cols));
  return rows;
}
