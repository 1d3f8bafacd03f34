import type { PairMark } from '@sightings/domain-model';
import { CheckIcon, CrossIcon, MinusIcon } from '../icons';
import * as styles from './ImageCompare.css';

/** The pair's current mark: an icon and its text, never colour alone. */
export function DecisionStatus({ decision }: { decision: PairMark | null }) {
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
