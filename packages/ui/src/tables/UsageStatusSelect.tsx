import type { ImageStatus } from '@sightings/domain-model';
import { useMemo } from 'react';
import type { Key } from 'react-aria-components';
import { Select, SelectItem } from '../Select/Select';
import { statusSelect } from './tables.css';

export interface UsageStatusSelectProps {
  /** The row's status. */
  status: ImageStatus;
  /** The statuses to offer, in order (the screen passes them in; 002 §4 does not list them). */
  statuses: readonly ImageStatus[];
  /** A status's name in the list (default its value, 'NOT_IDENTICAL'). */
  statusLabel?: (status: ImageStatus) => string;
  /** Disabled for a delivered row (002 §4). */
  isDisabled?: boolean;
  /** The select's name, e.g. 'Status of image 1234'. */
  'aria-label': string;
  /** Called with a status other than the row's. */
  onChange: (status: ImageStatus) => void;
}

/** A usage row's status dropdown: ui's `Select`, without a visible label, filling its cell. */
export function UsageStatusSelect({
  status,
  statuses,
  statusLabel = (value) => value,
  isDisabled = false,
  'aria-label': ariaLabel,
  onChange,
}: UsageStatusSelectProps) {
  const items = useMemo(
    () => statuses.map((value) => ({ id: value, name: statusLabel(value) })),
    [statuses, statusLabel],
  );
  return (
    <Select
      aria-label={ariaLabel}
      className={statusSelect}
      items={items}
      value={status}
      isDisabled={isDisabled}
      onChange={(key: Key | null) => {
        if (key !== null && key !== status) onChange(key as ImageStatus);
      }}
    >
      {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  );
}
