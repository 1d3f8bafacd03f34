import type { PairMark } from '@sightings/domain-model';
import {
  IMAGE_LOAD_TIMEOUT_MS,
  isSafeHttpUrl,
  TEXTS,
  type PairLoadState,
} from '@sightings/domain-model';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { AlertIcon, CheckIcon, CrossIcon, InfoIcon, MinusIcon } from '../icons';
import { joinClassName } from '../utils/className';
import {
  columnsFor,
  gridActionForKey,
  idsInRange,
  selectedRange,
  toRows,
  unmarkedIdsOf,
} from './gridNavigation';
import * as styles from './ImagePairGrid.css';
import { createLoadTracker, type ImageLoadState, type LoadTracker } from './loadTracker';
import {
  decisionAttribute,
  decisionText,
  foundAlt,
  hostOf,
  originalAlt,
  pairLabel,
} from './pairText';

export {
  IMAGE_PAIR_GRID_SHORTCUTS,
  type GridShortcut as ImagePairGridShortcut,
} from './gridNavigation';
export type { ImageLoadState } from './loadTracker';

/** What an admin sees when hovering or focusing a pair (spec 000 §2 Images page, §6). */
export interface ImagePairHints {
  agencyId: string;
  imageId: string;
  imageSource: string | null;
  imageUrl: string | null;
  usageUrl: string | null;
}

/** One pair of the grid: the agency's original and the image found online. */
export interface ImagePair {
  /** The sighting's row id (`Image.id`); `onDecide` and the other callbacks report it. */
  id: number;
  /**
   * URL (often a `blob:` object URL) of the agency's uploaded original; `null` shows
   * 'No uploaded image'.
   */
  originalSrc: string | null;
  /**
   * URL of the downloaded copy of the found image; `null`, an error or the timeout cap shows
   * 'Image loading error' with 'Click to view image on site' (a link to `usageUrl`).
   */
  foundSrc: string | null;
  /**
   * The page the image was found on. Clicking the found image (or pressing O) opens it in a new
   * tab (`target="_blank"`, `rel="noopener noreferrer"`). Only `http:`/`https:` URLs become
   * links (`isSafeHttpUrl`); anything else (`javascript:`, `data:`, …) renders no link.
   */
  usageUrl: string | null;
  /** The admin hints; shown only with `showHints`. `imageId` also names the original's alt text. */
  hints?: ImagePairHints;
}

export interface ImagePairGridProps {
  /** The pairs of the group (up to 50), in the order shown. */
  pairs: ImagePair[];
  /** Each pair's mark by id; a missing or `undefined` entry is unmarked. Controlled. */
  decisions: Readonly<Record<number, PairMark | undefined>>;
  /**
   * A mark was made on `ids` (one pair by checkbox; the selected range by I / N / Backspace;
   * every unmarked pair by Shift+I / Shift+N). `null` clears the marks.
   */
  onDecide: (ids: number[], decision: PairMark | null) => void;
  /**
   * Admins: hovering (after a short delay) or focusing a pair shows its agency id, image id,
   * image source, image URL and usage URL. The panel also describes the tile
   * (`aria-describedby`).
   */
  showHints?: boolean;
  /**
   * Each pair's found image settled: 'loaded', or 'failed' (an error, no `foundSrc`, or still
   * loading after `loadTimeoutMs`). Called once per pair (and again only for a new `foundSrc`);
   * a pair that has not been reported is still loading.
   */
  onLoadStateChange?: (id: number, state: ImageLoadState) => void;
  /**
   * The image-loading cap in ms, counted from when a pair first renders; default
   * `IMAGE_LOAD_TIMEOUT_MS` (30 s, spec 000 §9). Pairs still loading then report 'failed' and
   * show 'Image loading error' (a picture that still arrives later is shown, not re-reported).
   */
  loadTimeoutMs?: number;
  /** Enter / Space on a pair, or its 'Compare' button (shown only with this callback). */
  onOpenCompare?: (id: number) => void;
  /** The grid's accessible name; default 'Image pairs'. */
  'aria-label'?: string;
  /** Focus the first pair on mount (the Images page is keyboard-first). */
  autoFocus?: boolean;
  /**
   * The grid's keys do nothing (the pointer still works). For a page that opens a dialog over
   * the grid: a key pressed in the instant before the dialog takes focus must not act on the
   * pair that still has it (an Enter meant for the dialog would open Compare).
   */
  isKeyboardDisabled?: boolean;
  className?: string;
}

/** The found image as shown: still loading, shown, or one of the failures. */
type FoundState = 'loading' | 'loaded' | 'error' | 'timeout' | 'missing';

interface Seen {
  src: string;
  state: 'loaded' | 'error' | 'timeout';
}

