import { TEXTS, type ImageStatus } from '@sightings/domain-model';
import { useMemo } from 'react';
import type { Key } from 'react-aria-components';
import { Button } from '../../Button/Button';
import { CheckIcon } from '../../icons';
import { Select, SelectItem } from '../../Select/Select';
import { visuallyHidden } from '../../theme/focusRing.css';
import { inlineIcon } from '../review.css';
import { imageStatusName } from '../reviewLabels';
import { CellWidgets } from './CellWidgets';
import {
  confirmed,
  deliveredTag,
  errorText,
  identity,
  newTick,
  statusLine,
  statusSelect,
} from './ReviewImageRow.css';

export const IMAGE_STATUS_CELL_LABELS = {
  status: (imageId: string) => `Status of image ${imageId}`,
  confirm: (imageId: string) => `Confirm status of image ${imageId}`,
  newTick: 'New identical image: created after its last update',
  confirmed: 'Confirmed',
  delivered: 'Delivered',
  deliveredHint: 'Delivered in a legal case: the status is locked',
  saving: 'Saving the status',
  agency: 'Agency',
  imageId: 'Image id',
} as const;

export interface ImageStatusCellProps {
  imageId: string;
  agency: string;
  /** The row's status. */
  status: ImageStatus;
  /** The statuses the select offers, in order (domain-model's review status order). */
  statuses: readonly ImageStatus[];
  /** A status's name (default `IMAGE_STATUS_NAMES`). */
  statusLabel?: (status: ImageStatus) => string;
  /** A status other than the row's was picked: the screen sends it at once (001 §4.1). */
  onStatusChange: (status: ImageStatus) => void;
  /** 'Confirm Status' was pressed: the screen sends the status again. */
  onConfirm: () => void;
  /** The status (or its confirmation) is being sent: a spinner, the select stays usable. */
  isPending?: boolean;
  /** The row was confirmed: 'Confirmed' with a check shows. */
  isConfirmed?: boolean;
  /** Delivered rows are locked: select and button disabled, 'Delivered' shows (001 §2.2). */
  isDelivered?: boolean;
  /** The tick for a new IDENTICAL image (decided by the screen). */
  showsNewTick?: boolean;
  /** The server's message after a failed update (the screen clears it after 5 s). */
  error?: string | null;
}

/**
 * The image status column's cell (001 §2.2): the status select with 'Confirm Status', the tick
 * with its text alternative for an IDENTICAL image created after its last update, the agency
 * and the image id. A delivered row shows 'Delivered' and has both controls disabled.
 */
export function ImageStatusCell({
  imageId,
  agency,
  status,
  statuses,
  statusLabel = imageStatusName,
  onStatusChange,
  onConfirm,
  isPending = false,
  isConfirmed = false,
  isDelivered = false,
  showsNewTick = false,
  error = null,
}: ImageStatusCellProps) {
  const L = IMAGE_STATUS_CELL_LABELS;
  const items = useMemo(
    () => statuses.map((value) => ({ id: value, name: statusLabel(value) })),
    [statuses, statusLabel],
  );
  return (
    <CellWidgets>
      <div className={statusLine}>
        <Select
          aria-label={L.status(imageId)}
          className={statusSelect}
          items={items}
          value={status}
          isDisabled={isDelivered}
          onChange={(key: Key | null) => {
            if (key !== null && key !== status) onStatusChange(key as ImageStatus);
          }}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <Button
          variant="secondary"
          size="small"
          aria-label={L.confirm(imageId)}
          isDisabled={isDelivered}
          isPending={isPending}
          onPress={onConfirm}
        >
          {TEXTS.review.confirmStatus}
        </Button>
      </div>
      <div className={statusLine}>
        {showsNewTick ? <CheckIcon title={L.newTick} className={newTick} data-tick="new" /> : null}
        {isDelivered ? (
          <span className={deliveredTag} title={L.deliveredHint}>
            {L.delivered}
          </span>
        ) : null}
        <span role="status" className={confirmed}>
          {isPending ? (
            <span className={visuallyHidden}>{L.saving}</span>
          ) : isConfirmed ? (
            <>
              <CheckIcon className={inlineIcon} />
              {L.confirmed}
            </>
          ) : null}
        </span>
      </div>
      <dl className={identity}>
        <dt>{L.agency}</dt>
        <dd>{agency}</dd>
        <dt>{L.imageId}</dt>
        <dd>{imageId}</dd>
      </dl>
      {error ? (
        <p role="alert" className={errorText}>
          {error}
        </p>
      ) : null}
    </CellWidgets>
  );
}
