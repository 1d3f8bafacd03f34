import { visuallyHidden } from '../theme';
import * as styles from './ImagePairGrid.css';
import type { HintPlacement } from './hintPlacement';
import type { ImagePairHints } from './types';

const HINT_ROWS: [label: string, key: keyof ImagePairHints][] = [
  ['Agency id', 'agencyId'],
  ['Image id', 'imageId'],
  ['Image source', 'imageSource'],
  ['Image URL', 'imageUrl'],
  ['Usage URL', 'usageUrl'],
];

export interface HintCardProps {
  /** The id of the text that describes the tile (`aria-describedby`). */
  id: string;
  hints: ImagePairHints;
  /** Where the card shows, or `null` while hidden. */
  placement: HintPlacement | null;
}

/**
 * A pair's admin details (spec 000 §6): agency id, image id, image source, image URL and usage
 * URL. Twice: as a visually hidden text that always describes the tile for screen readers, and
 * as the card seen only while shown (`data-placement`: under or above its tile).
 */
export function HintCard({ id, hints, placement }: HintCardProps) {
  return (
    <>
      <span id={id} className={visuallyHidden}>
        {HINT_ROWS.map(([label, key]) => `${label} ${hints[key] ?? '—'}`).join(', ')}
      </span>
      <div
        className={styles.hints}
        data-hint-card=""
        data-placement={placement ?? undefined}
        aria-hidden="true"
      >
        <dl className={styles.hintList}>
          {HINT_ROWS.map(([label, key]) => (
            <div key={key} className={styles.hintRow}>
              <dt className={styles.hintTerm}>{label}</dt>
              <dd className={styles.hintValue}>{hints[key] ?? '—'}</dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
}
