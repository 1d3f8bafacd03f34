import { IMAGE_LOAD_TIMEOUT_MS, type PairMark, type PictureLoads } from '@sightings/domain-model';
import { useId, useImperativeHandle, useLayoutEffect, useMemo, useRef, type Ref } from 'react';
import { useProgressiveCount } from './useProgressiveCount';
import { joinClassName } from '../utils/className';
import { toRows } from './gridNavigation';
import * as styles from './ImagePairGrid.css';
import type { ImageLoadState } from './loadTracker';
import { PairTile, type PairTileEvents } from './PairTile';
import type { ImagePair } from './types';
import { useGridColumns } from './useGridColumns';
import { useGridKeyboard } from './useGridKeyboard';
import { useHintCard } from './useHintCard';
import { usePairLoads } from './usePairLoads';

export {
  IMAGE_PAIR_GRID_SHORTCUTS,
  imagePairGridShortcutGroups,
  imagePairGridShortcuts,
  type GridShortcut as ImagePairGridShortcut,
} from './gridNavigation';
export type { ImageLoadState, PictureSrc } from './loadTracker';
export { PAIR_PICTURE_LABELS } from './pairText';
export type { ImagePair, ImagePairHints } from './types';

/**
 * What an `ImagePairGrid`'s `ref` can do: move the focus to a pair without reaching into the
 * grid's DOM. Both answer false, and move nothing, when there is no such pair on screen.
 */
export interface ImagePairGridHandle {
  /**
   * Focuses the pair that holds the grid's Tab stop: the first pair of a new grid, else the
   * pair last moved to (as Tab would).
   */
  focus: (options?: FocusOptions) => boolean;
  /** Focuses the pair with this id; it becomes the grid's Tab stop. */
  focusPair: (id: number, options?: FocusOptions) => boolean;
}

export interface ImagePairGridProps {
  /** The pairs of the group (up to 50), in the order shown. */
  pairs: ImagePair[];
  /**
   * The size of the whole group when `pairs` is part of it (with each pair's `position`):
   * tiles are named 'Pair 7 of 50'. Default `pairs.length`.
   */
  total?: number;
  /** Each pair's mark by id; a missing or `undefined` entry is unmarked. Controlled. */
  decisions: Readonly<Record<number, PairMark | undefined>>;
  /**
   * A mark was made on `ids`: one pair by checkbox or I / N / Backspace; a selected range by the
   * same keys (only the pairs whose pictures are on screen, unless clearing); Shift+I / Shift+N
   * every unmarked pair whose pictures are on screen (`decideBulkMark`). `null` clears.
   */
  onDecide: (ids: number[], decision: PairMark | null) => void;
  /**
   * Admins: resting the pointer on a pair (after a short delay), or H on the focused pair,
   * shows its agency id, image id, image source, image URL and usage URL in a card under the
   * pair (above it when the pair below is the one with the focus). One card at most. The card
   * also describes the tile (`aria-describedby`).
   */
  showHints?: boolean;
  /**
   * Each pair settled: 'loaded' (the found picture loaded and the original settled), or
   * 'failed' (the found picture failed or is missing, or a picture was not there at the cap).
   * `pictures` says how each picture stood then: 'loaded', 'failed' (none, an error, the cap)
   * or, on a failed pair, still 'loading' (a suggestion needs both loaded: `shownSuggestion`).
   * Called once per pair (again only for a new source); a pair not reported is still loading.
   */
  onLoadStateChange?: (
    id: number,
    state: Exclude<ImageLoadState, 'loading'>,
    pictures: PictureLoads,
  ) => void;
  /**
   * The image-loading cap in ms, counted from when a pair is first shown, whether its sources
   * have arrived or not (an `undefined` source is still being fetched); default
   * `IMAGE_LOAD_TIMEOUT_MS` (30 s, spec 000 §9). Pictures not there by then are failed and stay
   * so ('Image loading error'), even if they arrive later.
   */
  loadTimeoutMs?: number;
  /** Enter / Space on a pair, or its 'Compare' button (shown only with this callback). */
  onOpenCompare?: (id: number) => void;
  /** The grid's accessible name; default 'Image pairs'. */
  'aria-label'?: string;
  /** Focus the first pair on mount, without scrolling (the Images page is keyboard-first). */
  autoFocus?: boolean;
  /**
   * The grid's keys do nothing (the pointer still works). For a page that opens a dialog over
   * the grid: a key pressed in the instant before the dialog takes focus must not act on the
   * pair that still has it (an Enter meant for the dialog would open Compare).
   */
  isKeyboardDisabled?: boolean;
  className?: string;
  /** `focus()` and `focusPair(id)`: see `ImagePairGridHandle`. */
  ref?: Ref<ImagePairGridHandle>;
}

