import type { PairMark } from '@sightings/domain-model';
import { TEXTS } from '@sightings/domain-model';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import {
  Slider,
  SliderThumb,
  SliderTrack,
  ToggleButton,
  ToggleButtonGroup,
  type Key,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { AlertIcon, CheckIcon, CrossIcon, InfoIcon, MinusIcon } from '../icons';
import { joinClassName } from '../utils/className';
import * as styles from './ImageCompare.css';
import {
  COMPARE_MODES,
  compareActionForKey,
  shortcutsFor,
  type CompareAction,
  type CompareMode,
} from './shortcuts';
import {
  clampPercent,
  INITIAL_VIEW,
  panBy,
  viewTransform,
  wheelFactor,
  ZOOM_STEP,
  zoomAt,
  zoomPercent,
  type ZoomView,
} from './zoom';

export { IMAGE_COMPARE_SHORTCUTS, type CompareMode, type CompareShortcut } from './shortcuts';

/** How long each picture shows while blinking, in milliseconds. */
export const DEFAULT_BLINK_INTERVAL = 700;

const NO_ORIGINAL = TEXTS.images.noUploadedImage;
const LOAD_ERROR = TEXTS.images.imageLoadingError;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export interface ImageCompareViewProps {
  /** The agency's uploaded original; `null` shows 'No uploaded image'. */
  originalSrc: string | null;
  /** The image found online; `null` shows 'Image loading error'. */
  foundSrc: string | null;
  /** The original's name: its caption and alt text. */
  originalLabel?: string;
  /** The found image's name: its caption and alt text. */
  foundLabel?: string;
  /** The mode it opens in. */
  defaultMode?: CompareMode;
  /** Mark the pair from the view (buttons and the I / N keys); without it there are no marks. */
  onDecide?: (decision: PairMark | null) => void;
  /** The pair's current mark, shown by icon and text. */
  decision?: PairMark | null;
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

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the user asks for reduced motion (`prefers-reduced-motion: reduce`). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/** Keys that a focused control uses itself (arrows in the toggles and slider, Space on buttons). */
function isControlKey(action: CompareAction, target: EventTarget) {
  if (action.type !== 'pan' && action.type !== 'swipe' && action.type !== 'blink') return false;
  return target instanceof Element && target.closest('button, input, [role="slider"]') !== null;
}

/** The point under the pointer, from the centre of the box it is over, in box fractions. */
function pointInBox(target: EventTarget | null, clientX: number, clientY: number) {
  const box = target instanceof Element ? target.closest('[data-compare-box]') : null;
  if (!box) return null;
  const rect = box.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return null;
  return {
    x: (clientX - rect.left) / rect.width - 0.5,
    y: (clientY - rect.top) / rect.height - 0.5,
    width: rect.width,
    height: rect.height,
  };
}

type Side = 'original' | 'found';

interface PictureProps {
  src: string | null;
  label: string;
  missingText: string;
  transform: string;
  failed: boolean;
  onError: () => void;
}

/** One picture, zoomed and panned by the shared transform, or its placeholder. */
function Picture({ src, label, missingText, transform, failed, onError }: PictureProps) {
  if (src === null || failed) {
    const text = src === null ? missingText : LOAD_ERROR;
    return (
      <div className={styles.placeholder} role="img" aria-label={`${label}: ${text}`}>
        {src === null && missingText === NO_ORIGINAL ? (
          <InfoIcon aria-hidden />
        ) : (
          <AlertIcon aria-hidden />
        )}
        <span aria-hidden>{text}</span>
      </div>
    );
  }
  return (
    <img
      className={styles.image}
      src={src}
      alt={label}
      draggable={false}
      style={{ transform }}
      data-compare-image=""
      onError={onError}
    />
  );
}

/**
 * The compare view without its dialog: the uploaded original and the found image enlarged
 * side by side, or overlaid (swipe, blink), with one zoom and pan for both pictures.
 *
 * Keyboard (anywhere in the view, see `IMAGE_COMPARE_SHORTCUTS`): + / = and - zoom around the
 * centre, 0 resets, the arrow keys pan when zoomed, 1 / 2 / 3 switch modes, Shift+Left/Right
 * moves the swipe divider (also a slider named 'Swipe position'), Space pauses blinking, I / N
 * mark the pair when `onDecide` is given. Mouse: the wheel zooms around the pointer, dragging
 * pans, a double click resets.
 */
export function ImageCompareView({
  originalSrc,
  foundSrc,
  originalLabel = 'Uploaded original',
  foundLabel = 'Found image',
  defaultMode = 'side-by-side',
  onDecide,
  decision = null,
  blinkInterval = DEFAULT_BLINK_INTERVAL,
  reduceMotion,
  autoFocusPictures = false,
  closesOnEscape = false,
  actions,
  className,
}: ImageCompareViewProps) {
  const [mode, setMode] = useState<CompareMode>(defaultMode);
  const [view, setView] = useState<ZoomView>(INITIAL_VIEW);
  const [swipe, setSwipe] = useState(50);
  const [blinkPaused, setBlinkPaused] = useState(false);
  const [shown, setShown] = useState<Side>('original');
  const [failed, setFailed] = useState<Partial<Record<Side, string>>>({});
  const [dragging, setDragging] = useState(false);
  const drag = useRef<{ id: number; x: number; y: number; width: number; height: number } | null>(
    null,
  );
  const stageRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const prefersReducedMotion = usePrefersReducedMotion();
  const noAutoBlink = reduceMotion ?? prefersReducedMotion;
  const blinking = mode === 'blink' && !noAutoBlink && !blinkPaused;
  const canDecide = onDecide !== undefined;

  useEffect(() => {
    if (autoFocusPictures) stageRef.current?.focus({ preventScroll: true });
  }, [autoFocusPictures]);

  useEffect(() => {
    if (!blinking) return;
    const timer = setInterval(
      () => setShown((side) => (side === 'original' ? 'found' : 'original')),
      blinkInterval,
    );
    return () => clearInterval(timer);
  }, [blinking, blinkInterval]);

  // The wheel zooms around the pointer; a passive React listener could not keep the page still.
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    const onWheel = (event: WheelEvent) => {
      const point = pointInBox(event.target, event.clientX, event.clientY);
      if (!point || event.ctrlKey) return;
      event.preventDefault();
      const delta =
        event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 33 : event.deltaY;
      setView((current) => zoomAt(current, wheelFactor(delta), point));
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, []);

  const showOther = useCallback(
    () => setShown((side) => (side === 'original' ? 'found' : 'original')),
    [],
  );

  const run = (action: CompareAction) => {
    switch (action.type) {
      case 'zoom':
        setView((current) =>
          zoomAt(current, action.direction === 'in' ? ZOOM_STEP : 1 / ZOOM_STEP),
        );
        break;
      case 'reset':
        setView(INITIAL_VIEW);
        break;
      case 'pan':
        setView((current) => panBy(current, action.dx, action.dy));
        break;
      case 'mode':
        setMode(action.mode);
        break;
      case 'swipe':
        setSwipe((current) => clampPercent(current + action.delta));
        break;
      case 'blink':
        if (noAutoBlink) showOther();
        else setBlinkPaused((paused) => !paused);
        break;
      case 'decide':
        onDecide?.(action.decision);
        break;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.nativeEvent.isComposing) return;
    const action = compareActionForKey(event, { mode, canDecide });
    if (!action || isControlKey(action, event.target)) return;
    event.preventDefault();
    run(action);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    const point = pointInBox(event.target, event.clientX, event.clientY);
    if (!point) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      id: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      width: point.width,
      height: point.height,
    };
    setDragging(true);
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (!current || current.id !== event.pointerId) return;
    const dx = (event.clientX - current.x) / current.width;
    const dy = (event.clientY - current.y) / current.height;
    current.x = event.clientX;
    current.y = event.clientY;
    setView((state) => panBy(state, dx, dy));
  };

  const endDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.id !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
  };

  const transform = viewTransform(view);
  const zoomed = view.zoom > 1;
  const picture = (side: Side) => {
    const isOriginal = side === 'original';
    const src = isOriginal ? originalSrc : foundSrc;
    return (
      <Picture
        src={src}
        label={isOriginal ? originalLabel : foundLabel}
        missingText={isOriginal ? NO_ORIGINAL : LOAD_ERROR}
        transform={transform}
        failed={src !== null && failed[side] === src}
        onError={() => setFailed((current) => ({ ...current, [side]: src ?? undefined }))}
      />
    );
  };
  const boxProps = {
    className: styles.box,
    'data-compare-box': '',
    'data-zoomed': String(zoomed),
    'data-dragging': String(dragging),
  };
  const shownLabel = shown === 'original' ? originalLabel : foundLabel;

  return (
    // The shortcuts bubble up from the pictures and the controls inside; the view is no widget.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={joinClassName(styles.view, className)} onKeyDown={onKeyDown}>
      <div className={styles.toolbar}>
        <ToggleButtonGroup
          aria-label="Compare mode"
          className={styles.toggleGroup}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[mode]}
          onSelectionChange={(keys: Set<Key>) => {
            const [next] = keys;
            if (next !== undefined) setMode(next as CompareMode);
          }}
        >
          {COMPARE_MODES.map((entry) => (
            <ToggleButton key={entry.id} id={entry.id} className={styles.toggle}>
              {entry.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>

        <div className={styles.toolGroup}>
          <Button
            variant="quiet"
            size="small"
            onPress={() => run({ type: 'zoom', direction: 'out' })}
          >
            Zoom out
          </Button>
          <output className={styles.status} aria-live="polite" aria-label="Zoom">
            {zoomPercent(view.zoom)}
          </output>
          <Button
            variant="quiet"
            size="small"
            onPress={() => run({ type: 'zoom', direction: 'in' })}
          >
            Zoom in
          </Button>
          <Button variant="quiet" size="small" onPress={() => run({ type: 'reset' })}>
            Reset zoom
          </Button>
        </div>

        {mode === 'blink' ? (
          <div className={styles.toolGroup}>
            {noAutoBlink ? null : (
              <Button variant="secondary" size="small" onPress={() => setBlinkPaused((p) => !p)}>
                {blinkPaused ? 'Resume blinking' : 'Pause blinking'}
              </Button>
            )}
            {noAutoBlink || blinkPaused ? (
              <Button variant="secondary" size="small" onPress={showOther}>
                Show other
              </Button>
            ) : null}
            <span className={styles.status}>Showing: {shownLabel}</span>
          </div>
        ) : null}

        {canDecide ? (
          <div className={styles.toolGroup}>
            <ToggleButtonGroup
              aria-label="Decision"
              className={styles.toggleGroup}
              selectionMode="single"
              selectedKeys={decision ? [decision] : []}
              onSelectionChange={(keys: Set<Key>) => {
                const [next] = keys;
                onDecide((next as PairMark | undefined) ?? null);
              }}
            >
              <ToggleButton id="IDENTICAL" className={styles.toggle}>
                <CheckIcon aria-hidden />
                IDENTICAL
              </ToggleButton>
              <ToggleButton id="NOT_IDENTICAL" className={styles.toggle}>
                <CrossIcon aria-hidden />
                NOT IDENTICAL
              </ToggleButton>
            </ToggleButtonGroup>
            <DecisionStatus decision={decision} />
          </div>
        ) : null}
      </div>

      <div
        ref={stageRef}
        className={styles.stage}
        data-mode={mode}
        role="application"
        aria-roledescription="zoomable pictures"
        aria-label={`Pictures, zoom ${zoomPercent(view.zoom)}`}
        aria-describedby={hintId}
        // The pictures take the keyboard themselves (arrows pan, + and - zoom): a tab stop.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onDoubleClick={(event) => {
          // The stage captured the pointer, so the event's target is the stage itself.
          const under = document.elementFromPoint(event.clientX, event.clientY);
          if (pointInBox(under, event.clientX, event.clientY)) setView(INITIAL_VIEW);
        }}
      >
        {mode === 'side-by-side' ? (
          <>
            <figure className={styles.figure}>
              <figcaption className={styles.caption}>{originalLabel}</figcaption>
              <div {...boxProps}>
                <div className={styles.layer}>{picture('original')}</div>
              </div>
            </figure>
            <figure className={styles.figure}>
              <figcaption className={styles.caption}>{foundLabel}</figcaption>
              <div {...boxProps}>
                <div className={styles.layer}>{picture('found')}</div>
              </div>
            </figure>
          </>
        ) : null}

        {mode === 'swipe' ? (
          <>
            <div {...boxProps}>
              <div className={styles.layer}>{picture('original')}</div>
              <div
                className={styles.layer}
                style={{ clipPath: `inset(0 ${100 - swipe}% 0 0)` }}
                data-layer="found"
              >
                {picture('found')}
              </div>
              <div className={styles.divider} style={{ left: `${swipe}%` }} aria-hidden />
              <span className={styles.tag} data-side="start" aria-hidden>
                {foundLabel}
              </span>
              <span className={styles.tag} data-side="end" aria-hidden>
                {originalLabel}
              </span>
            </div>
            <Slider
              className={styles.slider}
              aria-label="Swipe position"
              minValue={0}
              maxValue={100}
              step={1}
              value={swipe}
              onChange={(value) => setSwipe(clampPercent(value))}
              formatOptions={{ style: 'unit', unit: 'percent', maximumFractionDigits: 0 }}
            >
              <SliderTrack className={styles.sliderTrack}>
                <SliderThumb className={styles.sliderThumb} />
              </SliderTrack>
            </Slider>
          </>
        ) : null}

        {mode === 'blink' ? (
          <div {...boxProps}>
            <div className={styles.layer} data-shown={String(shown === 'original')}>
              {picture('original')}
            </div>
            <div className={styles.layer} data-shown={String(shown === 'found')}>
              {picture('found')}
            </div>
            <span className={styles.tag} data-side="start" aria-hidden>
              {shownLabel}
            </span>
          </div>
        ) : null}
      </div>

      <div className={styles.footer}>
        <ul id={hintId} className={styles.hint} aria-label="Keyboard shortcuts">
          {shortcutsFor({ canDecide, canClose: closesOnEscape }).map((shortcut) => (
            <li key={shortcut.keys}>
              <kbd className={styles.key}>{shortcut.keys}</kbd> {shortcut.description}
            </li>
          ))}
        </ul>
        {actions}
      </div>
    </div>
  );
}

/** The pair's current mark: an icon and its text, never colour alone. */
function DecisionStatus({ decision }: { decision: PairMark | null }) {
  if (decision === 'IDENTICAL') {
    return (
      <span className={styles.decisionStatus} data-decision="identical" role="status">
        <CheckIcon aria-hidden /> Marked IDENTICAL
      </span>
    );
  }
  if (decision === 'NOT_IDENTICAL') {
    return (
      <span className={styles.decisionStatus} data-decision="not-identical" role="status">
        <CrossIcon aria-hidden /> Marked NOT IDENTICAL
      </span>
    );
  }
  return (
    <span className={styles.decisionStatus} data-decision="none" role="status">
      <MinusIcon aria-hidden /> Not marked
    </span>
  );
}

export interface ImageCompareProps extends Omit<
  ImageCompareViewProps,
  'autoFocusPictures' | 'closesOnEscape' | 'actions' | 'className'
> {
  /** Whether the dialog is open. */
  isOpen: boolean;
  /** Called with `false` when Escape or the Close button closes it. */
  onOpenChange: (open: boolean) => void;
  /** The dialog's title. */
  title?: string;
}

/**
 * The compare view in a large modal `Dialog`, for the close calls on the Images page: the pair
 * enlarged side by side with synchronised zoom and pan, or overlaid by swipe or blink. Focus
 * starts on the pictures so the keys work at once; Escape or Close closes it.
 */
export function ImageCompare({
  isOpen,
  onOpenChange,
  title = 'Compare pair',
  ...viewProps
}: ImageCompareProps) {
  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className={styles.compareDialog}
    >
      <ImageCompareView
        {...viewProps}
        autoFocusPictures
        closesOnEscape
        actions={
          <Button slot="close" variant="secondary">
            Close
          </Button>
        }
      />
    </Dialog>
  );
}
