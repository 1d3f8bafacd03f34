import type { PairMark } from '@sightings/domain-model';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../Button/Button';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { PAIR_PICTURE_LABELS } from '../ImagePairGrid/pairText';
import { joinClassName } from '../utils/className';
import { CompareStage } from './CompareStage';
import { CompareToolbar } from './CompareToolbar';
import { ComparePicture, LOAD_ERROR, NO_ORIGINAL } from './ComparePicture';
import * as styles from './ImageCompare.css';
import {
  compareActionForKey,
  shortcutsFor,
  type CompareAction,
  type CompareMode,
} from './shortcuts';
import { useBlink, type Side } from './useBlink';
import { useZoomPan } from './useZoomPan';
import { clampPercent, panBy, viewTransform, ZOOM_STEP, zoomAt } from './zoom';

/** How long each picture shows while blinking, in milliseconds. */
export const DEFAULT_BLINK_INTERVAL = 700;

export interface ImageCompareViewProps {
  /**
   * The agency's uploaded original; `null` shows 'No uploaded image'; `undefined` while it is
   * still being fetched (a spinner).
   */
  originalSrc: string | null | undefined;
  /**
   * The image found online; `null` shows 'Image loading error'; `undefined` while it is still
   * being fetched (a spinner).
   */
  foundSrc: string | null | undefined;
  /** The original's name: its caption and alt text; default the grid's 'Original'. */
  originalLabel?: string;
  /** The found image's name: its caption and alt text; default the grid's 'Found online'. */
  foundLabel?: string;
  /** The mode it opens in. */
  defaultMode?: CompareMode;
  /** Mark the pair from the view (buttons and the I / N keys); without it there are no marks. */
  onDecide?: (decision: PairMark | null) => void;
  /** The pair's current mark, shown by icon and text. */
  decision?: PairMark | null;
  /**
   * Show the previous / next pair without closing ('Previous pair' / 'Next pair', Page Up / [
   * and Page Down / ]). Give neither for a single pair; leave one out at the first or last pair
   * (its button is disabled). The mode and swipe position stay; the zoom starts over.
   */
  onPrevious?: () => void;
  onNext?: () => void;
  /** Which pair this is, shown (and announced) beside the buttons, e.g. 'Pair 3 of 50'. */
  pairLabel?: string;
  /** How long each picture shows while blinking (ms). */
  blinkInterval?: number;
  /**
   * No automatic blinking: a 'Show other' button instead. Defaults to the user's
   * `prefers-reduced-motion` setting.
   */
  reduceMotion?: boolean;
  /** Move focus to the pictures when the view mounts (the dialog does). */
  autoFocusPictures?: boolean;
  /** Whether Escape closes the surrounding dialog (listed in the hint line). */
  closesOnEscape?: boolean;
  /** Content at the end of the hint line, such as a close button. */
  actions?: ReactNode;
  className?: string;
}

/** Keys that a focused control uses itself (arrows in the toggles and slider, Space on buttons). */
function isControlKey(action: CompareAction, target: EventTarget) {
  if (action.type !== 'pan' && action.type !== 'swipe' && action.type !== 'blink') return false;
  return target instanceof Element && target.closest('button, input, [role="slider"]') !== null;
}

/**
 * The compare view without its dialog: the uploaded original and the found image enlarged, in
 * the grid's order and with its names in every mode (the original on the left): side by side,
 * or overlaid (swipe, blink), with one zoom and pan for both pictures.
 *
 * Keyboard (anywhere in the view, see `IMAGE_COMPARE_SHORTCUTS`): + / = and - zoom around the
 * centre, 0 resets, the arrow keys pan when zoomed, 1 / 2 / 3 switch modes, Shift+Left/Right
 * moves the swipe divider (also a slider named 'Swipe position'), Space pauses blinking, I / N
 * mark the pair when `onDecide` is given, Page Up / Page Down (or [ / ]) move to the previous /
 * next pair when given. Mouse: the wheel zooms around the pointer, dragging pans, a double
 * click resets.
 */
