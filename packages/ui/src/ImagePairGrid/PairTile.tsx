import { isSafeHttpUrl, TEXTS, type PairMark } from '@sightings/domain-model';
import { memo, type PointerEvent } from 'react';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import { CheckIcon, CrossIcon, MinusIcon } from '../icons';
import { PairSuggestion } from '../PairSuggestion/PairSuggestion';
import { HintCard } from './HintCard';
import type { HintPlacement } from './hintPlacement';
import * as styles from './ImagePairGrid.css';
import type { PairPictures } from './loadTracker';
import { PairPicture } from './PairPicture';
import {
  decisionAttribute,
  decisionText,
  foundAlt,
  hostOf,
  originalAlt,
  pairLabel,
} from './pairText';
import type { ImagePair } from './types';

const BADGE_ICON = { identical: CheckIcon, 'not-identical': CrossIcon, unmarked: MinusIcon };

export interface PairTileProps {
  pair: ImagePair;
  index: number;
  /** The pair's number and the group's size, as shown ('Pair 7 of 50'). */
  position: number;
  total: number;
  column: number;
  decision: PairMark | undefined;
  pictures: PairPictures;
  isCurrent: boolean;
  inRange: boolean;
  /** The admin card's id (with `showHints`) and where it shows (`null`: hidden). */
  hintsId: string | undefined;
  /** The suggestion's id (with `pair.suggestion`): it describes the tile too. */
  suggestionId: string | undefined;
  hintPlacement: HintPlacement | null;
  /** The tile's events, one object for every tile of the grid (stable: tiles are memoised). */
  events: PairTileEvents;
  /** Whether the header has a Compare button. */
  canCompare: boolean;
  /**
   * Rendered light, for now: the number, mark and pictures, without the Compare button and the
   * checkboxes (the grid renders the rows below the first ones a moment later). The focus stop
   * is the same element either way, so a pair focused meanwhile keeps the focus.
   */
  isDeferred?: boolean;
}

/** What the tiles report, each naming its tile; one stable object per grid. */
export interface PairTileEvents {
  decide: (ids: number[], decision: PairMark | null) => void;
  openCompare: (id: number) => void;
  focus: (index: number) => void;
  pointerDown: (event: PointerEvent<HTMLDivElement>, index: number) => void;
  pointerEnter: (event: PointerEvent<HTMLDivElement>, index: number) => void;
  pointerLeave: (index: number) => void;
  settled: (
    id: number,
    side: 'original' | 'found',
    src: string,
    result: 'loaded' | 'error',
  ) => void;
}

/** What is wrong with a pair's pictures, for its accessible name. */
function problemsOf(pictures: PairPictures): string[] {
  const failed = (state: PairPictures['found']) =>
    state === 'error' || state === 'timeout' || state === 'missing';
  return [
    ...(pictures.original === 'missing' ? [TEXTS.images.noUploadedImage] : []),
    ...(pictures.original === 'error' || pictures.original === 'timeout'
      ? [TEXTS.common.imageLoadFailed]
      : []),
    ...(failed(pictures.found) ? [TEXTS.images.imageLoadingError] : []),
  ];
}

const samePair = (a: ImagePair, b: ImagePair) =>
  a === b ||
  (a.id === b.id &&
    a.originalSrc === b.originalSrc &&
    a.foundSrc === b.foundSrc &&
    a.usageUrl === b.usageUrl &&
    a.position === b.position &&
    a.suggestion?.mark === b.suggestion?.mark &&
    a.suggestion?.score === b.suggestion?.score &&
    (a.hints === b.hints ||
      (a.hints !== undefined &&
        b.hints !== undefined &&
        (Object.keys(a.hints) as (keyof typeof a.hints)[]).every(
          (key) => a.hints![key] === b.hints![key],
        ))));

const samePictures = (a: PairPictures, b: PairPictures) =>
  a.original === b.original && a.found === b.found && a.load === b.load;

/**
 * Tiles re-render only when what they show changed: a group of 50 gets a few hundred updates
 * while its pictures arrive, each touching one tile.
 */
function sameTile(a: PairTileProps, b: PairTileProps): boolean {
  return (
    samePair(a.pair, b.pair) &&
    samePictures(a.pictures, b.pictures) &&
    a.index === b.index &&
    a.position === b.position &&
    a.total === b.total &&
    a.column === b.column &&
    a.decision === b.decision &&
    a.isCurrent === b.isCurrent &&
    a.inRange === b.inRange &&
    a.hintsId === b.hintsId &&
    a.suggestionId === b.suggestionId &&
    a.hintPlacement === b.hintPlacement &&
    a.events === b.events &&
    a.canCompare === b.canCompare &&
    a.isDeferred === b.isDeferred
  );
}

