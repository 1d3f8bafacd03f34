import { validateUrlEdit, type ImageStatus } from '@sightings/domain-model';
import { useMemo, useState } from 'react';
import { DataTable } from '../../DataTable/DataTable';
import { DEMO_STATUS_ORDER } from '../demoReview';
import {
  isReviewImageRowSelectable,
  reviewImageColumns,
  reviewImageRowHighlight,
  reviewImageRowLabel,
} from './reviewImageColumns';
import type { ReviewImageRow, ReviewImageUrls, ReviewUrlField } from './reviewImageRow';

export interface DemoReviewImageTableProps {
  rows: ReviewImageRow[];
  onStatusChange?: (row: ReviewImageRow, status: ImageStatus) => void;
  onConfirmStatus?: (row: ReviewImageRow) => void;
  onPhotographerSave?: (row: ReviewImageRow, name: string) => void;
  onUrlSave?: (row: ReviewImageRow, urls: ReviewImageUrls) => void;
  /** Rows that start in URL edit mode. */
  initialEditing?: string[];
  /** Rows whose status is being sent. */
  pendingStatusIds?: string[];
  isLoading?: boolean;
  error?: string;
}

/**
 * The review image table as a screen would keep it, for stories and tests: statuses change at
 * once, Confirm Status marks the row, the URL edit mode checks its drafts with domain-model's
 * `validateUrlEdit` before saving them into the row.
 */
export function DemoReviewImageTable({
  rows: initialRows,
  onStatusChange,
  onConfirmStatus,
  onPhotographerSave,
  onUrlSave,
  initialEditing = [],
  pendingStatusIds = [],
  isLoading = false,
  error,
}: DemoReviewImageTableProps) {
  const [rows, setRows] = useState(initialRows);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<ReadonlySet<string>>(new Set(initialEditing));
  const [invalid, setInvalid] = useState<ReadonlyMap<string, readonly ReviewUrlField[]>>(new Map());
  const update = (id: string, change: Partial<ReviewImageRow>) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...change } : row)));
  const without = <T,>(map: ReadonlyMap<string, T>, id: string) => {
    const next = new Map(map);
    next.delete(id);
    return next;
  };
  const toggled = (set: ReadonlySet<string>, id: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };

  const pendingKey = pendingStatusIds.join();
  const columns = useMemo(
    () =>
      reviewImageColumns({
        statuses: DEMO_STATUS_ORDER,
        onStatusChange: (row, status) => {
          update(row.id, { status });
          onStatusChange?.(row, status);
        },
        onConfirmStatus: (row) => {
          setConfirmed((current) => toggled(current, row.id, true));
          onConfirmStatus?.(row);
        },
        pendingStatusIds: new Set(pendingStatusIds),
        confirmedIds: confirmed,
        onPhotographerSave: (row, name) => {
          update(row.id, { photographerName: name });
          onPhotographerSave?.(row, name);
        },
        editingUrlIds: editing,
        onUrlEditingChange: (row, on) => {
          setEditing((current) => toggled(current, row.id, on));
          if (!on) setInvalid((current) => without(current, row.id));
        },
        onUrlSave: (row, urls) => {
          const check = validateUrlEdit(urls);
          if (check.kind === 'invalid') {
            setInvalid((current) => new Map(current).set(row.id, check.fields));
            return;
          }
          setInvalid((current) => without(current, row.id));
          setEditing((current) => toggled(current, row.id, false));
          update(row.id, { usageUrl: check.usageUrl, imageUrl: check.imageUrl });
          onUrlSave?.(row, urls);
        },
        invalidUrls: invalid,
      }),
    // The callbacks of the story are stable (Storybook's fn()).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [confirmed, editing, invalid, pendingKey],
  );

  return (
    <DataTable
      aria-label="Images of the domain"
      columns={columns}
      data={rows}
      getRowId={(row) => row.id}
      getRowLabel={reviewImageRowLabel}
      selectionMode="multiple"
      selectedIds={selected}
      onSelectionChange={setSelected}
      isRowSelectable={isReviewImageRowSelectable}
      getRowHighlight={reviewImageRowHighlight}
      isLoading={isLoading}
      error={error}
      maxHeight="40rem"
    />
  );
}