function foundStateOf(pair: ImagePair, seen: Seen | undefined): FoundState {
  if (pair.foundSrc === null) return 'missing';
  return seen && seen.src === pair.foundSrc ? seen.state : 'loading';
}

function loadAttribute(state: FoundState): PairLoadState {
  if (state === 'loading' || state === 'loaded') return state;
  return 'failed';
}

const BADGE_ICON = { identical: CheckIcon, 'not-identical': CrossIcon, unmarked: MinusIcon };

const HINT_ROWS: [label: string, key: keyof ImagePairHints][] = [
  ['Agency id', 'agencyId'],
  ['Image id', 'imageId'],
  ['Image source', 'imageSource'],
  ['Image URL', 'imageUrl'],
  ['Usage URL', 'usageUrl'],
];

/** Opens a usage URL in a new tab, only when it is http(s). */
function openSite(url: string | null) {
  if (isSafeHttpUrl(url)) window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * The Images page grid (spec 000 "Images page"): up to 50 pairs, each with the uploaded original
 * on the left and the image found online on the right, a green IDENTICAL and a red NOT_IDENTICAL
 * checkbox (one excludes the other), and the mark shown by icon and text too ('Identical',
 * 'Not identical', 'Unmarked'; `data-decision` on the tile).
 *
 * Keyboard (`IMAGE_PAIR_GRID_SHORTCUTS`): the grid is one Tab stop (`role="grid"`, roving focus;
 * each tile is a gridcell named like 'Pair 3 of 50, identical'). Arrow keys move between pairs
 * (Up/Down by a row of the measured column count), Home/End go to the first/last pair;
 * Shift+Arrow (or Shift+Home/End, or Shift+click) selects a range from the anchor
 * (`aria-selected`, `data-in-range`), Escape collapses it. I marks IDENTICAL, N NOT_IDENTICAL,
 * Backspace / Delete / 0 clear — the whole range when there is one. Shift+I (Shift+N) marks every
 * unmarked pair, leaving the marked ones alone. Enter / Space open the compare view
 * (`onOpenCompare`), O opens the usage URL in a new tab. The checkboxes, links and the Compare
 * button are not Tab stops (the keys above reach them) but work by mouse.
 *
 * Controlled: marks come in through `decisions` and go out through `onDecide`.
 */
export function ImagePairGrid({
  pairs,
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
}: ImagePairGridProps) {
  const baseId = useId();
  const gridRef = useRef<HTMLDivElement>(null);
  const probeRef = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(1);
  const [active, setActive] = useState(0);
  const [anchor, setAnchor] = useState<number | null>(null);
  const [seen, setSeen] = useState<Record<number, Seen>>({});
  const [brokenOriginals, setBrokenOriginals] = useState<Record<number, string>>({});
  const hasFocus = useRef(false);

  const count = pairs.length;
  const current = count > 0 ? Math.min(active, count - 1) : 0;
  const anchorIndex = anchor !== null && anchor < count ? anchor : null;
  const [rangeStart, rangeEnd] = selectedRange(anchorIndex, current);
  const hasRange = rangeEnd > rangeStart;
  const ids = pairs.map((pair) => pair.id);

  const hasPairs = count > 0;

  // --- Columns from the layout -----------------------------------------------------------
  const measure = useCallback(() => {
    const grid = gridRef.current;
    const probe = probeRef.current;
    if (!grid || !probe) return;
    const gap = parseFloat(getComputedStyle(grid).columnGap) || 0;
    setColumns(columnsFor(grid.clientWidth, probe.getBoundingClientRect().width, gap));
  }, []);

  useLayoutEffect(() => {
    measure();
    const grid = gridRef.current;
    if (!grid || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(grid);
    return () => observer.disconnect();
  }, [measure, hasPairs]);

  const focusIndex = useCallback((index: number) => {
    gridRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`)?.focus();
  }, []);

  // Tiles move between rows when the column count changes: keep the focus on the same pair.
  const focusRef = useRef({ current, focusIndex });
  useLayoutEffect(() => {
    focusRef.current = { current, focusIndex };
  });
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid || !hasFocus.current || grid.contains(document.activeElement)) return;
    focusRef.current.focusIndex(focusRef.current.current);
  }, [columns]);

  useEffect(() => {
    if (autoFocus) focusRef.current.focusIndex(focusRef.current.current);
    // Only on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // --- Load states ------------------------------------------------------------------------
  const latest = useRef({ onLoadStateChange, loadTimeoutMs });
  useLayoutEffect(() => {
    latest.current = { onLoadStateChange, loadTimeoutMs };
  });
  const tracker = useRef<LoadTracker | null>(null);

  useLayoutEffect(() => {
    const created = createLoadTracker({
      timeoutMs: () => latest.current.loadTimeoutMs,
      report: (id, state, reason, src) => {
        if (reason === 'timeout' && src !== null)
          setSeen((prev) => ({ ...prev, [id]: { src, state: 'timeout' } }));
        latest.current.onLoadStateChange?.(id, state);
      },
    });
    tracker.current = created;
    return () => {
      created.dispose();
      tracker.current = null;
    };
  }, []);

  useLayoutEffect(() => {
    tracker.current?.sync(pairs.map((pair) => ({ id: pair.id, src: pair.foundSrc })));
  }, [pairs]);

  function foundSettled(id: number, src: string, state: 'loaded' | 'error') {
    setSeen((prev) =>
      prev[id]?.src === src && prev[id]?.state === state ? prev : { ...prev, [id]: { src, state } },
    );
    tracker.current?.settle(id, src, state === 'loaded' ? 'loaded' : 'failed');
  }

  // --- Keyboard and pointer ---------------------------------------------------------------
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
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
      case 'mark':
        onDecide(idsInRange(ids, selectedRange(anchorIndex, index)), action.decision);
        break;
      case 'markUnmarked': {
        const unmarked = unmarkedIdsOf(ids, decisions);
        if (unmarked.length > 0) onDecide(unmarked, action.decision);
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
      case 'collapse':
        if (!hasRange) return;
        setAnchor(null);
        break;
    }
    event.preventDefault();
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>, index: number) {
    if (event.button !== 0) return;
    setAnchor(event.shiftKey ? (anchorIndex ?? current) : null);
    setActive(index);
  }

  if (count === 0) return <div className={joinClassName(styles.root, className)} />;

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
        onKeyDown={onKeyDown}
        onFocus={() => {
          hasFocus.current = true;
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null))
            hasFocus.current = false;
        }}
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
              return (
                <PairTile
                  key={pair.id}
                  pair={pair}
                  index={index}
                  total={count}
                  column={column}
                  decision={decisions[pair.id]}
                  isCurrent={index === current}
                  inRange={hasRange && index >= rangeStart && index <= rangeEnd}
                  found={foundStateOf(pair, seen[pair.id])}
                  originalBroken={
                    pair.originalSrc !== null && brokenOriginals[pair.id] === pair.originalSrc
                  }
                  hintsId={showHints && pair.hints ? `${baseId}-hints-${pair.id}` : undefined}
                  onDecide={onDecide}
                  onOpenCompare={onOpenCompare}
                  onFocus={() => setActive(index)}
                  onPointerDown={(event) => onPointerDown(event, index)}
                  onFoundSettled={(src, state) => foundSettled(pair.id, src, state)}
                  onOriginalError={(src) =>
                    setBrokenOriginals((prev) => ({ ...prev, [pair.id]: src }))
                  }
                />
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

interface PairTileProps {
  pair: ImagePair;
  index: number;
  total: number;
  column: number;
  decision: PairMark | undefined;
  isCurrent: boolean;
  inRange: boolean;
  found: FoundState;
  originalBroken: boolean;
  hintsId: string | undefined;
  onDecide: ImagePairGridProps['onDecide'];
  onOpenCompare: ImagePairGridProps['onOpenCompare'];
  onFocus: () => void;
  onPointerDown: (event: PointerEvent<HTMLDivElement>) => void;
  onFoundSettled: (src: string, state: 'loaded' | 'error') => void;
  onOriginalError: (src: string) => void;
}

/** One pair: a gridcell holding both pictures, the mark and the two checkboxes. */
function PairTile({
  pair,
  index,
  total,
  column,
  decision,
  isCurrent,
  inRange,
  found,
  originalBroken,
  hintsId,
  onDecide,
  onOpenCompare,
  onFocus,
  onPointerDown,
  onFoundSettled,
  onOriginalError,
}: PairTileProps) {
  const position = index + 1;
  const attribute = decisionAttribute(decision);
  const BadgeIcon = BADGE_ICON[attribute];
  const site = isSafeHttpUrl(pair.usageUrl) ? pair.usageUrl : null;
  const imageId = pair.hints?.imageId ?? String(pair.id);
  const foundFailed = found === 'error' || found === 'timeout' || found === 'missing';
  const originalMissing = pair.originalSrc === null;
  const problems = [
    ...(originalMissing ? [TEXTS.images.noUploadedImage] : []),
    ...(originalBroken ? [TEXTS.common.imageLoadFailed] : []),
    ...(foundFailed ? [TEXTS.images.imageLoadingError] : []),
  ];
  const foundSrc = pair.foundSrc;

  const foundImage =
    foundSrc !== null && found !== 'error' ? (
      <img
        className={styles.image}
        src={foundSrc}
        alt={foundAlt(hostOf(site))}
        loading="eager"
        decoding="async"
        draggable={false}
        data-waiting={found === 'timeout' ? '' : undefined}
        onLoad={() => onFoundSettled(foundSrc, 'loaded')}
        onError={() => onFoundSettled(foundSrc, 'error')}
      />
    ) : null;

  return (
    <div role="gridcell" aria-colindex={column + 1} aria-selected={inRange} className={styles.cell}>
      {/*
       * The focus stop is a named group inside the cell, not the cell itself: a cell named by
       * aria-label would not contain its visible text (axe label-content-name-mismatch).
       */}
      <div
        role="group"
        aria-label={pairLabel(position, total, decision, problems, inRange)}
        aria-describedby={hintsId}
        // The grid's roving focus stop (one per grid has 0, the others -1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={isCurrent ? 0 : -1}
        data-index={index}
        data-pair-id={pair.id}
        data-decision={attribute}
        data-load={loadAttribute(found)}
        data-in-range={inRange ? '' : undefined}
        className={styles.tile}
        onFocus={onFocus}
        onPointerDown={onPointerDown}
      >
        <div className={styles.header}>
          <span className={styles.position} aria-hidden="true">
            {position}
          </span>
          <span className={styles.badge} data-decision={attribute}>
            <BadgeIcon className={styles.badgeIcon} />
            {decisionText(decision)}
          </span>
          {onOpenCompare ? (
            <Button
              variant="quiet"
              size="small"
              excludeFromTabOrder
              aria-label={`Compare pair ${position}`}
              onPress={() => onOpenCompare(pair.id)}
            >
              Compare
            </Button>
          ) : null}
        </div>

        <div className={styles.pictures}>
          <figure className={styles.figure}>
            <div className={styles.frame}>
              {pair.originalSrc === null || originalBroken ? (
                <div className={styles.placeholder}>
                  <InfoIcon className={styles.placeholderIcon} data-kind="missing" />
                  {originalMissing ? TEXTS.images.noUploadedImage : TEXTS.common.imageLoadFailed}
                </div>
              ) : (
                <img
                  className={styles.image}
                  src={pair.originalSrc}
                  alt={originalAlt(imageId)}
                  loading="eager"
                  decoding="async"
                  draggable={false}
                  onError={() => pair.originalSrc && onOriginalError(pair.originalSrc)}
                />
              )}
            </div>
            <figcaption className={styles.caption}>Original</figcaption>
          </figure>
          <figure className={styles.figure}>
            <div className={styles.frame}>
              {foundFailed ? (
                <div className={styles.placeholder}>
                  <AlertIcon className={styles.placeholderIcon} data-kind="error" />
                  {TEXTS.images.imageLoadingError}
                  {site ? (
                    <a
                      className={styles.siteLink}
                      href={site}
                      target="_blank"
                      rel="noopener noreferrer"
                      tabIndex={-1}
                    >
                      {TEXTS.images.viewOnSite}
                    </a>
                  ) : null}
                </div>
              ) : null}
              {foundImage && site ? (
                <a
                  className={styles.foundLink}
                  href={site}
                  target="_blank"
                  rel="noopener noreferrer"
                  tabIndex={-1}
                  hidden={found === 'timeout'}
                >
                  {foundImage}
                </a>
              ) : (
                foundImage
              )}
            </div>
            <figcaption className={styles.caption}>Found online</figcaption>
          </figure>
        </div>

        <div className={styles.checks}>
          <Checkbox
            tone="identical"
            excludeFromTabOrder
            aria-label={`Identical, pair ${position}`}
            isSelected={decision === 'IDENTICAL'}
            onChange={(selected) => onDecide([pair.id], selected ? 'IDENTICAL' : null)}
          >
            Identical
          </Checkbox>
          <Checkbox
            tone="notIdentical"
            excludeFromTabOrder
            aria-label={`Not identical, pair ${position}`}
            isSelected={decision === 'NOT_IDENTICAL'}
            onChange={(selected) => onDecide([pair.id], selected ? 'NOT_IDENTICAL' : null)}
          >
            Not identical
          </Checkbox>
        </div>

        {hintsId && pair.hints ? (
          <div id={hintsId} className={styles.hints}>
            <dl className={styles.hintList}>
              {HINT_ROWS.map(([label, key]) => (
                <div key={key} className={styles.hintRow}>
                  <dt className={styles.hintTerm}>{label}</dt>
                  <dd className={styles.hintValue}>{pair.hints?.[key] ?? '—'}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </div>
    </div>
  );
}