export function ImageCompareView({
  originalSrc,
  foundSrc,
  originalLabel = PAIR_PICTURE_LABELS.original,
  foundLabel = PAIR_PICTURE_LABELS.found,
  defaultMode = 'side-by-side',
  onDecide,
  decision = null,
  onPrevious,
  onNext,
  pairLabel,
  blinkInterval = DEFAULT_BLINK_INTERVAL,
  reduceMotion,
  autoFocusPictures = false,
  closesOnEscape = false,
  actions,
  className,
}: ImageCompareViewProps) {
  const [mode, setMode] = useState<CompareMode>(defaultMode);
  const [swipe, setSwipe] = useState(50);
  const [failed, setFailed] = useState<Partial<Record<Side, string>>>({});
  const stageRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const zoomPan = useZoomPan(stageRef, `${originalSrc}\n${foundSrc}`);
  const blink = useBlink(mode, blinkInterval, reduceMotion);
  const canDecide = onDecide !== undefined;
  const canNavigate = onPrevious !== undefined || onNext !== undefined;
  const labels: Record<Side, string> = { original: originalLabel, found: foundLabel };

  useEffect(() => {
    if (autoFocusPictures) stageRef.current?.focus({ preventScroll: true });
  }, [autoFocusPictures]);

  const run = (action: CompareAction) => {
    switch (action.type) {
      case 'zoom':
        zoomPan.setView((current) =>
          zoomAt(current, action.direction === 'in' ? ZOOM_STEP : 1 / ZOOM_STEP),
        );
        break;
      case 'reset':
        zoomPan.reset();
        break;
      case 'pan':
        zoomPan.setView((current) => panBy(current, action.dx, action.dy));
        break;
      case 'mode':
        setMode(action.mode);
        break;
      case 'swipe':
        setSwipe((current) => clampPercent(current + action.delta));
        break;
      case 'blink':
        blink.onSpace();
        break;
      case 'decide':
        onDecide?.(action.decision);
        break;
      case 'move':
        (action.step < 0 ? onPrevious : onNext)?.();
        break;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    const action = compareActionForKey(event, { mode, canDecide, canNavigate });
    if (!action || isControlKey(action, event.target)) return;
    event.preventDefault();
    run(action);
  };

  const transform = viewTransform(zoomPan.view);
  const picture = (side: Side) => {
    const src = side === 'original' ? originalSrc : foundSrc;
    return (
      <ComparePicture
        src={src}
        label={labels[side]}
        missingText={side === 'original' ? NO_ORIGINAL : LOAD_ERROR}
        transform={transform}
        failed={typeof src === 'string' && failed[side] === src}
        onError={() => setFailed((current) => ({ ...current, [side]: src ?? undefined }))}
      />
    );
  };

  return (
    // The shortcuts bubble up from the pictures and the controls inside; the view is no widget.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={joinClassName(styles.view, className)} onKeyDown={onKeyDown}>
      <CompareToolbar
        mode={mode}
        onModeChange={setMode}
        zoom={zoomPan.view.zoom}
        run={run}
        blink={blink}
        shownLabel={labels[blink.shown]}
        decision={decision}
        onDecide={onDecide}
      />

      <CompareStage
        stageRef={stageRef}
        mode={mode}
        zoomPan={zoomPan}
        picture={picture}
        labels={labels}
        swipe={swipe}
        onSwipeChange={setSwipe}
        shown={blink.shown}
        hintId={hintId}
      />

      <div className={styles.footer}>
        <ul id={hintId} className={styles.hint} aria-label="Keyboard shortcuts">
          {shortcutsFor({ canDecide, canClose: closesOnEscape, canNavigate }).map((shortcut) => (
            <li key={shortcut.keys}>
              <kbd className={styles.key}>{shortcut.keys}</kbd> {shortcut.description}
            </li>
          ))}
        </ul>
        <div className={styles.footerActions}>
          {canNavigate ? (
            <>
              <Button
                variant="secondary"
                onPress={() => run({ type: 'move', step: -1 })}
                isDisabled={!onPrevious}
              >
                <ChevronLeftIcon aria-hidden />
                Previous pair
              </Button>
              {pairLabel ? (
                <output className={styles.status} aria-live="polite">
                  {pairLabel}
                </output>
              ) : null}
              <Button
                variant="secondary"
                onPress={() => run({ type: 'move', step: 1 })}
                isDisabled={!onNext}
              >
                Next pair
                <ChevronRightIcon aria-hidden />
              </Button>
            </>
          ) : null}
          {actions}
        </div>
      </div>
    </div>
  );
}
