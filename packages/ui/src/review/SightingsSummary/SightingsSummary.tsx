import type { ImageStatus, SummaryEntry } from '@sightings/domain-model';
import { useId } from 'react';
import { Button } from '../../Button/Button';
import { SpinnerIcon } from '../../icons';
import { visuallyHidden } from '../../theme/focusRing.css';
import { joinClassName } from '../../utils/className';
import { blockTitle, spinner } from '../review.css';
import { imageStatusName } from '../reviewLabels';
import { count, entry, jumpButton, list, summary, totalEntry, word } from './SightingsSummary.css';

export const SIGHTINGS_SUMMARY_LABELS = {
  title: 'Sightings',
  jumpHint: 'Shows the first image of this status in the table',
  loading: 'Counting sightings',
  jumping: (name: string) => `Looking for the first ${name} image`,
} as const;

export interface SightingsSummaryProps {
  /**
   * What the summary shows, in order: domain-model's `summaryEntries(screen, counts)` (Total
   * first, then the screen's statuses with their labels and counts).
   */
  entries: readonly SummaryEntry[];
  /** While counting: spinners instead of the counts, the buttons wait. */
  isLoading?: boolean;
  /** A status was pressed: the screen jumps to the page of its first image and scrolls to it. */
  onJump: (status: ImageStatus) => void;
  /** The status being jumped to: its button shows a spinner until the screen clears it. */
  jumpingTo?: ImageStatus | null;
  /** Disables the jump buttons (e.g. while the table loads). */
  isDisabled?: boolean;
  /** The heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A status's label in the entries (its name when the entries do not list it). */
function labelOf(entries: readonly SummaryEntry[], status: ImageStatus): string {
  return entries.find((item) => item.status === status)?.label ?? imageStatusName(status);
}

/**
 * The sightings summary of the review screens (001 §2.1, §2.4): Total as a figure, then one
 * button per status with its count ('Identical 12'). Pressing one (click, Enter or Space) calls
 * `onJump(status)`; the screen finds the page of the status's first image (`jumpTarget`),
 * scrolls to it and retries (every 3 s, up to 9 s), and clears `jumpingTo` when done. A status
 * with no images has its button disabled. The counts are in the buttons' names, so they are
 * read as the buttons are reached; the jump is announced through a polite live region.
 */
export function SightingsSummary({
  entries,
  isLoading = false,
  onJump,
  jumpingTo = null,
  isDisabled = false,
  headingLevel = 2,
  className,
}: SightingsSummaryProps) {
  const titleId = useId();
  const hintId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div role="group" aria-labelledby={titleId} className={joinClassName(summary, className)}>
      <Heading id={titleId} className={blockTitle}>
        {SIGHTINGS_SUMMARY_LABELS.title}
      </Heading>
      <ul className={list}>
        {entries.map(({ key, label, count: n, status }) => {
          const figure = isLoading ? (
            <>
              <SpinnerIcon className={spinner} />
              <span className={visuallyHidden}>{SIGHTINGS_SUMMARY_LABELS.loading}</span>
            </>
          ) : (
            <span className={count}>{n}</span>
          );
          if (status === null) {
            return (
              <li key={key} className={joinClassName(entry, totalEntry)}>
                <span className={word}>{label}</span> {figure}
              </li>
            );
          }
          return (
            <li key={key} className={entry}>
              <Button
                variant="secondary"
                size="small"
                className={jumpButton}
                data-status={status}
                aria-describedby={hintId}
                isDisabled={isDisabled || isLoading || n === 0}
                isPending={jumpingTo === status}
                onPress={() => onJump(status)}
              >
                <span className={word}>{label}</span> {figure}
              </Button>
            </li>
          );
        })}
      </ul>
      <span id={hintId} className={visuallyHidden}>
        {SIGHTINGS_SUMMARY_LABELS.jumpHint}
      </span>
      <span role="status" className={visuallyHidden}>
        {jumpingTo ? SIGHTINGS_SUMMARY_LABELS.jumping(labelOf(entries, jumpingTo)) : ''}
      </span>
    </div>
  );
}
