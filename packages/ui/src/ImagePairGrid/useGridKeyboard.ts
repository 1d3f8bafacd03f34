import {
  decideBulkMark,
  isSafeHttpUrl,
  rangeMarkIds,
  type GroupPair,
  type PairLoadState,
  type PairMark,
} from '@sightings/domain-model';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { gridActionForKey, selectedRange } from './gridNavigation';
import type { ImagePair } from './types';
import type { HintCard } from './useHintCard';

export interface GridKeyboardOptions {
  gridRef: RefObject<HTMLElement | null>;
  pairs: readonly ImagePair[];
  columns: number;
  decisions: Readonly<Record<number, PairMark | undefined>>;
  /** A pair's load state, for the bulk-mark rules. */
  loadOf: (pair: ImagePair) => PairLoadState;
  onDecide: (ids: number[], decision: PairMark | null) => void;
  onOpenCompare?: (id: number) => void;
  hint: HintCard;
  isKeyboardDisabled: boolean;
  autoFocus: boolean;
}

export interface GridKeyboard {
  /** The index of the pair with the focus stop. */
  current: number;
  /** The selected range, first and last index included; one pair without a range. */
  range: [number, number];
  hasRange: boolean;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  onTileFocus: (index: number) => void;
  onTilePointerDown: (event: PointerEvent<HTMLElement>, index: number) => void;
}

/** Opens a usage URL in a new tab, only when it is http(s). */
function openSite(url: string | null) {
  if (isSafeHttpUrl(url)) window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * The grid's roving focus and keys (`gridActionForKey`): arrows move, Shift extends a range, the
 * marks follow the domain rules (`rangeMarkIds`, `decideBulkMark`: a bulk mark never marks a
 * pair whose pictures are not on screen), Enter/Space compare, O opens the site, H the admin
 * card, Escape collapses the range or hides the card.
 */
export function useGridKeyboard({
  gridRef,
  pairs,
  columns,
  decisions,
  loadOf,
  onDecide,
  onOpenCompare,
  hint,
  isKeyboardDisabled,
  autoFocus,
}: GridKeyboardOptions): GridKeyboard {
  const [active, setActive] = useState(0);
  const [anchor, setAnchor] = useState<number | null>(null);
  const hasFocus = useRef(false);

  const count = pairs.length;
  const current = count > 0 ? Math.min(active, count - 1) : 0;
  const anchorIndex = anchor !== null && anchor < count ? anchor : null;
  const range = selectedRange(anchorIndex, current);
  const hasRange = range[1] > range[0];

  const focusIndex = useCallback(
    (index: number, options?: FocusOptions) => {
      gridRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)?.focus(options);
    },
    [gridRef],
  );

  // Tiles move between rows when the column count changes: keep the focus on the same pair.
  const focusRef = useRef({ current, focusIndex });
  useLayoutEffect(() => {
    focusRef.current = { current, focusIndex };
  });
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid || !hasFocus.current || grid.contains(document.activeElement)) return;
    focusRef.current.focusIndex(focusRef.current.current, { preventScroll: true });
  }, [columns, gridRef]);

  useEffect(() => {
    // The page opens with the first pair in view: taking the focus must not scroll it.
    if (autoFocus) focusRef.current.focusIndex(focusRef.current.current, { preventScroll: true });
    // Only on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const groupPair = (pair: ImagePair): GroupPair => ({
    id: pair.id,
    decision: decisions[pair.id],
    load: loadOf(pair),
  });

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (isKeyboardDisabled) return;
    const target = event.target as HTMLElement;
    const cell = target.closest<HTMLElement>('[data-index]');
    if (!cell || !gridRef.current?.contains(cell)) return;
    const index = Number(cell.dataset.index);
    const action = gridActionForKey(event, { index, count, columns });
    if (!action) return;
    const onControl = target !== cell;
    switch (action.type) {
      case 'move':
        setAnchor(action.extend ? (anchorIndex ?? index) : null);
        setActive(action.index);
        focusIndex(action.index);
        break;
      case 'mark': {
        const [start, end] = selectedRange(anchorIndex, index);
        const ids = rangeMarkIds(pairs.slice(start, end + 1).map(groupPair), action.decision);
        if (ids.length > 0) onDecide(ids, action.decision);
        break;
      }
      case 'markUnmarked': {
        const step = decideBulkMark(pairs.map(groupPair), action.decision);
        if (step.kind === 'mark') onDecide(step.ids, step.decision);
        break;
      }
      case 'compare':
        // Space toggles a focused checkbox, Enter follows a focused link: theirs.
        if (onControl) return;
        if (onOpenCompare) onOpenCompare(pairs[index]!.id);
        break;
      case 'openSite':
        openSite(pairs[index]!.usageUrl);
        break;
      case 'hints':
        if (!hint.enabled) return;
        hint.toggle();
        break;
      case 'collapse':
        if (hasRange) setAnchor(null);
        else if (!hint.hide()) return;
        break;
    }
    event.preventDefault();
  }

  return {
    current,
    range,
    hasRange,
    onKeyDown,
    onFocus: () => {
      hasFocus.current = true;
    },
    onBlur: (event) => {
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
      hasFocus.current = false;
      hint.endRequest();
    },
    onTileFocus: (index) => setActive(index),
    onTilePointerDown: (event, index) => {
      if (event.button !== 0) return;
      setAnchor(event.shiftKey ? (anchorIndex ?? current) : null);
      setActive(index);
    },
  };
}
