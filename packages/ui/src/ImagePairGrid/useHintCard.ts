import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { HINT_HOVER_DELAY_MS, hintPlacement, type HintPlacement } from './hintPlacement';

export interface HintCard {
  /** Whether the grid shows cards at all (`showHints`). */
  enabled: boolean;
  /** The pair whose card shows with `current` as the focused pair, or `null`: one at most. */
  shownIndex: (current: number, count: number) => number | null;
  /** Where the card of `index` goes with `current` as the focused pair. */
  placement: (index: number, current: number, columns: number) => HintPlacement;
  /** The pointer rests on a tile: its card shows after a short delay. */
  onTilePointerEnter: (event: PointerEvent, index: number) => void;
  onTilePointerLeave: (index: number) => void;
  /** H: the focused pair's card on or off; it then follows the focus until turned off. */
  toggle: () => void;
  /** Hides the card (Escape); `false` when none was shown. */
  hide: () => boolean;
  /** The focus left the grid: a requested card goes; the pointer's card stays. */
  endRequest: () => void;
}

/**
 * The admin hover card: shown for the pair under the pointer (after `HINT_HOVER_DELAY_MS`) or,
 * on request (H), for the focused pair; never two at once (the pointer's pair wins), never over
 * the pair being decided (`hintPlacement`). Without `enabled` nothing shows.
 */
export function useHintCard(enabled: boolean): HintCard {
  const [hovered, setHovered] = useState<number | null>(null);
  const [requested, setRequested] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const stopTimer = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => stopTimer, [stopTimer]);

  const onTilePointerEnter = useCallback(
    (event: PointerEvent, index: number) => {
      if (!enabled || event.pointerType === 'touch') return;
      stopTimer();
      timer.current = setTimeout(() => setHovered(index), HINT_HOVER_DELAY_MS);
    },
    [enabled, stopTimer],
  );

  const onTilePointerLeave = useCallback(
    (index: number) => {
      stopTimer();
      setHovered((shown) => (shown === index ? null : shown));
    },
    [stopTimer],
  );

  return {
    enabled,
    shownIndex: (current, count) => {
      if (!enabled || count === 0) return null;
      if (hovered !== null && hovered < count) return hovered;
      return requested ? Math.min(current, count - 1) : null;
    },
    placement: (index, current, columns) => hintPlacement({ index, current, columns }),
    onTilePointerEnter,
    onTilePointerLeave,
    toggle: () => {
      if (!enabled) return;
      stopTimer();
      // A card under the pointer gives way to the focused pair's; otherwise H turns it off.
      setRequested(hovered !== null ? true : !requested);
      setHovered(null);
    },
    hide: () => {
      stopTimer();
      const wasShown = enabled && (hovered !== null || requested);
      setHovered(null);
      setRequested(false);
      return wasShown;
    },
    endRequest: () => setRequested(false),
  };
}