/**
 * One pair: a gridcell holding the focus stop (a named group) with the pair's number and mark,
 * both pictures, the two checkboxes with the pair's suggestion (when it has one) and, for
 * admins, the details card. `data-decision`, `data-load` (loading, loaded, failed) and
 * `data-in-range` carry the state; `aria-busy` while its pictures are on their way.
 */
export const PairTile = memo(function PairTile({
  pair,
  index,
  position,
  total,
  column,
  decision,
  pictures,
  isCurrent,
  inRange,
  hintsId,
  suggestionId,
  hintPlacement,
  events,
  canCompare,
  isDeferred = false,
}: PairTileProps) {
  const attribute = decisionAttribute(decision);
  const BadgeIcon = BADGE_ICON[attribute];
  const site = isSafeHttpUrl(pair.usageUrl) ? pair.usageUrl : null;
  const imageId = pair.hints?.imageId ?? String(pair.id);
  // The suggestion is rendered with the checkboxes (not in a deferred tile): it describes the
  // tile only while it is there.
  const shownSuggestionId = pair.suggestion && !isDeferred ? suggestionId : undefined;
  const describedBy = [hintsId, shownSuggestionId].filter(Boolean).join(' ') || undefined;

  return (
    <div role="gridcell" aria-colindex={column + 1} aria-selected={inRange} className={styles.cell}>
      {/*
       * The focus stop is a named group inside the cell, not the cell itself: a cell named by
       * aria-label would not contain its visible text (axe label-content-name-mismatch).
       */}
      <div
        role="group"
        aria-label={pairLabel(position, total, decision, problemsOf(pictures), inRange)}
        aria-describedby={describedBy}
        aria-busy={pictures.load === 'loading' ? true : undefined}
        // The grid's roving focus stop (one per grid has 0, the others -1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={isCurrent ? 0 : -1}
        data-index={index}
        data-pair-id={pair.id}
        data-decision={attribute}
        data-load={pictures.load}
        data-in-range={inRange ? '' : undefined}
        className={styles.tile}
        onFocus={() => events.focus(index)}
        onPointerDown={(event) => events.pointerDown(event, index)}
        onPointerEnter={(event) => events.pointerEnter(event, index)}
        onPointerLeave={() => events.pointerLeave(index)}
      >
        <div className={styles.header}>
          <span className={styles.position} aria-hidden="true">
            {position}
          </span>
          <span className={styles.badge} data-decision={attribute}>
            <BadgeIcon className={styles.badgeIcon} />
            {decisionText(decision)}
          </span>
          {canCompare && !isDeferred ? (
            <Button
              variant="quiet"
              size="small"
              excludeFromTabOrder
              aria-label={`Compare pair ${position}`}
              onPress={() => events.openCompare(pair.id)}
            >
              Compare
            </Button>
          ) : null}
        </div>

        <div className={styles.pictures}>
          <PairPicture
            side="original"
            src={pair.originalSrc}
            state={pictures.original}
            alt={originalAlt(imageId)}
            onSettled={(src, result) => events.settled(pair.id, 'original', src, result)}
          />
          <PairPicture
            side="found"
            src={pair.foundSrc}
            state={pictures.found}
            alt={foundAlt(hostOf(site))}
            site={site}
            onSettled={(src, result) => events.settled(pair.id, 'found', src, result)}
          />
        </div>

        {isDeferred ? (
          <div className={styles.checksPending} aria-hidden="true" />
        ) : (
          <div className={styles.checks}>
            <Checkbox
              tone="identical"
              excludeFromTabOrder
              aria-label={`Identical, pair ${position}`}
              isSelected={decision === 'IDENTICAL'}
              onChange={(selected) => events.decide([pair.id], selected ? 'IDENTICAL' : null)}
            >
              Identical
            </Checkbox>
            <Checkbox
              tone="notIdentical"
              excludeFromTabOrder
              aria-label={`Not identical, pair ${position}`}
              isSelected={decision === 'NOT_IDENTICAL'}
              onChange={(selected) => events.decide([pair.id], selected ? 'NOT_IDENTICAL' : null)}
            >
              Not identical
            </Checkbox>
            <PairSuggestion
              id={shownSuggestionId}
              suggestion={pair.suggestion}
              className={styles.suggestion}
            />
          </div>
        )}

        {hintsId && pair.hints && !isDeferred ? (
          <HintCard id={hintsId} hints={pair.hints} placement={hintPlacement} />
        ) : null}
      </div>
    </div>
  );
}, sameTile);