/**
 * The Images page grid (spec 000 "Images page"): up to 50 pairs, each with the uploaded original
 * on the left and the image found online on the right, a green IDENTICAL and a red NOT_IDENTICAL
 * checkbox (one excludes the other), and the mark shown by icon and text too ('Identical',
 * 'Not identical', 'Unmarked'; `data-decision` on the tile). Tiles show at once; each picture
 * has a spinner until it is on screen. A pair's `suggestion`, when given, shows beside its
 * checkboxes (`PairSuggestion`) and describes the tile; it never marks the pair.
 *
 * Keyboard (`imagePairGridShortcuts`): the grid is one Tab stop (`role="grid"`, roving focus;
 * each tile is a gridcell named like 'Pair 3 of 50, identical'). Arrow keys move between pairs
 * (Up/Down by a row of the measured column count), Home/End go to the first/last pair;
 * Shift+Arrow (or Shift+Home/End, or Shift+click) selects a range from the anchor
 * (`aria-selected`, `data-in-range`), Escape collapses it. I marks IDENTICAL, N NOT_IDENTICAL,
 * Backspace / Delete / 0 clear — the whole range when there is one. Shift+I (Shift+N) marks every
 * unmarked pair whose pictures are on screen. Enter / Space open the compare view
 * (`onOpenCompare`), O opens the usage URL in a new tab, H the admin card. The checkboxes, links
 * and the Compare button are not Tab stops (the keys above reach them) but work by mouse.
 *
 * Controlled: marks come in through `decisions` and go out through `onDecide`. The load cap
 * starts when the grid mounts: give it a new `key` for a new group.
 */
export function ImagePairGrid({
  pairs,
  total,
  decisions,
  onDecide,
  showHints = false,
  onLoadStateChange,
  loadTimeoutMs = IMAGE_LOAD_TIMEOUT_MS,
  onOpenCompare,
  'aria-label': ariaLabel = 'Image pairs',
  autoFocus = false,
  isKeyboardDisabled = false,
  className,
  ref,
}: ImagePairGridProps) {
  const baseId = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  const probeRef = useRef<HTMLDivElement>(null);
  const count = pairs.length;
  const columns = useGridColumns(gridRef, probeRef, count > 0);
  // The first rows render in full at once; the rest a moment later (the group is interactive
  // sooner: 50 tiles of checkboxes take a while on a slow machine).
  const complete = useProgressiveCount(count);
  const loads = usePairLoads(pairs, { timeoutMs: loadTimeoutMs, onLoadStateChange });
  const hint = useHintCard(showHints);
  const keys = useGridKeyboard({
    gridRef,
    pairs,
    columns,
    decisions,
    loadOf: (pair) => loads.picturesOf(pair).load,
    onDecide,
    onOpenCompare,
    hint,
    isKeyboardDisabled,
    autoFocus,
  });

  // One stable events object for all tiles (they are memoised), reading the latest handlers.
  const latest = useRef({ keys, hint, loads, onDecide, onOpenCompare, pairs });
  useLayoutEffect(() => {
    latest.current = { keys, hint, loads, onDecide, onOpenCompare, pairs };
  });
  const events = useMemo<PairTileEvents>(
    () => ({
      decide: (ids, decision) => latest.current.onDecide(ids, decision),
      openCompare: (id) => latest.current.onOpenCompare?.(id),
      focus: (index) => latest.current.keys.onTileFocus(index),
      pointerDown: (event, index) => latest.current.keys.onTilePointerDown(event, index),
      pointerEnter: (event, index) => latest.current.hint.onTilePointerEnter(event, index),
      pointerLeave: (index) => latest.current.hint.onTilePointerLeave(index),
      settled: (id, side, src, result) => latest.current.loads.settle(id, side, src, result),
    }),
    [],
  );

  useImperativeHandle(ref, () => {
    const focusTile = (index: number, options?: FocusOptions) => {
      const tile =
        index < 0 ? null : gridRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
      tile?.focus(options);
      return tile != null;
    };
    return {
      focus: (options) => focusTile(latest.current.keys.current, options),
      focusPair: (id, options) =>
        focusTile(
          latest.current.pairs.findIndex((pair) => pair.id === id),
          options,
        ),
    };
  }, []);

  if (count === 0) return <div className={joinClassName(styles.root, className)} />;

  const [rangeStart, rangeEnd] = keys.range;
  const hintIndex = hint.shownIndex(keys.current, count);
  const rows = toRows(pairs, columns);
  return (
    <div className={joinClassName(styles.root, className)}>
      <div ref={probeRef} className={styles.probe} aria-hidden="true" />
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- roving focus: the pairs inside are the one Tab stop */}
      <div
        ref={gridRef}
        role="grid"
        aria-label={ariaLabel}
        aria-multiselectable="true"
        aria-rowcount={rows.length}
        aria-colcount={columns}
        className={styles.grid}
        onKeyDown={keys.onKeyDown}
        onFocus={keys.onFocus}
        onBlur={keys.onBlur}
      >
        {rows.map((rowPairs, rowIndex) => (
          <div
            key={rowIndex}
            role="row"
            aria-rowindex={rowIndex + 1}
            className={styles.row}
            style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          >
            {rowPairs.map((pair, column) => {
              const index = rowIndex * columns + column;
              const hintsId = showHints && pair.hints ? `${baseId}-hints-${pair.id}` : undefined;
              const suggestionId = pair.suggestion ? `${baseId}-suggestion-${pair.id}` : undefined;
              return (
                <PairTile
                  key={pair.id}
                  pair={pair}
                  index={index}
                  position={pair.position ?? index + 1}
                  total={total ?? count}
                  column={column}
                  decision={decisions[pair.id]}
                  pictures={loads.picturesOf(pair)}
                  isCurrent={index === keys.current}
                  inRange={keys.hasRange && index >= rangeStart && index <= rangeEnd}
                  hintsId={hintsId}
                  suggestionId={suggestionId}
                  hintPlacement={
                    hintIndex === index ? hint.placement(index, keys.current, columns) : null
                  }
                  events={events}
                  canCompare={onOpenCompare !== undefined}
                  isDeferred={index >= complete}
                />
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
