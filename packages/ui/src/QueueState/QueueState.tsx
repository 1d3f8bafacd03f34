import { TEXTS, type QueueStatus } from '@sightings/domain-model';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Notice } from '../Notice/Notice';
import { empty } from './QueueState.css';

/** Where a queue of work stands (domain-model's type); only `empty` and `error` show anything. */
export type { QueueStatus };

export interface QueueStateProps {
  /** loading and ready show nothing (the page shows its spinner or its work); empty; error. */
  status: QueueStatus;
  /** The failure shown when `status` is `error`. */
  error?: ReactNode;
  /** Called by the Try again button of the error state. */
  onRetry?: () => void;
  /** The empty text; by default the specs' 'No data. Please contact your system administrator.' */
  emptyText?: ReactNode;
  /** The retry button's text: 'Try again' by default. */
  retryLabel?: string;
}

/**
 * What a queue page (Images, Domains, the review screens) shows instead of its work: the empty
 * text when nothing is pending (spec 000 §8), or the failure as a danger `Notice`
 * (`role="alert"`) with a Try again button calling `onRetry`. Nothing while loading or ready.
 */
export function QueueState({
  status,
  error,
  onRetry,
  emptyText = TEXTS.common.noPendingData,
  retryLabel = 'Try again',
}: QueueStateProps) {
  if (status === 'empty') return <p className={empty}>{emptyText}</p>;
  if (status !== 'error') return null;
  return (
    <Notice tone="danger" action={<Button onPress={onRetry}>{retryLabel}</Button>}>
      {error}
    </Notice>
  );
}
