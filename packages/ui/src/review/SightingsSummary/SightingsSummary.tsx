import type { ImageStatus } from '@sightings/domain-model';
import { useId } from 'react';
import { Button } from '../../Button/Button';
import { visuallyHidden } from '../../theme/focusRing.css';
import { joinClassName } from '../../utils/className';
import { blockTitle, spinner } from '../review.css';
import { SpinnerIcon } from '../../icons';
import { imageStatusName } from '../reviewLabels';
import { count, entry, jumpButton, list, summary, totalEntry, word } from './SightingsSummary.css';

/** One status of the summary and how many of the domain's images hold it. */
export interface SightingsCountEntry {
  status: ImageStatus;
  count: number;
}

/** The statuses of the summary on quality control (001 §2.1: Identical, Pending, Non-identical). */
export const DEFAULT_SUMMARY_STATUSES: readonly ImageStatus[] = [
  'IDENTICAL',
  'PENDING',
  'NOT_IDENTICAL',
];

/**
 * The entries of `statuses` with their counts (0 when `counts` has none); with `hideZero`, only
 * those above 0 (final review shows only those, 001 §2.4).
 */
export function summaryEntries(
  counts: Partial<Record<ImageStatus, number>>,
  statuses: readonly ImageStatus[] = DEFAULT_SUMMARY_STATUSES,
  { hideZero = false }: { hideZero?: boolean } = {},
): SightingsCountEntry[] {
  return statuses
    .map((status) => ({ status, count: counts[status] ?? 0 }))
    .filter((item) => !hideZero || item.count > 0);
}

export const SIGHTINGS_SUMMARY_LABELS = {
  title: 'Sightings',
  total: 'Total',
  jumpHint: 'Shows the first image of this status in the table',
  loading: 'Counting sightings',
  jumping: (name: string) => `Looking for the first ${name} image`,
} as const;

export interface SightingsSummaryProps {
  /** How many sightings the domain has in all; null while counting (a spinner). */
  total: number | null;
  /** The statuses shown, in order, with their counts (`summaryEntries` builds them). */
  entries: readonly SightingsCountEntry[];
  /** A status was pressed: the screen jumps to the page of its first image and scrolls to it. */
  onJump: (status: ImageStatus) => void;
  /** The status being jumped to: its button shows a spinner until the screen clears it. */
  jumpingTo?: ImageStatus | null;
  /** A status's name (default `IMAGE_STATUS_NAMES`). */
  statusLabel?: (status: ImageStatus) => string;
  /** Disables the jump buttons (e.g. while the table loads). */
  isDisabled?: boolean;
  /** The heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * The sightings summary of the review screens (001 §2.1): Total, then one button per status
 * with its count ('Identical 12'). Pressing one (click, Enter or Space) calls `onJump(status)`;
 * the screen finds the page of the status's first image, scrolls to it and retries (every 3 s,
 * up to 9 s), and clears `jumpingTo` when done. A status with no images has its button
 * disabled. The counts are in the buttons' names, so they are read as the buttons are reached;
 * the jump is announced through a polite live region.
 */
export function SightingsSummary({
  total,
  entries,
  onJump,
  jumpingTo = null,
  statusLabel = imageStatusName,
  isDisabled = false,
  headingLevel = 2,
  className,
}: SightingsSummaryProps) {
  const titleId = useId();
  const hintId = useId();
  const Heading = `h${headingLevel}` as const;
  const loading = total === null;
  return (
    <div role="group" aria-labelledby={titleId} className={joinClassName(summary, className)}>
      <Heading id={titleId} className={blockTitle}>
        {SIGHTINGS_SUMMARY_LABELS.title}
      </Heading>
      <ul className={list}>
        <li className={joinClassName(entry, totalEntry)}>
          <span className={word}>{SIGHTINGS_SUMMARY_LABELS.total}</span>{' '}
          {loading ? (
            <>
              <SpinnerIcon className={spinner} />
              <span className={visuallyHidden}>{SIGHTINGS_SUMMARY_LABELS.loading}</span>
            </>
          ) : (
            <span className={count}>{total}</span>
          )}
        </li>
        {entries.map(({ status, count: n }) => (
          <li key={status} className={entry}>
            <Button
              variant="secondary"
              size="small"
              className={jumpButton}
              data-status={status}
              aria-describedby={hintId}
              isDisabled={isDisabled || loading || n === 0}
              isPending={jumpingTo === status}
              onPress={() => onJump(status)}
            >
              <span className={word}>{statusLabel(status)}</span> <span className={count}>{n}</span>
            </Button>
          </li>
        ))}
      </ul>
      <span id={hintId} className={visuallyHidden}>
        {SIGHTINGS_SUMMARY_LABELS.jumpHint}
      </span>
      <span role="status" className={visuallyHidden}>
        {jumpingTo ? SIGHTINGS_SUMMARY_LABELS.jumping(statusLabel(jumpingTo)) : ''}
      </span>
    </div>
  );
}
