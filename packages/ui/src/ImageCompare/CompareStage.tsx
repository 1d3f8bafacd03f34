import type { ReactNode, RefObject } from 'react';
import { Slider, SliderThumb, SliderTrack } from 'react-aria-components';
import * as styles from './ImageCompare.css';
import type { CompareMode } from './shortcuts';
import type { Side } from './useBlink';
import type { ZoomPan } from './useZoomPan';
import { clampPercent, zoomPercent } from './zoom';

export interface CompareStageProps {
  stageRef: RefObject<HTMLDivElement | null>;
  mode: CompareMode;
  zoomPan: ZoomPan;
  /** A picture, zoomed and panned (or its placeholder). */
  picture: (side: Side) => ReactNode;
  labels: Record<Side, string>;
  /** Percent of the width from the left where the swipe divider sits. */
  swipe: number;
  onSwipeChange: (value: number) => void;
  /** The picture the blink mode shows. */
  shown: Side;
  /** The id of the hint line that describes the stage. */
  hintId: string;
}

/**
 * The pictures, in the grid's order in every mode: the original on the left (the start), the
 * found image on the right. Side by side: two equal boxes. Swipe: one box, the original left of
 * the divider and the found image right of it (a slider moves it). Blink: one box, the pictures
 * in turn, the name of the one shown on its side.
 */
export function CompareStage({
  stageRef,
  mode,
  zoomPan,
  picture,
  labels,
  swipe,
  onSwipeChange,
  shown,
  hintId,
}: CompareStageProps) {
  const { view, dragging, stageHandlers } = zoomPan;
  const boxProps = {
    className: styles.box,
    'data-compare-box': '',
    'data-zoomed': String(view.zoom > 1),
    'data-dragging': String(dragging),
  };
  return (
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
      {...stageHandlers}
    >
      {mode === 'side-by-side' ? (
        <>
          <figure className={styles.figure}>
            <figcaption className={styles.caption}>{labels.original}</figcaption>
            <div {...boxProps}>
              <div className={styles.layer}>{picture('original')}</div>
            </div>
          </figure>
          <figure className={styles.figure}>
            <figcaption className={styles.caption}>{labels.found}</figcaption>
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
              style={{ clipPath: `inset(0 0 0 ${swipe}%)` }}
              data-layer="found"
            >
              {picture('found')}
            </div>
            <div className={styles.divider} style={{ left: `${swipe}%` }} aria-hidden />
            <span className={styles.tag} data-side="start" aria-hidden>
              {labels.original}
            </span>
            <span className={styles.tag} data-side="end" aria-hidden>
              {labels.found}
            </span>
          </div>
          <Slider
            className={styles.slider}
            aria-label="Swipe position"
            minValue={0}
            maxValue={100}
            step={1}
            value={swipe}
            onChange={(value) => onSwipeChange(clampPercent(value))}
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
          <span
            className={styles.tag}
            data-side={shown === 'original' ? 'start' : 'end'}
            aria-hidden
          >
            {labels[shown]}
          </span>
        </div>
      ) : null}
    </div>
  );
}
