import { TEXTS } from '@sightings/domain-model';
import { Button } from '@sightings/ui';
import * as styles from './Pages.css';

export interface QueueStateProps {
  status: 'loading' | 'ready' | 'empty' | 'error';
  error: string | null;
  onRetry: () => void;
}

/**
 * What a queue page (Images, Domains) shows instead of its work: 'No data. Please contact your
 * system administrator.' when nothing is pending (spec 000 §8), or the failure with Try again.
 */
export function QueueState({ status, error, onRetry }: QueueStateProps) {
  if (status === 'empty') return <p className={styles.queueState}>{TEXTS.common.noPendingData}</p>;
  if (status !== 'error') return null;
  return (
    <div className={styles.queueState} role="alert">
      <p>{error}</p>
      <Button onPress={onRetry}>Try again</Button>
    </div>
  );
}
